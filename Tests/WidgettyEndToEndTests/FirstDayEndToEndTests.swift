import Foundation
import Testing

/// A new user's dead ends on the real binary: a mistyped command, and an empty home file (the
/// screen says how to add a widget, `widgetty check` warns).
@Suite(.serialized) struct FirstDayEndToEndTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-first-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    private func widgetty(_ arguments: String...) -> ProcessSpawn.Result {
        ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments, environment: environment, directory: directory)
    }

    @Test func anUnknownCommandIsSaidToBeOneWithTheCommands() {
        let result = widgetty("frobnicate")
        #expect(result.exitCode == 64)
        #expect(result.error.contains("unknown command 'frobnicate'"), "\(result.error)")
        #expect(result.error.contains("check") && result.error.contains("render"))
        #expect(!result.error.contains("Usage: widgetty home"))
        #expect(result.output.isEmpty)
    }

    @Test func checkWarnsAboutAnEmptyHomeFile() throws {
        for text in ["", "widgets: []\n", "# nothing yet\n"] {
            let file = directory.appendingPathComponent("empty.yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let result = widgetty("check", "--config", file.path)
            #expect(result.output.contains("warning: no widgets"), "\(text.debugDescription): \(result.output) \(result.error)")
            #expect(result.exitCode == 0, "a warning, not a problem")
        }
    }

    @Test(.enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed"))
    func anEmptyHomeScreenSaysHowToAddAWidget() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor(text: "Press a to add one from the gallery.")
        let row = try #require(screen.firstIndex { $0.contains("Press a to add") })
        #expect(abs(row - 14) <= 2, "about the middle: row \(row)")
        let line = screen[row]
        let left = line.prefix { $0 == " " }.count
        let right = 100 - left - line.trimmingCharacters(in: .whitespaces).count  // tmux drops trailing blanks
        #expect(abs(left - right) <= 2, "centred: \(left) | \(right)")
        tmux.sendKeys("a")
        try await tmux.waitFor(text: "Clock")  // the gallery opens
        tmux.sendKeys("q")
    }
}

/// The launcher on the real screen in tmux offers only pages there are.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LauncherPagesEndToEndTests {
    @Test(arguments: [1, 2])
    func theLauncherOffersOnlyPagesThereAre(pages: Int) async throws {
        // 4 × 3 slots on 120 × 40: the launcher (medium, two slots) and 10 or 11 more fill one page or spill onto a second.
        let home = "widgets:\n  - kind: launcher\n    family: medium\n" + String(repeating: "  - kind: countdown\n", count: pages == 1 ? 10 : 11)
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Reload all")
        if pages == 1 {
            try await Task.sleep(for: .milliseconds(500))
            #expect(!tmux.capture().joined().contains("Page 2"), "\(tmux.capture().joined(separator: "\n"))")
        } else {
            try await tmux.waitFor(text: "Page 2")
        }
        tmux.sendKeys("q")
    }
}

/// A small to-do cell with more items than rows, on the real screen: the first items from the
/// top, then `+N more` (it had shown the middle of the list).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SmallTodoEndToEndTests {
    @Test func aSmallToDoCellShowsItsFirstItemsAndHowManyMore() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-todo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let list = directory.appendingPathComponent("todo.txt")
        try (1...15).map { "Chore \($0)\n" }.joined().write(to: list, atomically: true, encoding: .utf8)
        // A full page (3 × 2 slots at 80×24): no free slot for the to-do cell to grow into.
        let home = "widgets:\n  - kind: clock\n  - kind: todo\n    family: small\n    params: { file: \(list.path) }\n"
            + String(repeating: "  - kind: countdown\n", count: 4)
        let tmux = try await TmuxSession.start(width: 80, height: 24) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor(text: " more")
        let shown = screen.compactMap { line in
            line.range(of: #"Chore \d+"#, options: .regularExpression).map { Int(line[$0].dropFirst(6))! }
        }
        #expect(shown == Array(1...shown.count), "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("+\(15 - shown.count) more") }, "\(screen.joined(separator: "\n"))")
        tmux.sendKeys("q")
    }
}
