import Widgetty

// A bundle as an author writes one, for WidgettyExtensionTests to start with
// `--widgetty-extension` (the real `WidgetBundle.main()`).

struct ChatterEntry: TimelineEntry {
    let date: Date
}

/// A provider that prints to stdout, as widget code may: the frames must not suffer.
struct ChatterProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChatterEntry { ChatterEntry(date: WidgetClock.now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ChatterEntry) -> Void) {
        print("snapshot asked")
        completion(ChatterEntry(date: WidgetClock.now))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ChatterEntry>) -> Void) {
        print("timeline asked for \(context.family)")
        completion(Timeline(entries: [ChatterEntry(date: WidgetClock.now)], policy: .never))
    }
}

struct ChatterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "chatter", provider: ChatterProvider()) { entry in
            VStack(spacing: 0) {
                Text(verbatim: "chatter")
                Text(entry.date, style: .timer)
            }
        }
        .configurationDisplayName("Chatter")
    }
}

/// Widgets that misbehave as real code can, for the host's budgets: by kind, a provider that
/// traps (an index out of range), never answers, takes 200 MiB, or spins.
struct MisbehavingEntry: TimelineEntry {
    let date: Date
}

struct MisbehavingProvider: TimelineProvider {
    let behaviour: String
    func placeholder(in context: Context) -> MisbehavingEntry { MisbehavingEntry(date: WidgetClock.now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (MisbehavingEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<MisbehavingEntry>) -> Void) {
        switch behaviour {
        case "trap":
            let counts: [Int] = []
            completion(Timeline(entries: [MisbehavingEntry(date: WidgetClock.now.addingTimeInterval(Double(counts[counts.count])))], policy: .never))
        case "hang":
            return  // never completes
        case "hog":
            var blocks: [[UInt8]] = []
            for _ in 0..<200 { blocks.append([UInt8](repeating: 1, count: 1 << 20)) }
            completion(Timeline(entries: [MisbehavingEntry(date: WidgetClock.now.addingTimeInterval(Double(blocks.count)))], policy: .never))
        default:
            var spins = 0.0
            while spins >= 0 { spins += 1 }
            completion(Timeline(entries: [MisbehavingEntry(date: WidgetClock.now)], policy: .never))
        }
    }
}

struct MisbehavingWidget: Widget {
    let kind: String
    init() { kind = "spin" }
    init(kind: String) { self.kind = kind }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MisbehavingProvider(behaviour: kind)) { _ in Text(verbatim: kind) }
            .providerTimeout(.seconds(3))
    }
}

@main
struct FixtureWidgets: WidgetBundle {
    var body: some Widget {
        ChatterWidget()
        MisbehavingWidget(kind: "trap")
        MisbehavingWidget(kind: "hang")
        MisbehavingWidget(kind: "hog")
        MisbehavingWidget(kind: "spin")
    }
}
