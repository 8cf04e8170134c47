import CNcursesW
import Testing
import WidgettyTerminal

/// TerminalText must measure single code points exactly as ncurses (through glibc's wcwidth)
/// will place them, or borders drift.
@Suite struct WidthAgreementTests {
    static let samples: [(String, ClosedRange<UInt32>)] = [
        ("Latin", 0x20...0x7E), ("Latin-1", 0xA1...0xFF), ("Latin Extended", 0x100...0x17F),
        ("combining marks", 0x300...0x36F), ("Greek/Cyrillic", 0x391...0x44F),
        ("box drawing", 0x2500...0x257F), ("block elements", 0x2580...0x259F),
        ("hiragana", 0x3041...0x3096), ("katakana", 0x30A1...0x30FA),
        ("CJK", 0x4E00...0x4FFF), ("Hangul syllables", 0xAC00...0xAD00), ("halfwidth", 0xFF61...0xFF9F),
        ("fullwidth", 0xFF01...0xFF5E), ("emoji", 0x1F300...0x1F5FF), ("emoji faces", 0x1F600...0x1F64F),
        ("transport", 0x1F680...0x1F6C5), ("supplemental symbols", 0x1F90C...0x1F9FF),
    ]
    static let singles: [UInt32] = [0x2705, 0x23F0, 0x231A, 0x2B50, 0x26A1, 0x2764, 0x2714, 0x2600, 0x200B, 0xAD]

    @Test func scalarWidthMatchesWcwidth() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        var mismatches: [String] = []
        let points = Self.samples.flatMap { Array($0.1) } + Self.singles
        for value in points {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let system = Int(wcwidth(wchar_t(bitPattern: value)))
            guard system >= 0 else { continue }  // unassigned in glibc's tables
            if TerminalText.scalarWidth(scalar) != system {
                mismatches.append(String(value, radix: 16) + " ours=\(TerminalText.scalarWidth(scalar)) wcwidth=\(system)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
    }
}
