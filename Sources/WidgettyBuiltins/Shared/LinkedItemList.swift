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

/// Items as links in `rows` rows (see ``LinkedItemLayout``): the title (the aside right of it
/// when `width` is wide), then a second line, then the note wrapped over the rows to spare.
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
                if layout.noteLines[index] > 0, let note = item.note, !note.isEmpty {
                    Text(verbatim: note).lineLimit(layout.noteLines[index]).padding(.leading, wrapsFirst ? 0 : 2)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// How many items a ``LinkedItemList`` shows, and with how many lines each. A tall list (large,
/// extra large) always gives each item its second line (a commit's sha and author, an age), even
/// if fewer items fit; the rows the shown items leave go to their notes, the first items first,
/// so no more than one row is left blank while there is text to put in it.
struct LinkedItemLayout: Hashable {
    var isWide: Bool
    var twoLines: Bool
    /// Lines of note under each shown item (0 for none).
    var noteLines: [Int]
    var shown: Int

    /// From this width the aside sits beside the title.
    static let wideWidth = 64
    /// From this many rows every item takes two lines.
    static let detailedRows = 12
    /// The most lines one note wraps over.
    static let maximumNoteLines = 6

    init(items: [ListedItem], width: Int, rows: Int, wrapsFirst: Bool) {
        isWide = width >= Self.wideWidth
        let count = max(1, items.count)
        // Two lines an item where the rows hold them, in a tall list and in small; else one.
        twoLines = wrapsFirst || rows >= 2 * count || rows >= Self.detailedRows
        let firstLines = wrapsFirst ? min(2, TextMeasure.lineCount(items.first?.title ?? "", width: width)) : 1
        let perItem = twoLines ? 2 : 1
        let fitting = max(0, min(items.count, (rows - firstLines + 1) / perItem))
        shown = fitting
        var spare = rows - (firstLines - 1) - fitting * perItem
        let indent = wrapsFirst ? 0 : 2
        let canNote = twoLines
        noteLines = items.prefix(fitting).map { item in
            guard canNote, spare > 0, let note = item.note, !note.isEmpty else { return 0 }
            let lines = min(spare, Self.maximumNoteLines, TextMeasure.lineCount(note, width: max(1, width - indent)))
            spare -= lines
            return lines
        }
    }
}
