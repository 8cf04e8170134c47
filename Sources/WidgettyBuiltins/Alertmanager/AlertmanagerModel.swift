import Foundation
import WidgettyTerminal

/// An alert as the cell lists it.
struct AlertmanagerAlert: Codable, Hashable, Sendable {
    /// The `alertname` label.
    var name: String
    /// The `severity` label, lower-cased; empty when there is none.
    var severity: String
    /// The `instance` label, or empty.
    var instance: String
    /// The `summary` annotation, else `description`, on one line; empty when neither.
    var summary: String
    var startsAt: Date?
    /// Silenced or inhibited (listed only when the widget shows those).
    var isSuppressed: Bool
    /// The page of the rule that fired it (`generatorURL`).
    var link: URL?
}

/// An active silence as the cell lists it.
struct AlertmanagerSilence: Codable, Hashable, Sendable {
    var id: String
    /// `alertname=Disk, instance=~db.*`.
    var matchers: String
    var createdBy: String
    var comment: String
    var endsAt: Date?
}

/// What one load of the widget read: the alerts and the active silences.
struct AlertmanagerState: Codable, Hashable, Sendable {
    var alerts: [AlertmanagerAlert]
    var silences: [AlertmanagerSilence]
}

/// A severity's place in the cell: `critical` first, then `error`, `warning`, `info`, any other
/// name (alphabetically), and alerts without one last; each with a mark readable without colour.
struct AlertSeverityRank: Comparable, Hashable {
    let name: String

    private static let known = ["critical": 0, "page": 0, "error": 1, "high": 1, "warning": 2, "warn": 2, "info": 3, "low": 3, "none": 5]

    var order: Int { name.isEmpty ? 5 : Self.known[name] ?? 4 }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.order != rhs.order ? lhs.order < rhs.order : lhs.name < rhs.name
    }

    /// `‼` critical, `!` error, `▲` warning, `i` info, `•` the others.
    var mark: String { ["‼", "!", "▲", "i", "•", "•"][order] }

    /// What the group is called: the label's value, or `no severity`.
    var title: String { name.isEmpty ? "no severity" : name }
}
