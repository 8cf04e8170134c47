import Testing
import WidgettyHomeFile
import WidgettyKit

@Suite struct HomeFileParserTests {
    @Test func readsPagesStacksAndSettings() throws {
        let yaml = """
            # my home
            pages:
              - name: Main
                widgets:
                  - kind: clock
                    params: { timeZone: Asia/Tokyo, seconds: true, size: 3, ratio: 0.5, label: "true", zones: [a, 1] }
                  - kind: calendar
                    family: medium
                    id: cal
                  - stack:
                      family: small
                      widgets:
                        - kind: clock
                        - kind: countdown
            keys:
              reload: ctrl-r
            links:
              - scheme: HTTPS
                run: [xdg-open, "{url}"]
              - prefix: "https://github.com/"
                run: [tig, "{url}"]
                foreground: true
            grid: { columns: 5 }
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty)
        let home = try #require(configuration)
        #expect(home.pages.count == 1)
        #expect(home.pages[0].name == "Main")
        #expect(home.pages[0].items.map(\.id) == ["clock", "cal", "stack"])
        #expect(home.allWidgets.map(\.id) == ["clock", "cal", "clock-2", "countdown"])
        guard case .widget(let clock) = home.pages[0].items[0] else { Issue.record("not a widget"); return }
        #expect(clock.params["timeZone"] == .string("Asia/Tokyo"))
        #expect(clock.params["seconds"] == .bool(true))
        #expect(clock.params["size"] == .int(3))
        #expect(clock.params["ratio"] == .double(0.5))
        #expect(clock.params["label"] == .string("true"))
        #expect(clock.params["zones"] == .array([.string("a"), .int(1)]))
        #expect(clock.location?.line == 5)
        #expect(clock.paramLocations["size"] == SourceLocation(file: "home.yaml", line: 6, column: 56))
        #expect(home.pages[0].items[1].family == .systemMedium)
        #expect(home.settings.keyBindings["reload"]?.keyName == "ctrl-r")
        #expect(home.settings.linkHandlers.count == 2)
        #expect(home.settings.linkHandlers[0].match == .scheme("https"))
        #expect(home.settings.linkHandlers[1].foreground)
        #expect(home.settings.gridColumns == 5)
    }

    @Test func brokenYAMLReportsLineAndColumn() {
        let yaml = "pages:\n  - widgets:\n      - kind: clock\n     family: [small\n"
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(configuration == nil)
        #expect(problems.count == 1)
        #expect(problems.first?.description.hasPrefix("home.yaml:4:") == true)
    }

    @Test func reportsEveryStructuralProblemWithItsLocation() {
        let yaml = """
            widgets:
              - kind: clock
                famly: small
              - kind: clock
                family: huge
              - id: x
              - kind: a
                id: same
              - kind: b
                id: same
            """
        let (_, problems) = HomeFileParser.parse(yaml, file: "h.yaml")
        #expect(problems.map(\.description) == [
            "h.yaml:3:5: unknown key 'famly' in a widget (expected kind, family, id, title, tint or params)",
            "h.yaml:5:13: unknown family 'huge' (expected small, medium, large, extraLarge, circular, rectangular, inline, corner)",
            "h.yaml:6:5: a widget needs a `kind:`",
            "h.yaml:9:5: duplicate id 'same'",
        ])
    }
}
