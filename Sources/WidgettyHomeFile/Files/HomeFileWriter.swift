import Foundation
import WidgettyFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the home file changes on disk (`widgetty edit`, the edit panel, the gallery,
/// arrange mode, creating the default file): its symbolic links are followed to the file they end
/// at (``SymbolicLinkChain``; a dangling or looping link is refused, never replaced), that file is
/// locked (``FileLock``) across read, change and write, the change is computed from the text read
/// under the lock, and the result replaces the file atomically in its own folder (``AtomicFile``),
/// its permissions kept. So a save that reports success is in the file: no other writer can slip
/// in between the read it was computed from and the rename.
public enum HomeFileWriter {
    /// Runs `change` on the file's text as it is now (nil: there is no file yet, only when
    /// `creating`), with every other writer of the file waiting, and writes the text it returns
    /// (nil or the same text: nothing is written). `name` is how messages name the file.
    public static func update<Result>(
        _ url: URL, name: String? = nil, creating: Bool = false,
        _ change: (_ current: String?) throws(HomeSaveError) -> (text: String?, result: Result)
    ) throws(HomeSaveError) -> Result {
        let name = name ?? url.path
        let target: URL
        switch SymbolicLinkChain.resolve(url.path) {
        case .success(let chain): target = URL(fileURLWithPath: chain.target)
        case .failure(let broken): throw .unreadable(path: name, reason: broken.reason)
        }
        let lock: FileLock
        do {
            lock = try FileLock(locking: target.path)
        } catch {
            throw .writeFailed("could not save \(describe(name, target)): \(error)")
        }
        defer { lock.release() }
        let current: String?
        switch HomeFileText.read(target, name: name) {
        case .success(let text): current = text
        case .failure(let error) where creating && error.reason == .system(errno: ENOENT): current = nil
        case .failure(let error): throw .unreadable(path: name, reason: error.reason.description)
        }
        let (text, result) = try change(current)
        if let text, text != current {
            AtomicFile.removeStaleTemporaries(of: target)
            do {
                try AtomicFile.write(text, to: target)
            } catch {
                throw .writeFailed("\(error)" + (target.path == url.path ? "" : " (\(name) links to it)"))
            }
        }
        return result
    }

    /// `home.yaml`, or `home.yaml (a link to /…/dotfiles/home.yaml)`.
    private static func describe(_ name: String, _ target: URL) -> String {
        target.path == URL(fileURLWithPath: name).path ? name : "\(name) (a link to \(target.path))"
    }
}
