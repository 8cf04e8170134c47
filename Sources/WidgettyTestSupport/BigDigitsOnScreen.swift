import WidgettyUI

/// Whether `lines` (a rendering or a screen capture) show `text` in ``BigDigits`` of any height:
/// each of its rows on consecutive lines, starting in the same column.
public func showsBigDigits(_ text: String, in lines: [String]) -> Bool {
    let screen = lines.map(Array.init)
    return (BigDigits.heights + BigDigits.tallHeights).contains { height in
        let rows = BigDigits.rows(text, height: height).map(Array.init)
        return screen.indices.contains { top in
            guard top + rows.count <= screen.count else { return false }
            return screen[top].indices.contains { column in
                rows.enumerated().allSatisfy { offset, row in
                    let line = screen[top + offset]
                    return column + row.count <= line.count && Array(line[column..<column + row.count]) == row
                }
            }
        }
    }
}
