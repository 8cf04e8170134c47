import Foundation

/// An extension's `Info.plist`, as Foundation on Linux reads it for `Bundle.main`: the file
/// `Info.plist` in the running program's own folder (the folder `/proc/self/exe` is in). It is
/// the author's own `Info.plist`, when the package has one (``authorFile(of:)``), with
/// Xcode's build-setting references in its values expanded, and the keys Widgetty owns written
/// over it: `CFBundleIdentifier` (the extension's), `CFBundleExecutable` (the installed program's
/// name), and `CFBundleName` unless the author gave one.
public enum ExtensionInfoPlist {
    /// The file name Foundation looks for.
    public static let fileName = "Info.plist"

    /// Why an author's `Info.plist` cannot be used.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// One line: the file and what is wrong with it.
        public let description: String
    }

    /// The author's `Info.plist` for the built `program`: the first `Info.plist` found from the
    /// folder holding the sources of the program's target up to its package's folder (the one
    /// with `Package.swift`) — `Sources/NAME/Info.plist` in a package as SwiftPM lays it out, as
    /// Xcode keeps an extension's `Info.plist` in its target's folder. The target's sources are
    /// read from the list `swift build` leaves beside the program (`NAME.build/sources`); nil
    /// when there is none, or no `Info.plist`.
    public static func authorFile(of program: URL) -> URL? {
        let built = program.resolvingSymlinksInPath()
        let folder = built.deletingLastPathComponent()
        let list = folder.appendingPathComponent("\(built.lastPathComponent).build/sources")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return nil }
        // Sources the build made (derived, plugin outputs) sit in the scratch folder: not the target's.
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path + "/"
        let sources = text.split(whereSeparator: \.isNewline).map(unquoted).filter { !$0.isEmpty && !$0.hasPrefix(scratch) }
        guard var candidate = commonFolder(of: sources) else { return nil }
        while candidate != "/" && !candidate.isEmpty {
            let plist = URL(fileURLWithPath: candidate).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: plist.path) { return plist }
            if FileManager.default.fileExists(atPath: URL(fileURLWithPath: candidate).appendingPathComponent("Package.swift").path) { return nil }
            candidate = URL(fileURLWithPath: candidate).deletingLastPathComponent().path
        }
        return nil
    }

    /// The author's keys read from `file` (a property list whose top is a dictionary, XML or binary).
    public static func read(_ file: URL) throws(Failure) -> [String: Any] {
        guard let data = try? Data(contentsOf: file) else { throw Failure(description: "\(file.path): cannot be read") }
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            throw Failure(description: "\(file.path): not a property list")
        }
        guard let keys = object as? [String: Any] else { throw Failure(description: "\(file.path): its top is not a dictionary") }
        return keys
    }

    /// The bundle identifier the extension gets: `chosen` when given, else the author's
    /// `CFBundleIdentifier` (references expanded, `$(PRODUCT_BUNDLE_IDENTIFIER)` being the
    /// default), else `fallback`.
    public static func bundleIdentifier(chosen: String?, author: [String: Any]?, name: String, fallback: String) -> String {
        if let chosen { return chosen }
        guard let written = author?["CFBundleIdentifier"] as? String else { return fallback }
        let expanded = expand(written, settings: settings(bundleIdentifier: fallback, name: name))
        return expanded.isEmpty || expanded.contains("$(") || expanded.contains("${") ? fallback : expanded
    }

    /// The `Info.plist` to write beside the program `name` (XML).
    public static func merged(author: [String: Any]?, bundleIdentifier: String, name: String) throws(Failure) -> Data {
        let settings = settings(bundleIdentifier: bundleIdentifier, name: name)
        var keys = (author ?? [:]).mapValues { expandAll($0, settings: settings) }
        keys["CFBundleIdentifier"] = bundleIdentifier
        keys["CFBundleExecutable"] = name
        if !(keys["CFBundleName"] is String) { keys["CFBundleName"] = name }
        do {
            return try PropertyListXML.document(keys)
        } catch {
            throw Failure(description: "the Info.plist of \(name) cannot be written: \(error)")
        }
    }

    /// The build settings a value may name, as Xcode's `$(NAME)`, for the extension `name`.
    static func settings(bundleIdentifier: String, name: String) -> [String: String] {
        ["PRODUCT_BUNDLE_IDENTIFIER": bundleIdentifier, "PRODUCT_NAME": name, "EXECUTABLE_NAME": name,
         "TARGET_NAME": name, "PRODUCT_MODULE_NAME": name]
    }

    /// `value` with every string in it (through arrays and dictionaries) expanded.
    static func expandAll(_ value: Any, settings: [String: String]) -> Any {
        switch value {
        case let text as String: expand(text, settings: settings)
        case let list as [Any]: list.map { expandAll($0, settings: settings) }
        case let keys as [String: Any]: keys.mapValues { expandAll($0, settings: settings) }
        default: value
        }
    }

    /// `text` with `$(NAME)` and `${NAME}` (a `:modifier` after the name is ignored) replaced by
    /// the setting of that name; a reference to a setting not known is left as written.
    static func expand(_ text: String, settings: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = ["(": ")", "{": "}"][rest[after]],
                let end = rest[after...].firstIndex(of: Character(close))
            else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let reference = rest[rest.index(after: after)..<end]
            let setting = String(reference.split(separator: ":", maxSplits: 1).first ?? "")
            result += settings[setting] ?? String(rest[dollar...end])
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A line of SwiftPM's sources list: a path, quoted as a shell word when it needs it
    /// (`'/My Package/a.swift'`, a quote inside written `'\\''`; double quotes and `\\` escapes
    /// are read too).
    static func unquoted(_ line: Substring) -> String {
        var path = "", quote: Character?, escaped = false
        for character in line.trimmingCharacters(in: .whitespaces) {
            if escaped {
                path.append(character)
                escaped = false
            } else if quote == "'" {
                if character == "'" { quote = nil } else { path.append(character) }
            } else if character == "\\" {
                escaped = true
            } else if character == quote {
                quote = nil
            } else if quote == nil, character == "'" || character == "\"" {
                quote = character
            } else {
                path.append(character)
            }
        }
        return path
    }

    /// The deepest folder holding every file of `paths` (nil when there are none).
    static func commonFolder(of paths: [String]) -> String? {
        let folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            let shared = zip(common, folder).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        guard !common.isEmpty else { return nil }
        return NSString.path(withComponents: common)
    }
}
