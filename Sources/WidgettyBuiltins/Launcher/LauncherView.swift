import Foundation
import WidgettyKit
import WidgettyUI

/// The buttons for each family: small, a 2×2 grid of tiles; medium, two rows of four tiles (the
/// Alipay widget's grid); large, a list of buttons with the link each opens. Every button is a
/// `Link`, so it gets a hint letter and opens on a click.
struct LauncherView: View {
    let entry: LauncherEntry
    @Environment(\.widgetFamily) private var family

    private static let colors: [Color] = [.blue, .green, .orange, .purple, .teal, .pink, .yellow, .indigo]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(2)
            }
            if entry.buttons.isEmpty {
                Text(verbatim: "No shortcuts").foregroundStyle(.secondary)
            } else if family == .systemLarge {
                list
            } else {
                grid(columns: family == .systemSmall ? 2 : 4, rows: 2)
            }
            if !entry.unknown.isEmpty {
                Text(verbatim: "no shortcut " + entry.unknown.joined(separator: ", ")).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func grid(columns: Int, rows: Int) -> some View {
        let shown = Array(entry.buttons.prefix(columns * rows).enumerated())
        let lines = stride(from: 0, to: shown.count, by: columns).map { Array(shown[$0..<min($0 + columns, shown.count)]) }
        return VStack(spacing: 1) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                HStack(spacing: 1) {
                    ForEach(line, id: \.offset) { index, shortcut in
                        tile(shortcut, color: Self.colors[index % Self.colors.count])
                    }
                    ForEach(line.count..<columns, id: \.self) { _ in Spacer().frame(maxWidth: .infinity) }
                }
            }
        }
    }

    /// The Alipay button: an icon over its title. The icon here is the title's first letter on
    /// a coloured tile.
    private func tile(_ shortcut: LauncherShortcut, color: Color) -> some View {
        Link(destination: shortcut.url) {
            VStack(spacing: 0) {
                Text(verbatim: " \(Self.initial(shortcut.title)) ").bold().foregroundStyle(.black).background(color)
                Text(verbatim: shortcut.title).lineLimit(1)
            }
            .frame(maxWidth: .infinity)
        }
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(entry.buttons.enumerated()), id: \.offset) { index, shortcut in
                Link(destination: shortcut.url) {
                    HStack(spacing: 1) {
                        Text(verbatim: " \(Self.initial(shortcut.title)) ").bold().foregroundStyle(.black)
                            .background(Self.colors[index % Self.colors.count])
                        Text(verbatim: shortcut.title).bold().lineLimit(1)
                        Spacer(minLength: 1)
                        Text(verbatim: shortcut.url.absoluteString).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
        }
    }

    /// The first letter, upper-cased (`?` for an empty title).
    static func initial(_ title: String) -> String {
        title.first.map { String($0).uppercased() } ?? "?"
    }
}
