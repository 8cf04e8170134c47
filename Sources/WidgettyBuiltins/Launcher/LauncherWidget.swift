import Foundation
import WidgettyKit
import WidgettyStore
import WidgettyUI

/// The launcher's settings: which buttons, in what order.
struct LauncherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Launcher"
    static let description: IntentDescription = "Buttons that open links: your shortcuts, your link handlers, pages."

    @Parameter(title: "Buttons",
               description: "Shortcut titles in order; empty for every shortcut. Add your own with `widgetty defaults write --suite launcher TITLE URL`.",
               default: [], optionsProvider: LauncherOptions())
    var buttons: [String]
}

/// The buttons to draw, and the titles asked for that no shortcut has.
struct LauncherEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var buttons: [LauncherShortcut]
    var unknown: [String] = []
    var problem: String?
}

/// Reads the shortcuts when they change: the store's notification reloads the launcher, so its
/// timeline never expires on its own.
struct LauncherProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var shortcuts = LauncherShortcuts()

    func placeholder(in context: Context) -> LauncherEntry {
        LauncherEntry(date: now(), buttons: LauncherShortcuts.builtIn(pages: 1))
    }

    func snapshot(for configuration: LauncherIntent, in context: Context) async -> LauncherEntry {
        entry(for: configuration.buttons, at: now())
    }

    func timeline(for configuration: LauncherIntent, in context: Context) async -> Timeline<LauncherEntry> {
        Timeline(entries: [entry(for: configuration.buttons, at: now())], policy: .never)
    }

    func entry(for titles: [String], at date: Date) -> LauncherEntry {
        let (all, problem) = shortcuts.all()
        guard !titles.isEmpty else { return LauncherEntry(date: date, buttons: all, problem: problem) }
        let byTitle = Dictionary(all.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
        return LauncherEntry(
            date: date, buttons: titles.compactMap { byTitle[$0] }, unknown: titles.filter { byTitle[$0] == nil },
            problem: problem)
    }
}

/// The Alipay-style launcher, kind `launcher`: a grid of shortcut buttons, each a deep link.
public struct LauncherWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "launcher", intent: LauncherIntent.self, provider: LauncherProvider()) { entry in
            LauncherView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Launcher")
        .description("A grid of shortcut buttons: your shortcuts (suite launcher), your link handlers, pages.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
