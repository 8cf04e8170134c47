import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// Derived ids, unusual layouts (flow style, indentless lists, compact lists, anchors), and the
/// refusal of edits that would break the file.
@Suite struct HomeFileEditorShapeTests {
    private let ids = HomeFileEditorTests.ids
    private let threeClocks = "widgets:\n  - kind: clock\n  - kind: clock\n    params: { timeZone: UTC }\n  - kind: clock\n"

    @Test func removingAnItemPinsTheIdsThatWouldShift() throws {
        #expect(ids(threeClocks) == ["clock", "clock-2", "clock-3"])
        let result = try HomeFileEditor.apply(.remove(itemID: "clock"), to: threeClocks)
        #expect(result == "widgets:\n  - kind: clock\n    id: clock-2\n    params: { timeZone: UTC }\n  - kind: clock\n    id: clock-3\n")
        #expect(ids(result) == ["clock-2", "clock-3"])
    }

    @Test func movingPinsOnlyTheItemWhoseIdWouldChange() throws {
        let result = try HomeFileEditor.apply(.move(itemID: "clock-3", toPage: 0, index: 0), to: threeClocks)
        #expect(result == "widgets:\n  - kind: clock\n    id: clock-3\n  - kind: clock\n  - kind: clock\n    params: { timeZone: UTC }\n")
        #expect(ids(result) == ["clock-3", "clock", "clock-2"])
    }

    @Test func editsThatShiftNothingAddNoIds() throws {
        let result = try HomeFileEditor.apply(.setParams(widgetID: "clock-2", params: ["timeZone": .string("Asia/Tokyo")]), to: threeClocks)
        #expect(result == threeClocks.replacingOccurrences(of: "UTC", with: "Asia/Tokyo"))
    }

    @Test func aNewStackBeforeAnotherKeepsThatStacksDerivedId() throws {
        let text = "widgets:\n  - kind: a\n  - kind: b\n  - stack:\n      widgets:\n        - kind: c\n"
        #expect(ids(text) == ["a", "b", "c", "stack"])
        let result = try HomeFileEditor.apply(.stack(widgetID: "b", ontoItemID: "a"), to: text)
        #expect(ids(result) == ["a", "b", "stack-2", "c", "stack"])
    }

    @Test func flowStyleListsAreRewrittenInBlockStyleAndCommentsOutsideThemKept() throws {
        let text = "# mine\nwidgets: [{kind: clock, params: {timeZone: Asia/Tokyo}}, {kind: calendar, family: medium}]   # all\nkeys:\n  reload: r  # r\n"
        let result = try HomeFileEditor.apply(.remove(itemID: "calendar"), to: text)
        #expect(result == "# mine\nwidgets:  # all\n  - kind: clock\n    params:\n      timeZone: Asia/Tokyo\nkeys:\n  reload: r  # r\n")
    }

    @Test func aFlowStyleItemInABlockListIsRewrittenAlone() throws {
        let text = "widgets:\n  # the clock\n  - {kind: clock, id: c}\n  - kind: system   # cpu\n"
        let result = try HomeFileEditor.apply(.setFamily(itemID: "c", family: .systemMedium), to: text)
        #expect(result == "widgets:\n  # the clock\n  - kind: clock\n    id: c\n    family: medium\n  - kind: system   # cpu\n")
    }

    @Test func indentlessListsGetIndentlessItems() throws {
        let text = "pages:\n- name: one\n  widgets:\n  - kind: clock\n  - kind: system\nkeys: {}\n"
        let result = try HomeFileEditor.apply(.insertWidget(NewWidget(id: "n", kind: "network", family: .systemSmall), afterItemID: "clock", page: 0), to: text)
        #expect(result == "pages:\n- name: one\n  widgets:\n  - kind: clock\n  - kind: network\n    id: n\n  - kind: system\nkeys: {}\n")
        let moved = try HomeFileEditor.apply(.move(itemID: "system", toPage: 1, index: 0), to: text)
        #expect(moved == "pages:\n- name: one\n  widgets:\n  - kind: clock\n- widgets:\n  - kind: system\nkeys: {}\n")
    }

    @Test func aPageWrittenAsABareListIsSplitOntoLines() throws {
        let text = "pages:\n  - - kind: clock\n    - kind: system\n"
        let result = try HomeFileEditor.apply(.remove(itemID: "clock"), to: text)
        #expect(result == "pages:\n  -\n    - kind: system\n")
    }

    @Test func aTopLevelWidgetsListBecomesPagesWhenASecondPageIsNeeded() throws {
        let text = "widgets:   # one page\n  - kind: clock\n  # cpu\n  - kind: system\n"
        let result = try HomeFileEditor.apply(.move(itemID: "system", toPage: 1, index: 0), to: text)
        #expect(result == "pages:   # one page\n  - widgets:\n      - kind: clock\n  - widgets:\n      # cpu\n      - kind: system\n")
    }

    @Test func anchorsAndAliasesRewriteThePagesWithAliasesExpanded() throws {
        let text = "pages:\n  - widgets:\n      - kind: clock\n        params: &tokyo { timeZone: Asia/Tokyo }\n      - kind: clock\n        params: *tokyo\n"
        let result = try HomeFileEditor.apply(.setFamily(itemID: "clock-2", family: .systemMedium), to: text)
        #expect(result == "pages:\n  - widgets:\n      - kind: clock\n        params:\n          timeZone: Asia/Tokyo\n      - kind: clock\n        family: medium\n        params:\n          timeZone: Asia/Tokyo\n")
    }

    @Test func anEmptyFileGetsAPage() throws {
        let result = try HomeFileEditor.apply(.insertWidget(NewWidget(id: "c", kind: "clock", family: .systemSmall), afterItemID: nil, page: 0), to: "")
        #expect(result == "pages:\n  - widgets:\n      - kind: clock\n        id: c\n")
        let empty = try HomeFileEditor.apply(.insertWidget(NewWidget(id: "c", kind: "clock", family: .systemSmall), afterItemID: nil, page: 0), to: "widgets: []  # none yet\n")
        #expect(empty == "widgets:  # none yet\n  - kind: clock\n    id: c\n")
    }

    @Test func aFileWithoutAFinalNewlineKeepsItsEnding() throws {
        let result = try HomeFileEditor.apply(.setFamily(itemID: "clock", family: .systemLarge), to: "widgets:\n  - kind: clock")
        #expect(result == "widgets:\n  - kind: clock\n    family: large")
    }

    @Test func anEditThatWouldBreakTheFileIsRefused() {
        // The last widget of a page written as a bare list: the page would be empty (null).
        #expect(throws: HomeEditError.self) { try HomeFileEditor.apply(.remove(itemID: "clock"), to: "pages:\n  - - kind: clock\n") }
        #expect(throws: HomeEditError.self) { try HomeFileEditor.apply(.remove(itemID: "clock"), to: "widgets: [kind: clock\n") }
    }

    @Test func problemsThatWereAlreadyThereDoNotBlockAnEdit() throws {
        let text = "widgets:\n  - kind: clock\n    colour: red\n  - kind: system\n"
        let result = try HomeFileEditor.apply(.remove(itemID: "system"), to: text)
        #expect(result == "widgets:\n  - kind: clock\n    colour: red\n")
    }
}
