/// Names from the definition as Swift declares them: refused when they are not identifiers,
/// escaped when they are keywords.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw",
        "throws", "true", "try", "Any", "Type", "Protocol",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A type's name, which must be an identifier and no keyword.
    static func typeName(_ name: String, at path: String) throws(DefinitionError) -> String {
        guard isIdentifier(name), !keywords.contains(name) else {
            throw DefinitionError(keyPath: path, message: "'\(name)' cannot name a Swift type")
        }
        return name
    }

    /// A property's or case's name, which must be an identifier (a keyword is escaped where declared).
    static func memberName(_ name: String, at path: String) throws(DefinitionError) -> String {
        guard isIdentifier(name) else { throw DefinitionError(keyPath: path, message: "'\(name)' cannot name a Swift property") }
        return name
    }

    /// The name as a declaration or member access writes it: `default` becomes `` `default` ``.
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// `city` → `City`, as the handler's method names have it (`provideCityOptionsCollection`).
    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// A Swift string literal with the text as it is.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
