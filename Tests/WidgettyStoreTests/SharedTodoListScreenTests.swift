import Foundation
import Testing
import WidgettyStore

/// What the screen's list keys ask of the shared list: an item named as the screen showed it
/// (its place and text) is changed where it is now, or refused; a deleted item is put back with
/// its state.
@Suite struct SharedTodoListScreenTests {
    @Test func anItemAsShownIsFoundWhereItIsNowOrRefused() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        for text in ["alpha", "beta", "gamma"] { try list.add(text) }
        // Another writer removed "alpha" after the screen drew the list: "gamma" was shown third.
        try list.remove(.text("alpha"))
        #expect(try list.remove(.shown(number: 3, text: "gamma")) == SharedTodoList.Item(text: "gamma"))
        #expect(try list.items().map(\.text) == ["beta"])
        #expect(throws: SharedStoreError.self) { try list.edit(.shown(number: 1, text: "gamma"), to: "x") }
        #expect(try list.items().map(\.text) == ["beta"], "nothing changed by a refused edit")
        #expect(try list.edit(.shown(number: 1, text: "beta"), to: "Beta") == SharedTodoList.Item(text: "Beta"))
    }

    @Test func aDeletedItemIsPutBackWhereItWasWithItsState() throws {
        let temp = try TemporaryStore()
        let list = SharedTodoList(store: temp.store)
        for text in ["one", "two", "three"] { try list.add(text) }
        try list.mark(.text("two"), done: true)
        let removed = try list.remove(.shown(number: 2, text: "two"))
        #expect(try list.insert(removed, at: 2) == 2)
        #expect(try list.items() == [SharedTodoList.Item(text: "one"), SharedTodoList.Item(text: "two", isDone: true), SharedTodoList.Item(text: "three")])
        #expect(try list.insert(SharedTodoList.Item(text: "last"), at: 99) == 4)
        #expect(throws: SharedStoreError.self) { try list.insert(SharedTodoList.Item(text: "  \n "), at: 1) }
    }
}
