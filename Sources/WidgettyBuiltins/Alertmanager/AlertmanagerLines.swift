import Foundation

/// The Alertmanager cell as lines, decided without drawing: the summary, then each severity's
/// group (its mark, name and count, then its alerts, newest first), then the silences.
struct AlertmanagerLines {
    /// One line of the cell.
    struct Line: Hashable {
        enum Kind: Hashable {
            case summary
            case group(AlertSeverityRank)
            case alert(suppressed: Bool)
            case silences
            case silence
            /// An alert's summary or a silence's comment, under it.
            case note
            case blank
            case more
        }

        var kind: Kind
        var text: String
        /// Right of the text when there is room (an alert's age, a silence's end).
        var aside: String = ""
        var link: URL? = nil
    }

    let lines: [Line]

    /// The detailed form when it fits the rows (each alert's summary and each silence's comment
    /// on a line of their own, a blank line between the sections), else the compact one (a line
    /// an alert), cut to the rows with a last line counting what was left out.
    init(_ state: AlertmanagerState, now: Date, rows: Int) {
        let rows = max(1, rows)
        let detailed = Self.all(state, now: now, detailed: true)
        if detailed.count <= rows {
            lines = detailed
            return
        }
        let all = Self.all(state, now: now, detailed: false)
        guard all.count > rows else {
            lines = all
            return
        }
        let left = all.dropFirst(rows - 1)
        let alerts = left.filter { if case .alert = $0.kind { return true } else { return false } }.count
        let silences = left.filter { $0.kind == .silence }.count
        var more = [alerts > 0 ? "\(alerts) more alert\(alerts == 1 ? "" : "s")" : nil,
                    silences > 0 ? "\(silences) more silence\(silences == 1 ? "" : "s")" : nil].compactMap { $0 }.joined(separator: ", ")
        if more.isEmpty { more = "more below" }
        lines = Array(all.prefix(rows - 1)) + [Line(kind: .more, text: "+ " + more)]
    }

    private static func all(_ state: AlertmanagerState, now: Date, detailed: Bool) -> [Line] {
        var all: [Line] = [Line(kind: .summary, text: summary(state))]
        let groups = Dictionary(grouping: state.alerts) { AlertSeverityRank(name: $0.severity) }
        for rank in groups.keys.sorted() {
            let alerts = groups[rank] ?? []
            if detailed && all.count > 1 { all.append(Line(kind: .blank, text: "")) }
            all.append(Line(kind: .group(rank), text: "\(rank.mark) \(rank.title) \(alerts.count)"))
            for alert in alerts {
                let detail = [alert.instance, detailed ? "" : alert.summary].filter { !$0.isEmpty }.joined(separator: " · ")
                all.append(Line(kind: .alert(suppressed: alert.isSuppressed),
                                text: "  " + (alert.isSuppressed ? "⊘ " : "") + alert.name + (detail.isEmpty ? "" : " · " + detail),
                                aside: alert.startsAt.map { FeedText.age(now.timeIntervalSince($0)) } ?? "", link: alert.link))
                if detailed && !alert.summary.isEmpty { all.append(Line(kind: .note, text: "    " + alert.summary)) }
            }
        }
        guard !state.silences.isEmpty else { return all }
        if detailed { all.append(Line(kind: .blank, text: "")) }
        all.append(Line(kind: .silences, text: "⊘ silenced \(state.silences.count)"))
        for silence in state.silences {
            let by = silence.createdBy.isEmpty ? "" : " · " + silence.createdBy
            all.append(Line(kind: .silence, text: "  " + silence.matchers + by,
                            aside: silence.endsAt.map { "ends in " + FeedText.age($0.timeIntervalSince(now)) } ?? ""))
            if detailed && !silence.comment.isEmpty { all.append(Line(kind: .note, text: "    " + silence.comment)) }
        }
        return all
    }

    /// `3 firing · 1 silenced`, `All quiet` when nothing fires.
    static func summary(_ state: AlertmanagerState) -> String {
        let firing = state.alerts.filter { !$0.isSuppressed }.count
        var parts = [firing == 0 ? "All quiet" : "\(firing) firing"]
        let suppressed = state.alerts.count - firing
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        if !state.silences.isEmpty { parts.append("\(state.silences.count) silence\(state.silences.count == 1 ? "" : "s")") }
        return parts.joined(separator: " · ")
    }
}
