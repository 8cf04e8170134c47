import WidgettyHomeFile
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

@Suite struct HomeLayoutTests {
    private func area(_ width: Int, _ height: Int) -> Rect { Rect(x: 0, y: 0, width: width, height: height - 2) }

    @Test(arguments: [(120, 40, 4, 3), (80, 24, 3, 2), (160, 50, 4, 3), (200, 60, 4, 3), (240, 30, 4, 2), (40, 10, 2, 1)])
    func gridFitsTheTerminal(width: Int, height: Int, columns: Int, rows: Int) throws {
        let metrics = try #require(GridMetrics.fitting(area(width, height)))
        #expect(metrics.columns == columns)
        #expect(metrics.rows == rows)
        #expect(metrics.columns * metrics.slotSize.width <= width)
        #expect(metrics.rows * metrics.slotSize.height <= height - 2)
    }

    @Test func tooSmallForOneSlotHasNoGrid() {
        #expect(GridMetrics.fitting(area(10, 5)) == nil)
        #expect(GridMetrics.fitting(area(1, 1)) == nil)
    }

    @Test func itemsArePlacedDenselyAndOverflowToANewPage() throws {
        let metrics = GridMetrics(columns: 3, rows: 2, slotSize: Size(width: 10, height: 5), origin: .zero)
        func item(_ id: String, _ family: WidgetFamily) -> HomeItem {
            .widget(WidgetPlacement(id: id, kind: "k", family: family))
        }
        let home = HomeConfiguration(pages: [
            HomePage(items: [
                item("a", .systemSmall), item("b", .systemMedium), item("c", .systemMedium),
                item("d", .systemSmall), item("e", .systemLarge),
            ])
        ])
        let layout = HomeLayout(configuration: home, metrics: metrics)
        #expect(layout.pages.count == 2)
        #expect(layout.pages[0].map(\.itemID) == ["a", "b", "c", "d"])
        let spots = layout.pages[0].map { "\($0.itemID)@\($0.column),\($0.row)" }
        #expect(spots == ["a@0,0", "b@1,0", "c@0,1", "d@2,1"])
        #expect(layout.pages[1].map(\.itemID) == ["e"])
        // Alone on its page, the large widget takes the whole page (#35: never beside an empty half).
        #expect(layout.pages[1][0].frame == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func extraLargeIsClampedToANarrowGrid() {
        let metrics = GridMetrics(columns: 3, rows: 2, slotSize: Size(width: 10, height: 5), origin: .zero)
        #expect(metrics.span(of: .systemExtraLarge) == (3, 2))
    }

    @Test func arrowsMoveFocusSpatially() {
        // a b
        // c d d
        let frames = [
            Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 10, y: 0, width: 10, height: 5),
            Rect(x: 0, y: 5, width: 10, height: 5), Rect(x: 10, y: 5, width: 20, height: 5),
        ]
        #expect(FocusNavigation.next(from: 0, in: frames, direction: .right) == 1)
        #expect(FocusNavigation.next(from: 0, in: frames, direction: .down) == 2)
        #expect(FocusNavigation.next(from: 1, in: frames, direction: .down) == 3)
        #expect(FocusNavigation.next(from: 3, in: frames, direction: .left) == 2)
        #expect(FocusNavigation.next(from: 3, in: frames, direction: .up) == 1)
        #expect(FocusNavigation.next(from: 0, in: frames, direction: .up) == nil)
    }
}

/// Slots a page leaves empty go to its widgets: a lone widget takes its row or its page.
@Suite struct PageFillingTests {
    func item(_ id: String, _ family: WidgetFamily) -> HomeItem {
        .widget(WidgetPlacement(id: id, kind: "k", family: family))
    }

    @Test(arguments: [(2, 1), (3, 2), (4, 3)])
    func noPageLeavesASlotEmpty(columns: Int, rows: Int) {
        let metrics = GridMetrics(columns: columns, rows: rows, slotSize: Size(width: 10, height: 5), origin: .zero)
        let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemSmall, .systemMedium, .systemMedium, .systemSmall, .systemSmall,
                                        .systemSmall, .systemSmall, .systemLarge, .systemSmall]
        let home = HomeConfiguration(pages: [HomePage(items: families.enumerated().map { item("w\($0.offset)", $0.element) })])
        let layout = HomeLayout(configuration: home, metrics: metrics)
        for page in layout.pages {
            let area = page.reduce(0) { $0 + $1.frame.width * $1.frame.height }
            #expect(area == columns * rows * 50, "\(page.map { "\($0.itemID) \($0.frame)" })")
            for a in page {
                for b in page where a.itemID != b.itemID { #expect(a.frame.intersection(b.frame).isEmpty) }
            }
        }
    }
}
