/// Everything wrong with a home file's text: its structure, its widgets and its keys.
@MainActor
public enum HomeFileCheck {
    /// The configuration read (nil when the text is not YAML) and every problem, in file order.
    public static func check(_ text: String, file: String, registry: WidgetRegistry) -> (HomeConfiguration?, [HomeFileProblem]) {
        let (configuration, problems) = HomeFileParser.parse(text, file: file)
        guard let configuration else { return (nil, problems) }
        let all = problems
            + HomeValidator(registry: registry).problems(in: configuration, file: file)
            + KeyBindings.resolve(configuration.settings.keyBindings, file: file).1
        return (configuration, all.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
    }
}
