import Foundation
import Testing

/// `widgetty render` and `widgetty check` pointed at files that are not files (devices, FIFOs),
/// are huge, or are not UTF-8: each answers within a second with what is wrong.
@Suite final class UnreadableFileEndToEndTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-unreadable-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var environment = ProcessSpawn.testEnvironment
        for (variable, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_RUNTIME_DIR", "run")] {
            environment[variable] = directory.appendingPathComponent(folder).path
        }
        self.environment = environment
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A run of `widgetty` that is killed if it has not finished within 10 s, and how long it took.
    private func widgetty(_ arguments: String...) -> (result: ProcessSpawn.Result, seconds: Double) {
        let id = UUID().uuidString
        let output = directory.appendingPathComponent("out-\(id)").path
        let error = directory.appendingPathComponent("err-\(id)").path
        let started = Date()
        guard let pid = ProcessSpawn.spawn([ProcessSpawn.widgettyBinary] + arguments, environment: environment, output: output, error: error) else {
            return (ProcessSpawn.Result(status: -1, output: "", error: "cannot spawn widgetty"), 0)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date().timeIntervalSince(started) > 10 { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let result = ProcessSpawn.Result(
            status: status, output: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: error, encoding: .utf8)) ?? "")
        return (result, seconds)
    }

    /// What a cell shows, its lines joined: a message wraps at the cell's width.
    private func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func makeFIFO(_ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try #require(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        return path
    }

    private func makeSparse(_ name: String, size: UInt64) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
        return path
    }

    @Test func renderShowsThatADeviceIsNotAFile() {
        let calendar = widgetty("render", "calendar", "--param", "icsPath=/dev/zero")
        #expect(calendar.seconds < 1, "took \(calendar.seconds) s")
        #expect(calendar.result.exitCode == 0, "\(calendar.result.error)")
        #expect(words(calendar.result.output).contains("cannot read zero: not a regular file"), "\(calendar.result.output)")
        let wide = widgetty("render", "calendar", "--family", "large", "--param", "icsPath=/dev/zero")
        #expect(words(wide.result.output).contains("cannot read zero: not a regular file (a character device)"), "\(wide.result.output)")

        let todo = widgetty("render", "todo", "--param", "file=/dev/zero")
        #expect(todo.seconds < 1, "took \(todo.seconds) s")
        #expect(todo.result.exitCode == 0, "\(todo.result.error)")
        #expect(words(todo.result.output) == "cannot read zero: not a regular file (a character device)")
    }

    @Test func renderShowsThatAFIFOIsNotAFileWithoutWaitingForAWriter() throws {
        let fifo = try makeFIFO("todo.txt")
        let todo = widgetty("render", "todo", "--param", "file=\(fifo)")
        #expect(todo.seconds < 1, "took \(todo.seconds) s")
        #expect(words(todo.result.output) == "cannot read todo.txt: not a regular file (a FIFO)")
    }

    @Test func renderRefusesAHugeCalendarWithItsSizeAndTheLimit() throws {
        let ics = try makeSparse("big.ics", size: 50 * 1024 * 1024)
        let calendar = widgetty("render", "calendar", "--family", "large", "--param", "icsPath=\(ics)")
        #expect(calendar.seconds < 1, "took \(calendar.seconds) s")
        #expect(calendar.result.exitCode == 0, "\(calendar.result.error)")
        #expect(words(calendar.result.output).contains("cannot read big.ics: file too large (50.0 MiB, limit 8.0 MiB)"),
                "\(calendar.result.output)")
    }

    @Test func checkSaysWhyTheHomeFileCannotBeReadAndExitsTwo() throws {
        let fifo = try makeFIFO("home.yaml")
        let big = try makeSparse("big.yaml", size: 5 * 1024 * 1024)
        let cases = [
            ("/dev/zero", "widgetty: cannot read /dev/zero: not a regular file (a character device)\n"),
            (fifo, "widgetty: cannot read \(fifo): not a regular file (a FIFO)\n"),
            (big, "widgetty: cannot read \(big): file too large (5.0 MiB, limit 4.0 MiB)\n"),
        ]
        for (file, message) in cases {
            let check = widgetty("check", "--config", file)
            #expect(check.seconds < 1, "\(file) took \(check.seconds) s")
            #expect(check.result.exitCode == 2, "\(file)")
            #expect(check.result.error == message)
        }
    }

    @Test func aHomeFileThatIsNotUTF8IsReportedAtItsLineAndColumn() throws {
        let file = directory.appendingPathComponent("home.yaml")
        try Data(Array("grid: { columns: 3, rows: 2 }\nwidgets:\n  - kï".utf8) + [0xFF] + Array("nd: clock\n".utf8)).write(to: file)
        let check = widgetty("check", "--config", file.path)
        #expect(check.result.exitCode == 2)
        #expect(check.result.error == "widgetty: \(file.path):3:7: not UTF-8\n")
        let edit = widgetty("edit", "clock", "--param", "showSeconds=true", "--config", file.path)
        #expect(edit.result.exitCode == 2)
        #expect(edit.result.error == "widgetty: \(file.path):3:7: not UTF-8\n")
    }

    @Test func theHomeScreenRefusesAFIFOHomeFileBeforeTakingTheTerminal() throws {
        let fifo = try makeFIFO("home.yaml")
        let home = widgetty("home", "--config", fifo)
        #expect(home.seconds < 1, "took \(home.seconds) s")
        #expect(home.result.exitCode == 2)
        #expect(home.result.error == "widgetty: cannot read \(fifo): not a regular file (a FIFO)\n")
    }
}
