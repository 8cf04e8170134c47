import Foundation

extension String: IntentValueConvertible {
    public static var intentParameterKind: IntentParameterKind { .string }
    public static var intentEmptyValue: String { "" }
    public var intentValue: IntentValue { .string(self) }
    public init?(intentValue: IntentValue) {
        guard case .string(let value) = intentValue else { return nil }
        self = value
    }
}

extension Int: IntentValueConvertible {
    public static var intentParameterKind: IntentParameterKind { .int }
    public static var intentEmptyValue: Int { 0 }
    public var intentValue: IntentValue { .int(self) }
    public init?(intentValue: IntentValue) {
        guard case .int(let value) = intentValue else { return nil }
        self = value
    }
}

extension Double: IntentValueConvertible {
    public static var intentParameterKind: IntentParameterKind { .double }
    public static var intentEmptyValue: Double { 0 }
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
    public static var intentParameterKind: IntentParameterKind { .bool }
    public static var intentEmptyValue: Bool { false }
    public var intentValue: IntentValue { .bool(self) }
    public init?(intentValue: IntentValue) {
        guard case .bool(let value) = intentValue else { return nil }
        self = value
    }
}

extension Date: IntentValueConvertible {
    public static var intentParameterKind: IntentParameterKind { .date }
    public static var intentEmptyValue: Date { Date(timeIntervalSince1970: 0) }
    public var intentValue: IntentValue { .date(self) }
    public init?(intentValue: IntentValue) {
        guard case .date(let value) = intentValue else { return nil }
        self = value
    }
}

extension URL: IntentValueConvertible {
    public static var intentParameterKind: IntentParameterKind { .url }
    /// `about:blank`, a URL that opens nothing.
    public static var intentEmptyValue: URL { URL(string: "about:blank") ?? URL(fileURLWithPath: "/") }
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
    public static var intentParameterKind: IntentParameterKind { .optional(Wrapped.intentParameterKind) }
    public static var intentEmptyValue: Wrapped? { nil }
    public var intentValue: IntentValue { map(\.intentValue) ?? .null }
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
    public static var intentParameterKind: IntentParameterKind { .array(of: Element.intentParameterKind) }
    public static var intentEmptyValue: [Element] { [] }
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
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
