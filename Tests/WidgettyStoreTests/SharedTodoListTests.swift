import Foundation
import Testing
import WidgettyStore

@Suite struct SharedTodoListTests {
    @Test func addMarkAndToggleByNumberOrText() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        #expect(try list.items().isEmpty)
        #expect(try list.add("buy milk") == 1)
        #expect(try list.add("  call\nAda  ") == 2)
        #expect(try list.mark(.number(2), done: true) == SharedTodoList.Item(text: "call Ada", isDone: true))
        #expect(try list.mark(.text("BUY MILK"), done: nil).isDone)
        #expect(try list.mark(.text("buy milk"), done: nil).isDone == false)
        #expect(try list.items() == [SharedTodoList.Item(text: "buy milk"), SharedTodoList.Item(text: "call Ada", isDone: true)])
        // Stored as lines of state and text, readable by anyone through SharedDefaults.
        let defaults = try #require(SharedDefaults(suiteName: "todo", store: temp.store))
        #expect(defaults.stringArray(forKey: "items") == ["[ ] buy milk", "[x] call Ada"])
    }

    @Test func removeEditAndMoveKeepTheRestInPlace() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        for text in ["alpha", "beta", "gamma", "delta"] { try list.add(text) }
        try list.mark(.text("beta"), done: true)
        #expect(try list.edit(.number(2), to: " Beta\nbis ") == SharedTodoList.Item(text: "Beta bis", isDone: true))
        #expect(try list.move(.text("delta"), to: 1) == 1)
        #expect(try list.items().map(\.text) == ["delta", "alpha", "Beta bis", "gamma"])
        #expect(try list.move(.number(1), to: 99) == 4)
        #expect(try list.remove(.text("ALPHA")) == SharedTodoList.Item(text: "alpha"))
        #expect(try list.items() == [SharedTodoList.Item(text: "Beta bis", isDone: true), SharedTodoList.Item(text: "gamma"), SharedTodoList.Item(text: "delta")])
        #expect(throws: SharedStoreError("no item 5 (the list has 3)")) { try list.remove(.number(5)) }
        #expect(throws: SharedStoreError("an item needs some text")) { try list.edit(.number(1), to: "  ") }
        #expect(throws: SharedStoreError("positions start at 1")) { try list.move(.number(1), to: 0) }
        #expect(try list.items().count == 3, "a refused change changes nothing")
    }

    /// Writers at once, each removing or moving its own items while others add: nothing is lost.
    @Test func concurrentChangesAreNeverLost() async throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        for index in 0..<20 { try list.add("keep \(index)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { try list.add("new \(index)") }
                group.addTask { try list.move(.text("keep \(index)"), to: 1) }
            }
            try await group.waitForAll()
        }
        let texts = try list.items().map(\.text)
        #expect(Set(texts) == Set((0..<20).map { "keep \($0)" } + (0..<20).map { "new \($0)" }))
        #expect(texts.count == 40)
    }

    @Test func mistakesAreExplained() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        try list.add("one")
        #expect(throws: SharedStoreError("no item 3 (the list has 1)")) { try list.mark(.number(3), done: true) }
        #expect(throws: SharedStoreError("no item 'two'")) { try list.mark(.text("two"), done: true) }
        #expect(throws: SharedStoreError("an item needs some text")) { try list.add(" \n ") }
        try temp.store.set(.int(3), forKey: "items", suite: "todo")
        #expect(throws: SharedStoreError.self) { try list.items() }
        #expect(SharedTodoList.Selector("2") == .number(2))
        #expect(SharedTodoList.Selector("2 eggs") == .text("2 eggs"))
    }
}

/// Text given to the list is its text: todo.txt markers in it (`x `, `(A) `, dates) are never
/// read as a state, and the state marks of the stored lines cannot be forged by the text.
@Suite struct SharedTodoListLiteralTextTests {
    /// Texts that look like todo.txt markup or like the list's own state marks.
    static let hostile = [
        "x marks the spot", "x", "x  two spaces", "X marks", "(A) call", "(A) x call", "2026-01-01 thing",
        "x 2026-01-02 2026-01-01 done thing", "[x] looks ticked", "[ ] looks open", "[x]", "[ ]x", "[x]  ",
        "\u{301}x combining first", "x \u{301}combining after the space", "+project @context due:2026-01-01",
    ]

    @Test(arguments: hostile)
    func anAddedItemIsOpenWithItsTextAndFoundByIt(text: String) throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        try list.add("first")
        let expected = SharedTodoList.oneLine(text)
        #expect(try list.add(text) == 2)
        #expect(try list.items() == [SharedTodoList.Item(text: "first"), SharedTodoList.Item(text: expected)])
        #expect(try list.mark(.text(text), done: true) == SharedTodoList.Item(text: expected, isDone: true))
        #expect(try list.items().last == SharedTodoList.Item(text: expected, isDone: true))
        #expect(try list.mark(.text(expected), done: false) == SharedTodoList.Item(text: expected))
    }

    @Test func surroundingSpacesAndLineBreaksDoNotUncoverAMarker() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        try list.add("   x leading spaces")
        try list.add("\nx after a line break")
        try list.add("first line\nx second line")
        try list.add("\u{2028}x after a line separator\r\n")
        #expect(try list.items() == [
            SharedTodoList.Item(text: "x leading spaces"), SharedTodoList.Item(text: "x after a line break"),
            SharedTodoList.Item(text: "first line x second line"), SharedTodoList.Item(text: "x after a line separator"),
        ])
        for empty in ["", "   ", "\n", "\r\n\t", "\u{2028}"] {
            #expect(throws: SharedStoreError("an item needs some text")) { try list.add(empty) }
        }
        #expect(try list.items().count == 4)
    }

    @Test func aListWrittenBeforeStatesWereStoredIsReadAsTodoTxt() throws {
        let temp = try TemporaryStore()
        try temp.store.set(.array(["buy milk", "x call Ada", "[x] new done", "[ ] x new open"]), forKey: "items", suite: "todo")
        let list = SharedTodoList(store: temp.store)
        #expect(try list.items() == [
            SharedTodoList.Item(text: "buy milk"), SharedTodoList.Item(text: "call Ada", isDone: true),
            SharedTodoList.Item(text: "new done", isDone: true), SharedTodoList.Item(text: "x new open"),
        ])
        // The next change writes every line with its state.
        try list.add("x more")
        #expect(try temp.store.value(forKey: "items", suite: "todo")
            == .array(["[ ] buy milk", "[x] call Ada", "[x] new done", "[ ] x new open", "[ ] x more"]))
    }

    @Test func todoTxtMarkersAreReadFromTodoTxtText() {
        #expect(TodoTxt.items(in: "x done\n  (A) open\n\nx  spaced\nxylophone\n[x] not ours\n") == [
            SharedTodoList.Item(text: "done", isDone: true), SharedTodoList.Item(text: "(A) open"),
            SharedTodoList.Item(text: " spaced", isDone: true), SharedTodoList.Item(text: "xylophone"),
            SharedTodoList.Item(text: "[x] not ours"),
        ])
    }
}
