import Foundation
import WidgettyKit
import WidgettyStore
import WidgettyUI
import WidgettyTerminal

/// The to-do list's settings: the shared list (`widgetty todo`), or a todo.txt file to read.
struct TodoIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "To-do"
    static let description: IntentDescription = "The shared to-do list, or the items of a todo.txt file."

    @Parameter(title: "File", description: "Empty for the shared list (`widgetty todo add`); else the path of your own todo.txt file, such as ~/todo.txt.",
               default: "")
    var file: String
}

/// One item shown: of the shared list, or a line of a todo.txt file.
struct TodoItem: Codable, Hashable, Sendable {
    var text: String
    var isDone: Bool

    /// The items of a todo.txt text, its markers read by ``TodoTxt`` (the one reader of them).
    static func items(in text: String) -> [TodoItem] {
        TodoTxt.items(in: text).map { TodoItem(text: TextBudget.cut($0.text), isDone: $0.isDone) }
    }

    /// `[x] text` or `[ ] text`.
    var line: String { (isDone ? "[x] " : "[ ] ") + text }
}

/// What the list shows: the items or why they could not be read.
struct TodoEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var items: [TodoItem]
    var fileURL: URL?
    var problem: String?
    /// The items come from the shared list: each one is a link that ticks it off or on.
    var isShared = false
}

/// The shared list is read when it changes (a write notifies the screen, which reloads the
/// widgets that read the suite); a file is read again every 30 seconds.
struct TodoProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var refreshInterval: TimeInterval = 30
    /// The shared store (tests pass their own).
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    /// The most read of a to-do file: 1 MiB, tens of thousands of items.
    static let fileLimit = 1024 * 1024

    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: now(), items: [TodoItem(text: "Something to do", isDone: false)])
    }

    func snapshot(for configuration: TodoIntent, in context: Context) async -> TodoEntry {
        entry(for: configuration, at: now())
    }

    func timeline(for configuration: TodoIntent, in context: Context) async -> Timeline<TodoEntry> {
        let date = now()
        let entry = entry(for: configuration, at: date)
        guard entry.isShared else {
            return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(date, interval: refreshInterval)))
        }
        // Written lists reload when written, and on the day an item falls due.
        return Timeline(entries: [entry], policy: TodoDueDate.next(after: date, in: entry.items).map { .after($0) } ?? .never)
    }

    func entry(for configuration: TodoIntent, at date: Date) -> TodoEntry {
        guard !configuration.file.isEmpty else { return sharedEntry(at: date) }
        let path = PathExpansion.expand(configuration.file)
        guard !path.isEmpty else { return TodoEntry(date: date, items: [], problem: "\(configuration.file) is empty") }
        switch FileText.read(path, limit: Self.fileLimit) {
        case .success(let text):
            return TodoEntry(date: date, items: TodoItem.items(in: text), fileURL: URL(fileURLWithPath: path))
        case .failure(let error):
            return TodoEntry(date: date, items: [], fileURL: URL(fileURLWithPath: path), problem: error.description)
        }
    }
}

extension TodoProvider {
    /// The shared list (suite `todo`), through the public store API.
    func sharedEntry(at date: Date) -> TodoEntry {
        do throws(SharedStoreError) {
            let items = try SharedTodoList(store: store().get()).items()
            return TodoEntry(date: date, items: items.map { TodoItem(text: TextBudget.cut($0.text), isDone: $0.isDone) }, isShared: true)
        } catch {
            return TodoEntry(date: date, items: [], problem: error.description, isShared: true)
        }
    }
}

/// The to-do list, kind `todo`.
public struct TodoWidget: Widget {
    /// The shared store its provider reads and its check boxes write (tests pass their own).
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    public init() {}

    init(store: @escaping @Sendable () -> Result<SharedStore, SharedStoreError>) { self.store = store }

    public var body: some WidgetConfiguration {
        let store = self.store
        return AppIntentConfiguration(kind: "todo", intent: TodoIntent.self, provider: TodoProvider(store: store)) { entry in
            TodoView(entry: entry, store: store)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(TodoEntry.alertValueNames)
        .listEditing(items: TodoListEditing.items(of:)) { edit in try TodoListEditing.apply(edit, store: store().get()) }
        .configurationDisplayName("To-do")
        .description("The shared to-do list (widgetty todo), or a todo.txt file; done items ticked.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
