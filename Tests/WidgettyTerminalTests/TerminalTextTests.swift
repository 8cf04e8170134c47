import Testing
import WidgettyTerminal

@Suite struct TerminalTextTests {
    static let widthTable: [(String, Int)] = [
        ("abc", 3), ("日本語", 6), ("한국어", 6), ("ひらがな", 8), ("カタカナ", 8),
        ("🚀✅📅⏰", 8), ("é", 1), ("e\u{301}", 1), ("─│╭╮", 4), ("ｱ", 1), ("Ａ", 2),
        ("🇯🇵", 2), ("❤️", 2), ("❤\u{FE0E}", 1), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("👨‍👩‍👧‍👦", 2), ("1️⃣", 2), ("☺️", 2), ("\u{200B}", 0), ("a\u{1B}b", 3),
    ]

    @Test(arguments: widthTable)
    func displayWidth(_ text: String, _ expected: Int) {
        #expect(TerminalText.width(of: text) == expected)
    }

    @Test func controlsBecomeVisiblePictures() {
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "a␛[2Jb")
        #expect(TerminalText.sanitized("\u{07}\u{00}\u{7F}") == "␇␀␡")
        #expect(TerminalText.sanitized("x\u{9B}31m\u{85}") == "x\u{FFFD}31m\u{FFFD}")
        #expect(TerminalText.sanitized("\u{1B}]52;c;SGVsbG8=\u{07}") == "␛]52;c;SGVsbG8=␇")
    }

    @Test func bidiControlsAreNeutralised() {
        let text = "a\u{202E}b\u{2066}c\u{202A}d\u{2069}"
        let clean = TerminalText.sanitized(text)
        #expect(!clean.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(clean.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 4)
    }

    @Test func combiningFloodIsCapped() {
        let zalgo = "a" + String(repeating: "\u{301}\u{316}", count: 50) + "b"
        let clean = TerminalText.sanitized(zalgo)
        #expect(clean.count == 2)
        #expect(clean.first?.unicodeScalars.count == 1 + TerminalText.maximumMarksPerGrapheme)
        let zwj = "a" + String(repeating: "\u{200D}", count: 100)
        #expect(TerminalText.sanitized(zwj) == "a")
    }

    @Test func emojiSequencesAreKeptWhole() {
        for cluster in ["👨‍👩‍👧‍👦", "👍🏽", "❤️", "1️⃣", "#️⃣", "☺️", "🏳️‍🌈", "🧑🏻‍🤝‍🧑🏽", "👩🏽‍❤️‍💋‍👨🏻", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🇯🇵"] {
            #expect(TerminalText.sanitized(cluster + "x") == cluster + "x", "\(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(TerminalText.width(of: cluster) == 2, "\(cluster)")
        }
        #expect(TerminalText.sanitized("日本") == "日本")
    }

    /// A chain of joined emoji longer than a cell holds keeps its first emoji whole, never a
    /// dangling joiner or half a scalar.
    @Test func anEndlessJoinedChainIsCutAtAnEmoji() {
        let chain = Array(repeating: "👨🏽", count: 40).joined(separator: "\u{200D}")
        let clean = TerminalText.sanitized(chain + "x")
        #expect(clean.hasSuffix("x"))
        let first = String(clean.dropLast())
        #expect(first.count == 1 && first.utf8.count <= 47)
        #expect(first.unicodeScalars.first?.value == 0x1F468 && first.unicodeScalars.last?.value == 0x1F3FD)
        #expect(TerminalText.width(of: clean) == 3)
    }

    @Test func borderStaysAlignedAfterMixedText() {
        var buffer = CellBuffer(width: 12, height: 4)
        for (y, text) in ["ab", "日本", "🚀👨‍👩‍👧❤️", "👨‍👩‍👧‍👦1️⃣👍🏽"].enumerated() {
            buffer.write("│" + text, at: Point(x: 0, y: y))
            buffer.write("│", at: Point(x: 11, y: y))
        }
        for y in 0..<4 {
            #expect(buffer[11, y].text == "│")
            #expect(TerminalText.width(of: buffer.lines[y]) == 12)
        }
    }
}

@Suite struct ColorReductionTests {
    @Test func rgbToPalette() {
        #expect(TerminalColor.rgb(255, 0, 0).reduced(to: .palette256) == .palette(196))
        #expect(TerminalColor.rgb(0, 0, 0).reduced(to: .palette256) == .palette(16))
        #expect(TerminalColor.rgb(128, 128, 128).reduced(to: .palette256) == .palette(244))
        #expect(TerminalColor.rgb(95, 135, 175).reduced(to: .palette256) == .palette(67))
        #expect(TerminalColor.rgb(1, 2, 3).reduced(to: .trueColor) == .rgb(1, 2, 3))
    }

    @Test func toSixteenColours() {
        #expect(TerminalColor.palette(196).reduced(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.palette(4).reduced(to: .ansi16) == .ansi(4))
        #expect(TerminalColor.rgb(0, 0, 230).reduced(to: .ansi16) == .ansi(4))
        #expect(TerminalColor.palette(231).reduced(to: .ansi16) == .ansi(15))
        #expect(TerminalColor.palette(255).reduced(to: .ansi16) == .ansi(7))
        #expect(TerminalColor.red.reduced(to: .monochrome) == .default)
        #expect(TerminalColor.default.reduced(to: .ansi16) == .default)
    }
}

@Suite struct ANSITextTests {
    @Test func rendersStylesForEachDepth() {
        var buffer = CellBuffer(width: 4, height: 2)
        let red = Style(foreground: .rgb(255, 0, 0), attributes: .bold)
        buffer.write("ab", at: .zero, style: red)
        buffer.write("日", at: Point(x: 0, y: 1))
        #expect(ANSIText.render(buffer, colorDepth: .trueColor) == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0m  \n日  ")
        #expect(ANSIText.render(buffer, colorDepth: .palette256) == "\u{1B}[0;1;38;5;196mab\u{1B}[0m  \n日  ")
        #expect(ANSIText.render(buffer, colorDepth: .ansi16) == "\u{1B}[0;1;91mab\u{1B}[0m  \n日  ")
        #expect(ANSIText.render(buffer, colorDepth: .monochrome) == "\u{1B}[0;1mab\u{1B}[0m  \n日  ")
    }

    @Test func sgrCodes() {
        #expect(ANSIText.sgr(Style(foreground: .ansi(3), background: .ansi(12), attributes: [.reverse, .underline]))
            == "\u{1B}[0;4;7;33;104m")
        #expect(ANSIText.sgr(Style(background: .palette(17))) == "\u{1B}[0;48;5;17m")
    }

    @Test func cellTextFromDataCannotEscape() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.setCell(Cell("\u{1B}"), x: 0, y: 0)  // bypasses write on purpose
        #expect(!ANSIText.render(buffer, colorDepth: .trueColor).contains("\u{1B}"))
    }
}
