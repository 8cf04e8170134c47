import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyHomeFile
@testable import WidgettyBuiltins

/// Every built-in's own rule (``ValidatingIntent``), as `widgetty check` reports it: each bad
/// value a problem of its own at the value's line and column, and the same words the provider
/// says in the cell.
@Suite @MainActor struct BuiltinValidationTests {
    private let registry = WidgetRegistry(BuiltinWidgets.all)

    /// Each problem of `yaml` as `line:column: message`.
    private func problems(_ yaml: String) -> [String] {
        let (configuration, parsed) = HomeFileParser.parse(yaml, file: "home.yaml")
        guard let configuration else { return parsed.map(\.description) }
        return (parsed + HomeValidator(registry: registry).problems(in: configuration, file: "home.yaml"))
            .map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// A folder with a plain file `data` (not executable) and a folder `dir`.
    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validation-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/data"))
        return folder
    }

    @Test func everyBadValueOfEveryBuiltInIsAProblemAtItsValue() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let yaml = """
            widgets:
              - kind: clock
                params: { timeZone: Nowhere/Land }
              - kind: world-clock
                params:
                  zones: [Europe/Paris, Atlantis/Capital]
              - kind: http
                params: { url: "ftp://x", method: "GE T", headers: [nocolon] }
              - kind: script
                params: { path: \(folder)/data }
              - kind: script
                params: { path: \(folder)/missing }
              - kind: feed
                params: { feeds: ["gopher://old"] }
              - kind: github
                params: { repository: not a repo, baseURL: "file:///etc" }
              - kind: git
                params: { repoPath: \(folder)/data }
              - kind: calendar
                params: { icsPath: \(folder)/dir }
              - kind: todo
                params: { file: \(folder)/nofolder/todo.txt }
              - kind: monitor
                params: { targets: [example.com] }
              - kind: command
                params: { interval: 0 }
              - kind: weather
                params: { baseURL: "mailto:a@b" }
            """
        // Each at its value (its first character: a quote or bracket included), in file order.
        #expect(problems(yaml) == [
            "3:25: parameter 'timeZone' is not a time zone: Nowhere/Land",
            "6:14: parameter 'zones' is not a time zone: Atlantis/Capital",
            "8:20: parameter 'url' must be an http or https URL, found ftp://x",
            "8:39: parameter 'method' is not an HTTP method: \"GE T\"",
            "8:56: parameter 'headers' line 1: expected 'Name: value', found \"nocolon\"",
            "10:21: parameter 'path' is not executable: \(folder)/data (chmod +x it)",
            "12:21: parameter 'path' names no file: \(folder)/missing",
            "14:22: parameter 'feeds' must be http or https URLs, found gopher://old",
            "16:27: parameter 'repository' must be owner/name (e.g. swiftlang/swift), found \"not a repo\"",
            "16:48: parameter 'baseURL' must be an http or https URL, found file:///etc",
            "18:25: parameter 'repoPath' is a file, not a folder: \(folder)/data",
            "20:24: parameter 'icsPath' is a folder, not a file: \(folder)/dir",
            "22:21: parameter 'file' is in a folder that does not exist: \(folder)/nofolder",
            "24:24: parameter 'targets' has expected an http(s) URL or host:port, found \"example.com\"",
            "25:5: parameter 'command' is required: the program and its arguments (or set `shell`)",
            "26:25: parameter 'interval' must be at least 1 second, found 0",
            "28:24: parameter 'baseURL' must be an http or https URL, found mailto:a@b",
        ])
    }

    @Test func aRequiredValueNotWrittenIsAProblemAtItsWidget() {
        #expect(problems("widgets:\n  - kind: http\n  - kind: feed\n  - kind: script\n  - kind: monitor\n") == [
            "2:5: parameter 'url' is required: an http or https URL",
            "3:5: parameter 'feeds' needs at least one feed URL",
            "4:5: parameter 'path' is required: the path of a program",
            "5:5: parameter 'targets' needs at least one http(s) URL or host:port",
        ])
    }

    @Test func goodValuesPass() {
        #expect(problems("""
            widgets:
              - kind: clock
                params: { timeZone: Asia/Tokyo }
              - kind: http
                params: { url: "https://example.com/x.json" }
              - kind: command
                params: { command: [date] }
              - kind: github
                params: { repository: swiftlang/swift-syntax }
              - kind: feed
                params: { feeds: ["https://example.com/feed.xml"] }
            """) == [])
    }

    /// A value problem points at the value, however it is written: after its key in a flow
    /// mapping, quoted, on the line under its key, or as a block list; a parameter the widget does
    /// not have points at its key.
    @Test func valueProblemsPointAtTheValueAndUnknownKeysAtTheKey() {
        let yaml = """
            widgets:
              - kind: clock
                params: { timeZone: Mars/Olympus }
              - kind: clock
                params: {use24Hour: true,   timeZone:   'Moon/Tranquility'}
              - kind: clock
                params:
                  timeZone: "Venus/Maxwell"
              - kind: clock
                params:
                  timeZone:
                    Pluto/Sputnik
              - kind: world-clock
                params:
                  zones:
                    - Europe/Paris
                    - Ceres/Occator
              - kind: clock
                params: { showSeconds: maybe }
              - kind: clock
                params:
                  colour: red
              - kind: clock
                params: { colour: red, timeZone: Io/Loki }
            """
        #expect(problems(yaml) == [
            "3:25: parameter 'timeZone' is not a time zone: Mars/Olympus",
            "5:45: parameter 'timeZone' is not a time zone: Moon/Tranquility",
            "8:17: parameter 'timeZone' is not a time zone: Venus/Maxwell",
            "12:9: parameter 'timeZone' is not a time zone: Pluto/Sputnik",
            "16:9: parameter 'zones' is not a time zone: Ceres/Occator",
            "19:28: parameter 'showSeconds' expects true or false, found maybe",
            "22:7: clock has no parameter 'colour' (it has: use24Hour, showSeconds, timeZone, bigDigits)",
            // An unknown key beside a bad value: both, each at its place.
            "24:15: clock has no parameter 'colour' (it has: use24Hour, showSeconds, timeZone, bigDigits)",
            "24:38: parameter 'timeZone' is not a time zone: Io/Loki",
        ])
    }

    @Test func theProviderSaysWhatCheckSays() async throws {
        let yaml = "widgets:\n  - kind: clock\n    params: { timeZone: Mars/Olympus }\n  - kind: http\n    params: { url: \"ftp://x\" }\n  - kind: command\n"
        let checked = problems(yaml).map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        let clock = ClockProvider().entry(for: try ClockIntent.decoded(["timeZone": .string("Mars/Olympus")]))
        let http = HTTPWidgetRequest.make(try HTTPWidgetIntent.decoded(["url": .url(try #require(URL(string: "ftp://x")))]))
        let command = await CommandProvider().entry(for: try CommandIntent.decoded([:]))
        guard case .failure(let httpProblem) = http else { Issue.record("an ftp URL was asked"); return }
        #expect([clock.problem, httpProblem.message, command.problem] == checked)
    }
}

extension WidgetConfigurationIntent {
    /// The intent with `values` set, as the host makes it.
    static func decoded(_ values: [String: IntentValue]) throws -> Self {
        try IntentSchema.decode(Self.self, from: values)
    }
}
