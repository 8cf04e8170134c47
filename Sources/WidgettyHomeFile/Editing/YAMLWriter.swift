import Foundation
import WidgettyKit
import Yams

/// Writes values and (for the constructs that are rewritten as a unit) whole nodes as YAML text
/// in the home file's block style; every value it writes reads back as the same value.
enum YAMLWriter {
    /// A parameter value as the home file writes it: plain when that reads back the same, else
    /// double-quoted; lists in flow style.
    static func text(of value: IntentValue) -> String {
        switch value {
        case .string(let string): return scalarText(string)
        case .int(let int): return String(int)
        case .double(let double):
            if double.isNaN { return ".nan" }
            if double.isInfinite { return double < 0 ? "-.inf" : ".inf" }
            let text = String(double)
            return HomeFileParser.value(fromText: text) == .double(double) ? text : String(format: "%.17g", double)
        case .bool(let bool): return bool ? "true" : "false"
        case .date(let date): return scalarText(date.ISO8601Format())
        case .url(let url): return scalarText(url.absoluteString)
        case .array(let values): return "[" + values.map(text(of:)).joined(separator: ", ") + "]"
        case .object(let object): return text(of: object)
        case .null: return "null"
        }
    }

    /// A custom type's value as a flow mapping: identifier, display string, then its properties
    /// by name.
    static func text(of object: IntentObject) -> String {
        var pairs: [String] = []
        if let identifier = object.identifier { pairs.append(IntentObject.identifierKey + ": " + scalarText(identifier)) }
        pairs.append(IntentObject.displayKey + ": " + scalarText(object.display))
        for key in object.properties.keys.sorted() {
            guard let value = object.properties[key] else { continue }
            pairs.append(scalarText(key) + ": " + text(of: value))
        }
        return "{" + pairs.joined(separator: ", ") + "}"
    }

    /// Text that reads back as this string, in block and in flow context: plain when possible.
    static func scalarText(_ string: String) -> String {
        if isPlainSafe(string), HomeFileParser.value(fromText: string) == .string(string) { return string }
        return doubleQuoted(string)
    }

    /// Whether the string can be written plain inside a flow list and read back unchanged.
    private static func isPlainSafe(_ string: String) -> Bool {
        guard !string.isEmpty, !string.contains("\n"),
            case .sequence(let sequence)? = try? HomeYAML.compose("[" + string + "]", file: "value"),
            sequence.count == 1, case .scalar(let scalar) = sequence[0]
        else { return false }
        return scalar.style == .plain && scalar.string == string
    }

    static func doubleQuoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    // MARK: Whole nodes

    /// A composed scalar as text that reads back the same in flow context.
    static func text(of scalar: Node.Scalar) -> String {
        switch scalar.style {
        case .plain, .any:
            if scalar.string.isEmpty || isPlainSafe(scalar.string) { return scalar.string }
            return doubleQuoted(scalar.string)
        case .singleQuoted:
            return "'" + scalar.string.replacingOccurrences(of: "'", with: "''") + "'"
        case .doubleQuoted, .literal, .folded:
            return doubleQuoted(scalar.string)
        }
    }

    /// A node in flow style (`[a, b]`, `{k: v}`), for values inside a line.
    static func flowText(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): return text(of: scalar)
        case .sequence(let sequence): return "[" + sequence.map(flowText(of:)).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{" + mapping.map { flowText(of: $0.key) + ": " + flowText(of: $0.value) }.joined(separator: ", ") + "}"
        case .alias: return "null"
        }
    }

    /// A node in block style at column 0: mappings and lists of mappings in block style,
    /// everything else on its key's line in flow style.
    static func blockLines(of node: Node, style: HomeFileStyle) -> [String] {
        switch node {
        case .mapping(let mapping) where !mapping.isEmpty:
            return mapping.flatMap { key, value -> [String] in
                let keyText = flowText(of: key)
                if isBlockMapping(value) {
                    return [keyText + ":"] + Indentation.shift(blockLines(of: value, style: style), by: style.mappingIndent)
                }
                if isBlockSequence(value) {
                    return [keyText + ":"] + Indentation.shift(blockLines(of: value, style: style), by: style.sequenceIndent)
                }
                return [keyText + ": " + flowText(of: value)]
            }
        case .sequence(let sequence) where isBlockSequence(node):
            return sequence.flatMap { item -> [String] in
                if isBlockMapping(item) || isBlockSequence(item) {
                    let inner = blockLines(of: item, style: style)
                    if isBlockSequence(item) { return ["-"] + Indentation.shift(inner, by: 2) }
                    return ["- " + inner[0]] + Indentation.shift(Array(inner.dropFirst()), by: 2)
                }
                return ["- " + flowText(of: item)]
            }
        default:
            return [flowText(of: node)]
        }
    }

    private static func isBlockMapping(_ node: Node) -> Bool {
        if case .mapping(let mapping) = node { return !mapping.isEmpty }
        return false
    }

    /// Lists of mappings (pages, widgets) are written in block style; lists of values in flow.
    private static func isBlockSequence(_ node: Node) -> Bool {
        guard case .sequence(let sequence) = node else { return false }
        return sequence.contains { if case .scalar = $0 { return false } else { return true } }
    }
}

/// How a home file indents: columns from a key to its nested mapping, and to its list's dashes.
struct HomeFileStyle {
    var mappingIndent = 2
    var sequenceIndent = 2
}
