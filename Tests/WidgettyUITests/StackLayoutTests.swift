import Testing
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Stacks, spacing, alignment and Spacer")
struct StackLayoutTests {
    @Test func leadingColumnWithDivider() {
        #expect(renderLines(VStack(alignment: .leading) { Text("a"); Divider() }, width: 5, height: 2) == ["a    ", "─────"])
    }

    @Test func columnCentresByDefault() {
        #expect(renderLines(VStack { Text("a"); Divider() }, width: 5, height: 2) == ["  a  ", "─────"])
    }

    @Test func rowHasOneColumnOfDefaultSpacing() {
        #expect(renderLines(HStack { Text("a"); Text("b") }, width: 5, height: 1) == [" a b "])
    }

    @Test func columnHasNoDefaultSpacing() {
        #expect(renderLines(VStack { Text("a"); Text("b") }, width: 1, height: 2) == ["a", "b"])
    }

    @Test func explicitSpacing() {
        #expect(renderLines(HStack(spacing: 3) { Text("a"); Text("b") }, width: 5, height: 1) == ["a   b"])
        #expect(renderLines(VStack(spacing: 1) { Text("a"); Text("b") }, width: 1, height: 3) == ["a", " ", "b"])
    }

    @Test func spacerPushesApart() {
        #expect(renderLines(HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }, width: 6, height: 1) == ["a    b"])
        #expect(renderLines(VStack { Text("a"); Spacer(); Text("b") }, width: 1, height: 4) == ["a", " ", " ", "b"])
    }

    @Test func spacerMinLengthKeepsDistance() {
        let row = HStack(spacing: 0) { Text("abc"); Spacer(minLength: 2); Text("de") }
        #expect(renderLines(row, width: 7, height: 1) == ["abc  de"])
        #expect(renderLines(row, width: 6, height: 1) == ["a…  de"])
    }

    @Test func rowAlignment() {
        let top = HStack(alignment: .top, spacing: 0) { Text("a\nb"); Text("c") }
        #expect(renderLines(top, width: 2, height: 2) == ["ac", "b "])
        let bottom = HStack(alignment: .bottom, spacing: 0) { Text("a\nb"); Text("c") }
        #expect(renderLines(bottom, width: 2, height: 2) == ["a ", "bc"])
    }

    @Test func columnTrailingAlignment() {
        #expect(renderLines(VStack(alignment: .trailing) { Text("abc"); Text("d") }, width: 3, height: 2) == ["abc", "  d"])
    }

    @Test func flexibleChildrenShareTheRow() {
        let row = HStack(spacing: 0) { Color.clear.overlay { Text("x") }; Color.clear.overlay { Text("y") } }
        #expect(renderLines(row, width: 6, height: 1) == [" x  y "])
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        let row = HStack(spacing: 1) { Text("hello world"); Text("fixed").fixedSize() }
        #expect(renderLines(row, width: 13, height: 2) == [" hello fixed ", " world       "])
    }

    @Test func layoutPriorityWins() {
        let row = HStack(spacing: 0) { Text("aaaa"); Text("bbbb").layoutPriority(1) }
        #expect(renderLines(row, width: 6, height: 1) == ["a…bbbb"])
    }

    @Test func zStackDrawsLaterViewsOnTop() {
        let stack = ZStack(alignment: .topLeading) { Text("xxx"); Text("o") }
        #expect(renderLines(stack, width: 3, height: 1) == ["oxx"])
        let centred = ZStack { Text("xxx"); Text("o") }
        #expect(renderLines(centred, width: 3, height: 1) == ["xox"])
    }

    @Test func dividerInARowIsVertical() {
        #expect(renderLines(HStack(spacing: 0) { Text("a"); Divider(); Text("b") }, width: 3, height: 1) == ["a│b"])
    }

    @Test func rootSmallerThanSizeIsCentred() {
        #expect(renderLines(Text("a"), width: 3, height: 3) == ["   ", " a ", "   "])
    }
}
