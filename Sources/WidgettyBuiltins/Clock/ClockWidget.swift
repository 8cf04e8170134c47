import Foundation
import WidgettyKit
import WidgettyUI

/// What the clock shows: its settings resolved (the zone checked). The time itself comes from
/// the environment's `now` at each render, so one entry lasts until the settings change.
struct ClockEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    /// Nil for the local time zone.
    var timeZoneIdentifier: String?
    var use24Hour: Bool
    var showSeconds: Bool
    var bigDigits: Bool
    /// Set when the configured zone is unknown.
    var problem: String?
}

/// Builds the clock's single entry: the view ticks by itself, so no reloads are needed.
struct ClockProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }

    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(
            date: now(), timeZoneIdentifier: nil, use24Hour: ClockConvention.localUses24Hour, showSeconds: true, bigDigits: true)
    }

    func snapshot(for configuration: ClockIntent, in context: Context) async -> ClockEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: ClockIntent, in context: Context) async -> Timeline<ClockEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .never)
    }

    func entry(for configuration: ClockIntent) -> ClockEntry {
        let identifier = configuration.timeZone.trimmingCharacters(in: .whitespaces)
        // The one rule `widgetty check` and the edit panel apply too.
        let problem = configuration.parameterProblems().first?.description
        let known = problem == nil
        return ClockEntry(
            date: now(), timeZoneIdentifier: identifier.isEmpty || !known ? nil : identifier,
            use24Hour: configuration.use24Hour, showSeconds: configuration.showSeconds,
            bigDigits: configuration.bigDigits, problem: problem)
    }
}

/// The clock, kind `clock`.
public struct ClockWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "clock", intent: ClockIntent.self, provider: ClockProvider()) { entry in
            ClockView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Clock")
        .companionProgram { _ in CompanionProgram(purpose: "a full-screen clock", choices: [["tty-clock", "-c", "-s"]]) }
        .description("The time in big digits or plain text, in 12 or 24 hours, in any time zone.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
    }
}
