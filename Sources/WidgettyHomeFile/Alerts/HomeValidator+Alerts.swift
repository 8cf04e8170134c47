import WidgettyKit

/// An alert may test only the values its widget's kind offers, each as what it is (a number or text).
extension HomeValidator {
    func alertProblems(of widget: WidgetPlacement, file: String) -> [HomeFileProblem] {
        guard !widget.alerts.isEmpty, let descriptor = registry.descriptor(kind: widget.kind) else { return [] }
        let offered = descriptor.alertValueNames
        var problems: [HomeFileProblem] = []
        for alert in widget.alerts {
            for condition in [alert.when, alert.clear].compactMap({ $0 }) {
                let at = condition.location ?? alert.location ?? SourceLocation(file: file, line: 1, column: 1)
                guard !offered.isEmpty else {
                    problems.append(HomeFileProblem("\(widget.kind) offers no values to alert on", at: at))
                    continue
                }
                let names = offered.map(\.name).joined(separator: ", ")
                guard let value = offered.first(where: { $0.name == condition.value }) else {
                    problems.append(HomeFileProblem("\(widget.kind) has no value '\(condition.value)' to alert on (it has: \(names))", at: at))
                    continue
                }
                if !condition.suits(isText: value.isText) {
                    let why = value.isText
                        ? "'\(value.name)' is text: test it with ~ and a pattern (`\(value.name) ~ down`)"
                        : "'\(value.name)' is a number: compare it (`\(value.name) > 90`)"
                    problems.append(HomeFileProblem(why, at: at))
                }
            }
        }
        return problems
    }
}
