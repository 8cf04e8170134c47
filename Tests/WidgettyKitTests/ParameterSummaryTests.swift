import Foundation
import Testing
import Widgetty

/// `parameterSummary` as App Intents code writes it, read by the host: the sentence and the
/// parameters shown for a widget's values.
@Suite struct ParameterSummaryTests {
    enum Fill: String, AppEnum {
        case color, gradient
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Fill")
        static let caseDisplayRepresentations: [Fill: DisplayRepresentation] = [.color: "Colour", .gradient: "Gradient"]
    }

    struct BackgroundIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Background"
        @Parameter(title: "Fill", default: .color) var fill: Fill
        @Parameter(title: "First colour", default: "teal") var first: String
        @Parameter(title: "Second colour") var second: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$fill, .equalTo, .gradient) {
                Summary("Fill with \(\.$fill) from \(\.$first)") {
                    \.$second
                }
            } otherwise: {
                Summary("Fill with \(\.$first)")
            }
        }
    }

    struct ForecastIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Forecast"
        @Parameter(title: "Days", default: 3) var days: Int
        @Parameter(title: "City", default: "Lisbon") var city: String
        @Parameter(title: "Hourly", default: false) var hourly: Bool

        static var parameterSummary: some ParameterSummary {
            Switch(\.$hourly) {
                Case(true) { Summary("Hourly in \(\.$city)") }
                DefaultCase {
                    When(\.$days, .greaterThan, 1) {
                        Summary("\(\.$days) days in \(\.$city)")
                    } otherwise: {
                        Summary("Today in \(\.$city)")
                    }
                }
            }
        }
    }

    struct PlainIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Plain"
        @Parameter(title: "Name", default: "x") var name: String
    }

    @Test func aWhenShowsItsBranchForTheValues() throws {
        let schema = IntentSchema(BackgroundIntent.self)
        let summary = try #require(schema.summary)
        #expect(summary.visibleKeys(for: ["fill": .string("gradient")]) == ["fill", "first", "second"])
        #expect(summary.visibleKeys(for: ["fill": .string("color")]) == ["first"])
        #expect(schema.visibleParameters(for: ["fill": .string("color")]).map(\.key) == ["first"])
        let sentence = try #require(summary.shown(for: ["fill": .string("gradient")])?.sentence)
        #expect(sentence.text(with: ["fill": .string("gradient"), "first": .string("teal")]) { key, value in
            value.map { "[\($0)]" } ?? "[\(key)?]"
        } == "Fill with [gradient] from [teal]")
    }

    @Test func aSwitchAndANestedOrderedWhen() throws {
        let summary = try #require(IntentSchema(ForecastIntent.self).summary)
        #expect(summary.visibleKeys(for: ["hourly": .bool(true)]) == ["city"])
        #expect(summary.visibleKeys(for: ["hourly": .bool(false), "days": .int(5)]) == ["days", "city"])
        #expect(summary.visibleKeys(for: ["hourly": .bool(false), "days": .int(1)]) == ["city"])
    }

    @Test func anIntentWithoutASummaryListsEveryParameter() {
        let schema = IntentSchema(PlainIntent.self)
        #expect(schema.summary == nil)
        #expect(schema.visibleParameters(for: [:]).map(\.key) == ["name"])
    }

    @Test func conditionsOnAbsentAndOrderedValues() {
        #expect(ParameterCondition.hasNoValue.holds(for: nil) && ParameterCondition.hasNoValue.holds(for: .null))
        #expect(ParameterCondition.hasAnyValue.holds(for: .string("")))
        #expect(ParameterCondition.greaterThan(.int(2)).holds(for: .double(2.5)))
        #expect(!ParameterCondition.lessThan(.int(2)).holds(for: nil), "nothing orders against an absent value")
        #expect(ParameterCondition.lessThan(.string("m")).holds(for: .string("b")))
    }
}
