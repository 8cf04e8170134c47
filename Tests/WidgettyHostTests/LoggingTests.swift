import Foundation
import Logging
import Testing
@testable import WidgettyHost

@Suite struct LoggingTests {
    private func logURL() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        return dir.appendingPathComponent("state/widgetty/widgetty.log")
    }

    @Test func theLogRotatesBySizeAndKeepsThreeOldFiles() throws {
        let url = try logURL()
        let file = try RotatingLogFile(url: url, maxBytes: 1024, keep: 3)
        let line = String(repeating: "x", count: 99)  // 100 bytes with the newline
        for _ in 0..<55 { file.append(line) }
        let current = try Data(contentsOf: url)
        #expect(current.count == 500)  // 55 lines: 10 per file, so five in the newest
        for index in 1...3 { #expect(try Data(contentsOf: file.rotatedURL(index)).count == 1000) }
        #expect(!FileManager.default.fileExists(atPath: file.rotatedURL(4).path))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func reopeningAppendsAndCountsWhatIsThere() throws {
        let url = try logURL()
        try RotatingLogFile(url: url, maxBytes: 1024).append(String(repeating: "a", count: 899))
        let again = try RotatingLogFile(url: url, maxBytes: 1024)
        again.append(String(repeating: "b", count: 199))  // 900 + 200 > 1024: rotates first
        #expect(try Data(contentsOf: url).count == 200)
        #expect(try Data(contentsOf: again.rotatedURL(1)).count == 900)
    }

    @Test func linesEscapeControlCharactersAndSortMetadata() {
        let line = FileLogHandler.line(
            date: Date(timeIntervalSince1970: 1_795_356_300), level: .warning, label: "widgetty.home",
            message: "reload failed\n\u{1B}]52;c;aGk=\u{07}", metadata: ["z": "1", "id": "clock\u{9B}2J"])
        #expect(line == "2026-11-22T14:05:00.000Z warning widgetty.home: reload failed\\n\\u{1b}]52;c;aGk=\\u{7} id=clock\\u{9b}2J z=1")
    }

    @Test func aHandlerWritesAtItsLevelAndAbove() throws {
        let url = try logURL()
        let file = try RotatingLogFile(url: url)
        let logger = Logger(label: "test") { FileLogHandler(label: $0, file: file, level: .notice) }
        logger.info("hidden")
        logger.notice("shown", metadata: ["k": "v"])
        logger.error("also shown")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(" notice test: shown k=v"))
        #expect(lines[1].hasSuffix(" error test: also shown"))
    }
}
