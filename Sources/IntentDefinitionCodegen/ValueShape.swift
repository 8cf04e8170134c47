/// How a parameter or property of one type looks in the generated Swift: the type Xcode gives
/// the property (`NSNumber?` for numbers, `DateComponents?` for dates, `[NSNumber]?` for several
/// enum cases, an enum itself with `unknown` for none), the type its value is stored as (what
/// the edit panel and the home file know), and the conversions between the two.
struct ValueShape {
    let type: ValueType
    let multiple: Bool

    /// The stored value's element type: `String`, `Int`, an enum, a custom type…
    var element: String {
        switch type {
        case .string: return "String"
        case .integer: return "Int"
        case .decimal: return "Double"
        case .boolean: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .enumeration(let name), .object(let name): return name
        }
    }

    /// The stored value's type: optional for one value, an array (empty for none) for several.
    var stored: String { multiple ? "[\(element)]" : "\(element)?" }

    /// The property's type, as Xcode generates it.
    var exposed: String {
        switch (type, multiple) {
        case (.integer, false), (.decimal, false), (.boolean, false): return "NSNumber?"
        case (.integer, true), (.decimal, true), (.boolean, true), (.enumeration, true): return "[NSNumber]?"
        case (.date, false): return "DateComponents?"
        case (.date, true): return "[DateComponents]?"
        case (.enumeration(let name), false): return name
        default: return multiple ? "[\(element)]?" : "\(element)?"
        }
    }

    /// The property's value from the stored value `stored`.
    func get(_ stored: String) -> String {
        switch (type, multiple) {
        case (.integer, false), (.decimal, false), (.boolean, false): return "IntentDefinitionBridge.number(\(stored))"
        case (.integer, true), (.decimal, true), (.boolean, true):
            return "IntentDefinitionBridge.numbers(\(stored)) { NSNumber(value: $0) }"
        case (.enumeration, true): return "IntentDefinitionBridge.numbers(\(stored)) { NSNumber(value: $0.rawValue) }"
        case (.enumeration, false): return "\(stored) ?? .unknown"
        case (.date, false): return "IntentDefinitionBridge.components(\(stored))"
        case (.date, true): return "IntentDefinitionBridge.list(\(stored).compactMap { IntentDefinitionBridge.components($0) })"
        default: return multiple ? "IntentDefinitionBridge.list(\(stored))" : stored
        }
    }

    /// The value to store for the property's new value `newValue`.
    var set: String {
        switch (type, multiple) {
        case (.integer, false): return "newValue?.intValue"
        case (.decimal, false): return "newValue?.doubleValue"
        case (.boolean, false): return "newValue?.boolValue"
        case (.integer, true): return "newValue?.map(\\.intValue) ?? []"
        case (.decimal, true): return "newValue?.map(\\.doubleValue) ?? []"
        case (.boolean, true): return "newValue?.map(\\.boolValue) ?? []"
        case (.enumeration(let name), true):
            return "newValue?.compactMap { \(name)(rawValue: $0.intValue) }.filter { $0 != .unknown } ?? []"
        case (.enumeration, false): return "newValue == .unknown ? nil : newValue"
        case (.date, false): return "IntentDefinitionBridge.date(newValue)"
        case (.date, true): return "newValue?.compactMap { IntentDefinitionBridge.date($0) } ?? []"
        default: return multiple ? "newValue ?? []" : "newValue"
        }
    }

    /// The stored value's empty value (none).
    var empty: String { multiple ? "[]" : "nil" }

    /// A default from the definition as a Swift expression of the stored type.
    static func literal(_ value: DefaultValue, type: ValueType) -> String {
        switch value {
        case .string(let text): return SwiftNames.literal(text)
        case .integer(let number): return String(number)
        case .decimal(let number): return number == number.rounded() && abs(number) < 1e15 ? "\(Int(number)).0" : "\(number)"
        case .boolean(let flag): return flag ? "true" : "false"
        case .enumCase(let name):
            if case .enumeration(let enumName) = type { return "\(enumName).\(SwiftNames.escaped(name))" }
            return SwiftNames.literal(name)
        }
    }
}
