import Widgetty

/// What widget code reads of its own bundle, shown line by line: `Bundle.main`'s identifier (in
/// the tint, so the screen's theme shows in it) and a
/// key of the author's Info.plist (Info.plist in this folder), and a resource of the target
/// (`motto.txt`, through SwiftPM's `Bundle.module`) with where it was found — beside the program,
/// as an installed extension carries it, or in the build folder.
struct BundleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "bundle", provider: BundleProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "id \(Bundle.main.bundleIdentifier ?? "none")").foregroundStyle(.tint)
                Text(verbatim: "greeting \(Bundle.main.object(forInfoDictionaryKey: "FixtureGreeting") as? String ?? "none")")
                Text(verbatim: "group \((Bundle.main.object(forInfoDictionaryKey: "FixtureGroups") as? [String])?.joined(separator: ",") ?? "none")")
                Text(verbatim: "motto \(Self.motto)")
            }
        }
        .configurationDisplayName("Bundle")
    }

    /// The resource's first line, and whether it came from beside the program or from the build.
    static var motto: String {
        guard let url = Bundle.module.url(forResource: "motto", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "missing" }
        let beside = Bundle.module.bundleURL.deletingLastPathComponent().standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
        return "\(text.split(separator: "\n").first ?? "") (\(beside ? "beside the program" : "from the build"))"
    }
}

struct BundleEntry: TimelineEntry {
    let date: Date
}

struct BundleProvider: TimelineProvider {
    func placeholder(in context: Context) -> BundleEntry { BundleEntry(date: WidgetClock.now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (BundleEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BundleEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
