import Foundation
import Testing
import WidgettyTerminal

/// ``TextBudget/cut(_:to:)``: at most 4,096 graphemes and 64 KiB, at a boundary, cheaply.
@Suite struct TextBudgetTests {
    @Test func textWithinTheBudgetIsLeftAsItIs() {
        for text in ["", "a", "héllo 🇫🇷", String(repeating: "x", count: TextBudget.graphemes)] {
            #expect(TextBudget.cut(text) == text)
        }
    }

    @Test func longTextKeepsItsFirstGraphemes() {
        let text = String(repeating: "ab", count: 3_000_000)
        let cut = TextBudget.cut(text)
        #expect(cut.count == TextBudget.graphemes)
        #expect(text.hasPrefix(cut))
        #expect(TextBudget.cut(text, to: 3) == "aba")
        #expect(TextBudget.cut(text, to: 0) == "")
        #expect(TextBudget.cut(text, to: -5) == "")
    }

    @Test func wideAndCombinedGraphemesAreNeverSplit() {
        let flags = String(repeating: "🇫🇷", count: 10_000)
        #expect(TextBudget.cut(flags) == String(repeating: "🇫🇷", count: TextBudget.graphemes))
        let family = String(repeating: "👩‍👩‍👧‍👦", count: 5000)
        #expect(TextBudget.cut(family).allSatisfy { $0 == "👩‍👩‍👧‍👦" })
        let accented = String(repeating: "e\u{301}", count: 10_000)
        #expect(TextBudget.cut(accented).count == TextBudget.graphemes)
    }

    @Test func oneGraphemeOfAMillionMarksIsCutByItsBytesAtAScalar() {
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 1_000_000)
        let cut = TextBudget.cut(zalgo)
        #expect(cut.utf8.count <= TextBudget.bytes)
        #expect(cut.utf8.count > TextBudget.bytes - 4)
        #expect(cut.unicodeScalars.first == "Z")
        #expect(cut.unicodeScalars.dropFirst().allSatisfy { $0 == "\u{0301}" })
        // Four-byte scalars that straddle the byte budget are never halved.
        let emoji = String(repeating: "\u{1F600}\u{FE0F}\u{200D}", count: 100_000)
        #expect(String(validating: Array(TextBudget.cut(emoji).utf8), as: UTF8.self) != nil)
    }

    @Test func cuttingFourMegabytesCostsMicrosecondsNotAWalkOfTheString() {
        let text = String(repeating: "Harbour ", count: 500_000)
        let substring = Substring(text)
        _ = TextBudget.cut(text)
        let elapsed = ContinuousClock().measure {
            for _ in 0..<100 { _ = TextBudget.cut(text); _ = TextBudget.cut(substring) }
        }
        #expect(elapsed < .milliseconds(200), "200 cuts took \(elapsed)")
    }
}
