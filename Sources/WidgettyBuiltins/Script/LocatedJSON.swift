import WidgettyTerminal

/// A JSON value with where it starts in the text (1-based line and column), so a script's
/// output can be explained as `line:column: problem`.
struct LocatedJSON {
    indirect enum Value {
        case object([(key: String, keyAt: Position, value: LocatedJSON)])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// A problem at a place in the text.
    struct Problem: Error, Hashable, CustomStringConvertible {
        var at: Position
        var message: String
        var description: String { "\(at): \(message)" }
    }

    var value: Value
    var at: Position

    /// Parses strict JSON (RFC 8259): one value, nothing after it but white space.
    static func parse(_ text: String) throws(Problem) -> LocatedJSON {
        var parser = Parser(Array(text.unicodeScalars))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if !parser.atEnd { throw parser.problem("unexpected \(parser.describeCurrent()) after the JSON value") }
        return value
    }

    var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "a list"
        case .string(let s): return "\"\(s.prefix(40))\""
        case .number(let n): return n.truncatingRemainder(dividingBy: 1) == 0 && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var position: Position { Position(line: line, column: column) }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        func problem(_ message: String) -> Problem { Problem(at: position, message: message) }

        func describeCurrent() -> String {
            guard let c = current else { return "end of output" }
            if c.value < 0x20 || c.value == 0x7F { return "control character U+\(String(c.value, radix: 16, uppercase: true))" }
            return "'\(Character(c))'"
        }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipSpace() {
            while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
        }

        mutating func value(depth: Int) throws(Problem) -> LocatedJSON {
            guard depth < 64 else { throw problem("nested more than 64 levels deep") }
            let start = position
            switch current {
            case "{": return LocatedJSON(value: try object(depth: depth), at: start)
            case "[": return LocatedJSON(value: try array(depth: depth), at: start)
            // Every text a script prints is cut to the budget where it is read.
            case "\"": return LocatedJSON(value: .string(TextBudget.cut(try string())), at: start)
            case "t": try word("true"); return LocatedJSON(value: .bool(true), at: start)
            case "f": try word("false"); return LocatedJSON(value: .bool(false), at: start)
            case "n": try word("null"); return LocatedJSON(value: .null, at: start)
            case let c? where c == "-" || ("0"..."9").contains(c): return LocatedJSON(value: .number(try number()), at: start)
            default: throw problem("expected a JSON value, found \(describeCurrent())")
            }
        }

        mutating func word(_ text: String) throws(Problem) {
            for expected in text.unicodeScalars {
                guard current == expected else { throw problem("expected '\(text)'") }
                advance()
            }
        }

        mutating func object(depth: Int) throws(Problem) -> Value {
            advance()
            var members: [(key: String, keyAt: Position, value: LocatedJSON)] = []
            skipSpace()
            if current == "}" { advance(); return .object(members) }
            while true {
                skipSpace()
                let keyAt = position
                guard current == "\"" else { throw problem("expected a \"key\" in quotes, found \(describeCurrent())") }
                let key = try string()
                skipSpace()
                guard current == ":" else { throw problem("expected ':' after \"\(key)\", found \(describeCurrent())") }
                advance()
                skipSpace()
                members.append((key, keyAt, try value(depth: depth + 1)))
                skipSpace()
                if current == "," { advance(); continue }
                if current == "}" { advance(); return .object(members) }
                throw problem("expected ',' or '}', found \(describeCurrent())")
            }
        }

        mutating func array(depth: Int) throws(Problem) -> Value {
            advance()
            var items: [LocatedJSON] = []
            skipSpace()
            if current == "]" { advance(); return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if current == "," { advance(); continue }
                if current == "]" { advance(); return .array(items) }
                throw problem("expected ',' or ']', found \(describeCurrent())")
            }
        }

        mutating func string() throws(Problem) -> String {
            advance()
            var result = String.UnicodeScalarView()
            while true {
                guard let c = current else { throw problem("the text in quotes never ends") }
                if c == "\"" { advance(); return String(result) }
                if c.value < 0x20 { throw problem("\(describeCurrent()) inside quotes (write it as \\u escape)") }
                if c == "\\" {
                    advance()
                    guard let e = current else { throw problem("the text in quotes never ends") }
                    switch e {
                    case "\"", "\\", "/": result.append(e)
                    case "b": result.append("\u{08}")
                    case "f": result.append("\u{0C}")
                    case "n": result.append("\n")
                    case "r": result.append("\r")
                    case "t": result.append("\t")
                    case "u":
                        advance()
                        var code: UInt32 = 0
                        for _ in 0..<4 {
                            guard let h = current, let digit = Int(String(h), radix: 16) else {
                                throw problem("expected four hex digits after \\u")
                            }
                            code = code * 16 + UInt32(digit)
                            advance()
                        }
                        result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                        continue
                    default: throw problem("unknown escape \\\(Character(e))")
                    }
                    advance()
                    continue
                }
                result.append(c)
                advance()
            }
        }

        mutating func number() throws(Problem) -> Double {
            let start = position
            var text = ""
            while let c = current, c == "-" || c == "+" || c == "." || c == "e" || c == "E" || ("0"..."9").contains(c) {
                text.unicodeScalars.append(c)
                advance()
            }
            guard let number = Double(text), number.isFinite else {
                throw Problem(at: start, message: "'\(text)' is not a number")
            }
            return number
        }
    }
}
