import Foundation

/// Why a network built-in has no data: said in the cell in one short line.
enum WebProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request failed before an answer came (the client's own words).
    case transport(String)
    /// The network or the host could not be reached, or did not answer in time (the client's words).
    case offline(String)
    /// The server refuses to answer for a while (a rate limit), in the widget's words.
    case refused(String)
    /// The server answered with a status outside 2xx; `detail` is what its body explained, if anything.
    case status(Int, detail: String?)
    /// The body is not the format the API documents (`expected` names it): HTML, truncated, other.
    case unreadable(expected: String, reason: String)
    /// The request could not be made from the widget's parameters.
    case badParameter(String)
    /// The API answered, but with nothing to show (an unknown place, an empty list).
    case notFound(String)

    var description: String {
        switch self {
        case .transport(let reason), .offline(let reason), .refused(let reason): return reason
        case .status(let code, let detail):
            return "HTTP \(code)" + (detail.map { ": \($0)" } ?? "")
        case .unreadable(let expected, let reason): return "not \(expected): \(reason)"
        case .badParameter(let reason): return reason
        case .notFound(let reason): return reason
        }
    }

    /// True when the network (or the host) could not be reached: the cell says "offline".
    var isOffline: Bool {
        if case .offline = self { return true }
        return false
    }
}
