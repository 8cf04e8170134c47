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
        // Stored as todo.txt lines, readable by anyone through SharedDefaults.
        let defaults = try #require(SharedDefaults(suiteName: "todo", store: temp.store))
        #expect(defaults.stringArray(forKey: "items") == ["buy milk", "x call Ada"])
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
