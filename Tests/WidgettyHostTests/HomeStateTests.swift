import WidgettyHomeFile
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

@Suite struct HomeStateTests {
    private func home(_ families: [WidgetFamily]) -> HomeConfiguration {
        HomeConfiguration(pages: [
            HomePage(items: families.enumerated().map { .widget(WidgetPlacement(id: "w\($0.offset + 1)", kind: "k", family: $0.element)) })
        ])
    }

    @Test func focusStartsOnTheFirstItemAndMovesWithArrowsDigitsAndTab() {
        var state = HomeState(configuration: home(Array(repeating: .systemSmall, count: 12)), size: Size(width: 120, height: 40))
        #expect(state.layout?.metrics.columns == 4)
        #expect(state.focusedItemID == "w1")
        state.moveFocus(.right)
        #expect(state.focusedItemID == "w2")
        state.moveFocus(.down)
        #expect(state.focusedItemID == "w6")
        state.focus(number: 9)
        #expect(state.focusedItemID == "w9")
        state.focusInOrder(forward: true)
        #expect(state.focusedItemID == "w10")
        state.focusInOrder(forward: false)
        state.focusInOrder(forward: false)
        #expect(state.focusedItemID == "w8")
        state.focus(number: 42)
        #expect(state.focusedItemID == "w8")
    }

    @Test func resizingKeepsTheFocusedItemFocusedAndShown() {
        var state = HomeState(configuration: home(Array(repeating: .systemSmall, count: 12)), size: Size(width: 120, height: 40))
        state.focus(number: 12)
        state.resize(to: Size(width: 60, height: 20))
        #expect(state.focusedItemID == "w12")
        #expect(state.visiblePlacements.contains { $0.itemID == "w12" })
        #expect(state.page > 0)
        state.resize(to: Size(width: 10, height: 5))
        #expect(state.layout == nil)
        #expect(state.visiblePlacements.isEmpty)
        state.resize(to: Size(width: 200, height: 60))
        #expect(state.focusedItemID == "w12")
        #expect(state.page == 0)
    }

    @Test func pagesSwitchAndArrowsCrossPageEdges() {
        var state = HomeState(configuration: home(Array(repeating: .systemMedium, count: 8)), size: Size(width: 80, height: 24))
        #expect(state.pageCount == 4)
        state.showPage(1)
        #expect(state.page == 1)
        #expect(state.focusedItemID == state.visiblePlacements.first?.itemID)
        state.showPage(99)
        #expect(state.page == 3)
        state.moveFocus(.left)
        #expect(state.page == 2)
    }

    @Test func clickFindsThePlacement() {
        let state = HomeState(configuration: home([.systemSmall, .systemSmall]), size: Size(width: 120, height: 40))
        let second = state.visiblePlacements[1].frame
        #expect(state.placement(at: Point(x: second.minX + 1, y: second.minY + 1))?.itemID == "w2")
        #expect(state.placement(at: Point(x: 119, y: 39)) == nil)
    }
}
