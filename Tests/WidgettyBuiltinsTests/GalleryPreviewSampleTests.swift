import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The gallery's previews (`context.isPreview`) of every widget that reaches the network are
/// snapshots from sample data, as on iOS: offline or not, never a fetch or its error.
@MainActor
@Suite struct GalleryPreviewSampleTests {
    @Test(arguments: ["weather", "feed", "github", "http", "monitor", "prometheus", "alertmanager", "mqtt"])
    func aPreviewIsSampleDataAtOnce(kind: String) async throws {
        let descriptor = try BuiltinHarness.descriptor(kind)
        for family in descriptor.supportedFamilies where [.systemSmall, .systemMedium, .systemLarge].contains(family) {
            let context = TimelineProviderContext(family: family, isPreview: true, displaySize: CGSize(width: 36, height: 18))
            // Settings that would reach a real server if anything were asked: a closed port on loopback.
            var values = descriptor.intent?.defaultValues ?? [:]
            if kind == "http" { values["url"] = .string("http://127.0.0.1:9/status") }
            if kind == "feed" { values["feeds"] = .array([.string("http://127.0.0.1:9/feed.xml")]) }
            if kind == "monitor" { values["targets"] = .array([.string("http://127.0.0.1:9/")]) }
            if kind == "prometheus" || kind == "alertmanager" { values["baseURL"] = .string("http://127.0.0.1:9/") }
            if kind == "mqtt" {
                values["broker"] = .string("mqtt://127.0.0.1:9")
                values["topics"] = .array([.string("home/+/temperature")])
            }
            let entry = try await descriptor.source.snapshot(context, values)
            let text = BuiltinHarness.render(descriptor, entry: entry, family: family, now: Date()).trimmedLines.joined(separator: "\n")
            for failure in ["cannot", "refused", "offline", "failing", "127.0.0.1", "timed out", "no url", "widgetty-fetch"] {
                #expect(!text.lowercased().contains(failure), "\(kind) \(family):\n\(text)")
            }
            #expect(text.count > 20, "\(kind) \(family) shows almost nothing:\n\(text)")
        }
    }
}
