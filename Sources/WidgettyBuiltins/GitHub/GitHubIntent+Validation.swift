import WidgettyKit

/// The GitHub widget's rule: a repository written owner/name (unless it shows notifications),
/// an http(s) API URL, and a token for notifications.
extension GitHubIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        if mode != .notifications { problems.add("repository", ParameterRules.repository(repository)) }
        if branch.contains(where: \.isWhitespace) { problems.add("branch", "cannot contain spaces: \"\(branch.prefix(60))\"") }
        problems.add("baseURL", ParameterRules.webURL(baseURL))
        return problems
    }
}
