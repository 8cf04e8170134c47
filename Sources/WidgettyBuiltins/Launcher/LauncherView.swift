import Foundation
import WidgettyKit
import WidgettyUI

/// The buttons, sized to the cell: small, a 2×2 grid of tiles; medium, up to two rows of four
/// (the Alipay widget's grid); large, a list of buttons with the link each opens. A tile is an
/// icon (the title's initial on a coloured, rounded square, as big as the cell allows) over its
/// title. Every button is a `Link`, so it gets a hint letter and opens on a click.
struct LauncherView: View {
    let entry: LauncherEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(2)
            }
            if entry.buttons.isEmpty {
                Text(verbatim: "No shortcuts").foregroundStyle(.secondary)
            } else {
                GeometryReader { proxy in
                    let size = (columns: Int(proxy.size.width), rows: Int(proxy.size.height))
                    if family == .systemLarge {
                        LauncherList(buttons: entry.buttons, rows: size.rows)
                    } else {
                        LauncherGrid(buttons: entry.buttons, columns: family == .systemSmall ? 2 : 4, size: size)
                    }
                }
            }
            if !entry.unknown.isEmpty {
                Text(verbatim: "no shortcut " + entry.unknown.joined(separator: ", ")).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The first letter, upper-cased (`?` for an empty title).
    static func initial(_ title: String) -> String {
        title.first.map { String($0).uppercased() } ?? "?"
    }
}

/// Up to two rows of `columns` tiles sharing the cell: each an icon over its title, centred in
/// its share, the icon as big as the share allows.
struct LauncherGrid: View {
    let buttons: [LauncherShortcut]
    let columns: Int
    let size: (columns: Int, rows: Int)

    var body: some View {
        let shown = Array(buttons.prefix(columns * 2).enumerated())
        let lines = stride(from: 0, to: shown.count, by: columns).map { Array(shown[$0..<min($0 + columns, shown.count)]) }
        let tileWidth = (size.columns - (columns - 1)) / columns
        let tileHeight = (size.rows - (lines.count - 1)) / max(1, lines.count)
        let iconRows = LauncherIcon.heights.last { $0 + 1 <= tileHeight && LauncherIcon.width(rows: $0) <= tileWidth - 2 } ?? 1
        VStack(spacing: 1) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                HStack(spacing: 1) {
                    ForEach(line, id: \.offset) { index, shortcut in
                        Link(destination: shortcut.url) {
                            VStack(spacing: 0) {
                                LauncherIcon(title: shortcut.title, index: index, rows: iconRows)
                                Text(verbatim: shortcut.title).lineLimit(1)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                    ForEach(line.count..<columns, id: \.self) { _ in Spacer().frame(maxWidth: .infinity) }
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

/// Large: every button a row (as many as fit) sharing the cell's height: its icon, its title
/// and, on the right, the link it opens.
struct LauncherList: View {
    let buttons: [LauncherShortcut]
    let rows: Int

    var body: some View {
        let shown = Array(buttons.prefix(rows).enumerated())
        let share = rows / max(1, shown.count)
        let iconRows = LauncherIcon.heights.last { $0 <= share - 1 } ?? 1
        VStack(alignment: .leading, spacing: 0) {
            ForEach(shown, id: \.offset) { index, shortcut in
                Link(destination: shortcut.url) {
                    HStack(spacing: 1) {
                        LauncherIcon(title: shortcut.title, index: index, rows: iconRows)
                        Text(verbatim: shortcut.title).bold().lineLimit(1)
                        Spacer(minLength: 1)
                        Text(verbatim: shortcut.url.absoluteString).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

/// A button's icon: the title's initial on a coloured tile, `rows` tall (1, 3 or 5) and about
/// square on a terminal's cells; from three rows, a rounded outline that reads without colour.
struct LauncherIcon: View {
    let title: String
    let index: Int
    let rows: Int

    /// The heights an icon comes in, smallest first.
    static let heights = [1, 3, 5]
    private static let colors: [Color] = [.blue, .green, .orange, .purple, .teal, .pink, .yellow, .indigo]

    /// Columns for an icon `rows` tall: twice as wide as tall, cells being about twice as tall as wide.
    static func width(rows: Int) -> Int { rows == 1 ? 3 : 2 * rows + 1 }

    var body: some View {
        Text(verbatim: lines.joined(separator: "\n"))
            .bold().foregroundStyle(.black).background(Self.colors[index % Self.colors.count])
    }

    private var lines: [String] {
        let initial = LauncherView.initial(title)
        guard rows > 1 else { return [" \(initial) "] }
        let inner = Self.width(rows: rows) - 2
        let side = String(repeating: " ", count: inner)
        let pad = String(repeating: " ", count: (inner - 1) / 2)
        let middle = "│" + pad + initial + String(repeating: " ", count: inner - 1 - pad.count) + "│"
        return ["╭" + String(repeating: "─", count: inner) + "╮"]
            + (1..<rows - 1).map { $0 == rows / 2 ? middle : "│" + side + "│" }
            + ["╰" + String(repeating: "─", count: inner) + "╯"]
    }
}
