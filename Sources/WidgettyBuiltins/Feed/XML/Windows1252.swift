/// Windows code page 1252 (Western European): ISO-8859-1 but for bytes 0x80–0x9F, which are
/// typographic characters (curly quotes, dashes, €, …) instead of C1 controls. Five of those
/// bytes are defined by no character.
enum Windows1252 {
    /// The character of `byte`, or nil for the five bytes the code page leaves undefined.
    static func scalar(of byte: UInt8) -> UInt32? {
        guard byte >= 0x80, byte <= 0x9F else { return UInt32(byte) }
        let value = high[Int(byte - 0x80)]
        return value == 0 ? nil : value
    }

    /// Bytes 0x80 to 0x9F; 0 where the code page defines no character (0x81, 0x8D, 0x8F, 0x90, 0x9D).
    private static let high: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, // 0x80 € · ‚ ƒ „ … † ‡
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0, // 0x88 ˆ ‰ Š ‹ Œ · Ž ·
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, // 0x90 · ‘ ’ “ ” • – —
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178, // 0x98 ˜ ™ š › œ · ž Ÿ
    ]
}
