import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// Home files written to hurt: aliases that expand exponentially ("billion laughs"), nesting
/// deep enough to overflow a recursive walk. Each is refused at once, with where it goes wrong,
/// by `widgetty check`, the running screen's reload and the editor alike; files that use anchors
/// and aliases as intended still read.
@Suite(.serialized) @MainActor struct HostileHomeFileTests {
    private let aliasLimit = "too many nodes after expanding aliases (limit 100000)"
    private let depthLimit = "nested too deeply (limit 64)"

    private func check(_ text: String) -> (HomeConfiguration?, [String]) {
        let (configuration, problems) = HomeFileCheck.check(text, file: "home.yaml", registry: HostileFixtures.registry, themes: ThemeCatalog(directory: nil))
        return (configuration, problems.map(\.description))
    }

    /// `body` timed, in seconds.
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock(), start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func nineLevelsOfNineAliasesAreRefusedAtTheAliasThatCrossesTheBudget() throws {
        // Used by a widget's parameter, as the check and the screen's reload read it.
        let text = HostileFixtures.aliasBomb() + "widgets:\n  - kind: tile\n    params: { zones: *i }\n"
        #expect(text.utf8.count < 500)
        let peakBefore = try #require(HostileFixtures.peakResidentBytes())
        var result: (HomeConfiguration?, [String]) = (nil, [])
        let elapsed = seconds { result = check(text) }
        let peakAfter = try #require(HostileFixtures.peakResidentBytes())
        print("alias bomb refused in \(elapsed) s; peak RSS grew by \((peakAfter - peakBefore) / 1024) KiB")
        #expect(result.0 == nil)
        // a: 10 nodes, b adds 90, c 819, d 7,380, e 66,429 (74,718 in all): f's first alias crosses.
        #expect(result.1 == ["home.yaml:6:8: \(aliasLimit)"])
        #expect(elapsed < 1)
        #expect(peakAfter - peakBefore < 64 << 20)
    }

    @Test func aBillionLaughsOfMappingsIsRefusedToo() {
        let text = HostileFixtures.aliasBomb(mappings: true) + "widgets:\n  - kind: dial\n"
        var result: (HomeConfiguration?, [String]) = (nil, [])
        let elapsed = seconds { result = check(text) }
        #expect(result.0 == nil)
        // a: 19 nodes, b adds 171, c 1,629, d 14,751; each of e's aliases adds 14,761: the sixth crosses.
        #expect(result.1 == ["home.yaml:5:52: \(aliasLimit)"])
        #expect(elapsed < 1)
    }

    @Test func anAliasUsedAsAMappingKeyIsMeasuredBeforeYamsHashesIt() {
        // Yams compares a mapping's keys while composing, walking an aliased key whole.
        let text = HostileFixtures.aliasBomb(levels: 8) + "widgets: { ? *h : 1 }\n"
        var result: (HomeConfiguration?, [String]) = (nil, [])
        let elapsed = seconds { result = check(text) }
        #expect(result.1 == ["home.yaml:6:8: \(aliasLimit)"])
        #expect(elapsed < 1)
    }

    @Test func tenThousandOpenBracketsAreRefusedWhereTheyPassTheLimit() {
        // On one line libyaml reads ahead and refuses by itself (at 1000); on separate lines
        // the scan sees each bracket as it opens. Either way: our limit, at the 65th bracket.
        #expect(check(String(repeating: "[", count: 10_000)).1 == ["home.yaml:1:65: \(depthLimit)"])
        #expect(check(String(repeating: "[\n", count: 10_000)).1 == ["home.yaml:65:1: \(depthLimit)"])
        let quoted = "widgets: ['x[[[[', " + String(repeating: "[\"]]\", ", count: 1_100) + "1" + String(repeating: "]", count: 1_101)
        #expect(check(quoted).1 == ["home.yaml:1:454: \(depthLimit)"])
    }

    @Test func deepBlockNestingIsRefused() {
        let text = "widgets:\n" + (0..<100).map { String(repeating: "  ", count: $0) + "- x:\n" }.joined()
        let problems = check(text).1
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix(depthLimit) == true)
    }

    @Test func nestingIsCountedWithAliasesExpanded() {
        let text = "a: &a " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
            + "b: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30) + "\n"
        // The alias stands 31 levels deep (the file's mapping and 30 lists) for 40 more.
        #expect(check(text).1 == ["home.yaml:2:34: \(depthLimit)"])
    }

    @Test func anchorsAndAliasesUsedAsIntendedStillRead() throws {
        let text = """
            widgets:
              - kind: tile
                id: first
                params: &shared
                  label: Same
                  zones: &zones [Europe/London, Asia/Tokyo]
              - kind: tile
                params: *shared
              - kind: tile
                family: medium
                params:
                  label: Other
                  zones: *zones
              - &plain
                kind: dial
              - *plain
            """
        let (configuration, problems) = check(text)
        #expect(problems.isEmpty)
        let widgets = try #require(configuration).allWidgets
        #expect(widgets.map(\.id) == ["first", "tile", "tile-2", "dial", "dial-2"])
        let zones = IntentValue.array([.string("Europe/London"), .string("Asia/Tokyo")])
        #expect(widgets[1].params == ["label": .string("Same"), "zones": zones])
        #expect(widgets[2].params == ["label": .string("Other"), "zones": zones])
    }

    @Test func aFileWhoseAliasesAddSeventyFiveThousandNodesIsWithinTheBudget() {
        // Levels a…e: aliases add 74,718 nodes; only the unknown keys are reported.
        let problems = check(HostileFixtures.aliasBomb(levels: 5) + "widgets: []\n").1
        #expect(problems.count == 5)
        #expect(problems.allSatisfy { $0.contains("unknown key") })
    }

    @Test func theEditorRefusesABombWithTheReason() {
        let text = HostileFixtures.aliasBomb() + "widgets:\n  - kind: tile\n    params: { zones: *i }\n  - kind: dial\n"
        let elapsed = seconds {
            #expect(throws: HomeEditError("the home file cannot be edited (home.yaml:6:8: \(aliasLimit)); fix it first")) {
                try HomeFileEditor.apply(.remove(itemID: "dial"), to: text)
            }
        }
        #expect(elapsed < 1)
        #expect(throws: HomeEditError.self) {
            try HomeFileEditor.apply(.remove(itemID: "dial"), to: "widgets:\n  - kind: dial\n" + String(repeating: "[", count: 10_000))
        }
    }

    @Test func saveRefusesABombAndLeavesTheFileAsItWas() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("home.yaml")
        let text = HostileFixtures.aliasBomb() + "widgets:\n  - kind: dial\n"
        try text.write(to: url, atomically: false, encoding: .utf8)
        var store = HomeFileStore(url: url)
        do {
            _ = try store.save(.remove(itemID: "dial"))
            Issue.record("saved a bomb")
        } catch {
            #expect(error.description.contains("home.yaml:6:8: \(aliasLimit)"))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func aValueWrittenOnItsOwnGoesThroughTheSameLimits() {
        let levels = (0..<9).map { level -> String in
            let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            let item = level == 0 ? "x" : "*" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            return "&\(name) [" + Array(repeating: item, count: 9).joined(separator: ", ") + "]"
        }
        let elapsed = seconds { #expect(HomeFileParser.value(fromText: "[" + levels.joined(separator: ", ") + "]") == nil) }
        #expect(elapsed < 1)
        #expect(HomeFileParser.value(fromText: "[&z [1, 2], *z]") == .array([.array([.int(1), .int(2)]), .array([.int(1), .int(2)])]))
    }
}
