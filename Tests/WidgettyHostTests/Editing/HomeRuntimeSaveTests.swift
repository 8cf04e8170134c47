import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Counts timeline calls per `label` value, so a test can tell which widget reloaded.
private final class CallLog: @unchecked Sendable {
    static let shared = CallLog()
    private let lock = NSLock()
    private var labels: [String] = []
    func record(_ label: String) { lock.withLock { labels.append(label) } }
    func count(_ label: String) -> Int { lock.withLock { labels.filter { $0 == label }.count } }
    func reset() { lock.withLock { labels = [] } }
}

private struct LabelIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Label"
    @Parameter(title: "Label", default: "none") var label: String
    init() {}
}

private struct LabelEntry: TimelineEntry {
    let date: Date
    let label: String
}

private struct LabelProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: .distantPast, label: "…") }
    func snapshot(for configuration: LabelIntent, in context: Context) async -> LabelEntry {
        LabelEntry(date: .distantPast, label: configuration.label)
    }
    func timeline(for configuration: LabelIntent, in context: Context) async -> Timeline<LabelEntry> {
        CallLog.shared.record(configuration.label)
        return Timeline(entries: [LabelEntry(date: .distantPast, label: "shows \(configuration.label)")], policy: .never)
    }
}

private struct LabelWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "label", intent: LabelIntent.self, provider: LabelProvider()) { entry in Text(entry.label) }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@Suite(.serialized) @MainActor struct HomeRuntimeSaveTests {
    private let yaml = """
        # three labels
        widgets:
          - kind: label
            params: { label: one }   # the first
          - kind: label
            params:
              label: two
          - kind: label
            params:
              label: three
        """

    private func pilot(file: URL?) throws -> HostPilot {
        let (configuration, _) = HomeFileParser.parse(yaml, file: "home.yaml")
        let pilot = try HostPilot(
            widgets: LabelWidget().widgetDescriptors, configuration: try #require(configuration), homeFile: file)
        return pilot
    }

    private func homeFile() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("home.yaml")
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        return file
    }

    @Test func savingParametersShowsThemAtOnceAndReloadsOnlyThatWidget() async throws {
        CallLog.shared.reset()
        let file = try homeFile()
        let pilot = try pilot(file: file)
        await pilot.settle()
        #expect(pilot.text.contains("shows two"))
        #expect(CallLog.shared.count("one") == 1 && CallLog.shared.count("two") == 1 && CallLog.shared.count("three") == 1)

        try pilot.runtime.save(.setParams(widgetID: "label-2", params: ["label": .string("deux")]))
        await pilot.settle()
        #expect(pilot.text.contains("shows deux"))
        #expect(!pilot.text.contains("shows two"))
        #expect(CallLog.shared.count("deux") == 1)
        #expect(CallLog.shared.count("one") == 1 && CallLog.shared.count("three") == 1)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved == yaml.replacingOccurrences(of: "label: two", with: "label: deux"))
    }

    @Test func aSaveOverAnotherWritersChangeKeepsThatChange() async throws {
        let file = try homeFile()
        let pilot = try pilot(file: file)
        await pilot.settle()
        let elsewhere = yaml.replacingOccurrences(of: "# three labels", with: "# edited elsewhere")
        try elsewhere.write(to: file, atomically: false, encoding: .utf8)
        try pilot.runtime.save(.setParams(widgetID: "label-3", params: ["label": .string("trois")]))
        await pilot.settle()
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved == elsewhere.replacingOccurrences(of: "label: three", with: "label: trois"))
        #expect(pilot.text.contains("shows trois"))
        #expect(pilot.text.contains("changed elsewhere"))
    }

    @Test func withoutAHomeFileASaveSaysSo() async throws {
        let pilot = try pilot(file: nil)
        #expect(throws: HomeSaveError.self) { try pilot.runtime.save(.remove(itemID: "label")) }
        do {
            try pilot.runtime.save(.remove(itemID: "label"))
        } catch {
            #expect(error.description.contains("not started from a home file"))
        }
    }
}
