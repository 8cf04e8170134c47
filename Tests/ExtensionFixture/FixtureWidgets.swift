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

@main
struct FixtureWidgets: WidgetBundle {
    var body: some Widget {
        ChatterWidget()
    }
}
