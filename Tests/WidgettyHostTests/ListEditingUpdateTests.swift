import Foundation
import Testing
import WidgettyHomeFile
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// Keys inside a widget whose list can be edited, in the pure update: the line typed for `n` and
/// `e`, `d` and its undo, `J`/`K`, and `x`/Space pressing the selected row's button.
@MainActor
@Suite struct ListEditingUpdateTests {
    private let items = [EditableListItem(text: "buy milk"), EditableListItem(text: "call Ada", isDone: true), EditableListItem(text: "fix bike")]

    /// Inside the list widget, the second item selected; each row a button's link.
    private func state(editable: Bool = true) throws -> HomeState {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: todo\n    family: large\n", file: "home.yaml")
        var state = HomeState(configuration: try #require(configuration), size: Size(width: 80, height: 24))
        let links = (0..<3).map { LinkRegion(frame: Rect(x: 0, y: $0 * 2, width: 20, height: 1), url: URL(string: "widgetty://intent/\(70 + $0)")!) }
        var cell = ShownScreen.Cell(instance: WidgetInstanceID("todo"), name: "To-do", contentOrigin: Point(x: 2, y: 1), links: links)
        cell.inside = InsideContent(links: links, height: 10, visibleRows: 10, editableItems: editable ? items : nil)
        state.shown.cells["todo"] = cell
        _ = state.update(.keyPressed(KeyEvent(.character("i"))))
        _ = state.update(.keyPressed(KeyEvent(.character("j"))))
        #expect(state.inside?.selection == 1)
        return state
    }

    private func press(_ state: inout HomeState, _ keys: Key...) -> [String] {
        keys.flatMap { HomeUpdateTests().words(state.update(.keyPressed(KeyEvent($0)))) }
    }

    @Test func newAndEditTypeALineThatEnterSavesAndEscCancels() throws {
        var state = try state()
        #expect(press(&state, .character("n")) == [])
        #expect(state.inside?.lineEdit?.purpose == .add)
        #expect(press(&state, .character("t"), .character("e"), .character("a")) == [], "letters are typed, not keys")
        _ = state.update(.textPasted("\nbags"))
        #expect(state.inside?.lineEdit?.text == "tea bags")
        #expect(press(&state, .enter) == ["edit list of todo: add(\"tea bags\")"])
        #expect(state.inside?.lineEdit == nil && state.inside?.pendingSelection == 3, "the new item, last, is chosen once shown")
        state.inside?.selection = 0
        #expect(press(&state, .character("e")) == [])
        #expect(state.inside?.lineEdit?.text == "buy milk")
        #expect(press(&state, .backspace, .backspace, .backspace, .backspace, .character("b"), .character("r"), .character("e"), .character("a"), .character("d"), .enter)
            == ["edit list of todo: rename(at: 0, WidgettyKit.EditableListItem(text: \"buy milk\", isDone: false), to: \"buy bread\")"])
        _ = press(&state, .character("e"), .character("x"))
        #expect(press(&state, .escape) == [])
        #expect(state.inside != nil && state.inside?.lineEdit == nil, "Esc cancels the line, not the widget")
        _ = press(&state, .character("n"))
        #expect(press(&state, .enter) == ["message an item needs some text (esc cancels)"])
    }

    @Test func deleteSaysHowToUndoAndUndoPutsTheItemBackWhereItWas() throws {
        var state = try state()
        #expect(press(&state, .character("d")) == [
            "edit list of todo: remove(at: 1, WidgettyKit.EditableListItem(text: \"call Ada\", isDone: true))",
            "message deleted “call Ada” — u undoes",
        ])
        state.inside?.selection = 0
        #expect(press(&state, .character("u")) == [
            "edit list of todo: insert(WidgettyKit.EditableListItem(text: \"call Ada\", isDone: true), at: 1)", "message put back “call Ada”",
        ])
        #expect(state.inside?.selection == 1, "the item put back is chosen")
        #expect(press(&state, .character("u")) == ["message nothing to undo"])
        // The list change comes back: the widget reloads; a failure is said and forgets the undo.
        #expect(HomeUpdateTests().words(state.update(.listEdited(WidgetInstanceID("todo"), .add("x"), failure: nil))) == ["reload todo"])
        #expect(HomeUpdateTests().words(state.update(.listEdited(WidgetInstanceID("todo"), .add("x"), failure: "To-do: database is locked")))
            == ["reload todo", "message To-do: database is locked"])
    }

    @Test func shiftJAndKMoveTheItemAndTheChoiceFollows() throws {
        var state = try state()
        #expect(press(&state, .character("J")) == [
            "edit list of todo: move(at: 1, WidgettyKit.EditableListItem(text: \"call Ada\", isDone: true), to: 2)",
        ])
        #expect(state.inside?.selection == 2)
        #expect(press(&state, .character("J")) == [], "the last item goes no further")
        #expect(press(&state, .character("K")).first?.hasSuffix("to: 1)") == true)
        #expect(state.inside?.selection == 1)
    }

    @Test func anEmptyListCanBeGoneInsideToAddItsFirstItem() throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: todo\n", file: "home.yaml")
        var state = HomeState(configuration: try #require(configuration), size: Size(width: 80, height: 24))
        var cell = ShownScreen.Cell(instance: WidgetInstanceID("todo"), name: "To-do", contentOrigin: Point(x: 2, y: 1))
        state.shown.cells["todo"] = cell
        #expect(press(&state, .character("i")) == ["message nothing to choose or scroll in this widget"])
        cell.hasEditableList = true
        cell.inside = InsideContent(links: [], height: 4, visibleRows: 4, editableItems: [])
        state.shown.cells["todo"] = cell
        #expect(press(&state, .character("i")) == [])
        #expect(state.inside?.selection == nil)
        _ = press(&state, .character("n"), .character("a"))
        #expect(press(&state, .enter) == ["edit list of todo: add(\"a\")"])
    }

    @Test func xAndSpacePressTheSelectedRowsButtonInAnyWidget() throws {
        var state = try state(editable: false)
        #expect(press(&state, .character("x")) == ["intent 71 of todo"])
        #expect(state.pressedControls[71] != nil)
        state.inside?.selection = 2
        #expect(press(&state, .character(" ")) == ["intent 72 of todo"])
        // Not an editable list: n, d, J are the home screen's own keys again (n is no key: nothing).
        #expect(press(&state, .character("d")) == [])
        #expect(state.inside == nil, "an unknown key leaves the widget")
    }
}

/// A button's `.keyboardShortcut` inside its widget: the one on the chosen row answers.
@MainActor
@Suite struct RowShortcutUpdateTests {
    @Test func theShortcutOfTheChosenRowsButtonAnswers() throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: mail\n    family: large\n", file: "home.yaml")
        var state = HomeState(configuration: try #require(configuration), size: Size(width: 80, height: 24))
        // Three rows: the message (a link) and its archive button (`a`, an intent) beside it.
        var links: [LinkRegion] = []
        for row in 0..<3 {
            links.append(LinkRegion(frame: Rect(x: 0, y: row, width: 20, height: 1), url: URL(string: "https://mail.example/\(row)")!))
            links.append(LinkRegion(frame: Rect(x: 22, y: row, width: 5, height: 1), url: URL(string: "widgetty://intent/\(90 + row)")!, shortcut: "a"))
        }
        var cell = ShownScreen.Cell(instance: WidgetInstanceID("mail"), name: "Mail", contentOrigin: Point(x: 2, y: 1), links: links)
        cell.inside = InsideContent(links: links, height: 3, visibleRows: 3)
        state.shown.cells["mail"] = cell
        _ = state.update(.keyPressed(KeyEvent(.character("i"))))
        state.inside?.selection = 4  // the third message
        #expect(HomeUpdateTests().words(state.update(.keyPressed(KeyEvent(.character("a"))))) == ["intent 92 of mail"])
        #expect(HomeState.shortcutLink("a", near: 0, in: links) == 1)
        #expect(HomeState.shortcutLink("a", near: nil, in: links) == 1, "nothing chosen: the first")
        #expect(HomeState.shortcutLink("z", near: 0, in: links) == nil)
    }
}
