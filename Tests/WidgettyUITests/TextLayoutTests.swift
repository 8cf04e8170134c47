import Testing
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Text wrapping, truncation and alignment")
struct TextLayoutTests {
    @Test func wrapsAtWordBoundaries() {
        #expect(renderLines(Text("hello big world"), width: 6, height: 3) == ["hello ", "big   ", "world "])
    }

    @Test func breaksAWordWiderThanTheLine() {
        #expect(renderLines(Text("abcdefgh"), width: 3, height: 3) == ["abc", "def", "gh "])
    }

    @Test func lineLimitTruncatesTheTail() {
        #expect(renderLines(Text("hello world").lineLimit(1), width: 8, height: 1) == ["hello w…"])
    }

    @Test func truncationModes() {
        #expect(renderLines(Text("abcdefgh").lineLimit(1).truncationMode(.head), width: 5, height: 1) == ["…efgh"])
        #expect(renderLines(Text("abcdefgh").lineLimit(1).truncationMode(.middle), width: 5, height: 1) == ["ab…gh"])
        #expect(renderLines(Text("abcdefgh").lineLimit(1), width: 5, height: 1) == ["abcd…"])
    }

    @Test func lastAllowedLineCarriesTheEllipsis() {
        #expect(renderLines(Text("aa bb cc").lineLimit(2), width: 4, height: 3) == ["aa  ", "bb… ", "    "])
    }

    @Test func heightLimitsLines() {
        #expect(renderLines(Text("aa bb cc"), width: 2, height: 2) == ["aa", "b…"])
    }

    @Test func explicitLineBreaks() {
        #expect(renderLines(Text("a\nbb"), width: 2, height: 2) == ["a ", "bb"])
    }

    @Test func multilineAlignment() {
        #expect(renderLines(Text("a bb").multilineTextAlignment(.trailing), width: 2, height: 2) == [" a", "bb"])
        #expect(renderLines(Text("a bbb").multilineTextAlignment(.center), width: 3, height: 2) == [" a ", "bbb"])
    }

    @Test func wideGraphemesWrapByWidth() {
        #expect(renderLines(Text("日本語"), width: 4, height: 2) == ["日本", "語  "])
    }

    @Test func wideGraphemesStayAlignedInsideABorder() {
        let box = VStack(alignment: .leading, spacing: 0) { Text("日本"); Text("abcd") }.border(Color.gray)
        #expect(renderLines(box, width: 6, height: 4) == ["┌────┐", "│日本│", "│abcd│", "└────┘"])
    }

    @Test func controlCharactersAreSanitised() {
        #expect(renderLines(Text("a\u{1B}b"), width: 3, height: 1) == ["a␛b"])
    }

    @Test func interpolationOfValues() {
        let count = 3, ratio = 0.5, name = "x"
        #expect(renderLines(Text("\(count) \(ratio) \(name)"), width: 7, height: 1) == ["3 0.5 x"])
        #expect(renderLines(Text("\(ratio, specifier: "%.2f")"), width: 4, height: 1) == ["0.50"])
        #expect(renderLines(Text(verbatim: "a"), width: 1, height: 1) == ["a"])
    }
}
