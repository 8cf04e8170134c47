import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import AlipayWidgets

@MainActor
@Suite("AlipayWidgets (seed 000)")
struct AlipayWidgetsTests {
    private func widget(_ kind: String) throws -> AnyWidgetDescriptor {
        try #require(WidgetBundleDemo().widgetDescriptors.first { $0.kind == kind })
    }

    @Test func theBundleHoldsTheStaticAndBothIntentWidgets() {
        let widgets = WidgetBundleDemo().widgetDescriptors
        #expect(widgets.map(\.kind) == ["AlipayWidget", "StaticIntentWidget", "DynamicIntentWidget"])
        #expect(widgets.map(\.displayName) == ["Alipay", "StaticIntentWidget", "DynamicIntentWidget"])
        #expect(widgets.allSatisfy { $0.supportedFamilies == [.systemMedium] })
        #expect(widgets.map { $0.intent == nil } == [true, false, false])
    }

    @Test func everyWidgetRendersTheGroupButtonsAsLinks() async throws {
        let context = TimelineProviderContext.testing(.systemMedium)
        let alipay = try widget("AlipayWidget")
        let staticIntent = try widget("StaticIntentWidget")
        let dynamic = try widget("DynamicIntentWidget")
        let entries: [(AnyTimelineEntry, AnyWidgetDescriptor)] = [
            (AnyTimelineEntry(AlipayWidgetProvider().placeholder(in: context)), alipay),
            (try await alipay.source.snapshot(context, [:]), alipay),
            (AnyTimelineEntry(StaticIntentWidgetProvider().placeholder(in: context)), staticIntent),
            (try await staticIntent.source.snapshot(context, [:]), staticIntent),
            (AnyTimelineEntry(DynamicIntentWidgetProvider().placeholder(in: context)), dynamic),
        ]
        for (entry, descriptor) in entries {
            let rendered = renderEntry(entry.base, of: descriptor, family: .systemMedium)
            let words = rendered.words
            #expect(words.contains("Cloudy 28℃"), "\(descriptor.kind): \(words)")
            #expect(words.contains("Scan"), "\(descriptor.kind): \(words)")
            #expect(words.contains("Payment"), "\(descriptor.kind): \(words)")
            #expect(rendered.links.count == 4, "\(descriptor.kind)")
            #expect(rendered.links.allSatisfy { $0.url.absoluteString == "https://www.baidu.com/" })
        }
    }

    @Test func theStaticIntentOffersTheButtonTypes() async throws {
        let intent = try #require(try widget("StaticIntentWidget").intent)
        let parameter = try #require(intent.schema.parameters.first)
        #expect(parameter.key == "btnType")
        #expect(parameter.defaultValue == .string("scan"))
        guard case .enumeration(_, let cases) = parameter.kind else {
            Issue.record("btnType should be an enumeration, is \(parameter.kind)")
            return
        }
        #expect(cases.map(\.title).contains("Travel Card"))
        let provider = StaticIntentWidgetProvider()
        let configured = try IntentSchema.decode(StaticConfigurationIntent.self, from: ["btnType": .string("yuebao")])
        #expect(provider.buttonType(from: configured) == .yuebao)
        let timeline = try await widget("StaticIntentWidget").source.timeline(TimelineProviderContext.testing(.systemMedium), [:])
        #expect(timeline.entries.count == 1)
        guard case .after(let expiry) = timeline.policy.rule, let entry = timeline.entries.first else {
            Issue.record("expected one entry and .after, got \(timeline.policy)")
            return
        }
        #expect(abs(expiry.timeIntervalSince(entry.date) - 7200) < 1)
    }

    @Test func theDynamicIntentListsTheHandlersButtonsAndDefaultsToFour() async throws {
        let descriptor = try widget("DynamicIntentWidget")
        let intent = try #require(descriptor.intent)
        let parameter = try #require(intent.schema.parameters.first)
        #expect(parameter.key == "selectButtons")
        #expect(parameter.title == "Please Select")
        #expect(parameter.hasOptionsProvider)
        let options = try #require(try await intent.options("selectButtons"))
        #expect(options == ["Scan", "Payment", "Health Code", "Travel", "Travel Card", "Card Package", "Member Points", "Yu'ebao"]
            .map(IntentValue.string))
        #expect(intent.defaultValues["selectButtons"] == .array(["Scan", "Payment", "Health Code", "Travel"].map(IntentValue.string)))

        let values: [String: IntentValue] = ["selectButtons": .array(["Yu'ebao", "Card Package", "Scan"].map(IntentValue.string))]
        let timeline = try await descriptor.source.timeline(TimelineProviderContext.testing(.systemMedium), values)
        let entry = try #require(timeline.entries.first?.base as? DynamicIntentWidgetEntry)
        #expect(entry.groupBtns?.map(\.displayString) == ["Yu'ebao", "Card Package", "Scan"])
        #expect(entry.groupBtns?.map(\.buttonType) == [.yuebao, .stuck, .scan])
        let rendered = renderEntry(entry, of: descriptor, family: .systemMedium)
        #expect(rendered.words.contains("Yu'ebao"), "\(rendered.words)")
        #expect(rendered.words.contains("Card Package"), "\(rendered.words)")
        #expect(!rendered.words.contains("Payment"), "\(rendered.words)")
        #expect(rendered.links.count == 3)

        #expect(throws: IntentDecodingError.self) {
            try IntentSchema.decode(DynamicConfigurationIntent.self, from: ["selectButtons": .array([.string("Lottery")])])
        }
    }
}
