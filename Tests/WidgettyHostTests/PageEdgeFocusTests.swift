import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// Arrows across a page edge keep the row: focus lands on the next page's widget in the same row,
/// on the edge it enters by, never back on the page's first widget.
@Suite struct PageEdgeFocusTests {
    private func state(_ count: Int, size: Size) -> HomeState {
        HomeState(configuration: HomeConfiguration(pages: [
            HomePage(items: (1...count).map { .widget(WidgetPlacement(id: "w\($0)", kind: "k", family: .systemSmall)) })
        ]), size: size)
    }

    private func frame(_ state: HomeState) -> Rect? {
        state.visiblePlacements.first { $0.itemID == state.focusedItemID }?.frame
    }

    /// The rows (by top edge) of a page, and its widgets by row.
    private func rows(_ placements: [HomeLayout.Placement]) -> [Int: [HomeLayout.Placement]] {
        Dictionary(grouping: placements, by: \.frame.minY)
    }

    @Test func rightFromTheLastColumnKeepsTheRow() throws {
        var state = state(24, size: Size(width: 120, height: 40))
        try #require(state.pageCount >= 2)
        let firstPage = rows(state.visiblePlacements)
        try #require(firstPage.count >= 2)
        for (top, row) in firstPage {
            state.showPage(0)
            let last = try #require(row.max { $0.frame.minX < $1.frame.minX })
            state.focus(itemID: last.itemID)
            state.moveFocus(.right)
            #expect(state.page == 1)
            let landed = try #require(frame(state))
            #expect(landed.minY == top, "row \(top) → \(landed)")
            let leftmost = state.visiblePlacements.filter { $0.frame.minY == top }.map(\.frame.minX).min()
            #expect(landed.minX == leftmost)
        }
    }

    @Test func leftFromTheFirstColumnKeepsTheRowOnTheRightEdge() throws {
        var state = state(24, size: Size(width: 120, height: 40))
        try #require(state.pageCount >= 2)
        state.showPage(1)
        for (top, row) in rows(state.visiblePlacements) {
            state.showPage(1)
            let first = try #require(row.min { $0.frame.minX < $1.frame.minX })
            state.focus(itemID: first.itemID)
            state.moveFocus(.left)
            #expect(state.page == 0)
            let landed = try #require(frame(state))
            #expect(landed.minY == top, "row \(top) → \(landed)")
            let rightmost = state.visiblePlacements.filter { $0.frame.minY == top }.map(\.frame.maxX).max()
            #expect(landed.maxX == rightmost)
        }
    }

    @Test func aRowTheNextPageLacksLandsOnItsNearestRow() throws {
        // 13 widgets: the second page has one, in its top row.
        var state = state(13, size: Size(width: 120, height: 40))
        try #require(state.pageCount == 2)
        let bottom = try #require(state.visiblePlacements.max { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) })
        state.focus(itemID: bottom.itemID)
        state.moveFocus(.right)
        #expect(state.page == 1)
        #expect(state.focusedItemID == "w13")
    }

    @Test func entryPrefersTheRowThenTheNearEdge() {
        let from = Rect(x: 60, y: 10, width: 20, height: 10)
        let frames = [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 20, y: 10, width: 20, height: 10),
                      Rect(x: 0, y: 10, width: 20, height: 10)]
        #expect(FocusNavigation.entry(from: from, into: frames, direction: .right) == 2)
        #expect(FocusNavigation.entry(from: from, into: frames, direction: .left) == 1)
        #expect(FocusNavigation.entry(from: from, into: [], direction: .left) == nil)
    }
}
