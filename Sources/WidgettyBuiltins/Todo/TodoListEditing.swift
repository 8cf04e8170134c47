import Foundation
import WidgettyKit
import WidgettyStore

/// The shared to-do list edited from the home screen (`n`, `e`, `d`, `u`, `J`/`K` inside the
/// widget): each change is one transaction of ``SharedTodoList``, the writer `widgetty todo`
/// uses. A todo.txt file is not edited from the screen (its entry offers no items).
enum TodoListEditing {
    static func items(of entry: AnyTimelineEntry) -> [EditableListItem]? {
        guard let entry = entry.base as? TodoEntry, entry.isShared, entry.problem == nil else { return nil }
        return entry.items.prefix(TodoView.shownItems).map { EditableListItem(text: $0.text, isDone: $0.isDone) }
    }

    static func apply(_ edit: ListEdit, store: SharedStore) throws(SharedStoreError) {
        let list = SharedTodoList(store: store)
        func shown(_ index: Int, _ item: EditableListItem) -> SharedTodoList.Selector { .shown(number: index + 1, text: item.text) }
        switch edit {
        case .add(let text): try list.add(text)
        case .rename(let index, let item, let text): try list.edit(shown(index, item), to: text)
        case .remove(let index, let item): try list.remove(shown(index, item))
        case .insert(let item, let index): try list.insert(SharedTodoList.Item(text: item.text, isDone: item.isDone), at: index + 1)
        case .move(let index, let item, let target): try list.move(shown(index, item), to: max(1, target + 1))
        }
    }
}
