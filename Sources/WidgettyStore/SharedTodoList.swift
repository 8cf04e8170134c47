import Foundation

/// The to-do list in the shared container: suite `todo`, key `items`, a list of lines, each its
/// item's state then its text as given (`[ ] buy milk`, `[x] x marks the spot`): text from the
/// command line or a panel is never read for todo.txt markers. `widgetty todo`, the to-do widget
/// and its tick-off links all go through this type; every change is one transaction (the
/// store's `BEGIN IMMEDIATE`), so concurrent writers never lose one another's items.
public struct SharedTodoList: Sendable {
    /// The suite the list lives in, `todo` (`widgetty defaults read --suite todo` shows it).
    public static let suite = WellKnownSuites.todo
    /// The key of the list in its suite: a list of text, one item each, marked `[ ] ` or `[x] `.
    public static let key = "items"

    /// One item: its text and whether it is done.
    public struct Item: Hashable, Sendable {
        /// The item's text, as written (markers already read off).
        public var text: String
        /// Whether the item is ticked off.
        public var isDone: Bool

        /// An item of text, not done unless said.
        public init(text: String, isDone: Bool = false) {
            self.text = text
            self.isDone = isDone
        }

        static let openMark = "[ ] ", doneMark = "[x] "

        /// A stored line: its state mark, then the text as it is. A line without a mark was
        /// stored by an earlier version as a todo.txt line (``TodoTxt``), and is read as one.
        init(storedLine line: String) {
            if let text = TodoTxt.text(of: line, after: Self.doneMark) {
                self.init(text: text, isDone: true)
            } else if let text = TodoTxt.text(of: line, after: Self.openMark) {
                self.init(text: text)
            } else {
                self = TodoTxt.item(line: line)
            }
        }

        /// `[x] text` or `[ ] text`.
        var storedLine: String { (isDone ? Self.doneMark : Self.openMark) + text }
    }

    /// Which item a command means: its number in the list (from 1) or its text.
    public enum Selector: Hashable, Sendable {
        /// The item at this place in the list, counting from 1.
        case number(Int)
        /// The first item whose text is this.
        case text(String)
        /// The item at `number` when it has this text, else the one item with this text: what
        /// a screen that showed the list names, so a list changed meanwhile by another writer
        /// is changed where the item is now.
        case shown(number: Int, text: String)

        /// A number when the argument is one, else text.
        public init(_ argument: String) {
            self = Int(argument).map(Selector.number) ?? .text(argument)
        }
    }

    /// The shared store the list is read from and written to.
    public let store: SharedStore

    /// The list in a given store (``SharedStore/standard`` for the user's, another in tests).
    public init(store: SharedStore) { self.store = store }

    /// The items in order.
    public func items() throws(SharedStoreError) -> [Item] {
        try Self.items(in: store.value(forKey: Self.key, suite: Self.suite))
    }

    /// Adds an item at the end; returns its number.
    @discardableResult
    public func add(_ text: String) throws(SharedStoreError) -> Int {
        let text = Self.oneLine(text)
        guard !text.isEmpty else { throw SharedStoreError("an item needs some text") }
        return try update { items throws(SharedStoreError) in
            items.append(Item(text: text))
            return items.count
        }
    }

    /// Marks an item done (`done: true`), not done, or the other way round (`done: nil`);
    /// returns it as it is now.
    @discardableResult
    public func mark(_ selector: Selector, done: Bool?) throws(SharedStoreError) -> Item {
        try update { items throws(SharedStoreError) in
            let index = try Self.index(of: selector, in: items)
            items[index].isDone = done ?? !items[index].isDone
            return items[index]
        }
    }

    /// Removes an item; returns it.
    @discardableResult
    public func remove(_ selector: Selector) throws(SharedStoreError) -> Item {
        try update { items throws(SharedStoreError) in
            items.remove(at: try Self.index(of: selector, in: items))
        }
    }

    /// Gives an item new text, keeping its place and state; returns it as it is now.
    @discardableResult
    public func edit(_ selector: Selector, to text: String) throws(SharedStoreError) -> Item {
        let text = Self.oneLine(text)
        guard !text.isEmpty else { throw SharedStoreError("an item needs some text") }
        return try update { items throws(SharedStoreError) in
            let index = try Self.index(of: selector, in: items)
            items[index].text = text
            return items[index]
        }
    }

    /// Moves an item to `position` (from 1; past the end means last); returns its new number.
    @discardableResult
    public func move(_ selector: Selector, to position: Int) throws(SharedStoreError) -> Int {
        guard position >= 1 else { throw SharedStoreError("positions start at 1") }
        return try update { items throws(SharedStoreError) in
            let item = items.remove(at: try Self.index(of: selector, in: items))
            let index = min(position - 1, items.count)
            items.insert(item, at: index)
            return index + 1
        }
    }

    /// Puts an item back at `position` (from 1; past the end means last), with its state;
    /// returns its number.
    @discardableResult
    public func insert(_ item: Item, at position: Int) throws(SharedStoreError) -> Int {
        let text = Self.oneLine(item.text)
        guard !text.isEmpty else { throw SharedStoreError("an item needs some text") }
        return try update { items throws(SharedStoreError) in
            let index = min(max(0, position - 1), items.count)
            items.insert(Item(text: text, isDone: item.isDone), at: index)
            return index + 1
        }
    }

    private func update<T: Sendable>(_ change: (inout [Item]) throws(SharedStoreError) -> T) throws(SharedStoreError) -> T {
        try store.modify(suite: Self.suite) { edit throws(SharedStoreError) in
            var items = try Self.items(in: edit.value(forKey: Self.key))
            let result = try change(&items)
            try edit.set(.array(items.map(\.storedLine)), forKey: Self.key)
            return result
        }
    }

    static func items(in value: SharedValue?) throws(SharedStoreError) -> [Item] {
        switch value {
        case nil: return []
        case .array(let lines): return lines.map(Item.init(storedLine:))
        case let other?:
            throw SharedStoreError(
                "the to-do list (suite \(suite), key \(key)) is of type \(other.typeName), not array; "
                    + "`widgetty defaults delete --suite \(suite) \(key)` empties it")
        }
    }

    static func index(of selector: Selector, in items: [Item]) throws(SharedStoreError) -> Int {
        switch selector {
        case .number(let number):
            guard items.indices.contains(number - 1) else {
                throw SharedStoreError("no item \(number) (the list has \(items.count))")
            }
            return number - 1
        case .shown(let number, let text):
            if items.indices.contains(number - 1), items[number - 1].text == oneLine(text) { return number - 1 }
            let same = items.indices.filter { items[$0].text == oneLine(text) }
            guard same.count == 1 else { throw SharedStoreError("'\(oneLine(text))' is no longer in the list") }
            return same[0]
        case .text(let text):
            let wanted = oneLine(text)
            if let index = items.firstIndex(where: { $0.text == wanted }) { return index }
            let folded = items.indices.filter { items[$0].text.lowercased() == wanted.lowercased() }
            guard folded.count == 1 else { throw SharedStoreError("no item '\(wanted)'") }
            return folded[0]
        }
    }

    /// Items are single lines: line breaks become spaces, ends trimmed.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
