import WidgettyKit

/// The to-do list's rule: a file that can be kept (empty: the shared list).
extension TodoIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("file", ParameterRules.writableFile(file))
        return problems
    }
}
