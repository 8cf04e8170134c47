import Foundation
import WidgettyKit
import WidgettyTerminal

/// What a script widget shows at one moment: text lines or a small view tree, with an optional link.
struct ScriptEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var lines: [String]
    var view: ScriptViewNode?
    var url: URL?
    /// What fills the widget behind its lines or view (`"background"`).
    var background: ScriptBackground?
    var score: Float?
    var scoreDuration: TimeInterval?
    /// Why the last run failed (the cell says so above what it last showed); nil when it went well.
    var problem: String?

    var relevance: TimelineEntryRelevance? {
        score.map { TimelineEntryRelevance(score: $0, duration: scoreDuration ?? 0) }
    }
}

/// A script's timeline as printed on stdout (see README "Script widgets").
struct ScriptOutput {
    var entries: [ScriptEntry]
    var policy: TimelineReloadPolicy

    /// Reads the JSON output, explaining the first problem as `line:column: message`.
    static func decode(_ text: String) throws(LocatedJSON.Problem) -> ScriptOutput {
        let json = try LocatedJSON.parse(text)
        let root = try Fields(json, allowed: ["entries", "policy"])
        guard let entriesJSON = root["entries"] else { throw root.problem("needs \"entries\": a list of entries") }
        guard case .array(let items) = entriesJSON.value else { throw expected("a list of entries", entriesJSON) }
        var entries: [ScriptEntry] = []
        for item in items { entries.append(try entry(item)) }
        let policy = try root["policy"].map(Self.policy) ?? .atEnd
        return ScriptOutput(entries: entries, policy: policy)
    }

    private static func entry(_ json: LocatedJSON) throws(LocatedJSON.Problem) -> ScriptEntry {
        let fields = try Fields(json, allowed: ["date", "lines", "view", "url", "background", "relevance"])
        guard let dateJSON = fields["date"] else { throw fields.problem("an entry needs a \"date\"") }
        var entry = ScriptEntry(date: try date(dateJSON), lines: [])
        if let linesJSON = fields["lines"] {
            guard case .array(let items) = linesJSON.value else { throw expected("a list of text lines", linesJSON) }
            for item in items.prefix(TextBudget.lines) {
                guard case .string(let line) = item.value else { throw expected("a line of text", item) }
                entry.lines.append(line)
            }
        }
        if let viewJSON = fields["view"] { entry.view = try ScriptViewNode.decode(viewJSON) }
        if entry.view == nil, fields["lines"] == nil { throw fields.problem("an entry needs \"lines\" or a \"view\"") }
        if let backgroundJSON = fields["background"] { entry.background = try ScriptBackground.decode(backgroundJSON) }
        if let urlJSON = fields["url"] {
            guard case .string(let text) = urlJSON.value, let url = URL(string: text), url.scheme != nil else {
                throw expected("a URL with a scheme", urlJSON)
            }
            entry.url = url
        }
        if let relevanceJSON = fields["relevance"] {
            let relevance = try Fields(relevanceJSON, allowed: ["score", "duration"])
            guard let scoreJSON = relevance["score"], case .number(let score) = scoreJSON.value else {
                throw relevance.problem("relevance needs a \"score\" number")
            }
            entry.score = Float(score)
            if let durationJSON = relevance["duration"] {
                guard case .number(let seconds) = durationJSON.value, seconds >= 0 else {
                    throw expected("a duration in seconds", durationJSON)
                }
                entry.scoreDuration = seconds
            }
        }
        return entry
    }

    private static func policy(_ json: LocatedJSON) throws(LocatedJSON.Problem) -> TimelineReloadPolicy {
        switch json.value {
        case .string("atEnd"): return .atEnd
        case .string("never"): return .never
        case .object:
            let fields = try Fields(json, allowed: ["after"])
            guard let after = fields["after"] else { throw fields.problem("a policy object is {\"after\": DATE}") }
            return .after(try date(after))
        default:
            throw expected("\"atEnd\", \"never\" or {\"after\": DATE}", json)
        }
    }

    /// ISO 8601 with a zone (`2026-11-22T14:00:00Z`, `…+01:00`, fractional seconds allowed) or Unix seconds.
    static func date(_ json: LocatedJSON) throws(LocatedJSON.Problem) -> Date {
        switch json.value {
        case .number(let seconds): return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            if let date = try? Date(text, strategy: .iso8601) { return date }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
            throw expected("a date (ISO 8601 with a zone, or Unix seconds)", json)
        default:
            throw expected("a date (ISO 8601 with a zone, or Unix seconds)", json)
        }
    }

    static func expected(_ what: String, _ json: LocatedJSON) -> LocatedJSON.Problem {
        LocatedJSON.Problem(at: json.at, message: "expected \(what), found \(json.kindName)")
    }
}

/// An object's members by key, refusing keys it does not know (a typo should not pass silently).
struct Fields {
    let json: LocatedJSON
    private let members: [String: LocatedJSON]

    init(_ json: LocatedJSON, allowed: Set<String>) throws(LocatedJSON.Problem) {
        guard case .object(let list) = json.value else { throw ScriptOutput.expected("an object", json) }
        var members: [String: LocatedJSON] = [:]
        for member in list {
            guard allowed.contains(member.key) else {
                throw LocatedJSON.Problem(
                    at: member.keyAt,
                    message: "unknown key \"\(member.key)\" (expected \(allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            members[member.key] = member.value
        }
        self.json = json
        self.members = members
    }

    subscript(key: String) -> LocatedJSON? { members[key] }

    func problem(_ message: String) -> LocatedJSON.Problem { LocatedJSON.Problem(at: json.at, message: message) }
}
