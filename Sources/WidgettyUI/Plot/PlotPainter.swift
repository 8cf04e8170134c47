import WidgettyTerminal

/// Draws a chart's marks into its plot area on a canvas: where values fall in cells, and the
/// marks of each kind (extensions in the files beside this one).
struct PlotPainter {
    let canvas: Canvas
    let plot: Rect
    let geometry: PlotGeometry
    let colors: PlotColors
    let marks: [PlotMark]

    /// The column of a share of the x axis; a band scale puts each band's share in its band.
    func column(fraction: Double) -> Int { Self.column(fraction: fraction, in: plot, banded: geometry.x.bands != nil) }

    /// The row of a share of the y axis (0 the bottom row).
    func row(fraction: Double) -> Int { Self.row(fraction: fraction, in: plot) }

    static func column(fraction: Double, in plot: Rect, banded: Bool) -> Int {
        guard plot.width > 0 else { return plot.minX }
        let offset = banded ? Int((fraction * Double(plot.width)).rounded(.down)) : Int((fraction * Double(plot.width - 1)).rounded())
        return plot.minX + min(max(offset, 0), plot.width - 1)
    }

    static func row(fraction: Double, in plot: Rect) -> Int {
        guard plot.height > 0 else { return plot.minY }
        let offset = Int((fraction * Double(plot.height - 1)).rounded())
        return plot.maxY - 1 - min(max(offset, 0), plot.height - 1)
    }

    /// Whether a share lies on the axis (values outside a domain the chart was given are not drawn).
    static func within(_ fraction: Double) -> Bool { fraction >= -1e-9 && fraction <= 1 + 1e-9 }

    func column(_ datum: PlotDatum?) -> Int? {
        guard let fraction = geometry.x.fraction(datum), Self.within(fraction) else { return nil }
        return column(fraction: fraction)
    }

    /// The row of a value on the y axis; on a band scale the first band is the top one.
    func row(_ datum: PlotDatum?) -> Int? {
        if let index = geometry.y.band(datum) { return bandRows(index).middle }
        guard let fraction = geometry.y.fraction(datum), Self.within(fraction) else { return nil }
        return row(fraction: fraction)
    }

    /// The columns of x band `index` and of a bar in it.
    func bandColumns(_ index: Int) -> (band: Range<Int>, bar: Range<Int>) {
        let width = Double(plot.width) / Double(max(1, geometry.x.bandCount))
        let bar = width >= 2 ? max(1, min(Int(width) - 1, Int((width * 0.75).rounded()))) : 1
        let start = plot.minX + Int((Double(index) * width + (width - Double(bar)) / 2).rounded(.down))
        let band = plot.minX + Int(Double(index) * width)
        return (band..<max(band + 1, plot.minX + Int(Double(index + 1) * width)), start..<min(start + bar, plot.maxX))
    }

    /// The rows of y band `index` (the first band at the top), its middle row and the rows of a bar in it.
    func bandRows(_ index: Int) -> (band: Range<Int>, middle: Int, bar: Range<Int>) {
        let height = Double(plot.height) / Double(max(1, geometry.y.bandCount))
        let bar = height >= 3 ? Int(height) - 1 : 1
        let start = plot.minY + Int((Double(index) * height + (height - Double(bar)) / 2).rounded(.down))
        let middle = plot.minY + min(plot.height - 1, Int((Double(index) + 0.5) * height))
        let band = plot.minY + Int(Double(index) * height)
        return (band..<max(band + 1, plot.minY + Int(Double(index + 1) * height)), middle, start..<min(start + bar, plot.maxY))
    }

    /// Draws every mark: areas and rectangles under bars, lines, rules and points over them, then annotations.
    func drawMarks() {
        drawRectangles()
        drawDots(areas: true)
        drawBars()
        drawDots(areas: false)
        drawRules()
        drawPoints()
        drawAnnotations()
    }
}
