import WidgettyTerminal

/// What a shape style paints when one terminal colour is not enough: a gradient, which gives
/// each cell the colour at its centre (``GradientGeometry``, stops mixed in RGB), and colours
/// seen through, whose opacity is less than 1.
///
/// **Opacity.** A colour that is not opaque is blended, in RGB, with what is behind it in the
/// cell: the cell's background, for a fill and for a glyph's colour alike. Behind a cell that
/// shows the terminal's own background — a colour no program can know — counts as black (as
/// white when the colour scheme is light), so the colour keeps its hue at reduced intensity:
/// `Color.white.opacity(0.8)` is a light grey. A clear colour (opacity 0) leaves the cell as it
/// was. The terminal's default foreground (`.primary`) has no RGB to blend; below an opacity of
/// 0.8 it is drawn dim instead (``_ResolvedStyle/opacity(_:)``).
///
/// Gradients are made from the xterm values of standard colours (a terminal theme may show
/// `Color.blue` otherwise) and drawn in 24-bit colour; a terminal with 256 or 16 colours gets
/// each cell's nearest colour.
struct CellPaint: Hashable, Sendable {
    /// A colour at a place along the gradient, 0 to 1.
    struct Stop: Hashable, Sendable {
        var color: PaintColor
        var location: Double
    }

    /// Never empty, in order of location.
    private(set) var stops: [Stop]
    let geometry: GradientGeometry
    /// How cells become the points radii and angles are given in.
    let metrics: CellMetrics
    /// What the terminal's own background counts as: black, or white when the scheme is light.
    let defaultBehind: PaintColor

    init(stops: [Stop], geometry: GradientGeometry, environment: EnvironmentValues) {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.stops = sorted.isEmpty ? [Stop(color: .clear, location: 0)] : sorted
        self.geometry = geometry
        metrics = environment.cellMetrics
        defaultBehind = environment.colorScheme == .light ? .white : .black
    }

    /// One colour everywhere, seen through by its opacity.
    init(uniform color: PaintColor, environment: EnvironmentValues) {
        self.init(stops: [Stop(color: color, location: 0)], geometry: .uniform, environment: environment)
    }

    /// The colour at parameter `t`: the first stop's before it, the last's after, stops mixed between.
    func color(at t: Double) -> PaintColor {
        guard let first = stops.first, t > first.location else { return stops[0].color }
        for (index, stop) in stops.enumerated().dropFirst() where t <= stop.location {
            let previous = stops[index - 1]
            let span = stop.location - previous.location
            return span > 0 ? PaintColor.mix(previous.color, stop.color, at: (t - previous.location) / span) : stop.color
        }
        return stops[stops.count - 1].color
    }

    /// The paint's colour for the cell(s) `width` columns wide from (`x`, `y`) in a gradient
    /// filling `frame`: the colour at their centre.
    func shade(atColumn x: Int, row y: Int, width: Int = 1, in frame: Rect) -> PaintColor {
        color(at: geometry.parameter(x: Double(x) + Double(max(width, 1)) / 2, y: Double(y) + 0.5, in: frame, metrics: metrics))
    }

    /// The terminal colour that shows `shade` over the colour `behind`; nil when it is clear.
    func terminalColor(_ shade: PaintColor, over behind: TerminalColor) -> TerminalColor? {
        if shade.opacity < 0.002 { return nil }
        if shade.isOpaque { return shade.terminalColor }
        return shade.over(PaintColor(behind) ?? defaultBehind).terminalColor
    }

    /// The terminal colour of the cell(s) `width` columns wide from (`x`, `y`) in a gradient
    /// filling `frame`, seen over the colour `behind`; nil where the paint is clear.
    func color(atColumn x: Int, row y: Int, width: Int = 1, in frame: Rect, over behind: TerminalColor) -> TerminalColor? {
        terminalColor(shade(atColumn: x, row: y, width: width, in: frame), over: behind)
    }

    /// This paint with every colour's opacity multiplied by `opacity`.
    func multiplyingOpacity(by opacity: Double) -> CellPaint {
        var paint = self
        for index in paint.stops.indices { paint.stops[index].color.opacity *= min(max(opacity, 0), 1) }
        return paint
    }

    /// The one terminal colour drawn where a place cannot vary (a border, a gauge): the first stop's.
    var representative: TerminalColor? {
        stops.first { $0.color.opacity > 0 }?.color.terminalColor
    }
}
