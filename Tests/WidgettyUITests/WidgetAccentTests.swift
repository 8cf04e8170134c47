import Testing
import WidgettyTerminal
import WidgettyUI

/// `.widgetAccentable()` draws in the tint (set by `.tint` or, on the home screen, by the
/// widget's `tint:` and the theme's accent); styles set inside it still win.
@Suite @MainActor struct WidgetAccentTests {
    private func foreground(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> TerminalColor {
        ViewRenderer.render(view, size: Size(width: 1, height: 1), environment: environment).buffer[0, 0].style.foreground
    }

    @Test func accentableTextTakesTheTintAndNothingWithoutOne() {
        #expect(foreground(Text("a").widgetAccentable().tint(.red)) == .red)
        #expect(foreground(Text("a").widgetAccentable()) == .default)
        #expect(foreground(Text("a").widgetAccentable(false).tint(.red)) == .default)
        var environment = EnvironmentValues()
        environment.tint = Color(terminal: .rgb(1, 2, 3))
        #expect(foreground(Text("a").widgetAccentable(), environment: environment) == .rgb(1, 2, 3))
        #expect(foreground(Text("a").foregroundStyle(Color(terminal: .green)).widgetAccentable(), environment: environment) == .green)
    }

    @Test func graphColorsAreEmptyUntilAThemeSetsThem() {
        #expect(EnvironmentValues().graphColors.isEmpty)
    }
}
