import Widgetty

/// Written here (not ported): the day's three activity rings, as a home-screen widget and as all
/// three lock-screen families. The figures come from the shared store, where a tracker script or
/// `widgetty defaults set --suite group.daily-rings move 420 --type int` puts them; the widget
/// reloads when they change.
@main
struct DailyRingsBundle: WidgetBundle {
    var body: some Widget {
        DailyRingsWidget()
    }
}

/// One ring: how far today's figure is towards its goal.
struct Ring: Hashable, Sendable {
    let name: String
    let unit: String
    let value: Double
    let goal: Double

    var progress: Double { goal > 0 ? min(value / goal, 1) : 0 }
}

/// The rings at one moment.
struct RingsEntry: TimelineEntry {
    let date: Date
    let rings: [Ring]

    var move: Ring { rings[0] }
}

/// The suite and keys the rings are read from.
enum RingsStore {
    static let suite = "group.daily-rings"
    static let rings: [(key: String, name: String, unit: String, defaultGoal: Double)] = [
        ("move", "Move", "kcal", 500), ("exercise", "Exercise", "min", 30), ("stand", "Stand", "h", 12),
    ]

    /// Today's figures and goals (`moveGoal`, …) from the suite; missing figures are 0.
    static func read(_ defaults: SharedDefaults?, at date: Date) -> RingsEntry {
        RingsEntry(date: date, rings: rings.map { ring in
            let goal = defaults?.double(forKey: ring.key + "Goal") ?? 0
            return Ring(name: ring.name, unit: ring.unit, value: defaults?.double(forKey: ring.key) ?? 0,
                        goal: goal > 0 ? goal : ring.defaultGoal)
        })
    }
}

/// Reads the store now, and again on the hour (the day's goals may change at midnight; a change
/// in the store reloads the widget at once). `WidgetClock.now` is `Date()` on the home screen and
/// the virtual clock in tests and previews.
struct RingsProvider: TimelineProvider {
    var defaults: @Sendable () -> SharedDefaults? = { SharedDefaults(suiteName: RingsStore.suite) }

    func placeholder(in context: Context) -> RingsEntry {
        RingsEntry(date: WidgetClock.now, rings: RingsStore.rings.map { Ring(name: $0.name, unit: $0.unit, value: 0, goal: $0.defaultGoal) })
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (RingsEntry) -> Void) {
        completion(RingsStore.read(defaults(), at: WidgetClock.now))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<RingsEntry>) -> Void) {
        let now = WidgetClock.now
        let hour = Calendar.current.dateInterval(of: .hour, for: now)?.end ?? now.addingTimeInterval(3600)
        completion(Timeline(entries: [RingsStore.read(defaults(), at: now)], policy: .after(hour)))
    }
}

struct DailyRingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DailyRings", provider: RingsProvider()) { entry in
            RingsView(entry: entry)
                .containerBackground(for: .widget) { Color.black }
        }
        .configurationDisplayName("Daily Rings")
        .description("Move, exercise and stand, towards today's goals.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
