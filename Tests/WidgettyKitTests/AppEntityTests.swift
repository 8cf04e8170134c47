import Foundation
import Synchronization
import Testing
import Widgetty
@_spi(WidgettyHost) import WidgettyKit

/// Parameters of an entity type, as App Intents code writes them: stored by identifier with the
/// title beside it, found again through the entity's query before the provider runs, offered in
/// the edit panel from the query's suggestions, and a vanished one said, never dropped.
@Suite(.serialized) struct AppEntityTests {
    static let people = Mutex([1: "Ada", 2: "Grace", 3: "Edsger"])

    struct PersonEntity: AppEntity {
        let id: Int
        let name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Person")
        static let defaultQuery = PersonQuery()
    }

    struct PersonQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [PersonEntity] {
            let people = AppEntityTests.people.withLock { $0 }
            return identifiers.compactMap { id in people[id].map { PersonEntity(id: id, name: $0) } }
        }
        func suggestedEntities() async throws -> [PersonEntity] {
            AppEntityTests.people.withLock { $0 }.sorted { $0.key < $1.key }.map { PersonEntity(id: $0.key, name: $0.value) }
        }
    }

    struct PersonIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Person"
        @Parameter(title: "Person") var person: PersonEntity?
    }

    struct PersonEntry: TimelineEntry {
        let date: Date
        let name: String
    }

    struct PersonProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> PersonEntry { PersonEntry(date: .distantPast, name: "…") }
        func snapshot(for configuration: PersonIntent, in context: Context) async -> PersonEntry {
            PersonEntry(date: .distantPast, name: configuration.person?.name ?? "nobody")
        }
        func timeline(for configuration: PersonIntent, in context: Context) async -> Timeline<PersonEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    @MainActor static var descriptor: AnyWidgetDescriptor {
        AppIntentConfiguration(kind: "person", intent: PersonIntent.self, provider: PersonProvider()) { Text($0.name) }
            ._widgetDescriptors[0]
    }

    static let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: 20, height: 8))

    @Test func anEntityIsStoredByIdentifierWithItsTitle() {
        let parameter = IntentSchema(PersonIntent.self).parameters[0]
        #expect(parameter.kind == .optional(.object(typeName: "PersonEntity")))
        #expect(parameter.hasOptionsProvider, "the query's suggestions are the panel's choices")
        #expect(PersonEntity(id: 2, name: "Grace").intentValue == .object(IntentObject(identifier: "2", display: "Grace")))
    }

    @Test func thePanelIsOfferedTheQuerysSuggestions() async throws {
        let sections = try #require(try await IntentSchema.optionSections(PersonIntent.self, forKey: "person"))
        #expect(sections.flatMap(\.options).map(\.title) == ["Ada", "Grace", "Edsger"])
        #expect(sections.flatMap(\.options).first?.value == .object(IntentObject(identifier: "1", display: "Ada")))
    }

    @MainActor @Test func aStoredEntityIsFoundThroughItsQueryBeforeTheProviderRuns() async throws {
        Self.people.withLock { $0[2] = "Grace Hopper" }
        defer { Self.people.withLock { $0[2] = "Grace" } }
        let stored: [String: IntentValue] = ["person": .object(IntentObject(identifier: "2", display: "Grace"))]
        let timeline = try await Self.descriptor.source.timeline(Self.context, stored)
        #expect((timeline.entries.first?.base as? PersonEntry)?.name == "Grace Hopper", "the query's current entity")
        let none = try await Self.descriptor.source.timeline(Self.context, ["person": .null])
        #expect((none.entries.first?.base as? PersonEntry)?.name == "nobody")
    }

    @MainActor @Test func anEntityTheQueryNoLongerFindsIsSaidNotDropped() async throws {
        let stored: [String: IntentValue] = ["person": .object(IntentObject(identifier: "9", display: "Barbara"))]
        do {
            _ = try await Self.descriptor.source.timeline(Self.context, stored)
            Issue.record("a missing entity must not load as nobody")
        } catch let missing as MissingEntity {
            #expect(missing.description == "PersonEntity 'Barbara' (9) is no longer there")
        }
    }
}
