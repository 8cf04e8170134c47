import WidgettyKit

/// The git widget's rule: a folder that exists, and a branch name without spaces.
extension GitIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("repoPath", ParameterRules.existingFolder(repoPath))
        if branch.contains(where: \.isWhitespace) { problems.add("branch", "cannot contain spaces: \"\(branch.prefix(60))\"") }
        return problems
    }
}
