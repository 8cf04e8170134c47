import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyStore
import WidgettyResources

/// Finding the home file: `--config`, or the XDG default (`home.yaml`, or an author's bundle's
/// own ``BundleHomeFile``), created from the shipped default on first run.
enum HomeFileLocation {
    /// Why the home file could not be found or created.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func resolve(_ path: String?, createDefault: Bool) throws -> URL {
        if let path {
            let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw Failure(description: "\(path): no such file")
            }
            return url
        }
        let bundle = MainActor.assumeIsolated { WidgettyProgram.bundleHome }
        let url = bundle?.url() ?? XDGDirectories().homeFile
        if FileManager.default.fileExists(atPath: url.path) || !createDefault { return url }
        guard let base = WidgettyResources.defaultHomeFile else {
            throw Failure(description: "no home file at \(url.path), and the default one is not installed next to the program")
        }
        let text = bundle?.defaultText(from: base) ?? base
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url)
        } catch {
            throw Failure(description: "could not create \(url.path): \(error)")
        }
        return url
    }
}
