import WidgettyKit

/// What the `http` widget needs before it can ask: an http(s) URL, an HTTP method, headers as
/// `Name: value` and field lines it can read.
extension HTTPWidgetIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("url", ParameterRules.webURL(url))
        let trimmed = method.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || !trimmed.allSatisfy({ $0.isASCII && $0.isLetter }) {
            problems.add("method", "is not an HTTP method: \"\(method.prefix(20))\"")
        }
        for (index, line) in headers.enumerated() {
            if let colon = line.firstIndex(of: ":"), colon != line.startIndex { continue }
            problems.add("headers", "line \(index + 1): expected 'Name: value', found \"\(line.prefix(40))\"")
        }
        if mode == .fields, !lines.isEmpty {
            do throws(FieldTemplate.Problem) {
                _ = try FieldTemplate(lines)
            } catch {
                problems.add("lines", "cannot be read: \(error.description)")
            }
        }
        return problems
    }
}
