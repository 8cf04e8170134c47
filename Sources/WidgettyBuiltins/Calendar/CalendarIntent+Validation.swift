import Foundation
import WidgettyKit

/// The calendar's rule: an events file that exists (empty: none), or a CalDAV calendar's
/// http(s) URL, not both; a password only with a user name.
extension CalendarIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("icsPath", ParameterRules.existingFile(icsPath))
        let remote = calendarURL.trimmingCharacters(in: .whitespaces)
        if !remote.isEmpty {
            if let url = URL(string: remote) {
                problems.add("calendarURL", ParameterRules.webURL(url))
            } else {
                problems.add("calendarURL", "is not a URL: \(remote.prefix(80))")
            }
            if !icsPath.trimmingCharacters(in: .whitespaces).isEmpty { problems.add("calendarURL", "is set beside icsPath: choose one") }
        }
        if username.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty {
            problems.add("password", "is set without a user name")
        }
        return problems
    }
}
