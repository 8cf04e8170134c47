import Foundation
import WidgettyUI

/// Waiting, in tests, for pictures read from files: they are decoded on the picture decoder's
/// thread, so a test asks for one and waits until the decoder has nothing left to do.
public enum PictureWait {
    /// `image` once its picture is decoded or refused (asked for first, so its decoding starts).
    @discardableResult
    public static func decoded(_ image: UIImage?, timeout: Duration = .seconds(10)) -> UIImage? {
        _ = image?.bitmap
        untilIdle(timeout: timeout)
        return image
    }

    /// Waits until no picture is waiting to be decoded; false past `timeout`.
    @discardableResult
    public static func untilIdle(timeout: Duration = .seconds(10)) -> Bool {
        UIImage.waitForDecodedPictures(timeout: timeout)
    }
}
