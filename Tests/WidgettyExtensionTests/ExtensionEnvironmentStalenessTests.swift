import Foundation
import Synchronization
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyExtension
import WidgettyExtensionProtocol
import WidgettyTerminal
import WidgettyUI

/// One rule for entries an extension rendered (#32): an entry rendered for an environment that is
/// not the one it is drawn in is stale — locale, time zone, colour scheme, tint or graph colours,
/// as a theme, an appearance, a widget's tint or the zone change — and the kind's next request
/// asks for the environment it was drawn in, whose entries are then what the widget drawn in this
/// process shows there. With the extension's server in this process, on a fixed clock.
@MainActor @Suite struct ExtensionEnvironmentStalenessTests {
    static let now = Date(timeIntervalSinceReferenceDate: 812_000_000)

    /// A widget whose cells depend on every part of the environment: a date (locale, time zone),
    /// text in the tint, a bar in the first graph colour, text in the primary colour (scheme).
    struct ShowsItsEnvironment: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "environment", provider: Provider()) { entry in
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.date, style: .date)
                    Text(entry.date, style: .time)
                    Text(verbatim: "tinted").foregroundStyle(.tint)
                    ProgressView(value: 0.5)
                }
            }
        }
    }

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: WidgetClock.now) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    final class Reports: @unchecked Sendable {
        var list: [PrerenderedStaleness] = []
    }

    @Test func anEntryRenderedForAnotherEnvironmentIsStaleAndAskedAgainForTheOneShown() async throws {
        let original = ShowsItsEnvironment().widgetDescriptors[0]
        let server = ExtensionServer(displayName: "Environments", widgets: [original])
        let exchange: ExtensionKindDescriptor.Exchange = { request in await server.reply(to: request) }
        guard case .described(let bundle) = await server.reply(to: ExtensionRequest(id: 0, .describe(DescribeRequest()))).message else {
            Issue.record("no description")
            return
        }
        let reports = Reports()
        // What the host sends before any draw: no theme yet.
        let asked = RenderEnvironment(locale: "en_GB", timeZone: "UTC")
        let remote = ExtensionKindDescriptor.make(
            kind: bundle.kinds[0], bundle: bundle, environment: { asked }, onStale: { _, staleness in reports.list.append(staleness) },
            exchange: exchange)
        let size = Size(width: 30, height: 5)
        let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: size.width, height: size.height))
        let now = Self.now
        let clock = WidgetClock.Source { now }
        let (originalSource, remoteSource) = (original.source, remote.source)

        // Screens as a host may draw them, one part changed at a time, and back.
        let screens: [RenderEnvironment] = [
            RenderEnvironment(locale: "en_GB", timeZone: "UTC", tint: .rgb(200, 100, 0), graphColors: [.rgb(0, 120, 200)]),
            RenderEnvironment(locale: "en_GB", timeZone: "UTC", colorScheme: .light, tint: .rgb(200, 100, 0), graphColors: [.rgb(0, 120, 200)]),
            RenderEnvironment(locale: "pt_PT", timeZone: "UTC", colorScheme: .light, tint: .rgb(200, 100, 0), graphColors: [.rgb(0, 120, 200)]),
            RenderEnvironment(locale: "pt_PT", timeZone: "Asia/Tokyo", colorScheme: .light, tint: .rgb(200, 100, 0), graphColors: [.rgb(0, 120, 200)]),
            RenderEnvironment(locale: "pt_PT", timeZone: "Asia/Tokyo", colorScheme: .light, tint: .red, graphColors: [.rgb(0, 120, 200)]),
            RenderEnvironment(locale: "pt_PT", timeZone: "Asia/Tokyo", colorScheme: .light, tint: .red, graphColors: [.green, .blue]),
            RenderEnvironment(locale: "en_GB", timeZone: "UTC"),
        ]
        var shown = try await WidgetClock.$host.withValue(clock) { try await remoteSource.timeline(context, [:]) }.entries[0]
        var renderedFor = asked.drawn
        for screen in screens {
            let values = screen.values(family: .systemSmall, now: Self.now)
            // Drawn in the screen's environment: stale (once per draw), naming both.
            reports.list = []
            _ = WidgetDrawing.render(shown, of: remote, size: size, environment: values)
            #expect(reports.list == [.environment(rendered: renderedFor, shown: DrawnEnvironment(values))], "\(screen)")
            // Asked again, as the host does: rendered for that screen now, and drawn as the widget
            // drawn in this process there draws, with no report.
            shown = try await WidgetClock.$host.withValue(clock) { try await remoteSource.timeline(context, [:]) }.entries[0]
            renderedFor = DrawnEnvironment(values)
            let local = try await WidgetClock.$host.withValue(clock) { try await originalSource.timeline(context, [:]) }.entries[0]
            reports.list = []
            let drawn = WidgetDrawing.render(shown, of: remote, size: size, environment: values)
            #expect(reports.list.isEmpty, "\(screen): \(reports.list)")
            let expected = WidgetDrawing.render(local, of: original, size: size, environment: values)
            #expect(drawn.buffer == expected.buffer, "\(screen): \(drawn.buffer.lines) ≠ \(expected.buffer.lines)")
        }
    }

    @Test func theSameEnvironmentIsNeverStaleAndEachPartIsCompared() {
        let base = DrawnEnvironment(locale: "en_GB", timeZone: "UTC", colorScheme: .dark, tint: .rgb(1, 2, 3), graphColors: [.red])
        #expect(RenderEnvironment(locale: "fr_FR").adopting(base).drawn == base, "adopted, then read back")
        var changes: [DrawnEnvironment] = []
        for change in 0..<5 {
            var other = base
            switch change {
            case 0: other.locale = "en_US"
            case 1: other.timeZone = "Europe/Lisbon"
            case 2: other.colorScheme = .light
            case 3: other.tint = nil
            default: other.graphColors = [.red, .green]
            }
            changes.append(other)
        }
        #expect(Set(changes + [base]).count == 6, "each part makes another environment")
        let adopted = RenderEnvironment(colorDepth: .ansi16, theme: "nord", renderingMode: .accented).adopting(base)
        #expect(adopted.colorDepth == "ansi16" && adopted.theme == "nord" && adopted.renderingMode == "accented", "what the drawing does not say is kept")
    }
}
