import Foundation

extension String: IntentValueConvertible {
    /// A `String` parameter is edited as a line of text in the widget's edit panel.
    public static var intentParameterKind: IntentParameterKind { .string }
    /// An unset `String` parameter is empty.
    public static var intentEmptyValue: String { "" }
    /// The string as it is stored in the home file.
    public var intentValue: IntentValue { .string(self) }
    /// The string a home file or the edit panel stored; nil for a value of another kind.
    public init?(intentValue: IntentValue) {
        guard case .string(let value) = intentValue else { return nil }
        self = value
    }
}

extension Int: IntentValueConvertible {
    /// An `Int` parameter is edited as a whole number.
    public static var intentParameterKind: IntentParameterKind { .int }
    /// An unset `Int` parameter is 0.
    public static var intentEmptyValue: Int { 0 }
    /// The number as it is stored in the home file.
    public var intentValue: IntentValue { .int(self) }
    /// The number stored; nil for a value of another kind (a fraction is not rounded into an
    /// `Int`).
    public init?(intentValue: IntentValue) {
        guard case .int(let value) = intentValue else { return nil }
        self = value
    }
}

extension Double: IntentValueConvertible {
    /// A `Double` parameter is edited as a number with a fraction.
    public static var intentParameterKind: IntentParameterKind { .double }
    /// An unset `Double` parameter is 0.
    public static var intentEmptyValue: Double { 0 }
    /// The number as it is stored in the home file.
    public var intentValue: IntentValue { .double(self) }
    /// Accepts an integer too: a YAML `3` is a fine Double.
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: IntentValueConvertible {
    /// A `Bool` parameter is edited as an on/off switch.
    public static var intentParameterKind: IntentParameterKind { .bool }
    /// An unset `Bool` parameter is off.
    public static var intentEmptyValue: Bool { false }
    /// The flag as it is stored: `true` or `false` in the home file.
    public var intentValue: IntentValue { .bool(self) }
    /// The flag stored; nil for a value of another kind (the text "yes" is not a `Bool`).
    public init?(intentValue: IntentValue) {
        guard case .bool(let value) = intentValue else { return nil }
        self = value
    }
}

extension Date: IntentValueConvertible {
    /// A `Date` parameter is edited as a date and time.
    public static var intentParameterKind: IntentParameterKind { .date }
    /// An unset `Date` parameter is the start of 1970, UTC: test for it rather than showing it.
    public static var intentEmptyValue: Date { Date(timeIntervalSince1970: 0) }
    /// The date as it is stored in the home file.
    public var intentValue: IntentValue { .date(self) }
    /// The date stored; nil for a value of another kind.
    public init?(intentValue: IntentValue) {
        guard case .date(let value) = intentValue else { return nil }
        self = value
    }
}

extension URL: IntentValueConvertible {
    /// A `URL` parameter is edited as text that must parse as a URL.
    public static var intentParameterKind: IntentParameterKind { .url }
    /// `about:blank`, a URL that opens nothing.
    public static var intentEmptyValue: URL { URL(string: "about:blank") ?? URL(fileURLWithPath: "/") }
    /// The URL as it is stored in the home file.
    public var intentValue: IntentValue { .url(self) }
    /// Accepts a string that parses as a URL too, as a home file would write it.
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .url(let value): self = value
        case .string(let text):
            guard let value = URL(string: text) else { return nil }
            self = value
        default: return nil
        }
    }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    /// An optional parameter is edited as its wrapped type's kind, with a way to leave it unset.
    public static var intentParameterKind: IntentParameterKind { .optional(Wrapped.intentParameterKind) }
    /// An unset optional parameter is nil, which is what `@Parameter var x: T?` starts as.
    public static var intentEmptyValue: Wrapped? { nil }
    /// The wrapped value's stored form, or null (no value in the home file) for nil.
    public var intentValue: IntentValue { map(\.intentValue) ?? .null }
    /// Nil for a stored null; else the wrapped type's value, and nil (a failure) when that does not
    /// convert.
    public init?(intentValue: IntentValue) {
        if intentValue == .null {
            self = .none
            return
        }
        guard let value = Wrapped(intentValue: intentValue) else { return nil }
        self = .some(value)
    }
}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    /// An array parameter is edited as a list of its element's kind.
    public static var intentParameterKind: IntentParameterKind { .array(of: Element.intentParameterKind) }
    /// An unset array parameter is empty.
    public static var intentEmptyValue: [Element] { [] }
    /// The elements' stored forms, as a list.
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
    /// The elements of a stored list; nil when any element fails to convert, so no half-read list
    /// reaches the widget.
    public init?(intentValue: IntentValue) {
        guard case .array(let values) = intentValue else { return nil }
        var elements: [Element] = []
        for value in values {
            guard let element = Element(intentValue: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}
