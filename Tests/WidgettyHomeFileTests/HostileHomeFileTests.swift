import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// Home files made to hurt: an alias bomb (a few hundred bytes standing for millions of nodes),
/// nesting past any sense, 16,000 widgets. Each is answered at once, in little memory, with
/// where the trouble is; a file with honest anchors still reads.
@Suite struct HostileHomeFileTests {
    /// `levels` anchors, each a list of `width` of the one before: width ** levels nodes.
    static func aliasBomb(levels: Int = 9, width: Int = 9, mappings: Bool = false) -> String {
        func list(_ items: [String]) -> String {
            mappings ? "{" + items.enumerated().map { "k\($0.offset): \($0.element)" }.joined(separator: ", ") + "}"
                : "[" + items.joined(separator: ", ") + "]"
        }
        var lines = ["a0: &a0 " + list(Array(repeating: "\"x\"", count: width))]
        for level in 1..<levels {
            lines.append("a\(level): &a\(level) " + list(Array(repeating: "*a\(level - 1)", count: width)))
        }
        return lines.joined(separator: "\n") + "\nwidgets:\n  - kind: clock\n    params: { timeZone: *a\(levels - 1) }\n"
    }

    /// The process's peak resident memory (VmHWM) in KiB.
    static func peakMemory() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }

    @Test(arguments: [false, true])
    func anAliasBombIsRefusedAtOnceWhereItExpands(mappings: Bool) throws {
        let before = try Self.peakMemory()
        let started = ContinuousClock.now
        let (configuration, problems) = HomeFileParser.parse(Self.aliasBomb(mappings: mappings), file: "home.yaml")
        let elapsed = ContinuousClock.now - started
        #expect(configuration == nil)
        // Where the count passes 100,000: at a5 (9 ** 6 nodes), or a4 for mappings (keys count too).
        let line = mappings ? 5 : 6
        #expect(problems.map(\.description) == ["home.yaml:\(line):1: too many nodes after expanding aliases (limit 100000)"])
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        #expect(try Self.peakMemory() - before < 64 * 1024, "peak memory grew past 64 MiB")
    }

    @Test func nestingPastTheLimitIsRefusedWithoutARecursionThatDies() throws {
        let deep = "widgets:\n  - kind: clock\n    params:\n      timeZone: " + String(repeating: "[", count: 70)
            + String(repeating: "]", count: 70) + "\n"
        let (_, problems) = HomeFileParser.parse(deep, file: "home.yaml")
        #expect(problems.map(\.description) == ["home.yaml:4:77: nested too deeply (limit 64)"])
        // Far deeper than that is stopped by the YAML reader itself, still with a location.
        let deeper = "widgets: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (_, more) = HomeFileParser.parse(deeper, file: "home.yaml")
        #expect(more.count == 1)
        #expect(more.first?.description.hasPrefix("home.yaml:1:") == true)
    }

    @Test func honestAnchorsAndAliasesStillRead() throws {
        let text = """
            zone: &zone Asia/Tokyo
            widgets:
              - kind: clock
                params: &tokyo { timeZone: *zone }
              - kind: clock
                params: *tokyo
            """
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.map(\.message) == ["unknown key 'zone' (expected pages, widgets, keys, links, grid or theme)"])
        let widgets = try #require(configuration).allWidgets
        #expect(widgets.map(\.params) == [["timeZone": .string("Asia/Tokyo")], ["timeZone": .string("Asia/Tokyo")]])
    }

    @Test func theEditorRefusesToEditABomb() {
        #expect(throws: HomeEditError.self) {
            try HomeFileEditor.apply(.remove(itemID: "clock"), to: Self.aliasBomb())
        }
    }

    @Test func sixteenThousandWidgetsAreCheckedInLinearTime() throws {
        func file(_ count: Int) -> String {
            var lines = ["pages:"]
            for index in 0..<count {
                if index % 100 == 0 { lines.append("  - widgets:") }
                lines.append("      - kind: \(["clock", "countdown", "todo", "calendar"][index % 4])")
                if index % 10 == 0 { lines.append("        id: w\(index)") }
            }
            return lines.joined(separator: "\n") + "\n"
        }
        /// The best of three runs: other suites run beside this one.
        func time(_ count: Int) -> Duration {
            let text = file(count)
            return (0..<3).map { _ in
                let started = ContinuousClock.now
                let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
                #expect(problems.isEmpty)
                #expect(configuration?.allWidgets.count == count)
                return ContinuousClock.now - started
            }.min() ?? .zero
        }
        let small = time(4_000), large = time(16_000)
        print("home file of 4,000 widgets parsed in \(small), of 16,000 in \(large)")
        #expect(large < .seconds(3), "16,000 widgets took \(large)")
        // Four times the widgets, about four times the time (quadratic would be sixteen).
        #expect(large < small * 10, "4,000 took \(small), 16,000 took \(large)")
    }
}
