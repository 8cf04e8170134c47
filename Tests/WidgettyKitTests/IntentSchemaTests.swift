import Foundation
import Testing
import Widgetty

enum Unit: String, AppEnum {
    case celsius, fahrenheit

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    static var caseDisplayRepresentations: [Unit: DisplayRepresentation] {
        [.celsius: "Celsius", .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F")]
    }
}

struct RepositoryOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["widgetty", "swift"] }
    func defaultResult() async -> String? { "widgetty" }
}

struct EverythingIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Everything" }
    static var description: IntentDescription { IntentDescription("All kinds of parameters.", categoryName: "Tests") }

    @Parameter(title: "City", description: "Where the weather is", default: "Lisbon")
    var city: String
    @Parameter(title: "Count", default: 3) var count: Int
    @Parameter(title: "Scale", default: 1.5) var scale: Double
    @Parameter(title: "Compact", default: true) var compact: Bool
    @Parameter(title: "Since") var since: Date
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Unit", default: .celsius) var unit: Unit
    @Parameter(title: "Tags", default: ["a", "b"]) var tags: [String]
    @Parameter(title: "Units") var units: [Unit]
    @Parameter(title: "Nickname") var nickname: String?
    @Parameter(title: "Repository", optionsProvider: RepositoryOptions()) var repository: String
    var notAParameter = 42
}

@Suite struct IntentSchemaTests {
    @Test func theSchemaListsParametersInDeclarationOrder() throws {
        let schema = IntentSchema(EverythingIntent.self)
        #expect(schema.title == "Everything")
        #expect(schema.description == "All kinds of parameters.")
        #expect(schema.parameters.map(\.key) == [
            "city", "count", "scale", "compact", "since", "link", "unit", "tags", "units", "nickname", "repository",
        ])
        let city = try #require(schema.parameters.first)
        #expect(city.title == "City")
        #expect(city.description == "Where the weather is")
        #expect(city.defaultValue == .string("Lisbon"))
        #expect(!city.hasOptionsProvider)

        let unitCases = [IntentEnumCase(value: "celsius", title: "Celsius"), IntentEnumCase(value: "fahrenheit", title: "Fahrenheit")]
        #expect(schema.parameters.map(\.kind) == [
            .string, .int, .double, .bool, .date, .optional(.url), .enumeration(typeName: "Unit", cases: unitCases),
            .array(of: .string), .array(of: .enumeration(typeName: "Unit", cases: unitCases)), .optional(.string), .string,
        ])
        #expect(schema.parameters.map(\.defaultValue) == [
            .string("Lisbon"), .int(3), .double(1.5), .bool(true), nil, nil, .string("celsius"),
            .array([.string("a"), .string("b")]), nil, nil, nil,
        ])
        #expect(schema.parameters.last?.hasOptionsProvider == true)
    }

    @Test func encodingAndDecodingRoundTrip() throws {
        let values: [String: IntentValue] = [
            "city": .string("Porto"), "count": .int(7), "scale": .double(2.25), "compact": .bool(false),
            "since": .date(Date(timeIntervalSince1970: 1_000)), "link": .url(URL(string: "https://example.com")!),
            "unit": .string("fahrenheit"), "tags": .array([.string("x")]),
            "units": .array([.string("celsius"), .string("fahrenheit")]), "nickname": .null, "repository": .string("swift"),
        ]
        let intent = try IntentSchema.decode(EverythingIntent.self, from: values)
        #expect(intent.city == "Porto")
        #expect(intent.count == 7)
        #expect(intent.unit == .fahrenheit)
        #expect(intent.units == [.celsius, .fahrenheit])
        #expect(intent.nickname == nil)
        #expect(intent.link?.host == "example.com")
        #expect(IntentSchema.encode(intent) == values)
    }

    @Test func missingValuesKeepDefaultsAndLooseShapesAreAccepted() throws {
        let intent = try IntentSchema.decode(EverythingIntent.self, from: ["scale": .int(2), "link": .string("https://a.b/c")])
        #expect(intent.scale == 2)
        #expect(intent.link?.absoluteString == "https://a.b/c")
        #expect(intent.city == "Lisbon")
        #expect(intent.since == Date(timeIntervalSince1970: 0))
        #expect(intent.repository == "")
        #expect(intent.tags == ["a", "b"])
    }

    @Test func badValuesAreRejectedWithTheirKey() {
        #expect(throws: IntentDecodingError.unknownKey("colour")) {
            try IntentSchema.decode(EverythingIntent.self, from: ["colour": .string("red")])
        }
        #expect(throws: IntentDecodingError.wrongType(key: "count", expected: .int, found: .string("three"))) {
            try IntentSchema.decode(EverythingIntent.self, from: ["count": .string("three")])
        }
        let unitKind = IntentSchema(EverythingIntent.self).parameters[6].kind
        #expect(throws: IntentDecodingError.wrongType(key: "unit", expected: unitKind, found: .string("kelvin"))) {
            try IntentSchema.decode(EverythingIntent.self, from: ["unit": .string("kelvin")])
        }
        #expect(IntentDecodingError.unknownKey("colour").description == "unknown parameter 'colour'")
    }

    @Test func optionsComeFromTheProvider() async throws {
        #expect(try await IntentSchema.options(EverythingIntent.self, forKey: "repository") == [.string("widgetty"), .string("swift")])
        #expect(try await IntentSchema.options(EverythingIntent.self, forKey: "city") == nil)
        await #expect(throws: IntentDecodingError.unknownKey("nope")) {
            try await IntentSchema.options(EverythingIntent.self, forKey: "nope")
        }
        #expect(await RepositoryOptions().defaultResult() == "widgetty")
    }

    @Test func intentValuesAreCodableForTheHomeFile() throws {
        let value = IntentValue.array([.string("a"), .int(1), .double(0.5), .bool(true), .null])
        let decoded = try JSONDecoder().decode(IntentValue.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
        #expect(value.description == "[a, 1, 0.5, true, null]")
    }

    @Test func parametersAreSharedBetweenCopiesAndSettableOnALet() {
        let intent = EverythingIntent()
        let copy = intent
        intent.city = "Faro"
        #expect(copy.city == "Faro")
        #expect(EverythingIntent().city == "Lisbon")
        #expect(String(localized: EverythingIntent.title) == "Everything")
        #expect(EverythingIntent.description.categoryName == "Tests")
    }
}
