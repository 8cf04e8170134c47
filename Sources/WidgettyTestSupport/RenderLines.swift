import Foundation
import WidgettyTerminal
import WidgettyUI

/// A view rendered at a size, as the lines of text a test compares (styles left out).
@MainActor
public func renderLines<V: View>(_ view: V, width: Int, height: Int, environment: EnvironmentValues = .fixedForTests) -> [String] {
    ViewRenderer.render(view, size: Size(width: width, height: height), environment: environment).buffer.lines
}

/// A view rendered at a size in the fixed test environment.
@MainActor
public func renderView<V: View>(_ view: V, width: Int, height: Int, environment: EnvironmentValues = .fixedForTests) -> RenderedView {
    ViewRenderer.render(view, size: Size(width: width, height: height), environment: environment)
}

extension EnvironmentValues {
    /// An environment that does not depend on the machine: `now` at 2026-11-22 14:05:00 UTC,
    /// UTC, the Gregorian calendar, British English.
    public static var fixedForTests: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.now = Date(timeIntervalSince1970: 1_795_356_300)
        environment.timeZone = TimeZone(identifier: "UTC") ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        environment.calendar = calendar
        environment.locale = Locale(identifier: "en_GB")
        return environment
    }
}
