import Foundation
import WidgettyKit
import WidgettyUI

/// One item of a ``LinkedItemList``: a title line and what goes beside or under it.
struct ListedItem: Hashable {
    /// The title, with any mark in front (`● `).
    var title: String
    /// Right of the title when the list is wide; empty for nothing.
    var aside: String
    /// The second line when wide (the aside is already on the first).
    var wideSecond: String
    /// The second line when narrow.
    var narrowSecond: String
    /// Wrapped under the second line when the rows leave room (a commit's message body).
    var note: String?
    var link: URL?
    /// Drawn dim (an item already read).
    var isDim: Bool
}

/// Items as links in `rows` rows: as many as fit at the most lines an item the rows allow — the
/// title (the aside right of it when `width` is wide), then a second line, then the note
/// wrapped over the rows to spare. A list shorter than the rows sits in their middle.
struct LinkedItemList: View {
    let items: [ListedItem]
    let width: Int
    let rows: Int
    /// Small: the first title may take two lines, and the second lines are not indented.
    let wrapsFirst: Bool
    /// A link for an item without one (its hint letter still shows).
    let fallback: URL

    var body: some View {
        let layout = LinkedItemLayout(items: items, width: width, rows: rows, wrapsFirst: wrapsFirst)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(items.prefix(layout.shown).enumerated()), id: \.offset) { index, item in
                Link(destination: item.link ?? fallback) {
                    HStack(spacing: 2) {
                        Text(verbatim: item.title).lineLimit(index == 0 && wrapsFirst ? 2 : 1)
                            .foregroundStyle(item.isDim ? .secondary : .primary)
                        if layout.isWide && !item.aside.isEmpty {
                            Spacer(minLength: 0)
                            Text(verbatim: item.aside).foregroundStyle(.secondary).lineLimit(1).layoutPriority(1)
                        }
                    }
                }
                if layout.twoLines {
                    let second = layout.isWide ? item.wideSecond : item.narrowSecond
                    Text(verbatim: (wrapsFirst ? "" : "  ") + second).foregroundStyle(.secondary).lineLimit(1)
                }
                if layout.noteLines > 0, let note = item.note, !note.isEmpty {
                    Text(verbatim: note).lineLimit(layout.noteLines).padding(.leading, wrapsFirst ? 0 : 2)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// How many items a ``LinkedItemList`` shows, and with how many lines each.
struct LinkedItemLayout: Hashable {
    var isWide: Bool
    var twoLines: Bool
    var noteLines: Int
    var shown: Int

    /// From this width the aside sits beside the title.
    static let wideWidth = 64

    init(items: [ListedItem], width: Int, rows: Int, wrapsFirst: Bool) {
        isWide = width >= Self.wideWidth
        let count = max(1, items.count)
        // Two lines an item where the rows hold them (small always), else one.
        twoLines = wrapsFirst || rows >= 2 * count
        let firstLines = wrapsFirst ? min(2, TextMeasure.lineCount(items.first?.title ?? "", width: width)) : 1
        let hasNotes = items.contains { !($0.note ?? "").isEmpty }
        noteLines = twoLines && hasNotes ? min(3, max(0, (rows - firstLines + 1) / count - 2)) : 0
        let perItem = (twoLines ? 2 : 1) + noteLines
        shown = max(0, min(items.count, (rows - firstLines + 1) / perItem))
    }
}
