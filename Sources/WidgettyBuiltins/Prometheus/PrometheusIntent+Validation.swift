import WidgettyKit

/// The Prometheus widget's rule: an http(s) server, a query, a format it knows and a legend
/// that is a label name.
extension PrometheusIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("baseURL", ParameterRules.webURL(baseURL))
        if query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.add("query", "is required: a PromQL expression") }
        if ValueFormat(format) == nil { problems.add("format", "expects one of \(ValueFormat.names), found \"\(format.prefix(40))\"") }
        let label = legend.trimmingCharacters(in: .whitespaces)
        if !label.isEmpty, !PrometheusRequest.isLabelName(label) {
            problems.add("legend", "is not a label name (letters, digits and _, not first a digit): \"\(label.prefix(40))\"")
        }
        return problems
    }
}
