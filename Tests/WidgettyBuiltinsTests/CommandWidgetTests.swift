import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

@Suite struct ANSIStyledTextTests {
    @Test func sgrBecomesStyledRunsAndEverythingElseIsDropped() {
        let lines = ANSIStyledText.lines("\u{1B}[1;31mFAIL\u{1B}[0m ok\u{1B}[2K\u{1B}]52;c;SGk=\u{07} \u{1B}[38;5;208mx\u{1B}[38;2;1;2;3my\r\n\tz\n\n")
        #expect(lines.count == 2)
        #expect(lines[0].map(\.text) == ["FAIL", " ok ", "x", "y"])
        #expect(lines[0][0].style == ANSIStyledText.RunStyle(foreground: [205, 0, 0], bold: true))
        #expect(lines[0][1].style == ANSIStyledText.RunStyle())
        #expect(lines[0][2].style.foreground == [255, 135, 0])
        #expect(lines[0][3].style.foreground == [1, 2, 3])
        #expect(lines[1].map(\.text) == ["    z"])
    }

    @Test func hostileSequencesLeaveNoEscapeBehind() {
        let text = ANSIStyledText.lines("a\u{1B}P1;2|secret\u{1B}\\b\u{9B}2Jc\u{1B}]0;title\u{1B}\\d\u{9D}8;;x\u{9C}e")
            .flatMap { $0 }.map(\.text).joined()
        #expect(text == "abcde")
    }
}

@Suite @MainActor struct CommandWidgetTests {
    private func lines(_ values: [String: IntentValue]) async throws -> [String] {
        let descriptor = try BuiltinHarness.descriptor("command")
        let timeline = try await BuiltinHarness.timeline(descriptor, values, family: .systemMedium)
        let entry = try #require(timeline.entries.first)
        return BuiltinHarness.render(descriptor, entry: entry, family: .systemMedium, width: 60, height: 6, now: entry.date).trimmedLines
    }

    @Test func showsTheOutputWithItsColours() async throws {
        let descriptor = try BuiltinHarness.descriptor("command")
        let timeline = try await BuiltinHarness.timeline(
            descriptor, ["command": .array([.string("printf"), .string("\u{1B}[32mgreen\u{1B}[0m plain\\n")])], family: .systemMedium)
        let entry = try #require(timeline.entries.first)
        let view = BuiltinHarness.render(descriptor, entry: entry, family: .systemMedium, width: 20, height: 2, now: entry.date)
        #expect(view.trimmedLines == ["green plain"])
        #expect(view.buffer[0, 0].style.foreground != view.buffer[6, 0].style.foreground)
        // A minute later, on the whole second a clock with seconds wakes at anyway.
        #expect(timeline.policy == .after(Date(timeIntervalSince1970: (entry.date.timeIntervalSince1970 + 60).rounded(.down))))
    }

    @Test func aFailedRunKeepsTheLastGoodOutputUnderTheReason() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let flag = directory.appendingPathComponent("fail").path
        let line = "if [ -e \(flag) ]; then echo broken >&2; exit 4; fi; echo all good"
        #expect(try await lines(["shell": .string(line)]) == ["all good"])
        #expect(FileManager.default.createFile(atPath: flag, contents: nil))
        #expect(try await lines(["shell": .string(line)]) == ["⚠ sh exited with status 4: broken", "all good"])
    }

    @Test func hangsFloodsAndMistakesAreExplained() async throws {
        #expect(try await lines(["shell": .string("sleep 30"), "timeout": .int(1)]).first == "⚠ sh did not finish within 1 s")
        #expect(try await lines(["shell": .string("head -c 5000000 /dev/zero | tr '\\\\0' x")]).first == "⚠ sh printed more than 1.0 MiB on standard output")
        #expect(try await lines([:]).first?.hasPrefix("⚠ parameter 'command' is required") == true)
        #expect(try await lines(["command": .array([.string("true")]), "shell": .string("true")]).first?.hasPrefix("⚠ parameter 'shell' cannot be set") == true)
    }
}
