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

    /// The picture in the PNG or JPEG file at `path`; nil, as UIKit answers, when there is no
    /// regular file there or it does not start with a PNG or JPEG signature (its first eight
    /// bytes: all that is read here). Its pixels come once the decoder has read it; a damaged
    /// picture is then refused with its reason.
    public convenience init?(contentsOfFile path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Self.hasPictureSignature(path) else { return nil }
        // The file as it is now: an edited file is another picture.
        let identity = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(path)"
        self.init(deferred: .file(identity)) {
            BoundedFile.read(path, limit: Self.fileSizeLimit)
                .map { Data($0) }
                .mapError { ImageDecodingError.unreadable($0.reason.description) }
        }
    }

    /// Whether the regular file at `path` starts as a PNG or a JPEG does (eight bytes read;
    /// `O_NONBLOCK`, so a FIFO swapped in since the `stat` cannot hold the drawing thread).
    private static func hasPictureSignature(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 8)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, 8) }
        return count > 0 && ImageFormat(signature: Data(head[0..<count])) != nil
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
