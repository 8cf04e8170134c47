import Foundation

/// A configuration value as the host stores it (in the home file) and edits it (in the edit
/// panel): the small set of shapes `@Parameter` values encode to.
public enum IntentValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case url(URL)
    case array([IntentValue])
    /// A value of a custom type from an `.intentdefinition` file (an `INObject`).
    case object(IntentObject)
    case null

    public var description: String {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .date(let value): return value.ISO8601Format()
        case .url(let value): return value.absoluteString
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object): return object.display
        case .null: return "null"
        }
    }
}

/// The type of a configuration parameter, for the edit panel and for validating stored values.
public indirect enum IntentParameterKind: Hashable, Sendable, Codable, CustomStringConvertible {
    case string
    case int
    case double
    case bool
    case date
    case url
    /// An `AppEnum`: its cases, in declaration order, as stored value and display title.
    case enumeration(typeName: String, cases: [IntentEnumCase])
    /// A custom type from an `.intentdefinition` file (an `INObject`), named as the definition
    /// names it; its values are ``IntentValue/object(_:)``.
    case object(typeName: String)
    /// Several values (`[Value]`).
    case array(of: IntentParameterKind)
    /// A value that may be absent (`Value?`).
    case optional(IntentParameterKind)

    public var description: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .date: return "date"
        case .url: return "url"
        case .enumeration(let name, _): return name
        case .object(let name): return name
        case .array(let element): return "[\(element)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }
}

/// One case of an `AppEnum` parameter: the stored value (its raw value) and its display title.
public struct IntentEnumCase: Hashable, Sendable, Codable {
    public let value: String
    public let title: String
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}

extension IntentParameterKind {
    /// The kind of one value: the kind itself, or what an optional or a list holds.
    public var elementKind: IntentParameterKind {
        switch self {
        case .optional(let wrapped), .array(let wrapped): return wrapped.elementKind
        default: return self
        }
    }
}

/// A failure to turn stored configuration values into an intent, naming the parameter at fault.
public enum IntentDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownKey(String)
    case wrongType(key: String, expected: IntentParameterKind, found: IntentValue)

    public var description: String {
        switch self {
        case .unknownKey(let key): return "unknown parameter '\(key)'"
        case .wrongType(let key, let expected, let found):
            return "parameter '\(key)' expects \(expected), found \(found)"
        }
    }
}

/// A value that can stand in an `@Parameter`: it knows its kind and converts to and from
/// ``IntentValue``. String, Int, Double, Bool, Date, URL, `AppEnum`s, `INObject`s, optionals and
/// arrays conform.
public protocol IntentValueConvertible: Sendable {
    static var intentParameterKind: IntentParameterKind { get }
    /// The value a required parameter without a default holds until it is set.
    static var intentEmptyValue: Self { get }
    var intentValue: IntentValue { get }
    /// Returns nil when `intentValue` has the wrong shape.
    init?(intentValue: IntentValue)
}
