import Foundation
import WidgettyKit
import WidgettyStore

/// Ticks an item of the shared to-do list off, or on again: what the to-do widget's check boxes
/// run (`Toggle(isOn:intent:)`), in the home screen's process. The list is the store's suite
/// `todo`, as `widgetty todo` writes it; the write tells the screen, which reloads every widget
/// that reads the list.
struct TodoItemDoneIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Tick off a to-do item"

    @Parameter(title: "Item") var item: String
    @Parameter(title: "Done") var value: Bool
    /// The shared store (tests pass their own); not a parameter.
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    init() {}

    init(item: String, store: @escaping @Sendable () -> Result<SharedStore, SharedStoreError>) {
        self.item = item
        self.store = store
    }

    /// Throws the store's error (no such item, an unreadable list), which the screen shows.
    func perform() async throws -> some IntentResult {
        try SharedTodoList(store: store().get()).mark(.text(item), done: value)
        return .result()
    }
}
