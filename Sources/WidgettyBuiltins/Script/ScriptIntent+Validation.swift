import WidgettyKit

/// The script widget's rule: a program that exists and may be run.
extension ScriptIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("path", ParameterRules.executable(path))
        return problems
    }
}
