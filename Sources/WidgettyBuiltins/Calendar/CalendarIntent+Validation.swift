import WidgettyKit

/// The calendar's rule: an events file that exists (empty: none).
extension CalendarIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("icsPath", ParameterRules.existingFile(icsPath))
        return problems
    }
}
