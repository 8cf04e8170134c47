/// An attribute's value in the Keychain store: text, data, a whole number, a Boolean or a date,
/// as the query gave it (`String`/`NSString`, `Data`, `Int`, `Bool`, `Date`).
enum KeychainValue: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case number(Int)
    case bool(Bool)
    case date(Date)

    /// The attributes whose values have one kind, whatever the query's object.
    static let dateKeys: Set<String> = ["cdat", "mdat"]
    static let boolKeys: Set<String> = ["sync", "invi", "nega"]
    static let numberKeys: Set<String> = ["port"]
    static let dataKeys: Set<String> = ["gena"]

    /// The value of attribute `key` from a query's object; nil for an object of another kind.
    init?(_ object: Any, key: String) {
        if Self.dateKeys.contains(key) {
            guard let date = object as? Date else { return nil }
            self = .date(date)
        } else if Self.boolKeys.contains(key) {
            guard let flag = KeychainValue.bool(object) else { return nil }
            self = .bool(flag)
        } else if Self.numberKeys.contains(key) {
            guard let number = object as? Int else { return nil }
            self = .number(number)
        } else if Self.dataKeys.contains(key) {
            guard let data = object as? Data else { return nil }
            self = .data(data)
        } else if let text = object as? String {
            self = .string(text)
        } else if let data = object as? Data {
            self = .data(data)
        } else if let date = object as? Date {
            self = .date(date)
        } else if let number = object as? Int {
            self = .number(number)
        } else if let flag = object as? Bool {
            self = .bool(flag)
        } else {
            return nil
        }
    }

    /// A Boolean from `true`/`false`, `kCFBooleanTrue`/`kCFBooleanFalse` or a number.
    static func bool(_ object: Any) -> Bool? {
        if let flag = object as? Bool { return flag }
        if let number = object as? Int { return number != 0 }
        return nil
    }

    /// The value as a search returns it.
    var object: Any {
        switch self {
        case .string(let text): text
        case .data(let data): data
        case .number(let number): number
        case .bool(let flag): flag
        case .date(let date): date
        }
    }

    /// Whether a query's value matches this one (text without regard to case when asked).
    func matches(_ wanted: KeychainValue, caseInsensitive: Bool) -> Bool {
        if caseInsensitive, case .string(let mine) = self, case .string(let theirs) = wanted {
            return mine.lowercased() == theirs.lowercased()
        }
        return self == wanted
    }
}
