import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// An entry that says where it came from (a snapshot for a preview, or the timeline).
struct OriginEntry: TimelineEntry {
    let date: Date
    let origin: String
}

/// A provider whose snapshot names the family it was asked for and whether it was a preview,
/// and whose timeline says "live"; with `hangs`, the snapshot never completes.
struct OriginProvider: TimelineProvider {
    var hangs = false
    func placeholder(in context: Context) -> OriginEntry { OriginEntry(date: .distantPast, origin: "placeholder") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (OriginEntry) -> Void) {
        guard !hangs else { return }
        let family = HomeFileParser.name(of: context.family)
        completion(OriginEntry(date: .distantPast, origin: "snap-\(family)\(context.isPreview ? "-preview" : "")"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OriginEntry>) -> Void) {
        completion(Timeline(entries: [OriginEntry(date: .distantPast, origin: "live")], policy: .never))
    }
}

/// A small widget for arranging and the gallery: `kind` with `families`.
struct OriginWidget: Widget {
    var kind = "origin"
    var name = "Origin"
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    var hangs = false
    init() {}
    init(kind: String, name: String, families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge], hangs: Bool = false) {
        self.kind = kind
        self.name = name
        self.families = families
        self.hangs = hangs
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: OriginProvider(hangs: hangs)) { entry in
            Text(entry.origin)
        }
        .configurationDisplayName(name)
        .description("\(name) tells where its entry came from.")
        .supportedFamilies(families)
        .providerTimeout(.seconds(2))
    }
}

/// A home screen driven by a ``HostPilot`` over a home file in a temporary directory.
@MainActor
struct ArrangeFixture {
    let pilot: HostPilot
    let file: URL

    static let widgets: [any Widget] = [
        OriginWidget(kind: "origin", name: "Origin"),
        OriginWidget(kind: "solo", name: "Solo", families: [.systemSmall]),
        OriginWidget(kind: "slow", name: "Slowpoke", hangs: true),
        PanelFixtureWidget(),
    ]

    init(_ yaml: String, size: Size = Size(width: 120, height: 40)) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent("home.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        pilot = try HostPilot(
            widgets: Self.widgets.flatMap(\.widgetDescriptors), configuration: try #require(configuration), size: size,
            homeFile: file)
    }

    /// The ids of each page's items, stacks as `[id: widget ids]`.
    var pages: [[String]] { Self.ids(of: pilot.runtime.state.configuration) }

    static func ids(of configuration: HomeConfiguration) -> [[String]] {
        configuration.pages.map { page in
            page.items.map { item in
                switch item {
                case .widget(let w): return w.id
                case .stack(let s): return "[" + s.widgets.map(\.id).joined(separator: " ") + "]"
                }
            }
        }
    }

    var focused: String? { pilot.runtime.state.focusedItemID }

    /// The home file as saved now.
    var fileText: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

    /// The items of the home file as it is on disk, parsed again: what a restart would show.
    var savedPages: [[String]] {
        guard let parsed = HomeFileParser.parse(fileText, file: "home.yaml").0 else { return [] }
        return Self.ids(of: parsed)
    }

    func family(of id: String) -> WidgetFamily? { pilot.runtime.state.item(withID: id)?.family }

    func cleanUp() { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
}
