import Foundation
import Testing
import Widgetty
import WidgettyTesting

/// A widget configured by Forecast.intentdefinition on the home screen: its schema in the edit
/// panel, the intent handler's choices, and a render with stored values.
@MainActor
@Suite struct IntentDefinitionWidgetTests {
    var intentType: AnyConfigurationIntentType {
        get throws { try #require(ForecastWidget().widgetDescriptors.first?.intent) }
    }

    @Test func theSchemaListsTheDefinitionsParametersInDisplayOrder() throws {
        let schema = try intentType.schema
        #expect(schema.title == "Forecast")
        #expect(schema.description == "Choose whose weather the widget shows.")
        #expect(schema.parameters.map(\.key) == ["city", "unit", "days", "showWind", "home", "compared", "feed"])
        #expect(schema.parameters.map(\.title) == ["City", "Unit", "Days Ahead", "Show Wind", "Home Place", "Places to Compare", "Feed"])
        let units = [
            IntentEnumCase(value: "celsius", title: "Degrees Celsius"), IntentEnumCase(value: "fahrenheit", title: "Degrees Fahrenheit"),
        ]
        #expect(schema.parameters.map(\.kind) == [
            .optional(.string), .optional(.enumeration(typeName: "Temperature Unit", cases: units)), .optional(.int), .optional(.bool),
            .optional(.object(typeName: "Place")), .array(of: .object(typeName: "Place")), .optional(.string),
        ])
        #expect(schema.parameters.map(\.defaultValue) == [.string("London"), .string("celsius"), .int(3), .bool(true), nil, nil, nil])
        #expect(schema.parameters.map(\.hasOptionsProvider) == [false, false, false, false, true, true, true])
    }

    @Test func theIntentHandlersChoicesReachTheEditPanel() async throws {
        let home = try #require(try await intentType.optionSections("home"))
        #expect(home.count == 1 && home[0].title == nil)
        #expect(home[0].options.map(\.title) == ["Lisbon", "Oslo", "Nairobi"])
        #expect(
            home[0].options.first?.value
                == .object(IntentObject(identifier: "lis", display: "Lisbon", properties: ["countryCode": .string("PT")])))

        let compared = try #require(try await IntentSchema.optionSections(ForecastIntent.self, forKey: "compared"))
        #expect(compared.map(\.title) == ["Europe", "Africa"], "the async form, with sections")
        #expect(compared.map { $0.options.count } == [2, 1])
        #expect(try await intentType.options("feed") == [.string("met.no"), .string("open-meteo")], "NSStrings are text")
        #expect(try await intentType.options("city") == nil, "a parameter without dynamic options has no provider")
    }

    @Test func aConfiguredWidgetRendersItsStoredValues() async throws {
        let lisbon = IntentObject(identifier: "lis", display: "Lisbon", properties: ["countryCode": .string("PT")])
        let probe = TimelineProbe(
            ForecastWidget(), family: .systemMedium,
            params: [
                "city": .string("Oslo"), "unit": .string("fahrenheit"), "days": .int(2), "home": .object(lisbon),
                "compared": .array([.object(IntentObject(identifier: "osl", display: "Oslo")), .string("Nairobi")]),
            ])
        await probe.start()
        #expect(probe.lastError == nil)
        let words = probe.lines.joined(separator: "\n")
        #expect(words.contains("Oslo °F"), "\(words)")
        #expect(words.contains("2 days"))
        #expect(words.contains("wind on"), "the definition's default")
        #expect(words.contains("home Lisbon PT"))
        #expect(words.contains("vs Oslo+Nairobi"))
    }

    @Test func aNewWidgetStartsWithTheDefinitionsDefaults() async throws {
        #expect(try intentType.defaultValues == [
            "city": .string("London"), "unit": .string("celsius"), "days": .int(3), "showWind": .bool(true), "home": .null,
            "compared": .array([]), "feed": .null,
        ])
        let probe = TimelineProbe(ForecastWidget(), family: .systemMedium)
        await probe.start()
        let words = probe.lines.joined(separator: "\n")
        #expect(words.contains("London °C") && words.contains("3 days") && words.contains("vs none"), "\(words)")
    }
}
