import Foundation

/// A JSON Pointer (RFC 6901): `""` is the whole document, `/a/0/b` walks member `a`, element 0,
/// member `b`; `~1` stands for `/` and `~0` for `~` in a member name. The URI fragment form
/// (`#/a%20b`) is read too.
struct JSONPointer: Hashable, CustomStringConvertible {
    /// The reference tokens, unescaped.
    let tokens: [String]
    let description: String

    /// Why a text is not a pointer.
    struct Problem: Error, Hashable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    init(_ text: String) throws(Problem) {
        var pointer = text
        if pointer.hasPrefix("#") {
            guard let decoded = String(pointer.dropFirst()).removingPercentEncoding else {
                throw Problem(message: "bad percent-encoding in \(text)")
            }
            pointer = decoded
        }
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            throw Problem(message: "a JSON pointer is empty or starts with '/', not \"\(text.prefix(40))\"")
        }
        var tokens: [String] = []
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            var token = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else { token.append(character); continue }
                switch iterator.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: throw Problem(message: "'~' must be followed by 0 or 1 in \"\(text.prefix(40))\"")
                }
            }
            tokens.append(token)
        }
        self.tokens = tokens
        self.description = text
    }

    /// The value the pointer names in `document`, nil when there is none (a missing member, an
    /// index past the end or not a plain decimal, `-`, or a step into a string or number).
    func resolve(in document: LocatedJSON) -> LocatedJSON? {
        var current = document
        for token in tokens {
            switch current.value {
            case .object(let members):
                // Members are compared by their unescaped names; the last of duplicates wins.
                guard let member = members.last(where: { $0.key == token }) else { return nil }
                current = member.value
            case .array(let items):
                guard let index = Self.index(token), index < items.count else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// An array index token: `0` or decimal digits without a leading zero.
    private static func index(_ token: String) -> Int? {
        guard !token.isEmpty, token.allSatisfy({ $0.isASCII && $0.isNumber }), token == "0" || !token.hasPrefix("0") else { return nil }
        return Int(token)
    }
}
