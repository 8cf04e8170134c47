import WidgettyKit

/// The clock's one rule: a time zone the system knows (empty: local time).
extension ClockIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("timeZone", ParameterRules.timeZone(timeZone))
        return problems
    }
}

/// The world clock's rule: every zone one the system knows.
extension WorldClockIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        if zones.isEmpty { problems.add("zones", "needs at least one time zone") }
        for zone in zones { problems.add("zones", ParameterRules.timeZone(zone, allowEmpty: false)) }
        return problems
    }
}
