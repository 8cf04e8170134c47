import Foundation
import WidgettyTerminal
import WidgettyUI

extension RenderEnvironment {
    /// What a render made for this environment bakes into its cells (a colour that does not
    /// read is none).
    public var drawn: DrawnEnvironment {
        DrawnEnvironment(
            locale: locale, timeZone: timeZone, colorScheme: colorScheme == "light" ? .light : .dark,
            tint: tint.flatMap { try? WireStyle.color($0) }, graphColors: graphColors.compactMap { try? WireStyle.color($0) })
    }

    /// This environment with what `drawn` says instead (colour depth, rendering mode and theme name
    /// kept): the one to render for so that the cells match a screen that draws in `drawn`.
    public func adopting(_ drawn: DrawnEnvironment) -> RenderEnvironment {
        var adopted = self
        adopted.locale = drawn.locale
        adopted.timeZone = drawn.timeZone
        adopted.colorScheme = drawn.colorScheme == .light ? "light" : "dark"
        adopted.tint = drawn.tint.map(WireStyle.string)
        adopted.graphColors = drawn.graphColors.map(WireStyle.string)
        return adopted
    }
}
