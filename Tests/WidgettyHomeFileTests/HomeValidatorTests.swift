import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
import WidgettyUI

private enum Speed: String, AppEnum {
    case slow, fast
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
}

private struct KnobIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Knobs"
    @Parameter(title: "Count", default: 1) var count: Int
    @Parameter(title: "Ratio", default: 0.5) var ratio: Double
    @Parameter(title: "When") var when: Date?
    @Parameter(title: "Zones", default: []) var zones: [String]
    @Parameter(title: "Speed", default: .slow) var speed: Speed
    init() {}
}

private struct KnobEntry: TimelineEntry { let date: Date }

private struct KnobProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> KnobEntry { KnobEntry(date: .distantPast) }
    func snapshot(for configuration: KnobIntent, in context: Context) async -> KnobEntry { KnobEntry(date: .distantPast) }
    func timeline(for configuration: KnobIntent, in context: Context) async -> Timeline<KnobEntry> {
        Timeline(entries: [KnobEntry(date: .distantPast)], policy: .never)
    }
}

private struct KnobWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "knob", intent: KnobIntent.self, provider: KnobProvider()) { _ in Text("knob") }
            .supportedFamilies([.systemSmall])
    }
}

@Suite @MainActor struct HomeValidatorTests {
    private func problems(_ yaml: String) -> [String] {
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        guard let configuration else { return parseProblems.map(\.description) }
        let validator = HomeValidator(registry: WidgetRegistry(KnobWidget().widgetDescriptors))
        return (parseProblems + validator.problems(in: configuration, file: "home.yaml")).map(\.description)
    }

    @Test func goodValuesAreCoercedToWhatTheIntentExpects() throws {
        let (configuration, _) = HomeFileParser.parse(
            "widgets:\n  - kind: knob\n    params: { count: 3, ratio: 2, when: 2026-12-31, zones: Asia/Tokyo, speed: Fast }\n",
            file: "home.yaml")
        let widget = try #require(configuration?.allWidgets.first)
        let values = try HomeValidator(registry: WidgetRegistry(KnobWidget().widgetDescriptors))
            .intentValues(for: widget, file: "home.yaml").get()
        #expect(values["ratio"] == .double(2))
        #expect(values["zones"] == .array([.string("Asia/Tokyo")]))
        #expect(values["speed"] == .string("fast"))
        guard case .date = values["when"] else { Issue.record("not a date: \(String(describing: values["when"]))"); return }
    }

    @Test func everyKindOfMistakeIsReportedWithItsLocation() {
        let yaml = """
            widgets:
              - kind: nope
              - kind: knob
                family: large
              - kind: knob
                params: { colour: red }
              - kind: knob
                params: { count: many }
              - kind: knob
                params: { speed: warp }
            """
        #expect(problems(yaml) == [
            "home.yaml:2:5: unknown widget kind 'nope' (known: knob)",
            "home.yaml:3:5: knob does not support the large family (it supports small): use small, or, if it is your widget, add .systemLarge to its .supportedFamilies([…])",
            "home.yaml:6:15: knob has no parameter 'colour' (it has: count, ratio, when, zones, speed)",
            "home.yaml:8:22: parameter 'count' expects a whole number, found many",
            "home.yaml:10:22: parameter 'speed' expects one of slow, fast, found warp",
        ])
    }
}
