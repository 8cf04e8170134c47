import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// Every edit kind on a home file written as the shipped one was: the text changes only where
/// the edit says, every comment stays, and no id changes that the edit does not name.
@Suite struct HomeFileEditorTests {
    /// A home file as the shipped one was written (comments, ids, params, a stack), kept here so
    /// that the default home can change without changing these tests.
    static let shipped = """
        # Your Widgetty home screen. Edit it while Widgetty runs: changes apply as you save.
        # `widgetty check` reports any problem as file:line:column.
        #
        # Each page is a list of widgets placed on a grid of slots, in order, like iOS:
        # small = 1 slot, medium = 2 side by side, large = 2×2, extraLarge = 4×2.
        # A `stack:` shows one of several widgets of one family at a time (the most relevant).

        pages:
          - name: Today
            widgets:
              - kind: clock
                id: clock
              - kind: calendar
                id: calendar
                family: medium
              - kind: system
                id: system
              - kind: countdown
                id: new-year
                params:
                  title: New Year
              - kind: world-clock
                id: world
                params:
                  zones: [America/New_York, Europe/London, Asia/Tokyo]
              - stack:
                  id: machine
                  widgets:
                    - kind: disk
                    - kind: network

        # Programs that open links: `{url}` is replaced by the link, and nothing goes through a shell.
        links:
          - scheme: https
            run: [xdg-open, "{url}"]
          - scheme: file
            run: [xdg-open, "{url}"]

        # keys:
        #   reload: r          # any action from the help screen (?) can be rebound

        """

    private func apply(_ edit: HomeEdit, to text: String = shipped) throws -> String {
        let result = try HomeFileEditor.apply(edit, to: text)
        for comment in Self.comments(text) { #expect(result.contains(comment), "lost comment: \(comment)") }
        return result
    }

    static func comments(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in line.range(of: "#").map { String(line[$0.lowerBound...]) } }
    }

    /// Ids of every item (stacks after their widgets, as the parser claims them).
    static func ids(_ text: String) -> [String] {
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return (configuration?.pages ?? []).flatMap(\.items).flatMap { item -> [String] in
            if case .stack(let stack) = item { return stack.widgets.map(\.id) + [stack.id] }
            return [item.id]
        }
    }

    private func replacing(_ old: String, with new: String, in text: String = shipped) -> String {
        #expect(text.contains(old), "fixture changed: \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test func theShippedFileHasTheItemsTheseTestsUse() {
        #expect(Self.ids(Self.shipped) == ["clock", "calendar", "system", "new-year", "world", "disk", "network", "machine"])
        #expect(Self.comments(Self.shipped).count >= 8)
    }

    // MARK: Parameters

    @Test func changingOneParameterChangesOnlyItsValue() throws {
        let result = try apply(.setParams(widgetID: "world", params: ["zones": .array([.string("Asia/Tokyo"), .string("Europe/Paris")])]))
        #expect(result == replacing("zones: [America/New_York, Europe/London, Asia/Tokyo]", with: "zones: [Asia/Tokyo, Europe/Paris]"))
    }

    @Test func addedParametersFollowTheExistingOnesAndQuoteWhatNeedsIt() throws {
        let result = try apply(.setParams(widgetID: "new-year", params: [
            "title": .string("New Year"), "target": .string("2027-01-01T00:00:00Z"), "note": .string("a: b # c"), "count": .int(3),
        ]))
        #expect(result == replacing("          title: New Year\n", with: """
                      title: New Year
                      count: 3
                      note: "a: b # c"
                      target: 2027-01-01T00:00:00Z

            """))
    }

    @Test func emptyParametersRemoveTheParamsKey() throws {
        let result = try apply(.setParams(widgetID: "new-year", params: [:]))
        #expect(result == replacing("        id: new-year\n        params:\n          title: New Year\n", with: "        id: new-year\n"))
    }

    @Test func parametersOfAWidgetWithoutAnyAreAddedInBlockStyle() throws {
        let result = try apply(.setParams(widgetID: "disk", params: ["path": .string("/home"), "showFree": .bool(true)]))
        #expect(result == replacing("            - kind: disk\n", with: """
                        - kind: disk
                          params:
                            path: /home
                            showFree: true

            """))
    }

    @Test func flowStyleParametersStayInFlowStyleWithUntouchedValuesAsWritten() throws {
        let text = "widgets:\n  - kind: clock   # mine\n    params: { timeZone: 'Asia/Tokyo', showSeconds: false }\n"
        let result = try apply(.setParams(widgetID: "clock", params: ["timeZone": .string("Asia/Tokyo"), "showSeconds": .bool(true)]), to: text)
        #expect(result == "widgets:\n  - kind: clock   # mine\n    params: { timeZone: 'Asia/Tokyo', showSeconds: true }\n")
    }

    // MARK: Families

    @Test func aFamilyIsWrittenAfterTheIdOrReplacedWhereItIs() throws {
        #expect(try apply(.setFamily(itemID: "clock", family: .systemMedium))
            == replacing("        id: clock\n", with: "        id: clock\n        family: medium\n"))
        #expect(try apply(.setFamily(itemID: "calendar", family: .systemLarge))
            == replacing("        family: medium\n", with: "        family: large\n"))
        #expect(try apply(.setFamily(itemID: "machine", family: .systemMedium))
            == replacing("          id: machine\n", with: "          id: machine\n          family: medium\n"))
        #expect(throws: HomeEditError.self) { try HomeFileEditor.apply(.setFamily(itemID: "disk", family: .systemMedium), to: Self.shipped) }
    }

    // MARK: Removing and moving

    @Test func removingAWidgetRemovesExactlyItsLines() throws {
        let result = try apply(.remove(itemID: "calendar"))
        #expect(result == replacing("      - kind: calendar\n        id: calendar\n        family: medium\n", with: ""))
    }

    @Test func removingFromAStackOfTwoDissolvesItIntoTheOtherWidget() throws {
        let result = try apply(.remove(itemID: "disk"))
        #expect(result == replacing("      - stack:\n          id: machine\n          widgets:\n            - kind: disk\n            - kind: network\n", with: "      - kind: network\n"))
        #expect(Self.ids(result).last == "network")
    }

    @Test func removingAStackRemovesItAndItsWidgets() throws {
        let result = try apply(.remove(itemID: "machine"))
        #expect(result == replacing("      - stack:\n          id: machine\n          widgets:\n            - kind: disk\n            - kind: network\n", with: ""))
    }

    @Test func movingAnItemKeepsItsLinesAndEveryId() throws {
        let result = try apply(.move(itemID: "clock", toPage: 0, index: 3))
        let without = replacing("      - kind: clock\n        id: clock\n", with: "")
        #expect(result == replacing("      - kind: world-clock\n", with: "      - kind: clock\n        id: clock\n      - kind: world-clock\n", in: without))
        #expect(Self.ids(result) == ["calendar", "system", "new-year", "clock", "world", "disk", "network", "machine"])
    }

    @Test func movingAStackToAPagePastTheLastCreatesThePage() throws {
        let result = try apply(.move(itemID: "machine", toPage: 5, index: 0))
        #expect(result == replacing("      - stack:\n", with: "  - widgets:\n      - stack:\n"))
        let (configuration, _) = HomeFileParser.parse(result, file: "home.yaml")
        #expect(configuration?.pages.count == 2)
        #expect(configuration?.pages[1].items.map(\.id) == ["machine"])
    }

    @Test func aWidgetInAStackDoesNotMoveOnItsOwn() {
        #expect(throws: HomeEditError.self) { try HomeFileEditor.apply(.move(itemID: "disk", toPage: 0, index: 0), to: Self.shipped) }
    }

    // MARK: Stacks

    @Test func stackingTwoWidgetsMakesAStackWhereTheTargetWas() throws {
        let result = try apply(.stack(widgetID: "clock", ontoItemID: "system"))
        let without = replacing("      - kind: clock\n        id: clock\n", with: "")
        #expect(result == replacing("      - kind: system\n        id: system\n", with: """
                  - stack:
                      id: stack
                      widgets:
                        - kind: system
                          id: system
                        - kind: clock
                          id: clock

            """, in: without))
        #expect(Self.ids(result) == ["calendar", "system", "clock", "stack", "new-year", "world", "disk", "network", "machine"])
    }

    @Test func stackingOntoAStackGrowsIt() throws {
        let result = try apply(.stack(widgetID: "clock", ontoItemID: "machine"))
        let without = replacing("      - kind: clock\n        id: clock\n", with: "")
        #expect(result == replacing("            - kind: network\n", with: "            - kind: network\n            - kind: clock\n              id: clock\n", in: without))
    }

    @Test func stackingNeedsOneFamily() {
        #expect(throws: HomeEditError.self) { try HomeFileEditor.apply(.stack(widgetID: "calendar", ontoItemID: "system"), to: Self.shipped) }
    }

    @Test func unstackingFromAStackOfTwoLeavesTwoWidgets() throws {
        let result = try apply(.unstack(widgetID: "disk"))
        #expect(result == replacing("      - stack:\n          id: machine\n          widgets:\n            - kind: disk\n            - kind: network\n", with: "      - kind: network\n      - kind: disk\n"))
    }

    @Test func unstackingFromALargerStackPlacesTheWidgetAfterItWithTheStacksFamily() throws {
        let text = "widgets:\n  - stack:\n      family: medium\n      widgets:\n        - kind: a   # first\n        - kind: b\n        - kind: c\n  - kind: d\n"
        let result = try apply(.unstack(widgetID: "a"), to: text)
        #expect(result == "widgets:\n  - stack:\n      family: medium\n      widgets:\n        - kind: b\n        - kind: c\n  - kind: a   # first\n    family: medium\n  - kind: d\n")
    }

    // MARK: Inserting

    @Test func insertedWidgetsFollowTheFilesIndentation() throws {
        let widget = NewWidget(id: "tokyo", kind: "world-clock", family: .systemMedium, params: ["zones": .array([.string("Asia/Tokyo")])])
        let result = try apply(.insertWidget(widget, afterItemID: "clock", page: 0))
        #expect(result == replacing("        id: clock\n", with: """
                    id: clock
                  - kind: world-clock
                    id: tokyo
                    family: medium
                    params:
                      zones: [Asia/Tokyo]

            """))
        let atEnd = try apply(.insertWidget(NewWidget(id: "c2", kind: "clock", family: .systemSmall), afterItemID: nil, page: 0))
        #expect(atEnd == replacing("            - kind: network\n", with: "            - kind: network\n      - kind: clock\n        id: c2\n"))
        #expect(throws: HomeEditError.self) {
            try HomeFileEditor.apply(.insertWidget(NewWidget(id: "world", kind: "clock", family: .systemSmall), afterItemID: nil, page: 0), to: Self.shipped)
        }
    }

    @Test func anUnknownIdIsRefusedWithItsName() {
        #expect(throws: HomeEditError("no widget or stack with id 'nope' in the home file")) {
            try HomeFileEditor.apply(.remove(itemID: "nope"), to: Self.shipped)
        }
    }
}
