import WidgettyKit

/// The Alertmanager widget's rule: an http(s) server and matchers it can send.
extension AlertmanagerIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("baseURL", ParameterRules.webURL(baseURL))
        for (index, matcher) in filter.enumerated() where !AlertmanagerRequest.isMatcher(matcher) {
            problems.add("filter", "line \(index + 1): expected a matcher such as team=\"db\" (=, !=, =~ or !~), found \"\(matcher.prefix(40))\"")
        }
        return problems
    }
}
