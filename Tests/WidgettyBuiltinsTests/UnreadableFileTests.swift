import Dispatch
import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

/// A widget pointed at something it cannot read — a FIFO, a device, a directory, a huge file —
/// answers at once with a cell that says so, and never reads more than its limit.
@MainActor
@Suite struct UnreadableFileTests {
    // The providers are asked in line (not through `timeline`, which waits for the main actor
    // among the other suites' tests), so that the time a read takes is the read's alone.
    private func todoEntry(file: String) throws -> TodoEntry {
        let intent = try IntentSchema.decode(TodoIntent.self, from: ["file": .string(file)])
        return TodoProvider(now: { BuiltinHarness.sunday }).entry(for: intent, at: BuiltinHarness.sunday)
    }

    /// The small to-do widget's lines, joined by spaces.
    private func todoText(file: String) throws -> String {
        try todoText(todoEntry(file: file))
    }

    private func todoText(_ entry: TodoEntry) throws -> String {
        let view = BuiltinHarness.render(
            try BuiltinHarness.descriptor("todo"), entry: AnyTimelineEntry(entry), family: .systemSmall, now: BuiltinHarness.sunday)
        return view.trimmedLines.joined(separator: " ")
    }

    private func calendarEntry(icsPath: String) throws -> CalendarEntry {
        let intent = try IntentSchema.decode(CalendarIntent.self, from: ["icsPath": .string(icsPath), "layout": .string("day")])
        let provider = CalendarProvider(now: { BuiltinHarness.sunday }, timeZone: BuiltinHarness.utc)
        return provider.entry(for: intent, at: BuiltinHarness.sunday)
    }

    private func calendarLines(_ entry: CalendarEntry) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor("calendar"), entry: AnyTimelineEntry(entry),
                              family: .systemSmall, width: 60, now: BuiltinHarness.sunday).trimmedLines
    }

    @Test func theToDoWidgetSaysAFIFOOrADeviceIsNotAFile() throws {
        let dir = try FixtureDirectory()
        let fifo = try makeFIFO(in: dir, "todo.txt")
        let started = Date()
        let fromFIFO = try FIFOWatchdog.guarding(fifo) { try todoEntry(file: fifo) }
        #expect(Date().timeIntervalSince(started) < 2, "reading a FIFO without a writer blocked")
        #expect(try todoText(fromFIFO) == "cannot read todo.txt: not a regular file (a FIFO)")
        #expect(try todoText(file: "/dev/zero") == "cannot read zero: not a regular file (a character device)")
        try FileManager.default.createDirectory(atPath: dir.path + "/lists", withIntermediateDirectories: false)
        #expect(try todoText(file: dir.path + "/lists") == "cannot read lists: not a regular file (a directory)")
    }

    @Test func theToDoWidgetRefusesAFileOverItsLimit() throws {
        let dir = try FixtureDirectory()
        let path = try dir.write("todo.txt", "")
        try FileHandle(forWritingAtPath: path).map { handle in
            try handle.truncate(atOffset: UInt64(TodoProvider.fileLimit) + 1)
            try handle.close()
        }
        #expect(try todoText(file: path) == "cannot read todo.txt: file too large (1048577 bytes, limit 1048576 bytes)")
        // A file exactly at the limit is read: one item, then blanks.
        try dir.write("todo.txt", "x done" + String(repeating: "\n", count: TodoProvider.fileLimit - 6))
        let atLimit = try todoEntry(file: path)
        #expect(atLimit.problem == nil)
        #expect(atLimit.items == [TodoItem(text: "done", isDone: true)])
    }

    @Test func aListAsLongAsTheLimitAllowsDrawsAtOnce() throws {
        let items = (0..<150_000).map { TodoItem(text: "item \($0)", isDone: $0 % 3 == 0) }
        let started = Date()
        let view = BuiltinHarness.render(
            try BuiltinHarness.descriptor("todo"), entry: AnyTimelineEntry(TodoEntry(date: BuiltinHarness.sunday, items: items)),
            family: .systemMedium, now: BuiltinHarness.sunday)
        #expect(Date().timeIntervalSince(started) < 10, "drawing 150 000 items took minutes before they were cut to what fits")
        // Only the first items are laid out, as many as fit, and the last row says how many more there are.
        let text = view.trimmedLines.joined(separator: "\n")
        let shown = text.matches(of: /item (\d+)/).compactMap { Int($0.1) }
        #expect(!shown.isEmpty && shown.allSatisfy { $0 < TodoView.shownItems })
        #expect(text.contains("+\(150_000 - shown.count) more"), "\(text)")
    }

    @Test func theCalendarSaysAFIFOOrADeviceIsNotAFile() throws {
        let dir = try FixtureDirectory()
        let fifo = try makeFIFO(in: dir, "cal.ics")
        let started = Date()
        let fromFIFO = try FIFOWatchdog.guarding(fifo) { try calendarEntry(icsPath: fifo) }
        #expect(Date().timeIntervalSince(started) < 2, "reading a FIFO without a writer blocked")
        #expect(fromFIFO.problem == "cannot read cal.ics: not a regular file (a FIFO)")
        #expect(try calendarLines(fromFIFO).last?.trimmingCharacters(in: .whitespaces) == "cannot read cal.ics: not a regular file (a FIFO)")
        let zero = try calendarEntry(icsPath: "/dev/zero")
        #expect(zero.problem == "cannot read zero: not a regular file (a character device)")
        #expect(try calendarLines(zero).last?.trimmingCharacters(in: .whitespaces) == "cannot read zero: not a regular file (a character device)")
    }

    @Test func theCalendarRefusesAHugeFileBySize() throws {
        let dir = try FixtureDirectory()
        let path = try dir.write("cal.ics", "")
        try FileHandle(forWritingAtPath: path).map { handle in
            try handle.truncate(atOffset: 50 * 1024 * 1024)
            try handle.close()
        }
        let entry = try calendarEntry(icsPath: path)
        #expect(entry.problem == "cannot read cal.ics: file too large (50.0 MiB, limit 8.0 MiB)")
        #expect(CalendarProvider.icsLimit == 8 * 1024 * 1024)
    }

    @Test func aPreparedProcRootIsReadOnlyFromRegularFilesWithinItsLimit() throws {
        let dir = try FixtureDirectory()
        let root = try SystemWidgetTests.makeProc(dir)
        try FileManager.default.removeItem(atPath: root + "/stat")
        let fifo = try makeFIFO(in: dir, "proc/stat")
        let read = FIFOWatchdog.guarding(fifo) { ProcStats.read(root: root, keepingOpen: false) }
        #expect(read == .failure(FileReadError(path: fifo, reason: "not a regular file (a FIFO)")))

        try FileManager.default.removeItem(atPath: fifo)
        try dir.write("proc/stat", SystemWidgetTests.stat(user: 1, idle: 2) + String(repeating: "\n", count: ProcRoot.fileLimit))
        var bytes: [UInt8] = []
        let tooLarge = ProcFile.read(root + "/stat", into: &bytes)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: root + "/stat")[.size] as? Int)
        #expect(tooLarge?.description == "cannot read stat: file too large (\(size) bytes, limit 1048576 bytes)")
        #expect(bytes.isEmpty)

        let mounts = try makeFIFO(in: dir, "proc/mounts")
        let disks = FIFOWatchdog.guarding(mounts) { DiskUsageReader.read(mountsFile: mounts) }
        #expect(disks == .failure(FileReadError(path: mounts, reason: "not a regular file (a FIFO)")))
    }

    private func makeFIFO(in dir: FixtureDirectory, _ name: String) throws -> String {
        let path = dir.path + "/" + name
        try #require(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        return path
    }
}

/// Opens a FIFO for writing if a read is still going on two seconds on: a read stuck in `open`
/// (a regression) then goes on, and the test fails instead of hanging.
enum FIFOWatchdog {
    static func guarding<T>(_ fifo: String, _ work: () throws -> T) rethrows -> T {
        let release = arm(fifo)
        defer { release.cancel() }
        return try work()
    }

    /// The opening of `fifo` for writing, due in two seconds. Made here, outside any actor: it
    /// runs on a Dispatch queue.
    private static func arm(_ fifo: String) -> DispatchWorkItem {
        let release = DispatchWorkItem {
            let descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { close(descriptor) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 2, execute: release)
        return release
    }
}
