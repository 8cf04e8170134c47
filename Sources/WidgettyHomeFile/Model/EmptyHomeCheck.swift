/// A home file with no widget at all (an empty file, `widgets: []`, pages without items): the
/// screen would show nothing, so `widgetty check` warns and says how to add one.
public enum EmptyHomeCheck {
    /// The warning for `configuration`, or none when it places at least one widget.
    public static func warnings(in configuration: HomeConfiguration, file: String) -> [HomeFileProblem] {
        guard configuration.pages.allSatisfy(\.items.isEmpty) else { return [] }
        return [HomeFileProblem(
            "warning: no widgets: the home screen is empty; press a on it to add one from the gallery, "
                + "or write one under `widgets:` (`widgetty gallery` lists the kinds)",
            at: SourceLocation(file: file, line: 1, column: 1))]
    }
}
