import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// A home file of 16,000 widgets is checked in time linear in its size: ids derived from one kind
/// (`tile`, `tile-2`, … `tile-9000`) no longer try every earlier number again.
@Suite(.serialized) @MainActor struct LargeHomeFileTests {
    /// `count` widgets on pages of 100 items: three tiles to a dial, every fifth with a written id,
    /// every 50th item a stack of three medium tiles.
    static func homeFile(widgets count: Int) -> String {
        var lines = ["pages:"]
        var placed = 0
        while placed < count {
            lines += ["  - name: Page \(lines.count)", "    widgets:"]
            for item in 0..<100 where placed < count {
                if item % 50 == 7, placed + 3 <= count {
                    lines += ["      - stack:", "          family: medium", "          widgets:"]
                    lines += Array(repeating: "            - kind: tile", count: 3)
                    placed += 3
                    continue
                }
                lines.append("      - kind: \(placed % 4 == 3 ? "dial" : "tile")")
                if placed % 5 == 0 { lines.append("        id: w\(placed)") }
                if placed % 2 == 0 { lines += ["        params:", "          label: Tile \(placed)"] }
                placed += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func sixteenThousandWidgetsAreCheckedInWellUnderASecond() throws {
        let text = Self.homeFile(widgets: 16_000)
        let clock = ContinuousClock(), start = clock.now
        let (configuration, problems) = HomeFileCheck.check(text, file: "home.yaml", registry: HostileFixtures.registry, themes: ThemeCatalog(directory: nil))
        let elapsed = start.duration(to: clock.now)
        print("16,000 widgets (\(text.utf8.count / 1024) KiB) checked in \(elapsed)")
        #expect(problems.isEmpty)
        let home = try #require(configuration)
        let ids = home.allWidgets.map(\.id) + home.pages.flatMap(\.items).map(\.id)
        #expect(home.allWidgets.count == 16_000)
        #expect(Set(ids).count == 16_000 + home.pages.flatMap(\.items).filter { if case .stack = $0 { true } else { false } }.count)
        // Generous for a debug build on a busy machine; the release binary takes a fraction.
        #expect(elapsed < .seconds(3))
    }

    @Test func derivedIDsStillSkipEveryWrittenOne() throws {
        let text = """
            widgets:
              - kind: tile
              - kind: tile
                id: tile-3
              - kind: tile
              - kind: tile
              - kind: dial
                id: tile-5
              - kind: tile
              - stack:
                  widgets:
                    - kind: dial
                    - kind: dial
              - kind: tile
                id: tile-2
            """
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.map(\.description) == ["home.yaml:14:5: duplicate id 'tile-2'"])
        let home = try #require(configuration)
        #expect(home.allWidgets.map(\.id) == ["tile", "tile-3", "tile-2", "tile-4", "tile-5", "tile-6", "dial", "dial-2", "tile-2"])
        #expect(home.pages[0].items.map(\.id).contains("stack"))
    }
}
