import Testing
import WidgettyHomeFile
import WidgettyKit

/// Values of an `.intentdefinition` custom type in the home file: a mapping of identifier,
/// display string and properties, read, written back and coerced.
@Suite struct ObjectParamTests {
    static let lisbon = IntentObject(identifier: "lis", display: "Lisbon", properties: ["countryCode": .string("PT"), "elevation": .int(2)])
    static let text = """
        widgets:
          - kind: forecast
            id: w
            params:
              home: {identifier: lis, display: Lisbon, countryCode: PT, elevation: 2}
              compared: [{identifier: osl, display: "Oslo, Norway"}, {display: Somewhere}]
        """

    static func params(_ text: String) throws -> [String: IntentValue] {
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return try #require(configuration?.allWidgets.first).params
    }

    @Test func aMappingWithAnIdentifierOrDisplayIsAnObject() throws {
        let params = try Self.params(Self.text)
        #expect(params["home"] == .object(Self.lisbon))
        #expect(
            params["compared"]
                == .array([
                    .object(IntentObject(identifier: "osl", display: "Oslo, Norway")), .object(IntentObject(identifier: nil, display: "Somewhere")),
                ]))
        #expect(HomeFileParser.value(fromText: "{identifier: ber}") == .object(IntentObject(identifier: "ber", display: "ber")))
        #expect(HomeFileParser.value(fromText: "{colour: red}") == nil, "any other mapping still means nothing")
    }

    @Test func anObjectIsWrittenBackAsAFlowMapping() throws {
        let edited = try HomeFileEditor.apply(.setParams(widgetID: "w", params: ["home": .object(Self.lisbon)]), to: Self.text)
        #expect(edited.contains("home: {identifier: lis, display: Lisbon, countryCode: PT, elevation: 2}"), "\(edited)")
        let odd = IntentObject(identifier: "a,b", display: "x: y", properties: ["note": .string("}")])
        let again = try HomeFileEditor.apply(.setParams(widgetID: "w", params: ["home": .object(odd)]), to: Self.text)
        #expect(try Self.params(again)["home"] == .object(odd), "\(again)")
    }

    @MainActor @Test func anIdentifierAloneIsCoercedToAnObject() {
        let kind = IntentParameterKind.optional(.object(typeName: "Place"))
        #expect(HomeValidator.coerce(.string("lis"), to: kind) == .object(IntentObject(identifier: "lis", display: "lis")))
        #expect(HomeValidator.coerce(.object(Self.lisbon), to: kind) == .object(Self.lisbon))
        #expect(HomeValidator.coerce(.null, to: kind) == .null)
        #expect(HomeValidator.coerce(.int(3), to: kind) == nil)
    }
}
