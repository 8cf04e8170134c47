import WidgettyKit

/// `widgetty check`'s look at the secrets a home file refers to: each environment and file
/// reference is read (never printed) and one that cannot be read is reported at its parameter.
/// Commands are not run: one may ask for a passphrase, or cost something; they are tried when
/// the widget loads.
public enum SecretCheck {
    public static func problems(in configuration: HomeConfiguration, file: String, resolver: SecretResolver) -> [HomeFileProblem] {
        var problems: [HomeFileProblem] = []
        for widget in configuration.allWidgets {
            for key in widget.params.keys.sorted() {
                guard let value = widget.params[key] else { continue }
                for reference in SecretValues.references(in: value) {
                    guard case .failure(let error)? = resolver.resolveWithoutRunning(reference.source) else { continue }
                    let at = widget.valueLocation(of: key) ?? widget.location ?? SourceLocation(file: file, line: 1, column: 1)
                    problems.append(HomeFileProblem("parameter '\(key)': \(reference.text): \(error)", at: at))
                }
            }
        }
        return problems
    }
}
