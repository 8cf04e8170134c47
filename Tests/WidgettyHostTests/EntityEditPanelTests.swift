import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
@testable import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// An entity parameter in the edit panel (HostPilot): typing searches through the query's
/// `entities(matching:)` off the drawing thread and an answer for an older search is dropped;
/// choosing one saves its identifier with its title; a stored entity is asked again as the panel
/// opens, shown by today's title, or as missing and kept.
@MainActor
@Suite(.serialized) struct EntityEditPanelTests {
    /// Towns with their countries: the query finds a town by either, the panel's own filter would
    /// find it only by its title.
    nonisolated static let towns = ["lis": ("Lisbon", "Portugal"), "por": ("Porto", "Portugal"), "osa": ("Osaka", "Japan"), "oslo": ("Oslo", "Norway")]

    /// Search texts the query holds until the test releases them, and every text it was asked.
    nonisolated static let gate = Mutex((held: Set<String>(), waiting: [String: [CheckedContinuation<Void, Never>]](), asked: [String]()))

    nonisolated static func release(_ text: String) {
        let waiting = gate.withLock { gate in
            gate.held.remove(text)
            return gate.waiting.removeValue(forKey: text) ?? []
        }
        for continuation in waiting { continuation.resume() }
    }

    struct TownEntity: AppEntity {
        let id: String
        var displayRepresentation: DisplayRepresentation { "\(EntityEditPanelTests.towns[id]?.0 ?? id)" }
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Town")
        static let defaultQuery = TownQuery()
    }

    struct TownQuery: EntityStringQuery {
        func entities(for identifiers: [String]) async throws -> [TownEntity] {
            identifiers.filter { EntityEditPanelTests.towns[$0] != nil }.map(TownEntity.init)
        }
        func suggestedEntities() async throws -> [TownEntity] { EntityEditPanelTests.towns.keys.sorted().map(TownEntity.init) }
        func entities(matching string: String) async throws -> [TownEntity] {
            let held = EntityEditPanelTests.gate.withLock { gate in
                gate.asked.append(string)
                return gate.held.contains(string)
            }
            if held {
                await withCheckedContinuation { continuation in
                    EntityEditPanelTests.gate.withLock { $0.waiting[string, default: []].append(continuation) }
                }
            }
            let needle = string.lowercased()
            return EntityEditPanelTests.towns.filter { _, town in
                town.0.lowercased().contains(needle) || town.1.lowercased().contains(needle)
            }.keys.sorted().map(TownEntity.init)
        }
    }

    enum Scope: String, AppEnum {
        case town, everywhere
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Scope")
        static let caseDisplayRepresentations: [Scope: DisplayRepresentation] = [.town: "One town", .everywhere: "Everywhere"]
    }

    struct TownIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Weather"
        @Parameter(title: "Scope", default: .town) var scope: Scope
        @Parameter(title: "Town") var town: TownEntity?

        static var parameterSummary: some ParameterSummary {
            When(\.$scope, .equalTo, .town) {
                Summary("Weather in \(\.$town)") { \.$scope }
            } otherwise: {
                Summary("Weather \(\.$scope)")
            }
        }
    }

    struct TownEntry: TimelineEntry {
        let date: Date
        let text: String
    }

    struct TownProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> TownEntry { TownEntry(date: .distantPast, text: "…") }
        func snapshot(for configuration: TownIntent, in context: Context) async -> TownEntry {
            TownEntry(date: .distantPast, text: "in \(configuration.town?.displayRepresentation.title.key ?? "no town")")
        }
        func timeline(for configuration: TownIntent, in context: Context) async -> Timeline<TownEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    struct TownWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "town-weather", intent: TownIntent.self, provider: TownProvider()) { entry in
                Text(entry.text)
            }
            .configurationDisplayName("Town weather")
        }
    }

    /// A pilot over a home file holding `params` for the widget, saved to a temporary file.
    static func pilot(params: String = "{}") throws -> (HostPilot, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("entity-panel-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("home.yaml")
        let yaml = "widgets:\n  - kind: town-weather\n    params: \(params)\n"
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        return (try HostPilot(widgets: TownWidget().widgetDescriptors, configuration: configuration, homeFile: file), file)
    }

    /// Ctrl-S in the panel.
    static func save(_ pilot: HostPilot) async {
        pilot.terminal.send(.input(.key(KeyEvent(.character("s"), modifiers: .control))))
        await pilot.settle()
    }

    /// Opens the panel and the town's picker.
    static func openTownPicker(_ pilot: HostPilot) async {
        await pilot.settle()
        await pilot.press(.character("e"))
        await pilot.press(.down, .enter)
    }

    @Test func typingSearchesThroughTheQueryAndChoosingSavesTheIdentifierWithTheTitle() async throws {
        let (pilot, file) = try Self.pilot()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await Self.openTownPicker(pilot)
        #expect(pilot.text.contains("Choose Town"))
        #expect(pilot.text.contains("Lisbon") && pilot.text.contains("Osaka"), "the suggestions first:\n\(pilot.text)")
        await pilot.type("japan")
        // Only the query knows Osaka is in Japan: the panel's own filter by title would find nothing.
        #expect(pilot.text.contains("Osaka"), "\(pilot.text)")
        #expect(!pilot.text.contains("Lisbon"))
        #expect(pilot.text.contains("1 found"))
        #expect(Self.gate.withLock { $0.asked }.last == "japan")
        await pilot.press(.enter)
        #expect(pilot.text.contains("Weather in Osaka"), "the sentence shows the title:\n\(pilot.text)")
        await Self.save(pilot)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("identifier: osa") && saved.contains("display: Osaka"), "\(saved)")
        #expect(pilot.text.contains("in Osaka"), "the widget found the town through its query:\n\(pilot.text)")
    }

    @Test func anAnswerForAnOlderSearchIsDropped() async throws {
        let (pilot, file) = try Self.pilot()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        Self.gate.withLock { $0.held = ["p"] }
        await Self.openTownPicker(pilot)
        await pilot.type("p")
        #expect(pilot.text.contains("searching…"), "the answer for “p” is held:\n\(pilot.text)")
        await pilot.type("ort")
        #expect(pilot.text.contains("2 found"), "Porto and Portugal's Lisbon:\n\(pilot.text)")
        Self.release("p")
        await pilot.settle()
        // The query's answer for “p” (Japan's Osaka matches too) arrives after “port”'s: dropped.
        #expect(!pilot.text.contains("Osaka"), "\(pilot.text)")
        #expect(pilot.text.contains("2 found") && pilot.text.contains("Porto"))
        // Emptying the search shows the suggestions again (and None) without asking.
        await pilot.press(.backspace, .backspace, .backspace, .backspace)
        #expect(pilot.text.contains("Osaka") && pilot.text.contains("5 of 5"), "\(pilot.text)")
    }

    @Test func aStoredEntityIsShownByTheTitleItsQueryGivesNow() async throws {
        let (pilot, file) = try Self.pilot(params: "{ town: { identifier: lis, display: Lisboa } }")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let before = try String(contentsOf: file, encoding: .utf8)
        await pilot.settle()
        await pilot.press(.character("e"))
        #expect(pilot.text.contains("Weather in Lisbon"), "\(pilot.text)")
        #expect(!pilot.text.contains("missing"))
        await Self.save(pilot)
        #expect(try String(contentsOf: file, encoding: .utf8) == before, "nothing changed: nothing written")
    }

    @Test func aStoredEntityItsQueryNoLongerKnowsIsShownMissingAndKept() async throws {
        let (pilot, file) = try Self.pilot(params: "{ town: { identifier: atlantis, display: Atlantis }, scope: town }")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await pilot.settle()
        await pilot.press(.character("e"))
        #expect(pilot.text.contains("'Atlantis' (atlantis) is missing"), "\(pilot.text)")
        #expect(pilot.screen.contains { $0.contains("Town") && $0.contains("Atlantis") }, "the value is kept")
        // Another change saved keeps the missing town as it was stored.
        await pilot.press(.left)
        await Self.save(pilot)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("identifier: atlantis") && saved.contains("scope: everywhere"), "\(saved)")
        // Picking another town clears the warning.
        await pilot.press(.character("e"))
        await pilot.press(.right)
        #expect(pilot.text.contains("is missing"))
        await pilot.press(.down, .enter)
        await pilot.type("oslo")
        await pilot.press(.enter)
        #expect(!pilot.text.contains("is missing"), "\(pilot.text)")
        #expect(pilot.text.contains("Weather in Oslo"))
    }

    @Test func aWhenHidesAndShowsItsRowsAsTheValueChangesInThePanel() async throws {
        let (pilot, file) = try Self.pilot()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await pilot.settle()
        await pilot.press(.character("e"))
        #expect(pilot.screen.contains { $0.contains("Town  ") }, "\(pilot.text)")
        await pilot.press(.right)
        #expect(pilot.text.contains("Weather Everywhere"), "\(pilot.text)")
        #expect(!pilot.screen.contains { $0.contains("Town  ") }, "the When no longer holds: its row hides\n\(pilot.text)")
        await pilot.press(.down)
        #expect(pilot.text.contains("›Scope") || pilot.screen.contains { $0.contains("[ Save ]") })
        await pilot.press(.up, .left)
        #expect(pilot.text.contains("Weather in …"))
        #expect(pilot.screen.contains { $0.contains("Town  ") }, "it holds again: the row is back\n\(pilot.text)")
    }

    @Test func aValueInTheSentenceIsEditedWhereItStands() async throws {
        let (pilot, file) = try Self.pilot(params: "{ town: { identifier: lis, display: Lisbon } }")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await pilot.settle()
        await pilot.press(.character("e"))
        let y = try #require(pilot.screen.firstIndex { $0.contains("Weather in Lisbon") })
        let line = pilot.screen[y]
        let town = try #require(line.range(of: "Lisbon")).lowerBound.utf16Offset(in: line)
        let weather = try #require(line.range(of: "Weather")).lowerBound.utf16Offset(in: line)
        #expect(pilot.terminal.screen[town, y].style.attributes.contains(.underline), "the value is drawn as a field")
        #expect(!pilot.terminal.screen[weather, y].style.attributes.contains(.underline))
        await pilot.click(x: weather, y: y)
        #expect(!pilot.text.contains("Choose Town"), "the sentence's own words are no field")
        await pilot.click(x: town + 2, y: y)
        #expect(pilot.text.contains("Choose Town"), "\(pilot.text)")
        await pilot.type("japan")
        await pilot.press(.enter)
        #expect(pilot.text.contains("Weather in Osaka"), "\(pilot.text)")
    }

    @Test func theSameSearchInAPickerOpenedAgainIsAskedAgain() async throws {
        let (pilot, file) = try Self.pilot()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await Self.openTownPicker(pilot)
        await pilot.type("y")
        #expect(pilot.text.contains("Oslo") && pilot.text.contains("1 found"), "only Norway has a y:\n\(pilot.text)")
        await pilot.press(.escape)
        await pilot.press(.enter)
        await pilot.type("y")
        #expect(pilot.text.contains("Oslo") && pilot.text.contains("1 found"), "\(pilot.text)")
    }
}
