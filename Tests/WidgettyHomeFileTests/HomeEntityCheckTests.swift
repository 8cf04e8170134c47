import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
import WidgettyUI

/// Planets the query knows; Pluto was one once.
private let planets = ["mercury": "Mercury", "venus": "Venus", "earth": "Earth", "mars": "Mars"]

private struct PlanetEntity: AppEntity {
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: LocalizedStringResource(planets[id] ?? id)) }
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let defaultQuery = PlanetQuery()
}

private struct PlanetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PlanetEntity] {
        identifiers.filter { planets[$0] != nil }.map(PlanetEntity.init)
    }
}

private struct OrbitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Orbit"
    @Parameter(title: "Planet") var planet: PlanetEntity?
    @Parameter(title: "Neighbours", default: []) var neighbours: [PlanetEntity]
    init() {}
}

private struct OrbitEntry: TimelineEntry { let date: Date }

private struct OrbitProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> OrbitEntry { OrbitEntry(date: .distantPast) }
    func snapshot(for configuration: OrbitIntent, in context: Context) async -> OrbitEntry { OrbitEntry(date: .distantPast) }
    func timeline(for configuration: OrbitIntent, in context: Context) async -> Timeline<OrbitEntry> {
        Timeline(entries: [OrbitEntry(date: .distantPast)], policy: .never)
    }
}

private struct OrbitWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "orbit", intent: OrbitIntent.self, provider: OrbitProvider()) { _ in Text("orbit") }
    }
}

/// What `widgetty check` adds for entity parameters: each stored entity its query no longer
/// knows, at the parameter, with the widget's kind and the identifier.
@Suite @MainActor struct HomeEntityCheckTests {
    private func problems(_ yaml: String) async throws -> [String] {
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        return await HomeEntityCheck.problems(
            in: configuration, file: "home.yaml", registry: WidgetRegistry(OrbitWidget().widgetDescriptors)
        ).map(\.description)
    }

    @Test func anEntityTheQueryNoLongerKnowsIsReportedAtItsParameter() async throws {
        let found = try await problems("""
            widgets:
              - kind: orbit
                params:
                  planet: { identifier: pluto, display: Pluto }
                  neighbours: [venus, { identifier: vulcan, display: Vulcan }]
            """)
        #expect(found == [
            "home.yaml:5:19: orbit: parameter 'neighbours' names 'Vulcan' (id vulcan), which its query no longer knows",
            "home.yaml:4:15: orbit: parameter 'planet' names 'Pluto' (id pluto), which its query no longer knows",
        ], "\(found)")
    }

    @Test func knownEntitiesAndOtherValuesAreNoProblem() async throws {
        #expect(try await problems("widgets:\n  - kind: orbit\n    params: { planet: { identifier: mars, display: Mars }, neighbours: [earth] }\n").isEmpty)
        #expect(try await problems("widgets:\n  - kind: orbit\n").isEmpty)
    }
}
