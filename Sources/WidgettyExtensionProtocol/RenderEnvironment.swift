import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// What the host's screen is like, as an entry is rendered for it: the extension renders in
/// exactly this, so its cells match what the host would draw (PROTOCOL.md, "environment").
public struct RenderEnvironment: Codable, Hashable, Sendable {
    /// A locale identifier (`en_GB`); dates and numbers are written in it. By default the one a
    /// widget in this process is drawn in (`LC_ALL`, `LC_TIME`, `LANG`).
    public var locale: String
    /// A time zone identifier (`Europe/London`).
    public var timeZone: String
    /// `monochrome`, `ansi8`, `ansi16`, `palette256` or `trueColor`.
    public var colorDepth: String
    /// `light` or `dark`.
    public var colorScheme: String
    /// The name of the host's theme, for the record (its colours come as `tint` and `graphColors`).
    public var theme: String?
    /// `fullColor`, `accented` or `vibrant`.
    public var renderingMode: String
    /// The tint (the theme's accent, or the widget's own), a ``WireStyle`` colour.
    public var tint: String?
    /// The colours of charts and gauges, ``WireStyle`` colours.
    public var graphColors: [String]

    public init(
        locale: String = EnvironmentValues().locale.identifier, timeZone: String = TimeZone.current.identifier, colorDepth: ColorDepth = .trueColor,
        colorScheme: ColorScheme = .dark, theme: String? = nil, renderingMode: WidgetRenderingMode = .fullColor,
        tint: TerminalColor? = nil, graphColors: [TerminalColor] = []
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.colorDepth = Self.depthNames[colorDepth] ?? "trueColor"
        self.colorScheme = colorScheme == .light ? "light" : "dark"
        self.theme = theme
        self.renderingMode = renderingMode.description
        self.tint = tint.map(WireStyle.string)
        self.graphColors = graphColors.map(WireStyle.string)
    }

    static let depthNames: [ColorDepth: String] = [
        .monochrome: "monochrome", .ansi8: "ansi8", .ansi16: "ansi16", .palette256: "palette256", .trueColor: "trueColor",
    ]

    /// The colour depth named, `trueColor` when unknown.
    public var depth: ColorDepth { Self.depthNames.first { $0.value == colorDepth }?.key ?? .trueColor }

    /// The environment a widget of `family` is drawn in at `now`: this screen's values under
    /// what the home screen sets for every widget (``WidgetDrawing/environment(family:now:placeholder:pressedLinks:base:)``).
    @MainActor
    public func values(family: WidgetFamily, now: Date, placeholder: Bool = false) -> EnvironmentValues {
        var base = EnvironmentValues()
        base.locale = Locale(identifier: locale)
        if let zone = TimeZone(identifier: timeZone) { base.timeZone = zone }
        base.colorScheme = colorScheme == "light" ? .light : .dark
        base.widgetRenderingMode = switch renderingMode {
        case "vibrant": .vibrant
        case "accented": .accented
        default: .fullColor
        }
        if let tint, let color = try? WireStyle.color(tint) { base.tint = Color(terminal: color) }
        let graph = graphColors.compactMap { try? WireStyle.color($0) }
        if !graph.isEmpty { base.graphColors = graph.map(Color.init(terminal:)) }
        return WidgetDrawing.environment(family: family, now: now, placeholder: placeholder, base: base)
    }
}
