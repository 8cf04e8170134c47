import Testing
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Frames and padding")
struct FrameAndPaddingTests {
    @Test func fixedFrameAligns() {
        #expect(renderLines(Text("a").frame(width: 3, height: 1, alignment: .trailing), width: 3, height: 1) == ["  a"])
        #expect(renderLines(Text("a").frame(width: 3, height: 3, alignment: .bottomLeading), width: 3, height: 3) == ["   ", "   ", "a  "])
    }

    @Test func fixedFrameTruncatesText() {
        #expect(renderLines(Text("abcdef").frame(width: 4), width: 4, height: 1) == ["abc…"])
    }

    @Test func infiniteMaxWidthFillsTheOffer() {
        let view = VStack(spacing: 0) { Text("a").frame(maxWidth: .infinity, alignment: .leading); Text("b") }
        #expect(renderLines(view, width: 4, height: 2) == ["a   ", " b  "])
    }

    @Test func minWidthGrowsAndMaxWidthCaps() {
        #expect(renderLines(HStack(spacing: 0) { Text("a").frame(minWidth: 3); Text("|") }, width: 4, height: 1) == [" a |"])
        #expect(renderLines(HStack(spacing: 0) { Text("abcdef").frame(maxWidth: 3); Text("|") }, width: 10, height: 1)
            == ["   ab…|   "])
    }

    @Test func fullFlexibleFrameFillsBothAxes() {
        let view = Text("a").frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        #expect(renderLines(view, width: 3, height: 2) == ["a  ", "   "])
    }

    @Test func defaultPaddingIsOneColumnNoRows() {
        #expect(renderLines(HStack(spacing: 0) { Text("a").padding(); Text("|") }, width: 4, height: 1) == [" a |"])
    }

    @Test func paddingForms() {
        #expect(renderLines(Text("a").padding(1), width: 3, height: 3) == ["   ", " a ", "   "])
        #expect(renderLines(HStack(spacing: 0) { Text("a").padding(.horizontal, 2); Text("|") }, width: 6, height: 1) == ["  a  |"])
        #expect(renderLines(VStack(spacing: 0) { Text("a").padding(.top, 1); Text("b") }, width: 1, height: 3) == [" ", "a", "b"])
        let insets = Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0))
        #expect(renderLines(VStack(alignment: .leading, spacing: 0) { insets; Text("bbb") }, width: 3, height: 3) == ["   ", "  a", "bbb"])
    }

    @Test func pointMetricsScaleLengths() {
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        #expect(renderLines(Text("a").padding(16), width: 5, height: 3, environment: points) == ["     ", "  a  ", "     "])
        #expect(renderLines(HStack(spacing: 16) { Text("a"); Text("b") }, width: 4, height: 1, environment: points) == ["a  b"])
        #expect(renderLines(Color.red.frame(width: 24, height: 32), width: 5, height: 3, environment: points) == ["     ", "     ", "     "])
        #expect(renderView(Color.red.frame(width: 24, height: 32), width: 5, height: 3, environment: points).buffer[1, 0].style.background == .red)
        #expect(renderView(Color.red.frame(width: 24, height: 32), width: 5, height: 3, environment: points).buffer[0, 0].style.background == .default)
    }

    @Test func negativePaddingOverlaps() {
        let row = HStack(spacing: 0) { Text("ab"); Text("c").padding(EdgeInsets(top: 0, leading: -1, bottom: 0, trailing: 0)) }
        #expect(renderLines(row, width: 2, height: 1) == ["ac"])
    }

    @Test func fixedSizeIgnoresTheOffer() {
        #expect(renderLines(Text("abcdef").fixedSize(), width: 4, height: 1) == ["bcde"])
    }

    /// A root view taller than its cell starts at the top: its first rows show, whatever is cut.
    @Test func aRootTallerThanItsCellShowsItsFirstRows() {
        let list = VStack(alignment: .leading, spacing: 0) {
            ForEach(1...9, id: \.self) { Text(verbatim: "row \($0)") }
        }
        #expect(renderLines(list, width: 5, height: 3) == ["row 1", "row 2", "row 3"])
        let framed = list.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        #expect(renderLines(framed, width: 5, height: 4) == ["row 1", "row 2", "row 3", "row 4"])
        // Shorter: centred as before.
        #expect(renderLines(Text("ab"), width: 4, height: 3) == ["    ", " ab ", "    "])
    }
}
