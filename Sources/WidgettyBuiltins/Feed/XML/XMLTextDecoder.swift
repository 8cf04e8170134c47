/// A document's bytes as UTF-8, whatever encoding they came in: the encoding is found from a
/// byte order mark, else from the XML declaration's `encoding=` (UTF-8 when there is none).
/// Read: UTF-8, UTF-16 (big- or little-endian, with a byte order mark or starting `<?`),
/// ISO-8859-1, US-ASCII and windows-1252; any other encoding is an error, never guessed.
/// On the way, line ends become LF (CR LF and lone CR, as XML says) and every character is
/// checked to be one XML allows, so ``XMLReader`` reads valid UTF-8 of allowed characters only.
/// The byte order mark is not part of the result.
struct XMLTextDecoder {
    /// The encodings read.
    enum Encoding: Equatable, Sendable {
        case utf8, utf16BigEndian, utf16LittleEndian, latin1, ascii, windows1252
    }

    /// The encoding of `bytes` and how many bytes its byte order mark takes.
    static func encoding(of bytes: [UInt8]) throws(XMLError) -> (Encoding, bom: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        // `<?` in UTF-16 without a byte order mark.
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, 0) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, 0) }
        guard let (name, offset) = declaredEncoding(bytes) else { return (.utf8, 0) }
        switch name.lowercased() {
        case "utf-8", "utf8": return (.utf8, 0)
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1": return (.latin1, 0)
        case "us-ascii", "ascii": return (.ascii, 0)
        case "windows-1252", "cp1252": return (.windows1252, 0)
        case "utf-16", "utf-16le", "utf-16be":
            throw XMLError.at(offset, in: bytes, "the declaration says \(name), but the document is not UTF-16")
        default:
            throw XMLError.at(offset, in: bytes, "unsupported encoding \"\(name)\"")
        }
    }

    /// The value of `encoding=` in an XML declaration at the very start of `bytes` (read as
    /// ASCII, which every encoding found this way shares), and the byte offset of the value.
    static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        guard bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5, XMLCharacters.isSpace(bytes[5]) else { return nil }
        // A declaration is short; 512 bytes is more than any has.
        let window = bytes.prefix(512)
        guard let end = window.indices.first(where: { window[$0] == UInt8(ascii: "?") && $0 + 1 < window.endIndex && window[$0 + 1] == UInt8(ascii: ">") }) else {
            return nil
        }
        let declaration = Array(window[..<end])
        let key = Array("encoding".utf8)
        guard var i = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        i += key.count
        while i < declaration.count, XMLCharacters.isSpace(declaration[i]) { i += 1 }
        guard i < declaration.count, declaration[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        while i < declaration.count, XMLCharacters.isSpace(declaration[i]) { i += 1 }
        guard i < declaration.count, declaration[i] == UInt8(ascii: "\"") || declaration[i] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[i]
        let start = i + 1
        guard let close = declaration[start...].firstIndex(of: quote) else { return nil }
        return (String(decoding: declaration[start..<close], as: UTF8.self), start)
    }

    /// `bytes` as UTF-8 with LF line ends, without a byte order mark.
    static func decode(_ bytes: [UInt8]) throws(XMLError) -> [UInt8] {
        let (encoding, bom) = try encoding(of: bytes)
        var output = Output(capacity: bytes.count)
        var i = bom
        switch encoding {
        case .utf8:
            while i < bytes.count {
                let byte = bytes[i]
                if byte >= 0x20 && byte < 0x80 {
                    // Most of a feed: printable ASCII, copied as it is.
                    output.appendASCII(byte)
                    i += 1
                    continue
                }
                guard let (value, length) = utf8Scalar(bytes, at: i) else {
                    throw output.error("invalid UTF-8 (byte 0x\(hex(byte)))")
                }
                try output.append(value)
                i += length
            }
        case .utf16BigEndian, .utf16LittleEndian:
            let big = encoding == .utf16BigEndian
            func unit(_ at: Int) -> UInt32 {
                big ? UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) : UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
            }
            while i < bytes.count {
                guard i + 1 < bytes.count else { throw output.error("UTF-16 ends in half a character") }
                let first = unit(i)
                i += 2
                switch first {
                case 0xD800...0xDBFF:
                    guard i + 1 < bytes.count, case let second = unit(i), (0xDC00...0xDFFF).contains(second) else {
                        throw output.error("invalid UTF-16 (a lone surrogate)")
                    }
                    i += 2
                    try output.append(0x10000 + ((first - 0xD800) << 10 | (second - 0xDC00)))
                case 0xDC00...0xDFFF:
                    throw output.error("invalid UTF-16 (a lone surrogate)")
                default:
                    try output.append(first)
                }
            }
        case .latin1:
            for byte in bytes[i...] { try output.append(UInt32(byte)) }
        case .ascii:
            for byte in bytes[i...] {
                guard byte < 0x80 else { throw output.error("byte 0x\(hex(byte)) is not US-ASCII") }
                try output.append(UInt32(byte))
            }
        case .windows1252:
            for byte in bytes[i...] {
                guard let value = Windows1252.scalar(of: byte) else {
                    throw output.error("byte 0x\(hex(byte)) is undefined in windows-1252")
                }
                try output.append(value)
            }
        }
        return output.bytes
    }

    /// The scalar encoded at `i` in `bytes` and its length, or nil for anything but well-formed
    /// UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    static func utf8Scalar(_ bytes: [UInt8], at i: Int) -> (UInt32, Int)? {
        let lead = bytes[i]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        for k in 1..<length {
            let byte = bytes[i + k]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// The UTF-8 written so far, with the line and column of the next character.
    private struct Output {
        var bytes: [UInt8] = []
        var line = 1
        var column = 1
        var afterCR = false

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        func error(_ reason: String) -> XMLError { XMLError(line: line, column: column, reason: reason) }

        /// A printable ASCII character (not CR or LF).
        mutating func appendASCII(_ byte: UInt8) {
            bytes.append(byte)
            column += 1
            afterCR = false
        }

        mutating func append(_ value: UInt32) throws(XMLError) {
            guard XMLCharacters.isAllowed(value) else {
                throw error("invalid character U+\(String(value, radix: 16, uppercase: true))")
            }
            if value == 0x0A && afterCR {
                // CR LF is one line end, already written as LF.
                afterCR = false
                return
            }
            afterCR = value == 0x0D
            if value == 0x0A || value == 0x0D {
                bytes.append(0x0A)
                line += 1
                column = 1
                return
            }
            column += 1
            switch value {
            case 0..<0x80:
                bytes.append(UInt8(value))
            case 0x80..<0x800:
                bytes.append(UInt8(0xC0 | value >> 6))
                bytes.append(UInt8(0x80 | value & 0x3F))
            case 0x800..<0x10000:
                bytes.append(UInt8(0xE0 | value >> 12))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            default:
                bytes.append(UInt8(0xF0 | value >> 18))
                bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            }
        }
    }
}
