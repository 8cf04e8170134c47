/// A value written in the home file (a widget's `params`, say), typed as YAML resolves it:
/// quoted scalars are strings, plain ones become booleans, numbers or null when they read so.
public indirect enum ConfigValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case list([ConfigValue])
    case map([String: ConfigValue])

    public var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let m):
            return "{" + m.keys.sorted().map { "\($0): \(m[$0]!.description)" }.joined(separator: ", ") + "}"
        }
    }
}
