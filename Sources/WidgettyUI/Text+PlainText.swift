import Foundation

extension Text {
    /// Widgetty: the text's characters without its styles, in `environment` (a date or timer as
    /// it reads at the environment's `now`): what a name given as `Text` is outside a view (a
    /// widget's `configurationDisplayName(Text(…))` in the gallery).
    @MainActor
    public func plainText(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        runs.map { run in
            switch run.content {
            case .verbatim(let text): text
            case .date(let date, let style): DateTextFormatter.reading(date, style: style, in: environment).text
            case .timerInterval(let timer): DateTextFormatter.timerInterval(timer, now: environment.now).text
            case .formatted(let value): value.string(in: environment)
            }
        }.joined()
    }
}
