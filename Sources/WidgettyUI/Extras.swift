import Foundation
import WidgettyTerminal

// Terminal-native extras: views SwiftUI does not have, drawn with block and box-drawing glyphs.

/// A one-row chart of values as block heights (`▁▂▃▄▅▆▇█`), scaled between their minimum and
/// maximum (all equal: `▄`): a terminal-native extra, drawn by the chart engine (``PlotView``'s
/// bars) in the foreground style. Shows the last values that fit the width offered.
public struct Sparkline: View {
    /// The values charted, oldest first; only the last as many as there are columns are shown.
    public let values: [Double]
    /// A sparkline of these values.
    public init(values: [Double]) { self.values = values }
    /// Never called: the sparkline is drawn by the chart engine, one row of bars.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        PlotColumnsNode(columns: PlotColumns(values: values, scale: .lowToHigh, rows: 1, style: ForegroundStyle()),
                        environment: context.environment)
    }
}

/// A horizontal bar filled to `value / total` in eighths of a cell: a terminal-native extra,
/// as wide as it is offered.
public struct Bar: View {
    let fraction: Double
    /// A bar filled to `value` out of `total` (1 unless given), pinned to empty and full.
    public init(value: Double, total: Double = 1) { fraction = total > 0 ? value / total : 0 }
    /// The bar: `█` in eighths of a cell over a dim `░` track, in the tint colour.
    public var body: some View { FractionBar(fraction: fraction) }
}

/// Digits (and `:` `.` `-` and spaces) three (or five, or seven) rows tall in box-drawing strokes, for clocks and
/// counters: a terminal-native extra, not a font. Other characters are drawn as themselves on
/// the middle row.
public struct BigDigits: View {
    /// The text drawn: digits and `:` `.` `-` in strokes, anything else as itself.
    public let text: String
    /// Rows tall: 3, 5 or 7 (``BigDigits/heights``).
    public let height: Int
    /// Big digits of `text`, `height` rows tall (3, 5 or 7), in the view's text style.
    public init(_ text: String, height: Int = 3) {
        self.text = text
        self.height = height
    }
    /// Never called: the strokes are drawn as blocks of box-drawing characters.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let look = context.environment.resolvedTextLook()
        return BlockNode(rows: Self.rows(text, height: height), style: look.style, paint: look.paint)
    }

    nonisolated static let font: [Character: [String]] = [
        "0": ["┌─┐", "│ │", "└─┘"], "1": ["╶┐ ", " │ ", "╶┴╴"], "2": ["╶─┐", "┌─┘", "└─╴"],
        "3": ["╶─┐", " ─┤", "╶─┘"], "4": ["╷ ╷", "└─┤", "  ╵"], "5": ["┌─╴", "└─┐", "╶─┘"],
        "6": ["┌─╴", "├─┐", "└─┘"], "7": ["╶─┐", "  │", "  ╵"], "8": ["┌─┐", "├─┤", "└─┘"],
        "9": ["┌─┐", "└─┤", "╶─┘"], ":": [" ", "∶", " "], ".": [" ", " ", "."], "-": ["   ", "╶─╴", "   "],
        " ": [" ", " ", " "],
    ]

    /// The three rows of `text`, glyphs separated by one column.
    nonisolated static func rows(_ text: String) -> [String] {
        var rows = ["", "", ""]
        for (index, character) in text.enumerated() {
            let glyph = font[character] ?? {
                let pad = String(repeating: " ", count: TerminalText.width(of: String(character)))
                return [pad, String(character), pad]
            }()
            for row in 0..<3 { rows[row] += (index > 0 ? " " : "") + glyph[row] }
        }
        return rows
    }
}
