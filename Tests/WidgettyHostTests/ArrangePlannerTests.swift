import WidgettyHomeFile
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// Arrange gestures turned into home-file edits, on a 3 × 2 grid of 10 × 5 slots.
@Suite struct ArrangePlannerTests {
    static let metrics = GridMetrics(columns: 3, rows: 2, slotSize: Size(width: 10, height: 5), origin: .zero)

    static func widget(_ id: String, _ family: WidgetFamily = .systemSmall) -> HomeItem {
        .widget(WidgetPlacement(id: id, kind: "k", family: family))
    }

    static func stack(_ id: String, _ widgetIDs: [String], _ family: WidgetFamily = .systemSmall) -> HomeItem {
        .stack(WidgetStack(id: id, family: family, widgets: widgetIDs.map { WidgetPlacement(id: $0, kind: "k", family: family) }))
    }

    static func planner(_ pages: [[HomeItem]]) -> ArrangePlanner {
        let configuration = HomeConfiguration(pages: pages.map { HomePage(items: $0) })
        return ArrangePlanner(configuration: configuration, layout: HomeLayout(configuration: configuration, metrics: metrics))
    }

    /// a b c / d e: a small grid page.
    let fivePlanner = planner([[widget("a"), widget("b"), widget("c"), widget("d"), widget("e")], [widget("f")]])

    @Test func arrowsTakeTheNeighboursPlace() {
        #expect(fivePlanner.move("b", .right) == .edit(.move(itemID: "b", toPage: 0, index: 2), focus: .item("b")))
        #expect(fivePlanner.move("b", .left) == .edit(.move(itemID: "b", toPage: 0, index: 0), focus: .item("b")))
        #expect(fivePlanner.move("b", .down) == .edit(.move(itemID: "b", toPage: 0, index: 4), focus: .item("b")))
        #expect(fivePlanner.move("e", .up) == .edit(.move(itemID: "e", toPage: 0, index: 1), focus: .item("e")))
    }

    @Test func pastTheSideEdgesItGoesToTheNeighbouringPage() {
        // c is at the right edge: the start of the next page; f at the left edge of page 2: the end of page 1.
        #expect(fivePlanner.move("c", .right) == .edit(.move(itemID: "c", toPage: 1, index: 0), focus: .item("c")))
        #expect(fivePlanner.move("f", .left) == .edit(.move(itemID: "f", toPage: 0, index: 5), focus: .item("f")))
        #expect(fivePlanner.move("a", .left) == .refused("already on the first page"))
        // Alone on the last page: no new empty page is made for it.
        #expect(fivePlanner.move("f", .right) == .refused("already alone on the last page"))
        // Not alone: a new page.
        let planner = Self.planner([[Self.widget("a"), Self.widget("b")]])
        #expect(planner.move("b", .right) == .edit(.move(itemID: "b", toPage: 1, index: 0), focus: .item("b")))
        #expect(planner.moveToPage("a", by: 1) == .edit(.move(itemID: "a", toPage: 1, index: 0), focus: .item("a")))
    }

    @Test func downWithNothingBelowGoesToTheEndOfThePage() {
        let planner = Self.planner([[Self.widget("a"), Self.widget("b"), Self.widget("c"), Self.widget("d")]])
        #expect(planner.move("c", .down) == .edit(.move(itemID: "c", toPage: 0, index: 3), focus: .item("c")))
        #expect(planner.move("d", .down) == .refused("already last on this page: → at the right edge moves it to the next page"))
        #expect(planner.move("a", .up) == .refused("nothing above: ← at the left edge moves it to the previous page"))
    }

    @Test func familyCyclesThroughTheSupportedOnes() {
        let all = WidgetFamily.systemFamilies + [.accessoryInline]
        #expect(fivePlanner.changeFamily("a", supported: all) == .edit(.setFamily(itemID: "a", family: .systemMedium), focus: .item("a")))
        #expect(fivePlanner.changeFamily("a", supported: all, by: -1)
            == .edit(.setFamily(itemID: "a", family: .systemExtraLarge), focus: .item("a")))
        #expect(fivePlanner.changeFamily("a", supported: [.systemSmall]) == .refused("this widget comes only in small"))
        // A family it does not support (written by hand) goes to the first it does.
        #expect(fivePlanner.changeFamily("a", supported: [.systemLarge]) == .edit(.setFamily(itemID: "a", family: .systemLarge), focus: .item("a")))
    }

    @Test func stackingNeedsTheSameFamilyAndAWidget() {
        let planner = Self.planner([[Self.widget("a"), Self.widget("m", .systemMedium), Self.stack("s", ["x", "y"]), Self.widget("b")]])
        // a m m / s b: a's right is m (medium), below is s (a small stack).
        #expect(planner.stack("a", .down) == .edit(.stack(widgetID: "a", ontoItemID: "s"), focus: .stackHolding(widgetID: "a")))
        #expect(planner.stack("b", .left) == .edit(.stack(widgetID: "b", ontoItemID: "s"), focus: .stackHolding(widgetID: "b")))
        #expect(planner.stack("a", .right) == .refused("only a small widget stacks with this one (f changes the family)"))
        #expect(planner.stack("a", .up) == .refused("no widget in that direction to stack onto"))
        #expect(planner.stack("s", .right) == .refused("a stack cannot go into another: u takes its widget out first"))
    }

    @Test func unstackTakesOutTheShownWidgetAndRemoveFocusesANeighbour() {
        let planner = Self.planner([[Self.widget("a"), Self.stack("s", ["x", "y"]), Self.widget("b")]])
        #expect(planner.unstack("s", shownWidgetID: "y") == .edit(.unstack(widgetID: "y"), focus: .item("y")))
        #expect(planner.unstack("a", shownWidgetID: "a") == .refused("not a stack: nothing to take out"))
        #expect(planner.remove("s") == .edit(.remove(itemID: "s"), focus: .item("b")))
        #expect(planner.remove("b") == .edit(.remove(itemID: "b"), focus: .item("s")))
        #expect(Self.planner([[Self.widget("a")]]).remove("a") == .edit(.remove(itemID: "a"), focus: nil))
    }

    @Test func dropsStackInTheMiddleAndMoveElsewhere() {
        // a at x 0..<10, b at 10..<20 (y 0..<5); the middle of b is x 12..<18, y 1..<4.
        #expect(fivePlanner.drop("a", at: Point(x: 15, y: 2), screenPage: 0)
            == .edit(.stack(widgetID: "a", ontoItemID: "b"), focus: .stackHolding(widgetID: "a")))
        #expect(fivePlanner.drop("a", at: Point(x: 11, y: 0), screenPage: 0)
            == .edit(.move(itemID: "a", toPage: 0, index: 1), focus: .item("a")))
        // The slot after e (column 2 of row 1) is e's, grown into it (#35): a drop there takes e's place.
        #expect(fivePlanner.drop("a", at: Point(x: 25, y: 7), screenPage: 0)
            == .edit(.move(itemID: "a", toPage: 0, index: 4), focus: .item("a")))
        #expect(fivePlanner.drop("f", at: Point(x: 25, y: 7), screenPage: 0)
            == .edit(.move(itemID: "f", toPage: 0, index: 4), focus: .item("f")))
        // On itself, off the grid: nothing.
        #expect(fivePlanner.drop("a", at: Point(x: 5, y: 2), screenPage: 0) == nil)
        #expect(fivePlanner.drop("a", at: Point(x: 5, y: 30), screenPage: 0) == nil)
        // Another family's middle moves instead of stacking.
        let mixed = Self.planner([[Self.widget("a"), Self.widget("m", .systemMedium)]])
        #expect(mixed.drop("a", at: Point(x: 20, y: 2), screenPage: 0) == .edit(.move(itemID: "a", toPage: 0, index: 1), focus: .item("a")))
    }

    @Test func screenPagesMapToTheHomeFilesPages() {
        // Page 0 overflows onto a second screen page; page 1 is empty; page 2 has one widget.
        let planner = Self.planner([
            [Self.widget("l1", .systemLarge), Self.widget("l2", .systemLarge)], [], [Self.widget("z")],
        ])
        #expect(planner.layout.pages.count == 4)
        #expect((0..<4).map(planner.configPage(ofScreenPage:)) == [0, 0, 1, 2])
        #expect(planner.drop("z", at: Point(x: 5, y: 2), screenPage: 2)
            == .edit(.move(itemID: "z", toPage: 1, index: 0), focus: .item("z")))
    }
}
