import Foundation
import WidgettyFiles
import WidgettyStore

/// One installed extension, as `widgetty install` wrote it down.
public struct InstalledExtension: Codable, Hashable, Sendable {
    /// Its name: the package's executable product, and its folder's name.
    public var name: String
    /// As an iOS extension has one: `Bundle.main.bundleIdentifier` answers it (Info.plist).
    public var bundleIdentifier: String
    /// The source's version: its git commit (and whether it had changes), else "unversioned".
    public var version: String
    /// The package it was built from.
    public var source: String
    public var installedAt: Date

    public init(name: String, bundleIdentifier: String, version: String, source: String, installedAt: Date) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.version = version
        self.source = source
        self.installedAt = installedAt
    }
}

/// The installed extensions, one folder each under `$XDG_DATA_HOME/widgetty/extensions/`: the
/// built program, `Info.plist` and its resource bundles beside it (``ExtensionBundleLayout``),
/// `extension.json` (``InstalledExtension``), the
/// bundle's own description (`describe.json`, its reply to the protocol's describe request,
/// kept verbatim) and `state.json` (what the last home screen saw of it).
public struct ExtensionStore: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The standard place, from the XDG variables in `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        root = XDGDirectories(environment: environment).data.appendingPathComponent("extensions")
    }

    public func folder(of name: String) -> URL { root.appendingPathComponent(name) }
    public func executable(of name: String) -> URL { folder(of: name).appendingPathComponent(name) }

    /// Every installed extension with its description, by name (a folder it cannot read is left out).
    public func installed() -> [(record: InstalledExtension, description: Data)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            guard !name.hasPrefix("."),
                case .success(let record) = BoundedFile.read(folder(of: name).appendingPathComponent("extension.json").path, limit: 1 << 16),
                case .success(let description) = BoundedFile.read(folder(of: name).appendingPathComponent("describe.json").path, limit: 8 << 20),
                let decoded = try? JSONDecoder.iso8601.decode(InstalledExtension.self, from: Data(record))
            else { return nil }
            return (decoded, Data(description))
        }
    }

    /// Installs (or upgrades in place) `record.name` from the built `program`, laid out as an
    /// extension's folder is (``ExtensionBundleLayout``: its `Info.plist` from `author`'s keys and
    /// Widgetty's, its resource bundles) in a new version of the folder, which then takes the old
    /// one's place at once (``VersionedFolder``).
    public func install(_ record: InstalledExtension, program: URL, description: Data, author: [String: Any]? = nil) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let target = folder(of: record.name)
        let version = VersionedFolder.newVersion(of: target)
        do {
            try ExtensionBundleLayout.write(
                program: program, name: record.name, bundleIdentifier: record.bundleIdentifier, author: author, into: version, linking: false)
            try JSONEncoder.iso8601.encode(record).write(to: version.appendingPathComponent("extension.json"))
            try description.write(to: version.appendingPathComponent("describe.json"))
            try VersionedFolder.publish(version, as: target)
        } catch {
            try? FileManager.default.removeItem(at: version)
            throw error
        }
    }

    /// Removes `name`; false when it is not installed.
    public func uninstall(_ name: String) throws -> Bool {
        let target = folder(of: name)
        guard FileManager.default.fileExists(atPath: target.appendingPathComponent("extension.json").path) else { return false }
        try VersionedFolder.remove(target)
        return true
    }

    /// What a home screen last saw of `name` (running, idle, crashed N times, disabled).
    public func state(of name: String) -> String? {
        guard case .success(let bytes) = BoundedFile.read(folder(of: name).appendingPathComponent("state.json").path, limit: 1 << 16)
        else { return nil }
        return (try? JSONDecoder().decode([String: String].self, from: Data(bytes)))?["state"]
    }

    public func record(state: String, of name: String) {
        guard let data = try? JSONEncoder().encode(["state": state]) else { return }
        try? data.write(to: folder(of: name).appendingPathComponent("state.json"), options: .atomic)
    }
}

extension JSONEncoder {
    static var iso8601: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}

extension JSONDecoder {
    static var iso8601: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
