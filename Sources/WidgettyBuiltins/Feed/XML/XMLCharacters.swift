/// The character classes of XML 1.0 (fifth edition): which characters a document may contain
/// at all, and which may start or continue a name.
enum XMLCharacters {
    /// `Char`: tab, line feed, carriage return, and the rest of Unicode but the other C0
    /// controls, the surrogates, U+FFFE and U+FFFF.
    static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `S`: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// `NameStartChar`.
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
             0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
             0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: false
        }
    }

    /// `NameChar`: a name's start characters, and digits, `-`, `.`, U+00B7, the combining
    /// diacritics and the two undertie characters after the first.
    static func isName(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(value)
        }
    }
}
