import Foundation
import WidgettyHomeFile
import WidgettyScreen
import WidgettyTerminal

extension HomeRuntime {
    /// The theme the settings name: the default when they name none; nil when it cannot be used
    /// (its problem is the home file's, or the theme file's, shown as such).
    static func theme(of settings: HomeSettings, in themes: ThemeCatalog, file: URL?) -> Theme? {
        themeResult(of: settings, in: themes, file: file).map { try? $0.get() } ?? BuiltinThemes.standard
    }

    private static func themeResult(of settings: HomeSettings, in themes: ThemeCatalog, file: URL?) -> Result<Theme, ThemeProblems>? {
        guard let name = settings.theme else { return nil }
        let at = settings.themeLocation ?? SourceLocation(file: file?.lastPathComponent ?? "home.yaml", line: 1, column: 1)
        return themes.theme(named: name, at: at)
    }

    /// Watches the theme file the settings name, if they name one (a built-in theme needs none),
    /// so that saving it repaints in it; a file that does not read keeps the screen's theme and
    /// shows its first problem until it is fixed.
    func watchThemeFile(of settings: HomeSettings) {
        let url = settings.theme.flatMap { name in
            BuiltinThemes.named(name) == nil ? options.themes.directory?.appendingPathComponent(name + ".yaml") : nil
        }
        guard url != homeFile.themeFile else { return }
        homeFile.themeWatcher?.cancel()
        homeFile.themeFile = url
        homeFile.themeWatcher = url.flatMap { FileWatcher(url: $0) { [weak self] in self?.send(.themeFileChanged) } }
    }

    func themeFileChanged() {
        let settings = state.configuration.settings
        guard let result = Self.themeResult(of: settings, in: options.themes, file: options.homeFile) else { return }
        switch result {
        case .success(let theme):
            homeFile.themeProblem = nil
            changeLook(theme: theme)
        case .failure(let found):
            // Gone for a moment while an editor renames its new file over it: the next event brings it.
            guard let first = found.problems.first, FileManager.default.fileExists(atPath: homeFile.themeFile?.path ?? "") else { return }
            homeFile.themeProblem = first.description + (found.problems.count > 1 ? " (and \(found.problems.count - 1) more: widgetty check)" : "")
            options.logger.warning("theme file not applied", metadata: ["problem": "\(first)"])
        }
        paint.needsFullPaint = true
        setNeedsPaint()
    }

    /// Takes a new theme (the home file changed) or the terminal's appearance (its answer to the
    /// background query); when anything drawn changes, every widget is rendered again and the
    /// whole screen repainted in it.
    func changeLook(theme: Theme? = nil, appearance: TerminalAppearance? = nil) {
        guard look.update(theme: theme, appearance: appearance) else { return }
        options.logger.info(
            "theme", metadata: ["name": "\(look.theme.name)", "appearance": "\(look.palette.appearance.rawValue)"])
        backend.setDefaultColors(foreground: look.palette.foreground, background: look.palette.background, appearance: look.scheme)
        options.lookChanged?(look.environment)
        invalidateRenderedViews()
        setNeedsPaint()
    }

    /// The name of the theme in use and the appearance of its palette (tests and the log).
    public var themeInUse: (name: String, appearance: TerminalAppearance) { (look.theme.name, look.palette.appearance) }
}
