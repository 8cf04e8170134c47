import Foundation

/// A parameter's text split into literal text and `${…}` secret references, which may stand
/// anywhere in it (`Bearer ${env:GITHUB_TOKEN}`). Only `${env:`, `${file:` and `${cmd:` start a
/// reference; any other `${` is text (a shell line's `${HOME}` stays as written), and `$${env:`
/// (likewise `$${file:`, `$${cmd:`) is the text `${env:` without a reference.
public struct SecretTemplate: Hashable, Sendable {
    /// A run of text, or a reference.
    public enum Part: Hashable, Sendable {
        case text(String)
        case reference(SecretReference)
    }

    public var parts: [Part]

    /// Why a parameter's text does not read as references, e.g. ``${env:` needs a variable name``.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    static let prefixes = ["env:", "file:", "cmd:"]

    /// The template of `text`, or the first reference in it that does not read.
    public static func parse(_ text: String) -> Result<SecretTemplate, SyntaxError> {
        // Almost every parameter has no `$` at all: one look and done.
        guard text.contains("${") else { return .success(SecretTemplate(parts: text.isEmpty ? [] : [.text(text)])) }
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("$${"), Self.prefixes.contains(where: { rest.dropFirst(3).hasPrefix($0) }) {
                literal += "${"
                index = text.index(index, offsetBy: 3)
                continue
            }
            guard rest.hasPrefix("${"), let prefix = Self.prefixes.first(where: { rest.dropFirst(2).hasPrefix($0) }) else {
                literal.append(text[index])
                index = text.index(after: index)
                continue
            }
            let bodyStart = text.index(index, offsetBy: 2 + prefix.count)
            let reference: SecretReference
            let end: String.Index
            switch readReference(prefix: prefix, in: text, body: bodyStart) {
            case .failure(let error): return .failure(error)
            case .success(let read): (reference, end) = (read.reference, read.end)
            }
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
            parts.append(.reference(reference))
            index = text.index(after: end)
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return .success(SecretTemplate(parts: parts))
    }

    /// The reference whose body (after `${env:`) starts at `body`, and the index of its `}`.
    private static func readReference(
        prefix: String, in text: String, body: String.Index
    ) -> Result<(reference: SecretReference, end: String.Index), SyntaxError> {
        let start = text.index(body, offsetBy: -(2 + prefix.count))
        func written(_ end: String.Index) -> String { String(text[start...end]) }
        switch prefix {
        case "cmd:":
            switch ArgumentSplitter.scan(text[body...], until: "}") {
            case .failure(let error): return .failure(SyntaxError(description: "`${cmd:` … `}`: \(error.description)"))
            case .success(let scanned):
                guard !scanned.arguments.isEmpty, !scanned.arguments[0].isEmpty else {
                    return .failure(SyntaxError(description: "`\(written(scanned.end))` names no program"))
                }
                return .success((SecretReference(source: .command(scanned.arguments), text: written(scanned.end)), scanned.end))
            }
        default:
            guard let end = text[body...].firstIndex(of: "}") else {
                return .failure(SyntaxError(description: "`${\(prefix)` has no closing `}`"))
            }
            let name = String(text[body..<end])
            if prefix == "env:" {
                guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
                    name.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) })
                else {
                    return .failure(SyntaxError(description: "`\(written(end))` needs a variable name (letters, digits and _)"))
                }
                return .success((SecretReference(source: .environment(name), text: written(end)), end))
            }
            let path = name.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else { return .failure(SyntaxError(description: "`\(written(end))` needs a path")) }
            return .success((SecretReference(source: .file(path), text: written(end)), end))
        }
    }

    /// The references, in order.
    public var references: [SecretReference] {
        parts.compactMap { if case .reference(let reference) = $0 { reference } else { nil } }
    }

    /// The text with each reference replaced by its secret (by source).
    public func filled(with secrets: [SecretSource: String]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .reference(let reference): secrets[reference.source] ?? ""
            }
        }.joined()
    }
}
