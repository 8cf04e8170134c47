import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

@Suite struct ScriptOutputTests {
    @Test func readsLinesViewsPoliciesAndRelevance() throws {
        let output = try ScriptOutput.decode("""
            {"entries": [
               {"date": "2026-11-22T14:00:00Z", "lines": ["Build #42", "passing"], "url": "https://ci.example/42",
                "relevance": {"score": 0.8, "duration": 600}},
               {"date": 1795356000, "view": {"vstack": [{"text": "CPU", "bold": true}, {"progress": {"value": 0.3}}]}}],
             "policy": {"after": "2026-11-22T15:00:00+01:00"}}
            """)
        #expect(output.entries.count == 2)
        #expect(output.entries[0].lines == ["Build #42", "passing"])
        #expect(output.entries[0].url?.absoluteString == "https://ci.example/42")
        #expect(output.entries[0].relevance == TimelineEntryRelevance(score: 0.8, duration: 600))
        #expect(output.entries[1].view == .vstack([.text("CPU", ScriptTextStyle(bold: true)), .progress(value: 0.3, total: 1)], spacing: nil))
        #expect(output.policy == .after(Date(timeIntervalSince1970: 1_795_356_000)))
    }

    @Test func readsABackgroundColourOrGradient() throws {
        let output = try ScriptOutput.decode("""
            {"entries": [{"date": 1, "lines": ["a"], "background": "#112233"},
                         {"date": 2, "lines": ["b"], "background": {"gradient": ["#112233", "blue", "#445566"]}}]}
            """)
        #expect(output.entries.map(\.background) == [.color("#112233"), .gradient(["#112233", "blue", "#445566"])])
        for (background, problem) in [("\"mauve\"", "expected a colour name (red, green, …) or #rrggbb, found \"mauve\""),
                                      ("{\"gradient\": [\"red\"]}", "expected a list of 2 to 8 colours, found a list"),
                                      ("{\"gradient\": [\"red\", 3]}", "expected a colour name (red, green, …) or #rrggbb, found 3"),
                                      ("{\"colour\": \"red\"}", "unknown key \"colour\" (expected \"gradient\")")] {
            #expect(throws: LocatedJSON.Problem.self) {
                try ScriptOutput.decode("{\"entries\": [{\"date\": 1, \"lines\": [], \"background\": \(background)}]}")
            }
            do {
                _ = try ScriptOutput.decode("{\"entries\": [{\"date\": 1, \"lines\": [], \"background\": \(background)}]}")
            } catch {
                #expect(error.message == problem)
            }
        }
    }

    @Test(arguments: [
        ("{\"entries\": [}", "1:14: expected a JSON value, found '}'"),
        ("{\"entries\": [{\"date\": \"soon\", \"lines\": []}]}", "1:23: expected a date (ISO 8601 with a zone, or Unix seconds), found \"soon\""),
        ("{\"entries\": [],\n \"polcy\": \"atEnd\"}", "2:2: unknown key \"polcy\" (expected \"entries\", \"policy\")"),
        ("{\"entries\": [{\"date\": 1}]}", "1:14: an entry needs \"lines\" or a \"view\""),
        ("{\"entries\": [{\"date\": 1, \"view\": {\"blink\": 1}}]}", "1:35: unknown key \"blink\" (expected \"bold\", \"color\", \"dim\", \"divider\", \"hstack\", \"italic\", \"link\", \"progress\", \"spacer\", \"spacing\", \"sparkline\", \"text\", \"underline\", \"vstack\")"),
        ("{\"entries\": []} x", "1:17: unexpected 'x' after the JSON value"),
        ("{\"entries\": [\"a\u{1B}b\"]}", "1:16: control character U+1B inside quotes (write it as \\u escape)"),
    ])
    func problemsSayWhere(text: String, message: String) {
        #expect(throws: LocatedJSON.Problem.self) { try ScriptOutput.decode(text) }
        do {
            _ = try ScriptOutput.decode(text)
        } catch {
            #expect(error.description == message)
        }
    }
}

@Suite @MainActor struct ScriptWidgetTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func script(_ body: String) throws -> String {
        let path = directory.appendingPathComponent("s-\(UUID().uuidString.prefix(6))").path
        try ScriptFile.write("#!/bin/sh\n" + body + "\n", to: path)
        return path
    }

    private func lines(_ values: [String: IntentValue], family: WidgetFamily = .systemMedium) async throws -> [String] {
        let descriptor = try BuiltinHarness.descriptor("script")
        let timeline = try await BuiltinHarness.timeline(descriptor, values, family: family)
        let entry = try #require(timeline.entries.first)
        return BuiltinHarness.render(descriptor, entry: entry, family: family, width: 60, height: 8, now: entry.date).trimmedLines
    }

    @Test func showsItsLinesAndGetsTheFamilyAndSize() async throws {
        let path = try script(#"printf '{"entries":[{"date":%s,"lines":["%s %s×%s"]}],"policy":"never"}' "$(date +%s)" "$WIDGETTY_FAMILY" "$WIDGETTY_COLUMNS" "$WIDGETTY_ROWS""#)
        #expect(try await lines(["path": .string(path)]) == ["medium 36×18"])
    }

    @Test func badRunsExplainThemselvesInTheCell() async throws {
        let invalid = try script("echo '{\"entries\": [}'")
        #expect(try await lines(["path": .string(invalid)]).first?.contains("output:1:14: expected a JSON value, found '}'") == true)
        let failing = try script("echo oops >&2; exit 3")
        #expect(try await lines(["path": .string(failing)]).first?.hasSuffix("exited with status 3: oops") == true)
        let hanging = try script("exec sleep 30")
        let started = Date()
        #expect(try await lines(["path": .string(hanging), "timeout": .int(1)]).first?.contains("did not finish within 1 s") == true)
        #expect(Date().timeIntervalSince(started) < 5)
        let flood = try script("head -c 50000000 /dev/zero | tr '\\\\0' x")
        #expect(try await lines(["path": .string(flood)]).first?.contains("printed more than 1.0 MiB on standard output") == true)
        // The same words `widgetty check` says of the path.
        #expect(try await lines(["path": .string("/nonexistent/script")]).first?.contains("parameter 'path' names no file") == true)
    }

    @Test func aBackgroundGradientFillsTheWidgetBehindItsLines() async throws {
        let path = try script(##"echo '{"entries":[{"date":1,"lines":["Build #42"],"background":{"gradient":["#102030","#4080c0"]}}]}'"##)
        let descriptor = try BuiltinHarness.descriptor("script")
        let timeline = try await BuiltinHarness.timeline(descriptor, ["path": .string(path)], family: .systemMedium)
        let entry = try #require(timeline.entries.first)
        let buffer = BuiltinHarness.render(descriptor, entry: entry, family: .systemMedium, width: 40, height: 8, now: entry.date).buffer
        #expect(buffer.lines[0].hasPrefix("Build #42"))
        let corner = buffer[0, 0].style.background, farCorner = buffer[39, 7].style.background
        guard case .rgb(let r0, _, _) = corner, case .rgb(let r1, _, let b1) = farCorner else {
            Issue.record("not 24-bit: \(corner) \(farCorner)")
            return
        }
        #expect(r0 < 0x20 && r1 > 0x38 && b1 > 0xb0, "from #102030 at the top-leading corner to #4080c0 at the bottom-trailing one")
        #expect(Set(buffer.cells.map(\.style.background)).count > 10)
        #expect(buffer[1, 0].style.background != .default, "the text sits on the gradient")
    }

    @Test func escapeSequencesInItsTextAreDrawnHarmlessly() async throws {
        let path = try script(#"printf '{"entries":[{"date":1,"lines":["a\\u001b]52;c;SGVsbG8=\\u0007b\\u001b[2Jc"]}]}'"#)
        let shown = try await lines(["path": .string(path)])
        #expect(shown == ["a␛]52;c;SGVsbG8=␇b␛[2Jc"])
    }

    @Test func theExampleScriptsWork() async throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/scripts")
        let uptime = try await lines(["path": .string(resources.appendingPathComponent("uptime.sh").path)])
        #expect(uptime.first?.hasPrefix("Load ") == true)
        #expect(uptime.contains("family: medium"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3") else {
            return  // no python3 here: the sh example still ran
        }
        let countdown = try await lines(["path": .string(resources.appendingPathComponent("countdown.py").path)])
        #expect(countdown.first?.hasSuffix("min left in the hour") == true)
    }
}
