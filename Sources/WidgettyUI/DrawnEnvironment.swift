import Foundation
import WidgettyTerminal

/// What of a drawing environment a view rendered elsewhere has baked into its cells: the locale
/// and time zone its texts were written in, the colour scheme, the tint and the graph colours.
/// A ``PrerenderedView`` made for one environment and drawn in another shows what is no longer
/// the screen's (a theme changed, another tint), so it reports
/// ``PrerenderedStaleness/environment(rendered:shown:)``.
public struct DrawnEnvironment: Hashable, Sendable {
    /// A locale identifier (`en_GB`).
    public var locale: String
    /// A time zone identifier (`Europe/London`).
    public var timeZone: String
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The tint, as a terminal colour (nil: none).
    public var tint: TerminalColor?
    /// The graph colours, in order.
    public var graphColors: [TerminalColor]

    /// The values given.
    public init(locale: String, timeZone: String, colorScheme: ColorScheme, tint: TerminalColor?, graphColors: [TerminalColor]) {
        self.locale = locale
        self.timeZone = timeZone
        self.colorScheme = colorScheme
        self.tint = tint
        self.graphColors = graphColors
    }

    /// What `environment` would bake in.
    public init(_ environment: EnvironmentValues) {
        self.init(
            locale: environment.locale.identifier, timeZone: environment.timeZone.identifier, colorScheme: environment.colorScheme,
            tint: environment.tint.flatMap { $0._resolve(in: environment).foreground },
            graphColors: environment.graphColors.compactMap { $0._resolve(in: environment).foreground })
    }
}
