import Foundation
import Testing
import Widgetty
import WidgettyTesting

/// The classes generated from Forecast.intentdefinition, used as widget code uses Xcode's.
@Suite struct GeneratedIntentTests {
    @Test func propertiesHaveXcodesTypesAndTheDefinitionsDefaults() {
        let intent = ForecastIntent()
        #expect(intent.city == "London")
        #expect(intent.unit == .celsius)
        #expect(intent.days?.intValue == 3)
        #expect(intent.showWind?.boolValue == true)
        #expect(intent.home == nil)
        #expect(intent.compared == nil, "no list rather than an empty one, as SiriKit")
        #expect(intent.source == nil)
    }

    @Test func aLetIntentIsSetAsAClassIs() {
        let intent = ForecastIntent()
        intent.city = "Oslo"
        intent.unit = .fahrenheit
        intent.days = NSNumber(value: 5)
        intent.showWind = false
        intent.home = Place(identifier: "lis", display: "Lisbon")
        intent.compared = [Place(code: "osl", name: "Oslo", country: "NO")]
        intent.source = "met.no"
        #expect(intent.city == "Oslo" && intent.unit == .fahrenheit && intent.days == 5 && intent.showWind?.boolValue == false)
        #expect(intent.home?.identifier == "lis" && intent.home?.displayString == "Lisbon")
        #expect(intent.compared?.first?.countryCode == "NO")
        #expect(intent.source == "met.no")

        let stored = IntentSchema.encode(intent)
        #expect(stored["city"] == .string("Oslo"))
        #expect(stored["unit"] == .string("fahrenheit"))
        #expect(stored["days"] == .int(5))
        #expect(stored["home"] == .object(IntentObject(identifier: "lis", display: "Lisbon")))
        #expect(
            stored["compared"] == .array([.object(IntentObject(identifier: "osl", display: "Oslo", properties: ["countryCode": .string("NO")]))]))
        #expect(stored["source"] == nil, "a parameter widgets do not configure is not stored")

        intent.unit = .unknown
        intent.city = nil
        intent.compared = []
        #expect(IntentSchema.encode(intent)["unit"] == .null, "unknown is no value")
        #expect(intent.unit == .unknown && intent.city == nil && intent.compared == nil)
    }

    @Test func enumsKeepUnknownOutOfTheirCases() {
        #expect(TemperatureUnit.allCases == [.celsius, .fahrenheit])
        #expect(TemperatureUnit.unknown.rawValue == 0 && TemperatureUnit.fahrenheit.rawValue == 2)
        #expect(TemperatureUnit(intentValue: .string("unknown")) == .unknown)
        #expect(TemperatureUnit(intentValue: .string("celsius")) == .celsius)
        #expect(TemperatureUnit(intentValue: .int(2)) == .fahrenheit)
        #expect(TemperatureUnit(intentValue: .string("kelvin")) == nil)
    }

    @Test func customTypesKeepTheirPropertiesWhenStored() throws {
        let oslo = Place(code: "osl", name: "Oslo", country: "NO")
        oslo.elevation = 23
        let stored = oslo.intentValue
        let back = try #require(Place(intentValue: stored))
        #expect(back == oslo, "equal by identifier, display string and properties")
        #expect(back.countryCode == "NO" && back.elevation?.intValue == 23)
        #expect(back != Place(identifier: "osl", display: "Oslo"))
        let bare = try #require(Place(intentValue: .string("ber")))
        #expect(bare.identifier == "ber" && bare.displayString == "ber", "plain text is an identifier shown as itself")
        #expect(Place(intentValue: .int(1)) == nil)
        #expect(Place.intentParameterKind == .object(typeName: "Place"))
    }

    @Test func handlersResolutionResultsExist() {
        let handler = ForecastIntentHandler()
        let intent = ForecastIntent()
        intent.home = Place.known[0]
        var results: [PlaceResolutionResult] = []
        handler.resolveHome(for: intent) { results.append($0) }
        #expect(results.count == 1)
        _ = TemperatureUnitResolutionResult.success(with: .celsius)
        _ = INStringResolutionResult.needsValue()
    }
}
