/// Everything wrong with a home file's text: its structure, its widgets, its keys and its theme.
@MainActor
public enum HomeFileCheck {
    /// The configuration read (nil when the text is not YAML) and every problem, in file order:
    /// the home file's own, then its theme file's (at the theme file's `path:line:column`).
    public static func check(
        _ text: String, file: String, registry: WidgetRegistry, themes: ThemeCatalog
    ) -> (HomeConfiguration?, [HomeFileProblem]) {
        let (configuration, problems) = HomeFileParser.parse(text, file: file)
        guard let configuration else { return (nil, problems) }
        let own = problems
            + HomeValidator(registry: registry).problems(in: configuration, file: file)
            + KeyBindings.resolve(configuration.settings.keyBindings, file: file).1
        let sorted = own.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return (configuration, sorted + themeProblems(configuration.settings, file: file, themes: themes))
    }

    /// What keeps the `theme:` the settings name from being used (none when it names none).
    static func themeProblems(_ settings: HomeSettings, file: String, themes: ThemeCatalog) -> [HomeFileProblem] {
        guard let name = settings.theme else { return [] }
        let at = settings.themeLocation ?? SourceLocation(file: file, line: 1, column: 1)
        if case .failure(let found) = themes.theme(named: name, at: at) { return found.problems }
        return []
    }
}
