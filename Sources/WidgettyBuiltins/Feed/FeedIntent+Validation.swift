import Foundation
import WidgettyKit

/// The feed widget's rule: at least one feed, each an http(s) URL (a relative one once resolved
/// against the base URL), and a base URL that is one.
extension FeedIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        let base = baseURL.trimmingCharacters(in: .whitespaces)
        if !base.isEmpty { problems.add("baseURL", ParameterRules.webURL(URL(string: base))) }
        if feeds.isEmpty { problems.add("feeds", "needs at least one feed URL") }
        for feed in feeds {
            let resolved = feed.scheme == nil && !base.isEmpty ? URL(string: feed.relativeString, relativeTo: URL(string: base))?.absoluteURL : feed
            problems.add("feeds", ParameterRules.webURL(resolved).map { _ in "must be http or https URLs, found \(feed.absoluteString.prefix(80))" })
        }
        return problems
    }
}
