import WidgettyKit

/// The chart widget's rules: at least one series, each a program with a name or an http(s) URL
/// with a JSON pointer, no more names than series, a window longer than the interval, and a
/// scale whose bottom is below its top.
extension ChartIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        if commands.isEmpty, urls.isEmpty {
            problems.add("commands", "is required: one argument vector per series (or set `urls`)")
        }
        for (index, argv) in commands.enumerated() {
            if argv.isEmpty { problems.add("commands", "has an empty command (series \(index + 1))") }
            if let program = argv.first, program.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.add("commands", "starts series \(index + 1) with an empty program name")
            }
        }
        for url in urls {
            if case .failure(let problem) = ChartSource.json(url) { problems.add("urls", problem.message) }
        }
        if names.count > commands.count + urls.count {
            problems.add("names", "has \(names.count) names for \(commands.count + urls.count) series")
        }
        if window < interval { problems.add("window", "must be at least the interval (\(interval) s), found \(window)") }
        if let minimum, let maximum, minimum >= maximum {
            problems.add("maximum", "must be above the minimum (\(minimum)), found \(maximum)")
        }
        return problems
    }

    /// The series in order, commands first, each with its name.
    var sources: [(name: String, source: ChartSource)] {
        let all = commands.filter { !$0.isEmpty }.map(ChartSource.command)
            + urls.compactMap { if case .success(let source) = ChartSource.json($0) { source } else { nil } }
        var taken: [String: Int] = [:]
        return all.enumerated().map { index, source in
            let given = index < names.count ? names[index].trimmingCharacters(in: .whitespaces) : ""
            let name = given.isEmpty ? source.defaultName : given
            // Two series of one name would share a bar and a legend line: the second is `name 2`.
            taken[name, default: 0] += 1
            return (taken[name] == 1 ? name : "\(name) \(taken[name] ?? 0)", source)
        }
    }
}
