/// Empty slots of a laid-out page given to its widgets: each widget widens into the free slots to
/// its right, then grows into the free rows under it, so a page never shows a widget beside an
/// empty half or over an empty band. The widget keeps its family and draws in the larger frame.
enum PageFilling {
    static func filled(_ placements: [HomeLayout.Placement], metrics: GridMetrics) -> [HomeLayout.Placement] {
        var page = placements
        var occupied = Array(repeating: false, count: metrics.columns * metrics.rows)
        func mark(_ p: HomeLayout.Placement) {
            for r in p.row..<(p.row + p.rows) {
                for c in p.column..<(p.column + p.columns) { occupied[r * metrics.columns + c] = true }
            }
        }
        func free(columns: Range<Int>, rows: Range<Int>) -> Bool {
            rows.allSatisfy { r in columns.allSatisfy { c in !occupied[r * metrics.columns + c] } }
        }
        page.forEach(mark)
        guard !page.isEmpty, occupied.contains(false) else { return page }
        for index in page.indices {
            var p = page[index]
            while p.column + p.columns < metrics.columns,
                free(columns: (p.column + p.columns)..<(p.column + p.columns + 1), rows: p.row..<(p.row + p.rows))
            {
                p.columns += 1
                mark(p)
            }
            page[index] = p
        }
        for index in page.indices {
            var p = page[index]
            while p.row + p.rows < metrics.rows, free(columns: p.column..<(p.column + p.columns), rows: (p.row + p.rows)..<(p.row + p.rows + 1)) {
                p.rows += 1
                mark(p)
            }
            p.frame = metrics.frame(column: p.column, row: p.row, columns: p.columns, rows: p.rows)
            page[index] = p
        }
        return page
    }
}
