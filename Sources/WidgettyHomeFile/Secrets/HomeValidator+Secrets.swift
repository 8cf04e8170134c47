import WidgettyKit

extension HomeValidator {
    /// What is wrong with a value's secret references: one that does not read, or one in a
    /// parameter that does not take text (a number, a choice, a URL); nil when all is well.
    static func secretProblem(in value: IntentValue, kind: IntentParameterKind) -> String? {
        switch SecretValues.templates(in: value) {
        case .failure(let error): return "has a reference that does not read: \(error)"
        case .success(let templates):
            guard let first = templates.lazy.flatMap(\.references).first, !SecretValues.takesText(kind) else { return nil }
            return "expects \(explain(kind)), so it cannot take the secret \(first.text) (only text parameters can)"
        }
    }
}
