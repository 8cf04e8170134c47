import Testing
import WidgettyHomeFile
import WidgettyKit

/// `widgetty check` agrees with the edit panel: numbers outside `inclusiveRange:` and lists of
/// a size the intent does not allow are reported where they are written.
@Suite @MainActor struct HomeValidatorBoundsTests {
    private func problems(_ yaml: String) -> [String] {
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        guard let configuration else { return parseProblems.map(\.description) }
        let validator = HomeValidator(registry: WidgetRegistry(PanelFixtureWidget().widgetDescriptors))
        return (parseProblems + validator.problems(in: configuration, file: "home.yaml")).map(\.description)
    }

    @Test func valuesOutsideTheirBoundsAreReportedAtTheValue() {
        let yaml = """
            widgets:
              - kind: weather
                params: { days: 8 }
              - kind: weather
                params: { scale: 0.25 }
              - kind: weather
                params: { tags: [a, b, c, d] }
              - kind: weather
                params: { pair: [celsius] }
              - kind: weather
                params: { days: 7, scale: 4, tags: [x], pair: [kelvin, kelvin] }
            """
        #expect(problems(yaml) == [
            "home.yaml:3:21: parameter 'days' must be between 1 and 7, found 8",
            "home.yaml:5:22: parameter 'scale' must be between 0.5 and 4, found 0.25",
            "home.yaml:7:21: parameter 'tags' takes 1 to 3 values, not 4",
            "home.yaml:9:21: parameter 'pair' takes exactly 2 values, not 1",
        ])
    }
}
