import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Text's own modifiers and the text modifiers of any view as widget code chains them:
/// fonts by style and size with a design, weights, case, letter spacing (accepted), line
/// limits with reserved lines, and texts and images inside an interpolation.
@MainActor
@Suite struct TextModifierTests {
    private func buffer(_ view: some View, width: Int, height: Int = 1) -> CellBuffer {
        renderView(view, width: width, height: height).buffer
    }

    @Test func fontsWithADesignAndWeightsBecomeAttributes() {
        #expect(buffer(Text("a").font(.system(.title, design: .rounded)), width: 1)[0, 0].style.attributes == .bold)
        #expect(buffer(Text("a").font(.system(.caption, design: .monospaced)), width: 1)[0, 0].style.attributes == .dim)
        #expect(buffer(Text("a").font(.system(size: 40, weight: .bold, design: .rounded)), width: 1)[0, 0].style.attributes == .bold)
        #expect(buffer(Text("a").font(.system(size: 40, weight: .light, design: .rounded)), width: 1)[0, 0].style.attributes == .dim)
        #expect(buffer(Text("a").fontWeight(.semibold), width: 1)[0, 0].style.attributes == .bold)
        #expect(buffer(Text("a").fontDesign(.serif).bold().italic(), width: 1)[0, 0].style.attributes == [.bold, .italic])
        #expect(buffer(VStack { Text("a") }.fontWeight(.heavy).fontDesign(.rounded), width: 1)[0, 0].style.attributes == .bold)
    }

    @Test func acceptedModifiersChainAndChangeNothing() {
        let styled = Text("12:05")
            .font(.system(size: 40, weight: .bold, design: .rounded))
            .monospacedDigit()
            .kerning(1.5)
            .tracking(2)
            .baselineOffset(1)
            .bold()
            .italic()
        let view = styled
            .minimumScaleFactor(0.5)
            .kerning(1)
            .tracking(1)
            .monospacedDigit()
            .lineLimit(1)
            .multilineTextAlignment(.center)
        #expect(renderLines(view, width: 5, height: 1) == ["12:05"])
        #expect(buffer(view, width: 5)[0, 0].style.attributes == [.bold, .italic])
        // Too long for its width: truncated, as a terminal cannot scale letters down.
        #expect(renderLines(Text("Departures").minimumScaleFactor(0.5).lineLimit(1), width: 6, height: 1) == ["Depar…"])
    }

    @Test func textCaseChangesEveryTextBelow() {
        let now = EnvironmentValues.fixedForTests.now
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Next train")
            Text(verbatim: "to Bern") + Text(" in \(3) min").bold()
            Text(now, format: .dateTime.weekday(.abbreviated))
        }
        #expect(renderLines(view.textCase(.uppercase), width: 16, height: 3) == ["NEXT TRAIN      ", "TO BERN IN 3 MIN", "SUN             "])
        #expect(renderLines(Text("Mixed Case").textCase(.lowercase), width: 10, height: 1) == ["mixed case"])
        // The modifier nearest the text wins.
        #expect(renderLines(VStack { Text("Mixed").textCase(nil) }.textCase(.uppercase), width: 5, height: 1) == ["Mixed"])
    }

    @Test func verbatimIsNeverInterpolatedOrFormatted() {
        #expect(renderLines(Text(verbatim: "100% \\(x) %@"), width: 12, height: 1) == ["100% \\(x) %@"])
        let name = "Zürich"
        #expect(renderLines(Text(verbatim: name) + Text(verbatim: "!"), width: 7, height: 1) == ["Zürich!"])
    }

    @Test func concatenationKeepsEachPartsStyle() {
        let text = Text("3").bold() + Text(" min").font(.caption) + Text(verbatim: " late").italic()
        let cells = buffer(text, width: 10)
        #expect(renderLines(text, width: 10, height: 1) == ["3 min late"])
        #expect(cells[0, 0].style.attributes == .bold)
        #expect(cells[2, 0].style.attributes == .dim)
        #expect(cells[6, 0].style.attributes == .italic)
    }

    @Test func interpolatedTextsAndImagesKeepTheirStyle() {
        let text = Text("\(Image(systemName: "star.fill")) \(Text("4.5").bold()) of 5")
        #expect(renderLines(text, width: 10, height: 1) == ["★ 4.5 of 5"])
        let cells = buffer(text, width: 10)
        #expect(cells[2, 0].style.attributes == .bold)
        #expect(cells[6, 0].style.attributes == [])
        #expect(renderLines(Text(Image(systemName: "heart.fill")) + Text(" 72"), width: 4, height: 1) == ["♥ 72"])
    }

    @Test func lineLimitsWithReservedSpace() {
        let reserved = VStack(spacing: 0) {
            Text("One line").lineLimit(3, reservesSpace: true)
            Text(verbatim: "end")
        }
        #expect(renderLines(reserved, width: 8, height: 4) == ["One line", "        ", "        ", "  end   "])
        let ranged = VStack(spacing: 0) {
            Text("aa bb cc dd").lineLimit(2...3)
            Text(verbatim: "x")
        }
        #expect(renderLines(ranged, width: 5, height: 4) == ["aa bb", "cc dd", "  x  ", "     "])
        #expect(renderLines(Text("aa bb cc dd").lineLimit(...1), width: 5, height: 2) == ["aa b…", "     "])
        let atLeast = VStack(spacing: 0) {
            Text("aa").lineLimit(2...)
            Text(verbatim: "x")
        }
        #expect(renderLines(atLeast, width: 2, height: 3) == ["aa", "  ", "x "])
        #expect(renderLines(Text("aa bb").lineLimit(2, reservesSpace: false), width: 2, height: 3) == ["aa", "bb", "  "])
    }
}
