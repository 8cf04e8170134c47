import Foundation
import WidgettyFiles
import WidgettyImages

/// Pictures read from files, as UIKit's `UIImage(named:)` and `UIImage(contentsOfFile:)`.
/// These, and `Image("name")` which uses them, are the one place WidgettyUI reads files: widget
/// code asks for it by name. Files are read through ``BoundedFile`` (never blocking on a FIFO,
/// at most ``fileSizeLimit`` bytes) and decoded once per content (``BitmapCache``).
extension UIImage {
    /// 32 MiB: a larger file is refused unread.
    public static let fileSizeLimit = 32 * 1024 * 1024

    /// The picture in the PNG or JPEG file at `path`; nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard case .success(let bytes) = BoundedFile.read(path, limit: Self.fileSizeLimit),
              let bitmap = try? BitmapCache.shared.bitmap(for: Data(bytes)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The picture called `name`, looked up as ``ImageSearchPath`` describes.
    public convenience init?(named name: String) { self.init(named: name, in: nil) }

    /// The picture called `name`, first among the resources of `bundle` when one is given
    /// (`Bundle.module` of a package's target), then where ``ImageSearchPath/standard`` looks.
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, searching: ImageSearchPath.standard.adding(bundle))
    }

    /// The picture called `name` in the directories of `searchPath` (a Widgetty extension).
    public convenience init?(named name: String, searching searchPath: ImageSearchPath) {
        guard let path = searchPath.path(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }
}
