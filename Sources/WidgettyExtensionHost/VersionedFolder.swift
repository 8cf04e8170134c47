import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder replaced whole at once: `NAME` is a symbolic link to a hidden version folder beside
/// it (`.NAME.v-ID`), and a new version is published by renaming a new link over the old one,
/// which a reader sees either before or after, never half-written nor missing. The version it
/// replaced is then removed. A `NAME` that is still a plain folder (written before versions) is
/// moved aside first.
enum VersionedFolder {
    /// A new, not yet created, version folder for `target`.
    static func newVersion(of target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).v-\(UUID().uuidString)")
    }

    /// Makes `version` (beside `target`) what `target` is, at once.
    static func publish(_ version: URL, as target: URL) throws {
        let parent = target.deletingLastPathComponent()
        let link = parent.appendingPathComponent(".\(target.lastPathComponent).link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: version.lastPathComponent)
        let previous = self.version(of: target)
        var plainFolder: URL?
        if previous == nil, exists(target) {
            let aside = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(UUID().uuidString)")
            try FileManager.default.moveItem(at: target, to: aside)
            plainFolder = aside
        }
        guard rename(link.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: link)
            if let plainFolder { try? FileManager.default.moveItem(at: plainFolder, to: target) }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot publish \(target.path): \(reason)"])
        }
        for old in [previous, plainFolder].compactMap({ $0 }) where old.lastPathComponent != version.lastPathComponent {
            try? FileManager.default.removeItem(at: old)
        }
    }

    /// Removes `target` and the version it points at.
    static func remove(_ target: URL) throws {
        let version = self.version(of: target)
        try FileManager.default.removeItem(at: target)
        if let version { try? FileManager.default.removeItem(at: version) }
    }

    /// The version folder `target` links to (nil when it is no link).
    static func version(of target: URL) -> URL? {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) else { return nil }
        return destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
            : target.deletingLastPathComponent().appendingPathComponent(destination)
    }

    /// Whether anything (a dangling link included) is at `url`.
    private static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}
