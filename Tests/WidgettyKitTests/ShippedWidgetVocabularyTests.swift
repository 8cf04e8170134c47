import Foundation
import Testing
@testable import WidgettyKit
import WidgettyUI

/// WidgetKit words shipped widgets use that a terminal answers in its own way: names given as
/// `Text`, the widget label's environment value, and intents migrated from SiriKit.
@MainActor
@Suite struct ShippedWidgetVocabularyTests {
    /// An App Intent that took over a SiriKit intent, as shipped apps declare them.
    struct MigratedCityIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
        static let intentClassName = "SelectCityIntent"
        static let title: LocalizedStringResource = "City"
        @Parameter(title: "City", default: "Porto") var city: String
    }

    struct NamedByText: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "named-by-text", provider: UnrulyProvider(completesTwice: false)) { _ in EmptyView() }
                .configurationDisplayName(Text("Tide ").bold() + Text(verbatim: "Tables"))
                .description(Text("High and low water, \(2) days ahead"))
        }
    }

    @Test func namesGivenAsTextAreTheirCharacters() throws {
        let descriptor = try #require(NamedByText().body._widgetDescriptors.first)
        #expect(descriptor.displayName == "Tide Tables")
        #expect(descriptor.description == "High and low water, 2 days ahead")
    }

    @Test func theWidgetLabelIsNeverShownBesideACell() {
        #expect(EnvironmentValues().showsWidgetLabel == false)
        var environment = EnvironmentValues()
        environment.showsWidgetLabel = true
        #expect(environment.showsWidgetLabel)
    }

    @Test func aMigratedIntentIsAnIntentLikeAnyOther() {
        #expect(MigratedCityIntent.intentClassName == "SelectCityIntent")
        let schema = IntentSchema(MigratedCityIntent.self)
        #expect(schema.parameters.map(\.title) == ["City"])
    }

    struct OnlyOnNewerSystems: Widget {
        var body: some WidgetConfiguration {
            EmptyWidgetConfiguration()
        }
    }

    @Test func anEmptyConfigurationDeclaresNoWidget() {
        #expect(OnlyOnNewerSystems().body._widgetDescriptors.isEmpty)
        #expect(NamedByText().body._widgetDescriptors.count == 1)
    }
}
