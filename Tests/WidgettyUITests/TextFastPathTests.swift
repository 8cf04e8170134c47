import Testing
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyUI

/// The shortcuts text takes in the common case give exactly what the general path gives.
@MainActor
@Suite("Text fast paths agree with the general path")
struct TextFastPathTests {
    /// Plain text of every kind the shortcut takes, and text that must not take it.
    static let samples = [
        "", " ", "hello world", "CPU   12.5 %", "  leading and trailing  ", "naïve café — «déjà vu» ±½",
        "╭──╮│█▓▒░←→↑↓", "漢字かな交じり", "日本 text 中文", "ab\u{0301}c", "e\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}",
        "👍🏽 ok", "👨‍👩‍👧 family", "🇫🇷🇩🇪", "❤️ heart", "tab\there", "bell\u{07}\u{1B}[31m", "zero\u{200B}width", "a\nb\n", "x\n\n\ny z", "\n",
        "한국어", "\u{1100}\u{1161}\u{11A8}", "x\u{FE0F}y", "\u{202E}evil",
    ]

    @Test func plainTextGlyphsMatchGraphemeBreaking() {
        for sample in Self.samples {
            var fast: [Glyph] = [], general: [Glyph] = []
            Glyph.append(sample, style: .plain, to: &fast)
            Glyph.appendBreakingGraphemes(sample, style: .plain, to: &general)
            #expect(fast.map(\.character) == general.map(\.character), "\(sample.debugDescription)")
            #expect(fast.map(\.width) == general.map(\.width), "\(sample.debugDescription)")
            #expect(fast.map(\.isSpace) == general.map { $0.character == " " })
            #expect(fast.map(\.isLineBreak) == general.map { $0.character == "\n" })
        }
    }

    @Test func plainTextTakesTheShortcut() {
        #expect(TerminalText.isPlain("╭──╮ naïve 漢字 →"))
        #expect(!TerminalText.isPlain("e\u{0301}"))
        #expect(!TerminalText.isPlain("👍"))
    }

    /// A text measured without building its lines has the size its lines have, at every width
    /// (none at all included) and line limit (truncation with `…` included).
    @Test func measuringWithoutLinesMatchesTheLines() {
        for sample in Self.samples {
            let layout = TextLayout(glyphs: glyphs(of: sample), truncationMode: .tail)
            for lineLimit in [nil, 1, 2] as [Int?] {
                var environment = EnvironmentValues()
                environment.lineLimit = lineLimit
                let node = TextNode(text: Text(verbatim: sample), environment: environment)
                for width in [nil, 0, 1, 2, 3, 5, 8, 12, 40] as [Int?] {
                    for height in [nil, 1, 3] as [Int?] {
                        let maxLines = [lineLimit, height].compactMap { $0 }.min()
                        let lines = layout.wrappedLines(width: width, maxLines: maxLines)
                        let expected = Size(width: lines.map(TextLayout.width(of:)).max() ?? 0, height: lines.count)
                        let proposal = ProposedSize(width: width, height: height)
                        #expect(node.sizeThatFits(proposal) == expected, "\(sample.debugDescription) \(proposal)")
                    }
                }
            }
        }
    }

    /// When the shortcut says a text is its own line, breaking it into lines says so too.
    @Test func aTextThatIsItsOwnLineWrapsToItself() {
        for sample in Self.samples {
            let layout = TextLayout(glyphs: glyphs(of: sample), truncationMode: .tail)
            for width in [nil, 0, 1, 4, 12, 40] as [Int?] where layout.isItsOwnLine(width: width) {
                for maxLines in [nil, 1, 2] as [Int?] {
                    let wrapped = layout.wrappedLines(width: width, maxLines: maxLines)
                    #expect(wrapped.map { $0.map(\.character) } == [layout.glyphs.map(\.character)], "\(sample.debugDescription)")
                }
            }
        }
    }

    @Test func truncatedWideAndCombiningTextRendersTheSame() {
        #expect(renderLines(Text("漢字かな交じり").lineLimit(1), width: 7, height: 1) == ["漢字か…"])
        #expect(renderLines(Text("cafe\u{0301} crème brûlée").lineLimit(1), width: 9, height: 1) == ["café crè…"])
        #expect(renderLines(Text("👍🏽👍🏽👍🏽👍🏽").lineLimit(1), width: 5, height: 1) == ["👍🏽👍🏽…"])
        #expect(renderLines(Text("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦").lineLimit(1), width: 4, height: 1) == ["👨‍👩‍👧‍👦… "])
        #expect(renderLines(Text("╭──╮ naïve"), width: 12, height: 1) == [" ╭──╮ naïve "])
    }

    private func glyphs(of text: String) -> [Glyph] {
        var glyphs: [Glyph] = []
        Glyph.appendBreakingGraphemes(text, style: .plain, to: &glyphs)
        return glyphs
    }
}
