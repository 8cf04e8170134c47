import ArgumentParser
import Foundation
import WidgettyStore
import WidgettyTerminal

/// `widgetty todo`: the to-do list in the shared store (suite `todo`), which the `todo` widget
/// shows; a change appears on the running home screen at once. Item text is printed with control
/// characters made visible (anyone may have written it).
struct Todo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add, tick off, edit, move, remove and list to-do items (shown by the todo widget).",
        subcommands: [Add.self, Done.self, Edit.self, Move.self, Remove.self, List.self], defaultSubcommand: List.self)

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an item at the end of the list.")

        @Argument(help: "The item's text (several words are joined with spaces).")
        var words: [String]

        func run() throws {
            let text = words.joined(separator: " ")
            let number = try StoreCommand.run { store throws(SharedStoreError) in try SharedTodoList(store: store).add(text) }
            Console.write("added \(number): \(SharedTodoList.oneLine(text))")
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Mark an item done, by its number or its text.")

        @Argument(help: "The item's number (as `widgetty todo list` shows it) or its text.")
        var item: String

        @Flag(help: "Mark it not done again.")
        var undo = false

        func run() throws {
            let selector = SharedTodoList.Selector(item)
            let done = !undo
            let marked = try StoreCommand.run { store throws(SharedStoreError) in
                try SharedTodoList(store: store).mark(selector, done: done)
            }
            Console.write("\(marked.isDone ? "done" : "not done"): \(marked.text)")
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Give an item new text, keeping its place and state.")

        @Argument(help: "The item's number (as `widgetty todo list` shows it) or its text.")
        var item: String

        @Argument(help: "The new text (several words are joined with spaces).")
        var words: [String]

        func run() throws {
            let selector = SharedTodoList.Selector(item), text = words.joined(separator: " ")
            let edited = try StoreCommand.run { store throws(SharedStoreError) in
                try SharedTodoList(store: store).edit(selector, to: text)
            }
            Console.write("edited: \(edited.text)")
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move an item to another place in the list.")

        @Argument(help: "The item's number (as `widgetty todo list` shows it) or its text.")
        var item: String

        @Argument(help: "Its new number: 1 is the top; a number past the end puts it last.")
        var position: Int

        func run() throws {
            let selector = SharedTodoList.Selector(item), position = position
            let number = try StoreCommand.run { store throws(SharedStoreError) in
                try SharedTodoList(store: store).move(selector, to: position)
            }
            Console.write("moved to \(number)")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an item, by its number or its text.")

        @Argument(help: "The item's number (as `widgetty todo list` shows it) or its text.")
        var item: String

        func run() throws {
            let selector = SharedTodoList.Selector(item)
            let removed = try StoreCommand.run { store throws(SharedStoreError) in try SharedTodoList(store: store).remove(selector) }
            Console.write("removed: \(removed.text)")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the items, numbered (the default).")

        func run() throws {
            let items = try StoreCommand.run { store throws(SharedStoreError) in try SharedTodoList(store: store).items() }
            if items.isEmpty { Console.write("nothing to do") }
            for (index, item) in items.enumerated() {
                Console.write("\(index + 1) [\(item.isDone ? "x" : " ")] \(item.text)")
            }
        }
    }
}
