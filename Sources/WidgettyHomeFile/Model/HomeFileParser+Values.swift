import WidgettyKit
import Yams

/// How the home file writes families and parameter values.
extension HomeFileParser {
    /// The family for a name as written in a home file: `small` or `systemSmall`, and so on.
    public static func family(named name: String) -> WidgetFamily? {
        switch name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "") {
        case "small", "systemsmall": return .systemSmall
        case "medium", "systemmedium": return .systemMedium
        case "large", "systemlarge": return .systemLarge
        case "extralarge", "xl", "systemextralarge": return .systemExtraLarge
        case "inline", "accessoryinline": return .accessoryInline
        case "circular", "accessorycircular": return .accessoryCircular
        case "rectangular", "accessoryrectangular": return .accessoryRectangular
        case "corner", "accessorycorner": return .accessoryCorner
        default: return nil
        }
    }

    /// The short name a home file uses for a family.
    public static func name(of family: WidgetFamily) -> String { family.shortName }

    /// A value written on its own (a command line's `--param key=value`), typed as it would be in
    /// the home file; nil when it is not a value the home file could hold.
    public static func value(fromText text: String) -> IntentValue? {
        if text.allSatisfy(\.isWhitespace) { return .string(text) }
        guard let node = try? HomeYAML.compose(text, file: "value") else { return nil }
        return intentValue(node)
    }

    /// A YAML value as an intent value: quoted scalars are text; plain ones are booleans,
    /// numbers or null when they read so. A mapping with `identifier:` or `display:` is a custom
    /// type's value (its other keys are its properties); other mappings have no meaning (nil).
    /// `42`, `-7`, `+3`: an integer as YAML and Swift both read it (no leading zero, which YAML
    /// 1.1 reads as octal), or nil.
    static func plainDecimal(_ text: String) -> Int? {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard let first = digits.first, first != "0" || digits.count == 1,
              digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    static func intentValue(_ node: Node) -> IntentValue? {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return .string(scalar.string) }
            if node.null != nil { return .null }
            if let b = Bool.construct(from: scalar) { return .bool(b) }
            // Most values are words or plain decimals; Yams' number forms (`0x1F`, `1_000`,
            // `1:30`, `.inf`) go through Foundation's string search, whose Unicode tables cost a
            // megabyte of memory at start, so only text that could be one (all start with a
            // digit, a sign or a dot) is given to them.
            if let i = plainDecimal(scalar.string) { return .int(i) }
            guard let first = scalar.string.first, "+-.0123456789".contains(first) else { return .string(scalar.string) }
            if let i = Int.construct(from: scalar) { return .int(i) }
            if let d = Double.construct(from: scalar) { return .double(d) }
            return .string(scalar.string)
        case .sequence(let seq):
            var values: [IntentValue] = []
            for item in seq {
                guard let value = intentValue(item) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping(let mapping):
            return object(mapping).map(IntentValue.object)
        case .alias:
            return nil
        }
    }

    /// `{identifier: lisbon, display: Lisbon, country: PT}`: the display string is the
    /// identifier when not given.
    private static func object(_ mapping: Node.Mapping) -> IntentObject? {
        var identifier: String?
        var display: String?
        var properties: [String: IntentValue] = [:]
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string else { return nil }
            switch key {
            case IntentObject.identifierKey:
                guard let text = valueNode.scalar?.string else { return nil }
                identifier = text
            case IntentObject.displayKey:
                guard let text = valueNode.scalar?.string else { return nil }
                display = text
            default:
                guard let value = intentValue(valueNode) else { return nil }
                properties[key] = value
            }
        }
        guard let shown = display ?? identifier else { return nil }
        return IntentObject(identifier: identifier, display: shown, properties: properties)
    }
}
