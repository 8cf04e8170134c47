import Foundation
import WidgettyFiles
import WidgettyImages

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures read from files, as UIKit's `UIImage(named:)` and `UIImage(contentsOfFile:)`.
/// These, and `Image("name")` which uses them, are the one place WidgettyUI reads files: widget
/// code asks for it by name. Only `stat` runs where the view is built: the file is read through
/// ``BoundedFile`` (never blocking on a FIFO, at most ``fileSizeLimit`` bytes) and decoded on the
/// picture decoder's thread (``PictureDecoder``), once per content.
extension UIImage {
    /// 32 MiB: a larger file is refused unread.
    public static let fileSizeLimit = 32 * 1024 * 1024

    /// The picture in the PNG or JPEG file at `path`; nil when there is no regular file there.
    /// Its pixels come once the decoder has read it; a file that is no picture is then refused.
    public convenience init?(contentsOfFile path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // The file as it is now: an edited file is another picture.
        let identity = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(path)"
        self.init(deferred: .file(identity)) {
            BoundedFile.read(path, limit: Self.fileSizeLimit)
                .map { Data($0) }
                .mapError { ImageDecodingError.unreadable($0.reason.description) }
        }
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
