import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
@testable import WidgettyBuiltins

/// `widgetty check` on the network widgets: their parameters' types, ranges, enums and list
/// sizes are checked with file:line:column like every built-in's, and their families accepted.
@MainActor
@Suite struct NetworkWidgetCheckTests {
    private func problems(_ yaml: String) throws -> [String] {
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(parseProblems.isEmpty)
        return HomeValidator(registry: WidgetRegistry(BuiltinWidgets.all))
            .problems(in: try #require(configuration), file: "home.yaml").map(\.description)
    }

    @Test func goodSettingsPassInEveryFamily() throws {
        var yaml = "widgets:\n"
        for family in ["small", "medium", "large", "extraLarge"] {
            yaml += """
                  - kind: weather
                    family: \(family)
                    params: { place: Lisbon, units: imperial, refreshMinutes: 30, baseURL: "http://127.0.0.1:8080/" }
                  - kind: feed
                    family: \(family)
                    params: { feeds: ["https://a.example/rss", /atom.xml], baseURL: "http://127.0.0.1:8080/", showRead: false }
                  - kind: github
                    family: \(family)
                    params: { mode: workflowRuns, repository: octo-org/harbour, branch: main, token: "${env:GITHUB_TOKEN}" }

                """
        }
        #expect(try problems(yaml) == [])
    }

    @Test func badSettingsAreLocated() throws {
        let yaml = """
            widgets:
              - kind: weather
                params: { latitude: 100 }
              - kind: feed
                params: { feeds: [] }
              - kind: github
                params: { mode: issues }
              - kind: github
                params: { refreshMinutes: 0 }
            """
        #expect(try problems(yaml) == [
            "home.yaml:3:25: parameter 'latitude' must be between -90 and 90, found 100.0",
            "home.yaml:5:22: parameter 'feeds' takes 1 to 12 values, not 0",
            "home.yaml:7:21: parameter 'mode' expects one of commits, pullRequests, workflowRuns, notifications, found issues",
            "home.yaml:9:31: parameter 'refreshMinutes' must be between 1 and 1440, found 0",
        ])
    }
}
