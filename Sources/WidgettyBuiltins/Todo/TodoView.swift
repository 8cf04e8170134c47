import Foundation
import WidgettyKit
import WidgettyStore
import WidgettyUI

/// The list: in small, the items one per line (`[x] text` / `[ ] text`, W1's list); in medium
/// and large, and in a small cell of a big terminal, a board (``TodoBoard``) with the count of open items in big digits and a bar of the
/// done share beside the items. Shared items are check boxes, `Toggle(isOn:intent:)`, that tick
/// them off (or on again) through ``TodoItemDoneIntent``.
struct TodoView: View {
    let entry: TodoEntry
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }
    @Environment(\.widgetFamily) private var family

    /// The most items laid out, more than any cell has rows: a list of a hundred thousand
    /// (a file at ``TodoProvider/fileLimit``) would take the stack's layout minutes.
    nonisolated static let shownItems = 200

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .widgetURL(entry.fileURL)
    }

    @ViewBuilder private var content: some View {
        if let problem = entry.problem {
            Text(verbatim: problem).foregroundStyle(.red)
        } else if family == .systemSmall {
            GeometryReader { proxy in
                // W1's list, unless the cell has the room of a board (a small cell of a big terminal).
                if Int(proxy.size.width) >= Self.smallBoard.columns, Int(proxy.size.height) >= Self.smallBoard.rows {
                    TodoBoard(entry: entry, isWide: false, rows: Int(proxy.size.height), columns: Int(proxy.size.width), row: row)
                } else {
                    TodoItemList(items: entry.items, rows: Int(proxy.size.height), spaced: false, row: row)
                }
            }
        } else {
            GeometryReader { proxy in
                TodoBoard(entry: entry, isWide: family == .systemMedium, rows: Int(proxy.size.height), columns: Int(proxy.size.width),
                          row: row)
            }
        }
    }

    /// From this size a small cell shows the board (W1's cells, 36 columns, keep the list).
    static let smallBoard = (columns: 40, rows: 12)

    static var nothingToDo: some View { Text(verbatim: "Nothing to do").foregroundStyle(.secondary) }

    /// One item: a check box running its intent for the shared list, `[x] text` for a file.
    @ViewBuilder func row(_ item: TodoItem) -> some View {
        if entry.isShared {
            Toggle(isOn: item.isDone, intent: TodoItemDoneIntent(item: item.text, store: store)) {
                Text(verbatim: item.text).lineLimit(1).foregroundStyle(item.isDone ? .secondary : .primary)
            }
        } else {
            Text(verbatim: item.line).lineLimit(1).foregroundStyle(item.isDone ? .secondary : .primary)
        }
    }
}

/// Medium and large: the open items' count in the biggest digits that leave the list its room,
/// `N of M done` over a bar of the done share, then the items, a blank row between them where
/// the cell has the rows, and `+N more` for those that do not fit. Medium puts the count
/// left of the rest; large puts it on top.
struct TodoBoard<Row: View>: View {
    let entry: TodoEntry
    let isWide: Bool
    let rows: Int
    let columns: Int
    let row: (TodoItem) -> Row

    private var open: Int { entry.items.count(where: { !$0.isDone }) }

    var body: some View {
        if isWide {
            HStack(alignment: .center, spacing: 3) {
                // A medium cell of a big terminal gets the tall digits (the count fills its height)
                // where they leave the list three quarters of the width.
                let tall = BigDigits.tallHeights.filter { (BigDigits.rows(String(open), height: $0).first?.count ?? 0) <= columns / 4 }
                count(digitHeight: (BigDigits.heights + tall).last { $0 + 1 <= rows } ?? 0)
                VStack(alignment: .leading, spacing: 0) {
                    progress
                    list(rows: rows - 1)
                }
            }
        } else {
            // The list keeps its room; a short one leaves the count taller digits (up to fifteen
            // rows, and up to thirty-one in a large cell of a big terminal, so it has no blank band).
            let listNeeds = entry.items.isEmpty ? 2 : entry.items.count
            let fitting = (BigDigits.heights + BigDigits.tallHeights).last { $0 + 3 + listNeeds <= rows } ?? 3
            // Giant digits only where the items keep their blank row between them.
            let spacedNeeds = entry.items.isEmpty ? 2 : 2 * entry.items.count - 1
            let giant = BigDigits.giantHeights.last { $0 + 3 + spacedNeeds <= rows } ?? 0
            let digitHeight = max(fitting, giant, rows >= 24 ? 7 : rows >= 16 ? 5 : 3)
            let listRows = rows - digitHeight - 3
            // A list that fits whole (an empty one too) is centred with the count in the cell,
            // rather than leaving a blank band under it.
            let whole = entry.items.count <= listRows
            VStack(alignment: .leading, spacing: 0) {
                count(digitHeight: digitHeight)
                progress
                Spacer().frame(height: 1)
                list(rows: listRows, expands: !whole)
                if entry.items.isEmpty {
                    Text(verbatim: emptyHint).foregroundStyle(.secondary).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: whole ? .leading : .topLeading)
        }
    }

    /// How to add the first item, under "Nothing to do".
    private var emptyHint: String {
        if entry.isShared { return "Add one: widgetty todo add \"buy milk\"" }
        return "Add a line to " + (entry.fileURL?.lastPathComponent ?? "the file")
    }

    /// The count of open items, big where `digitHeight` allows, with its caption.
    @ViewBuilder private func count(digitHeight: Int) -> some View {
        let caption = entry.items.isEmpty ? "to do" : open == 0 ? "all done" : "open"
        if digitHeight >= 3 {
            if isWide {
                VStack(alignment: .center, spacing: 0) {
                    BigDigits(String(open), height: digitHeight).bold()
                    Text(verbatim: caption).foregroundStyle(.secondary).lineLimit(1)
                }
            } else {
                HStack(alignment: .bottom, spacing: 2) {
                    BigDigits(String(open), height: digitHeight).bold()
                    Text(verbatim: caption).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        } else {
            Text(verbatim: "\(open) \(caption)").bold().lineLimit(1)
        }
    }

    /// `N of M done` and a bar of that share across the rest of the width.
    private var progress: some View {
        let done = entry.items.count - open
        return HStack(spacing: 1) {
            Text(verbatim: "\(done) of \(entry.items.count) done").lineLimit(1).layoutPriority(1)
            Bar(value: Double(done), total: Double(max(1, entry.items.count))).foregroundStyle(.secondary)
        }
    }

    private func list(rows: Int, expands: Bool = true) -> some View {
        TodoItemList(items: entry.items, rows: rows, spaced: true, expands: expands, row: row)
    }
}

/// The first items that `rows` holds, from the top, the last row saying how many more there are
/// when not all fit (`+N more`; Enter opens the whole list); spaced by a blank row when `spaced`
/// and twice their number fits.
struct TodoItemList<Row: View>: View {
    let items: [TodoItem]
    let rows: Int
    let spaced: Bool
    /// Whether it takes the whole height offered (else only its lines').
    var expands = true
    let row: (TodoItem) -> Row

    var body: some View {
        let laidOut = items.prefix(TodoView.shownItems)
        let shown = items.count <= rows ? items.count : max(0, rows - 1)
        VStack(alignment: .leading, spacing: spaced && 2 * shown - 1 <= rows && shown > 1 ? 1 : 0) {
            if items.isEmpty { TodoView.nothingToDo }
            ForEach(Array(laidOut.prefix(shown).enumerated()), id: \.offset) { _, item in
                row(item)
            }
            if shown < items.count {
                Text(verbatim: "+\(items.count - shown) more").foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: expands ? .infinity : nil, alignment: .topLeading)
    }
}
