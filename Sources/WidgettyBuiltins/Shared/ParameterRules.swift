import Foundation
import WidgettyKit

/// The checks built-in widgets' intents make of their values (``ValidatingIntent``): each a
/// message when the value cannot be used, nil when it can. Shared so a time zone, a web address
/// or a path is judged the same way by every widget that takes one.
enum ParameterRules {
    /// An identifier the system knows (`Europe/Paris`); empty passes when `allowEmpty` (local time).
    static func timeZone(_ identifier: String, allowEmpty: Bool = true) -> String? {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return allowEmpty ? nil : "needs a time zone such as Europe/Paris" }
        return TimeZone(identifier: trimmed) == nil ? "is not a time zone: \(trimmed)" : nil
    }

    /// An http or https address with a host.
    static func webURL(_ url: URL?) -> String? {
        guard let url else { return "is required: an http or https URL" }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            return "must be an http or https URL, found \(url.absoluteString.prefix(80))"
        }
        return nil
    }

    /// A program that exists and may be run (after `~` and `$VARIABLES` expand).
    static func executable(_ path: String) -> String? {
        let expanded = PathExpansion.expand(path)
        guard !expanded.isEmpty else { return "is required: the path of a program" }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else {
            return "names no file: \(expanded)"
        }
        if isDirectory.boolValue { return "is a folder, not a program: \(expanded)" }
        return FileManager.default.isExecutableFile(atPath: expanded) ? nil : "is not executable: \(expanded) (chmod +x it)"
    }

    /// A file that exists and is not a folder; empty passes when `allowEmpty`.
    static func existingFile(_ path: String, allowEmpty: Bool = true) -> String? {
        let expanded = PathExpansion.expand(path)
        if expanded.isEmpty { return allowEmpty ? nil : "is required: the path of a file" }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else { return "names no file: \(expanded)" }
        return isDirectory.boolValue ? "is a folder, not a file: \(expanded)" : nil
    }

    /// A file that may not exist yet but could be created: not a folder, in a folder that exists.
    static func writableFile(_ path: String) -> String? {
        let expanded = PathExpansion.expand(path)
        guard !expanded.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? "is a folder, not a file: \(expanded)" : nil
        }
        let folder = (expanded as NSString).deletingLastPathComponent
        let exists = FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? nil : "is in a folder that does not exist: \(folder)"
    }

    /// A folder that exists.
    static func existingFolder(_ path: String) -> String? {
        let expanded = PathExpansion.expand(path)
        guard !expanded.isEmpty else { return "is required: the path of a folder" }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else { return "names no folder: \(expanded)" }
        return isDirectory.boolValue ? nil : "is a file, not a folder: \(expanded)"
    }

    /// A GitHub repository written `owner/name`.
    static func repository(_ text: String) -> String? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else {
            return "must be owner/name (e.g. swiftlang/swift), found \"\(text.prefix(60))\""
        }
        return nil
    }
}

extension Array where Element == ParameterProblem {
    /// Adds a problem for `key` when `message` holds one.
    mutating func add(_ key: String, _ message: String?) {
        if let message { append(ParameterProblem(key, message)) }
    }
}
