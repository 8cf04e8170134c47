import Foundation
import Testing
import WidgettyExtensionProtocol
import WidgettyKit
import WidgettyTerminal

/// Every message survives encoding and decoding, and reads as PROTOCOL.md writes it.
@Suite struct MessageRoundTripTests {
    static let environment = RenderEnvironment(
        locale: "en_GB", timeZone: "Europe/Lisbon", colorDepth: .palette256, colorScheme: .light, theme: "solarized",
        renderingMode: .vibrant, tint: .rgb(1, 2, 255), graphColors: [.ansi(2), .palette(208)])
    static let instance = ProviderRequest(
        kind: "weather", parameters: ["city": .string("Porto"), "days": .int(3), "tags": .array([.string("a"), .null])],
        family: .systemMedium, size: CellSize(columns: 56, rows: 10), now: Date(timeIntervalSinceReferenceDate: 123_456.789),
        isPreview: true, environment: environment)

    static func roundTrip<M: Codable & Equatable>(_ message: M) throws -> M {
        let data = try ExtensionProtocol.encode(message)
        let decoded = try ExtensionProtocol.decode(M.self, from: data)
        #expect(decoded == message, "\(String(decoding: data, as: UTF8.self))")
        return decoded
    }

    @Test func everyRequestRoundTrips() throws {
        let requests: [ExtensionRequest.Message] = [
            .describe(DescribeRequest()), .placeholder(Self.instance), .snapshot(Self.instance), .timeline(Self.instance),
            .perform(PerformRequest(identity: "AddIntent\u{1F}step=2", instance: Self.instance)),
            .options(OptionsRequest(kind: "weather", key: "city")),
            .search(SearchRequest(kind: "weather", key: "person", text: "Ad")),
            .lookup(LookupRequest(kind: "weather", key: "person", stored: .object(IntentObject(identifier: "1", display: "Ada")))),
            .link(LinkRequest(kind: "feed", action: "read", query: [URLQueryItem(name: "item", value: "4"), URLQueryItem(name: "bare", value: nil)], now: Self.instance.now)),
            .previews(PreviewsRequest()), .previews(PreviewsRequest(version: 7)),
        ] + ProviderCallType.allCases.map { .preview(PreviewRequest(preview: 2, call: $0, instance: Self.instance)) }
        for (id, message) in requests.enumerated() { _ = try Self.roundTrip(ExtensionRequest(id: id, message)) }
    }

    @Test func aRequestIsFlatJSONWithItsIdAndType() throws {
        let data = try ExtensionProtocol.encode(ExtensionRequest(id: 7, .options(OptionsRequest(kind: "k", key: "city"))))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? Int == 7)
        #expect(object["type"] as? String == "options")
        #expect(object["kind"] as? String == "k")
        #expect(object["key"] as? String == "city")
        let unknown = Data(#"{"id": 1, "type": "dance"}"#.utf8)
        #expect(throws: DecodingError.self) { try ExtensionProtocol.decode(ExtensionRequest.self, from: unknown) }
    }

    @Test func previewMessagesReadAsTheProtocolWritesThem() throws {
        let listing = try #require(try JSONSerialization.jsonObject(with: ExtensionProtocol.encode(ExtensionRequest(id: 3, .previews(PreviewsRequest())))) as? [String: Any])
        #expect(listing["type"] as? String == "previews")
        #expect(listing["version"] as? Int == ExtensionProtocol.version)
        let asked = ExtensionRequest(id: 4, .preview(PreviewRequest(preview: 2, call: .snapshot, instance: Self.instance)))
        let object = try #require(try JSONSerialization.jsonObject(with: ExtensionProtocol.encode(asked)) as? [String: Any])
        #expect(object["type"] as? String == "preview")
        #expect(object["preview"] as? Int == 2)
        #expect(object["call"] as? String == "snapshot")
        #expect((object["instance"] as? [String: Any])?["family"] as? String == "systemMedium")
        // A call that is none of the three, and a listing without the host's version, are no requests.
        let dance = Data(#"{"id": 5, "type": "preview", "preview": 1, "call": "dance", "instance": {}}"#.utf8)
        #expect(throws: DecodingError.self) { try ExtensionProtocol.decode(ExtensionRequest.self, from: dance) }
        let unversioned = Data(#"{"id": 6, "type": "previews"}"#.utf8)
        #expect(throws: DecodingError.self) { try ExtensionProtocol.decode(ExtensionRequest.self, from: unversioned) }
        // A view preview has no family: absent, not null.
        let view = PreviewDescription(number: 1, name: nil, location: "Views.swift:3", family: nil, widget: nil)
        let written = String(decoding: try ExtensionProtocol.encode(view), as: UTF8.self)
        #expect(!written.contains("family") && !written.contains("widget") && !written.contains("name"), "\(written)")
    }

    @MainActor @Test func everyReplyRoundTrips() throws {
        var size = IntentCollectionSize(min: 1, max: 4)
        size = IntentCollectionSize(min: size.min, max: size.max)
        let schema = try ExtensionProtocol.decode(IntentSchema.self, from: ExtensionProtocol.encode(IntentSchema(OptionsIntent.self)))
        #expect(schema == IntentSchema(OptionsIntent.self))
        #expect(schema.parameters.map(\.key) == ["city", "count"])
        let kind = KindDescription(
            kind: "weather", displayName: "Weather", description: "Rain or shine", supportedFamilies: [.systemSmall, .accessoryInline],
            contentMarginsDisabled: true, providerTimeout: 2.5, minimumReloadInterval: 60, linksFromRemoteContent: true,
            intent: schema, defaultValues: ["city": .string("Lisbon")],
            recommendations: [WidgetRecommendation(description: "Porto", values: ["city": .string("Porto")])], linkActions: ["read"])
        let entry = try RenderedEntryTests.sampleEntry()
        let replies: [ExtensionReply.Message] = [
            .described(BundleDescription(displayName: "My Widgets", kinds: [kind])),
            .entries(EntriesReply(entries: [entry, entry], policy: WirePolicy(.after(Date(timeIntervalSinceReferenceDate: 99))))),
            .entries(EntriesReply(entries: [], policy: WirePolicy(.never))),
            .entry(EntryReply(entry: entry)),
            .performed(PerformedReply(message: "Added two")), .performed(PerformedReply(message: nil)),
            .options(OptionsReply(sections: [IntentOptionSection(title: "Cities", options: [IntentOption(value: .string("Porto"), title: "Porto", subtitle: "PT")])])),
            .options(OptionsReply(sections: nil)),
            .lookup(LookupReply(lookup: EntityLookup(value: .string("1"), missing: [IntentObject(identifier: "2", display: "Gone")]))),
            .linked(LinkedReply(url: URL(string: "https://example.com/item/4"))), .linked(LinkedReply(url: nil)),
            .failed(FailedReply(message: "provider threw")),
            .previews(PreviewsReply(previews: [
                PreviewDescription(number: 1, name: "Lock screen", location: "NoteWidget.swift:40", family: .accessoryRectangular, widget: kind,
                                   parameters: ["city": .string("Porto")]),
                PreviewDescription(number: 2, name: nil, location: "Demo.SomePreviews", family: nil, widget: kind),
                PreviewDescription(number: 3, name: nil, location: "Empty.swift:7", family: .systemSmall, widget: nil),
            ])),
            .previews(PreviewsReply(previews: [])),
        ]
        let query = LinkRequest(kind: "f", action: "a", query: [URLQueryItem(name: "x", value: "1"), URLQueryItem(name: "y", value: nil)], now: .now)
        #expect(query.queryItems == [URLQueryItem(name: "x", value: "1"), URLQueryItem(name: "y", value: nil)])
        for (id, message) in replies.enumerated() { _ = try Self.roundTrip(ExtensionReply(id: id, message)) }
        #expect(WirePolicy(.atEnd).policy == .atEnd)
        #expect(WirePolicy(.never).policy == .never)
        #expect(WirePolicy(.after(Date(timeIntervalSinceReferenceDate: 5))).policy == .after(Date(timeIntervalSinceReferenceDate: 5)))
    }

    /// A control's kind says `"control": true`; a widget's says nothing, and an older extension's
    /// description without the field reads as a widget's.
    @Test func aControlSaysSoAndAWidgetSaysNothing() throws {
        let lamp = KindDescription(kind: "lamp", displayName: "Lamp", description: "", supportedFamilies: [.accessoryInline], control: true)
        let clock = KindDescription(kind: "clock", displayName: "Clock", description: "", supportedFamilies: [.systemSmall])
        let written = try #require(try JSONSerialization.jsonObject(with: ExtensionProtocol.encode(lamp)) as? [String: Any])
        #expect(written["control"] as? Bool == true)
        #expect(!String(decoding: try ExtensionProtocol.encode(clock), as: UTF8.self).contains("control"))
        #expect(try Self.roundTrip(lamp).control == true)
        let older = Data(#"{"kind": "k", "displayName": "K", "description": "", "supportedFamilies": ["systemSmall"], "contentMarginsDisabled": false, "linksFromRemoteContent": false, "defaultValues": {}, "recommendations": [], "linkActions": []}"#.utf8)
        #expect(try ExtensionProtocol.decode(KindDescription.self, from: older).control == nil)
    }

    @Test func coloursAndStylesAreShortStrings() throws {
        let style = Style(foreground: .rgb(0x1E, 0x90, 0xFF), background: .palette(208), attributes: [.bold, .underline])
        #expect(WireStyle.string(style) == "#1e90ff;p208;9")
        #expect(try WireStyle.style("#1e90ff;p208;9") == style)
        #expect(WireStyle.string(.plain) == ";;0")
        #expect(try WireStyle.style("a9;;0") == Style(foreground: .brightRed))
        #expect(throws: ExtensionProtocolError.self) { try WireStyle.style("x;;0") }
    }

    @MainActor @Test func theEnvironmentBecomesTheValuesAWidgetIsDrawnIn() throws {
        let values = Self.environment.values(family: .systemSmall, now: Date(timeIntervalSinceReferenceDate: 10), placeholder: true)
        #expect(values.locale.identifier == "en_GB")
        #expect(values.timeZone.identifier == "Europe/Lisbon")
        #expect(values.colorScheme == .light)
        #expect(values.widgetRenderingMode == .vibrant)
        #expect(values.widgetFamily == .systemSmall)
        #expect(values.now == Date(timeIntervalSinceReferenceDate: 10))
        #expect(values.redactionReasons == .placeholder)
        #expect(Self.environment.depth == .palette256)
    }
}
