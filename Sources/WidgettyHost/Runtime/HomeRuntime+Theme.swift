import Foundation
import WidgettyHomeFile
import WidgettyScreen
import WidgettyTerminal

extension HomeRuntime {
    /// The theme the settings name; the default when they name none, or one that cannot be used
    /// (its problem is the home file's, shown as such).
    static func theme(of settings: HomeSettings, in themes: ThemeCatalog, file: URL?) -> Theme {
        guard let name = settings.theme else { return BuiltinThemes.standard }
        let at = settings.themeLocation ?? SourceLocation(file: file?.lastPathComponent ?? "home.yaml", line: 1, column: 1)
        if case .success(let theme) = themes.theme(named: name, at: at) { return theme }
        return BuiltinThemes.standard
    }

    /// Takes a new theme (the home file changed) or the terminal's appearance (its answer to the
    /// background query); when anything drawn changes, every widget is rendered again and the
    /// whole screen repainted in it.
    func changeLook(theme: Theme? = nil, appearance: TerminalAppearance? = nil) {
        guard look.update(theme: theme, appearance: appearance) else { return }
        options.logger.info(
            "theme", metadata: ["name": "\(look.theme.name)", "appearance": "\(look.palette.appearance.rawValue)"])
        backend.setDefaultColors(foreground: look.palette.foreground, background: look.palette.background)
        invalidateRenderedViews()
        setNeedsPaint()
    }

    /// The name of the theme in use and the appearance of its palette (tests and the log).
    public var themeInUse: (name: String, appearance: TerminalAppearance) { (look.theme.name, look.palette.appearance) }
}
