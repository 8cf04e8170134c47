import WidgettyTerminal

/// The colours and symbols of a chart's marks: a mark's own style, else its group's (named in
/// the spec, else the palette's in order of first appearance), else the palette's first.
struct PlotColors {
    /// Swift Charts' order of colours for groups.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink, .mint, .brown]
    /// The glyphs of symbol groups (`symbol(by:)`), in order.
    static let symbols = ["●", "■", "▲", "◆", "✚", "★", "○", "□"]

    /// The groups, in the order of the spec's styles, then of first appearance.
    let groups: [String]
    private let groupColors: [String: TerminalColor]
    private let symbolGroups: [String]
    let fallback: TerminalColor
    let environment: EnvironmentValues

    init(spec: PlotSpec, environment: EnvironmentValues) {
        self.environment = environment
        var seen = Set<String>()
        var groups: [String] = []
        for named in spec.groupStyles where seen.insert(named.group).inserted { groups.append(named.group) }
        let used = Set(spec.marks.compactMap(\.group))
        groups = groups.filter(used.contains)
        for mark in spec.marks { if let group = mark.group, seen.insert(group).inserted { groups.append(group) } }
        self.groups = groups
        var colors: [String: TerminalColor] = [:]
        for (index, group) in groups.enumerated() {
            let named = spec.groupStyles.first { $0.group == group }?.style
            colors[group] = Self.color(named ?? Self.palette[index % Self.palette.count], in: environment)
        }
        groupColors = colors
        var symbolSeen = Set<String>()
        symbolGroups = spec.marks.compactMap(\.symbolGroup).filter { symbolSeen.insert($0).inserted }
        fallback = Self.color(Self.palette[0], in: environment)
    }

    static func color(_ style: any ShapeStyle, in environment: EnvironmentValues) -> TerminalColor {
        Self.style(style, in: environment).foreground
    }

    /// A shape style as a cell's look: its colour, dim where the style is (`.secondary`).
    static func style(_ style: any ShapeStyle, in environment: EnvironmentValues) -> Style {
        let resolved = style._resolve(in: environment)
        return Style(foreground: resolved.foreground ?? resolved.fill ?? .default, attributes: resolved.dim ? .dim : [])
    }

    /// How mark `mark` looks: its own style, else its group's colour, else the palette's first.
    func style(of mark: PlotMark) -> Style {
        if let style = mark.style { return Self.style(style, in: environment) }
        return Style(foreground: mark.group.flatMap { groupColors[$0] } ?? fallback)
    }

    func color(ofGroup group: String) -> TerminalColor { groupColors[group] ?? fallback }

    func symbol(of mark: PlotMark) -> String {
        if let symbol = mark.symbol { return symbol }
        guard let group = mark.symbolGroup, let index = symbolGroups.firstIndex(of: group) else { return Self.symbols[0] }
        return Self.symbols[index % Self.symbols.count]
    }
}
