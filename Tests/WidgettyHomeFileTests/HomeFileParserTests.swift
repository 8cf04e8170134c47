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
        // Each value's own place too: after its key in the flow mapping, a quote or bracket included.
        #expect(clock.paramValueLocations["size"] == SourceLocation(file: "home.yaml", line: 6, column: 62))
        #expect(clock.paramValueLocations["label"] == SourceLocation(file: "home.yaml", line: 6, column: 84))
        #expect(clock.paramValueLocations["zones"] == SourceLocation(file: "home.yaml", line: 6, column: 99))
        #expect(clock.valueLocation(of: "timeZone") == SourceLocation(file: "home.yaml", line: 6, column: 29))
        #expect(home.pages[0].items[1].family == .systemMedium)
        #expect(home.settings.keyBindings["reload"]?.keyName == "ctrl-r")
        #expect(home.settings.linkHandlers.count == 2)
        #expect(home.settings.linkHandlers[0].match == .scheme("https"))
        #expect(home.settings.linkHandlers[1].foreground)
        #expect(home.settings.gridColumns == 5)
    }

    /// Plain decimals and words are read without Yams' number constructors; every other number
    /// form YAML has still is one, and what only looks like one stays text.
    /// In a block mapping each value's place is its own, apart from its key's: after the key,
    /// quoted (the quote included), on the line under the key, or a list's first dash.
    @Test func recordsEachValuesPlaceInABlockMapping() throws {
        let yaml = """
            widgets:
              - kind: world-clock
                params:
                  title:    'Far away'
                  use24Hour:
                    false
                  zones:
                    - Asia/Tokyo
                  interval: 90
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "h.yaml")
        #expect(problems.isEmpty)
        let widget = try #require(configuration?.allWidgets.first)
        func at(_ line: Int, _ column: Int) -> WidgettyHomeFile.SourceLocation { SourceLocation(file: "h.yaml", line: line, column: column) }
        #expect(widget.paramLocations["title"] == at(4, 7))
        #expect(widget.paramValueLocations["title"] == at(4, 17))
        #expect(widget.paramLocations["use24Hour"] == at(5, 7))
        #expect(widget.paramValueLocations["use24Hour"] == at(6, 9))
        #expect(widget.paramValueLocations["zones"] == at(8, 9))
        #expect(widget.valueLocation(of: "interval") == at(9, 17))
        // A parameter not written has neither.
        #expect(widget.valueLocation(of: "missing") == nil)
    }

    @Test func numbersInEveryYAMLFormAndWordsAreReadAsTheyWere() throws {
        let yaml = """
            pages:
              - widgets:
                  - kind: clock
                    params: { a: 42, b: -7, c: +3, d: 0, e: 0x1F, f: 1_000, g: 1.5, h: .inf, i: 007, j: Europe/Lisbon, k: 12ab, l: "42", m: 1e3 }
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        let params = try #require(configuration?.allWidgets.first?.params)
        #expect(params["a"] == .int(42) && params["b"] == .int(-7) && params["c"] == .int(3) && params["d"] == .int(0))
        #expect(params["e"] == .int(31) && params["f"] == .int(1000))
        #expect(params["g"] == .double(1.5) && params["h"] == .double(.infinity) && params["m"] == .double(1000))
        #expect(params["i"] == .int(7))
        #expect(params["j"] == .string("Europe/Lisbon") && params["k"] == .string("12ab") && params["l"] == .string("42"))
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
            "h.yaml:3:5: unknown key 'famly' in a widget (expected kind, family, id, title, tint, linkSchemes, open, alerts or params)",
            "h.yaml:5:13: unknown family 'huge' (expected small, medium, large, extraLarge, circular, rectangular, inline, corner)",
            "h.yaml:6:5: a widget needs a `kind:`",
            "h.yaml:9:5: duplicate id 'same'",
        ])
    }
}
