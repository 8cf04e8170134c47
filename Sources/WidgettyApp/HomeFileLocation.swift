import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyStore
import WidgettyResources

/// Finding the home file: `--config`, or the XDG default (`home.yaml`, or an author's bundle's
/// own ``BundleHomeFile``), created from the shipped default on first run — only when nothing is
/// there: a symbolic link, even one that leads nowhere, is the user's home file, and reading it
/// says what is wrong with it (it is never replaced by the default).
enum HomeFileLocation {
    static func resolve(_ path: String?, createDefault: Bool) throws -> URL {
        if let path {
            // Only a path that starts with `~` goes through NSString (CoreFoundation's Unicode tables, 1 MiB).
            let url = URL(fileURLWithPath: path.hasPrefix("~") ? (path as NSString).expandingTildeInPath : path)
            guard isPresent(url) else { throw CommandFailure("\(path): no such file", status: 2) }
            return url
        }
        let bundle = MainActor.assumeIsolated { WidgettyProgram.bundleHome }
        let url = bundle?.url() ?? XDGDirectories().homeFile
        if isPresent(url) || !createDefault { return url }
        guard let base = WidgettyResources.defaultHomeFile else {
            throw CommandFailure("no home file at \(url.path), and the default one is not installed next to the program", status: 2)
        }
        let text = bundle?.defaultText(from: base) ?? base
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Through the one writer: a file another process created meanwhile is kept.
            try HomeFileWriter.update(url, creating: true) { current throws(HomeSaveError) in (current == nil ? text : nil, ()) }
        } catch {
            throw CommandFailure("could not create \(url.path): \(error)", status: 2)
        }
        return url
    }

    /// Whether anything is at `url`, a symbolic link that leads nowhere too (`lstat`).
    private static func isPresent(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }
}
