/// Bytes as UTF-8 text, or where they stop being UTF-8.
enum UTF8Text {
    /// Where text stops being UTF-8: 1-based line, and 1-based column in Unicode scalars.
    struct Position: Error, Hashable {
        var line: Int
        var column: Int
    }

    /// The text of `bytes`, or the position of its first byte that is not well-formed UTF-8.
    static func decode(_ bytes: [UInt8]) -> Result<String, Position> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        return .failure(firstInvalidPosition(in: bytes))
    }

    /// The position of the first ill-formed sequence of `bytes` (Unicode's table of well-formed
    /// UTF-8 byte sequences); the position after the end when there is none.
    static func firstInvalidPosition(in bytes: [UInt8]) -> Position {
        var position = Position(line: 1, column: 1)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == UInt8(ascii: "\n") {
                    position.line += 1
                    position.column = 0
                }
                position.column += 1
                index += 1
                continue
            }
            guard let length = sequenceLength(bytes, at: index) else { return position }
            position.column += 1
            index += length
        }
        return position
    }

    /// The length of the well-formed multi-byte sequence starting at `index`; nil when it is not one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let (length, second): (Int, ClosedRange<UInt8>)
        switch bytes[index] {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }
}
