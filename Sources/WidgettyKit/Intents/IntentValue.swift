import Foundation

/// A configuration value as the host stores it (in the home file) and edits it (in the edit
/// panel): the small set of shapes `@Parameter` values encode to.
public enum IntentValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Text, and also the stored form of an `AppEnum` case (its raw value).
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction; a stored whole number is accepted where one is expected.
    case double(Double)
    /// On or off.
    case bool(Bool)
    /// An instant, written as ISO 8601 text (`2026-01-31T09:00:00Z`) when shown.
    case date(Date)
    /// A web or file address.
    case url(URL)
    /// A list, for an array parameter; each element is a value of its own.
    case array([IntentValue])
    /// A value of a custom type from an `.intentdefinition` file (an `INObject`).
    case object(IntentObject)
    /// No value: an optional parameter left unset.
    case null

    /// The value as a person reads it in the edit panel and in error messages: dates as ISO 8601,
    /// lists in brackets, `null` for no value.
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
    /// A line of text.
    case string
    /// A whole number.
    case int
    /// A number with a fraction.
    case double
    /// An on/off switch.
    case bool
    /// A date and time.
    case date
    /// A URL, typed as text.
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

    /// The kind as error messages name it: `int`, `[string]`, `date?`, or an enum's or object's
    /// type name.
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
    /// The raw value stored in the home file when this case is picked.
    public let value: String
    /// The case's display title, as the edit panel lists it.
    public let title: String
    /// A case of an `AppEnum` as the host sees it; `AppEnum` makes these from its
    /// `caseDisplayRepresentations`.
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
    /// The stored configuration names a parameter the intent does not have (often a renamed
    /// `@Parameter`).
    case unknownKey(String)
    /// A stored value is of another kind than the parameter (a string where a number is expected).
    case wrongType(key: String, expected: IntentParameterKind, found: IntentValue)

    /// The error as the home screen reports it: "unknown parameter 'x'" or "parameter 'x' expects
    /// int, found abc".
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
    /// How the edit panel offers the parameter, and what the host checks stored values against.
    static var intentParameterKind: IntentParameterKind { get }
    /// The value a required parameter without a default holds until it is set.
    static var intentEmptyValue: Self { get }
    /// The value in the form the home file stores and the extension protocol carries.
    var intentValue: IntentValue { get }
    /// Returns nil when `intentValue` has the wrong shape.
    init?(intentValue: IntentValue)
}
