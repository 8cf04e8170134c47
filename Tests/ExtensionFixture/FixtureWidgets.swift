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

/// The bundle's one `#Preview`, which `widgetty preview` shows through the protocol
/// (ExtensionPreviewEndToEndTests): two entries of the chatter widget, in a medium cell.
#Preview("Chatter preview", as: .systemMedium) {
    ChatterWidget()
} timeline: {
    ChatterEntry(date: .now)
    ChatterEntry(date: .now)
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

/// Healthy widgets whose timeline covers the next hour: an entry each minute for 60 minutes,
/// asked again at its end (`.atEnd`). The benchmark W3 (scripts/w3_bench.py) installs this bundle
/// and places these three, so that no extension process need run once the timelines are in.
struct HourEntry: TimelineEntry {
    let date: Date
    /// The timeline's first instant, and this entry's minute in it (0–59).
    let start: Date
    let minute: Int
}

struct HourProvider: TimelineProvider {
    func placeholder(in context: Context) -> HourEntry { HourEntry(date: WidgetClock.now, start: WidgetClock.now, minute: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (HourEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<HourEntry>) -> Void) {
        let start = WidgetClock.now
        let entries = (0..<60).map { HourEntry(date: start.addingTimeInterval(Double($0) * 60), start: start, minute: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// By kind: `hour-minutes` (which minute of the hour this is), `hour-timer` (the time left,
/// ticking each second) and `hour-bar` (a bar emptying over the hour). Each names its kind on its
/// first line, which is what the benchmark looks for on the screen (its display name is
/// another, since a cell's title may show that before the entries come).
struct HourWidget: Widget {
    let kind: String
    init() { kind = "hour-minutes" }
    init(kind: String) { self.kind = kind }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HourProvider()) { entry in
            let hour = entry.start...entry.start.addingTimeInterval(3600)
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: kind)
                switch kind {
                case "hour-timer": Text(timerInterval: hour)
                case "hour-bar": ProgressView(timerInterval: hour)
                default: Text(verbatim: "minute \(entry.minute + 1) of 60")
                }
            }
        }
        .configurationDisplayName(kind == "hour-timer" ? "Hour timer" : kind == "hour-bar" ? "Hour bar" : "Minute of the hour")
    }
}

/// A control as an author writes one: a lamp switched on and off, its state kept in the shared
/// store (suite `fixture.lamp`, key `on`), where `widgetty defaults read` finds it
/// (ControlStripEndToEndTests places it in the home screen's control strip).
struct SetLamp: SetValueIntent {
    static var title: LocalizedStringResource { "Lamp" }
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        SharedDefaults(suiteName: "fixture.lamp")?.set(value, forKey: "on")
        return .result()
    }
}

struct LampState: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { SharedDefaults(suiteName: "fixture.lamp")?.bool(forKey: "on") ?? false }
}

struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "lamp", provider: LampState()) { isOn in
            ControlWidgetToggle("Lamp", isOn: isOn, action: SetLamp()) { on in Text(on ? "Lit" : "Dark") }
        }
        .displayName("Lamp")
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
        HourWidget(kind: "hour-minutes")
        HourWidget(kind: "hour-timer")
        HourWidget(kind: "hour-bar")
        LampControl()
        BundleWidget()
    }
}
