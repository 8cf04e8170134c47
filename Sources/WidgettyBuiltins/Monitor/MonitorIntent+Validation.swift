import WidgettyKit

/// The monitor's rule: at least one target, each an http(s) URL or host:port.
extension MonitorIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        if targets.isEmpty { problems.add("targets", "needs at least one http(s) URL or host:port") }
        for target in targets {
            do throws(MonitorTarget.Problem) {
                _ = try MonitorTarget(target)
            } catch {
                problems.add("targets", "has \(error.message)")
            }
        }
        return problems
    }
}
