import WidgettyTerminal

/// Marks placed side by side (`position(by:)`): at each place the marks' position groups share
/// the cells a lone bar would take (or the share of the band the span asks for), one equal slot
/// each in the order the groups first appear, left to right or top to bottom, with no gap
/// between slots. A slot is at least one cell, even where the band is narrower than the groups.
extension PlotPainter {
    /// The columns an upright bar takes: its slot in its band, or its one column on a continuous axis.
    func barColumns(_ mark: PlotMark) -> Range<Int>? {
        if let band = geometry.x.band(mark.x) {
            let cells = bandColumns(band)
            return slot(of: mark, alone: cells.bar, band: cells.band, across: true)
        }
        guard let column = column(mark.x) else { return nil }
        return slot(of: mark, alone: column..<column + 1, band: column..<column + 1, across: true)
    }

    /// The rows a horizontal bar takes: its slot in its band.
    func barRows(_ mark: PlotMark) -> Range<Int>? {
        guard let band = geometry.y.band(mark.y) else { return nil }
        let cells = bandRows(band)
        return slot(of: mark, alone: cells.bar, band: cells.band, across: false)
    }

    /// A point's cell: the middle of its slot along the axis it is placed on, else where it falls.
    func pointCell(_ mark: PlotMark) -> Point? {
        guard var column = column(mark.x), var row = row(mark.y) else { return nil }
        guard mark.positionGroup != nil else { return Point(x: column, y: row) }
        let across = mark.positionAxis.map { $0 == .horizontal } ?? (geometry.x.bands != nil || geometry.y.bands == nil)
        if across, let cells = barColumns(mark) {
            column = cells.lowerBound + (cells.count - 1) / 2
        } else if !across, let cells = barRows(mark) {
            row = cells.lowerBound + (cells.count - 1) / 2
        }
        return Point(x: column, y: row)
    }

    /// Mark `mark`'s cells once placed beside the other position groups: `alone` where it would
    /// sit by itself, `band` the whole of its band, `across` whether they are columns (else rows).
    private func slot(of mark: PlotMark, alone: Range<Int>, band: Range<Int>, across: Bool) -> Range<Int> {
        guard let group = mark.positionGroup, let index = geometry.positionGroups.firstIndex(of: group) else { return alone }
        let count = geometry.positionGroups.count
        let metrics = colors.environment.cellMetrics
        let pointsPerCell = Double(across ? metrics.pointsPerColumn : metrics.pointsPerRow)
        func cells(_ points: Double) -> Int { Int((points / max(pointsPerCell, 0.001)).rounded()) }
        var width: Int
        switch mark.positionSpan {
        case .automatic: width = alone.count
        case .ratio(let share): width = Int((share * Double(band.count)).rounded())
        case .fixed(let points): width = cells(points)
        case .inset(let points): width = band.count - cells(points)
        }
        width = max(width, count)
        let start = band.lowerBound + Int((Double(band.count - width) / 2).rounded(.down))
        let from = start + index * width / count, to = start + (index + 1) * width / count
        return from..<max(to, from + 1)
    }
}
