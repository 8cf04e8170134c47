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
/// built program, `Info.plist` beside it, `extension.json` (``InstalledExtension``), the
/// bundle's own description (`describe.json`, its reply to the protocol's describe request,
/// kept verbatim) and `state.json` (what the last home screen saw of it).
public struct ExtensionStore: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The standard place, from the XDG variables in `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        // `data` is `$XDG_DATA_HOME/widgetty` already.
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

    /// Installs (or upgrades in place) `record.name` from the built `program`: everything is
    /// written into a folder beside the old one, which then takes its place at once.
    public func install(_ record: InstalledExtension, program: URL, description: Data) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let staging = root.appendingPathComponent(".\(record.name).new")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: program, to: staging.appendingPathComponent(record.name))
        try Self.infoPlist(bundleIdentifier: record.bundleIdentifier, name: record.name)
            .write(to: staging.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try JSONEncoder.iso8601.encode(record).write(to: staging.appendingPathComponent("extension.json"))
        try description.write(to: staging.appendingPathComponent("describe.json"))
        let target = folder(of: record.name)
        let old = root.appendingPathComponent(".\(record.name).old")
        try? FileManager.default.removeItem(at: old)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.moveItem(at: target, to: old) }
        try FileManager.default.moveItem(at: staging, to: target)
        try? FileManager.default.removeItem(at: old)
    }

    /// Removes `name`; false when it is not installed.
    public func uninstall(_ name: String) throws -> Bool {
        let target = folder(of: name)
        guard FileManager.default.fileExists(atPath: target.appendingPathComponent("extension.json").path) else { return false }
        try FileManager.default.removeItem(at: target)
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

    static func infoPlist(bundleIdentifier: String, name: String) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key>
                <string>\(escaped(bundleIdentifier))</string>
                <key>CFBundleName</key>
                <string>\(escaped(name))</string>
                <key>CFBundleExecutable</key>
                <string>\(escaped(name))</string>
            </dict>
            </plist>

            """
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
