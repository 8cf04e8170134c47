import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyStore
import WidgettyResources

/// Finding the home file: `--config`, or the XDG default (`home.yaml`, or an author's bundle's
/// own ``BundleHomeFile``), created from the shipped default on first run.
enum HomeFileLocation {
    static func resolve(_ path: String?, createDefault: Bool) throws -> URL {
        if let path {
            // Only a path that starts with `~` goes through NSString (CoreFoundation's Unicode tables, 1 MiB).
            let url = URL(fileURLWithPath: path.hasPrefix("~") ? (path as NSString).expandingTildeInPath : path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CommandFailure("\(path): no such file", status: 2)
            }
            return url
        }
        let bundle = MainActor.assumeIsolated { WidgettyProgram.bundleHome }
        let url = bundle?.url() ?? XDGDirectories().homeFile
        if FileManager.default.fileExists(atPath: url.path) || !createDefault { return url }
        guard let base = WidgettyResources.defaultHomeFile else {
            throw CommandFailure("no home file at \(url.path), and the default one is not installed next to the program", status: 2)
        }
        let text = bundle?.defaultText(from: base) ?? base
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url)
        } catch {
            throw CommandFailure("could not create \(url.path): \(error)", status: 2)
        }
        return url
    }
}
