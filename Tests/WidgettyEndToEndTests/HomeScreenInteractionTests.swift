import Foundation
import Testing
import WidgettyTerminal

/// The home screen driven through tmux as a person would: the default board ticking, focus keys,
/// deep links through a handler, mouse clicks, live edits of the home file, and `widgetty check`.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct HomeScreenInteractionTests {
    /// A link handler that appends each argument it gets, one per line, to a file.
    static func recorder(in tmux: TmuxSession) throws -> (script: URL, log: URL) {
        let log = tmux.directory.appendingPathComponent("links.log")
        let script = try tmux.fixture("record-link", "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> \(TmuxSession.quoted(log.path)); done\n")
        return (script, log)
    }

    /// Polls a file until it has `count` lines (the handler runs in the background).
    static func lines(of file: URL, count: Int) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                if lines.count >= count { return lines }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxError.timeout("\(count) lines in \(file.lastPathComponent)")
    }

    /// Display columns of every vertical border character on a line.
    static func borderColumns(_ line: String) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for grapheme in line {
            if "│┃".contains(grapheme) { columns.append(column) }
            column += TerminalText.width(of: grapheme)
        }
        return columns
    }

    @Test func defaultBoardTicksEverySecondInItsSlots() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        let countdownLine = { (lines: [String]) in
            lines.first { $0.range(of: #"\d+d \d\d:\d\d:\d\d"#, options: .regularExpression) != nil }
        }
        // The placeholders (drawn redacted) give way to the timelines.
        var screen = try await tmux.waitFor("the countdown's first entry") { countdownLine($0) != nil }
        // 4 × 3 slots of 30 × 12: clock, calendar (medium) and to-do list on the first row; system
        // and network (both medium) on the second; launcher, world clock, countdown and disk on the third.
        let top = try #require(screen.firstIndex { $0.contains("Clock") })
        #expect(screen[top].hasPrefix("┏━ Clock"))
        #expect(screen[top].contains("╭─ Calendar"))
        #expect(screen[top].contains("╭─ To-do"))
        #expect(screen[top + 12].hasPrefix("╭─ System") && screen[top + 12].contains("╭─ Network"))
        #expect(screen[top + 24].hasPrefix("╭─ Launcher") && screen[top + 24].contains("╭─ Countdown"))
        let first = try #require(countdownLine(screen))
        screen = try await tmux.waitFor("the countdown to tick", timeout: .seconds(3)) { countdownLine($0) != first }
        #expect(countdownLine(screen) != first)
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func wideTextStaysAlignedAndFocusFollowsKeys() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
        let todo = try tmux.fixture("todo.txt", "日本語のテキスト\nx 🚀 launch ✅\n📅 plan ⏰ wake\n")
        try tmux.fixture("config/widgetty/home.yaml", """
            widgets:
              - kind: todo
                id: first
                params: { file: "\(todo.path)" }
              - kind: todo
                id: second
                family: medium
                params: { file: "\(todo.path)" }
              - kind: clock
                params: { bigDigits: false }
            """)
        }
        defer { tmux.close() }
        // Wait for the whole frame: both lists, down to the clock's bottom border.
        let screen = try await tmux.waitFor("both lists drawn") { lines in
            lines.filter { $0.contains("📅 plan ⏰ wake") }.count == 2 && lines.contains { $0.contains("[x] 🚀 launch ✅") }
                && lines.contains { $0.contains("┗━") || $0.contains("╰─") }
        }
        for line in screen where !Self.borderColumns(line).isEmpty {
            // The screen's outer vertical borders sit on slot edges: columns 30k - 1 or 30k. (Inside
            // the medium list, the count's big digits are drawn in the same strokes.)
            let outer = [Self.borderColumns(line).first, Self.borderColumns(line).last].compactMap { $0 }
            #expect(outer.allSatisfy { $0 % 30 == 0 || $0 % 30 == 29 }, "\(line)")
            if line.contains("日本語") || line.contains("🚀") || line.contains("📅") {
                // Right of wide text, the small list's right border and the medium's left one.
                #expect(Self.borderColumns(line).contains(29) && Self.borderColumns(line).contains(30), "\(line)")
            }
        }
        #expect(screen.contains { $0.hasPrefix("┏━ To-do") })
        tmux.sendKeys("l")
        try await tmux.waitFor("focus on the medium to-do") { $0.contains { $0.hasPrefix("╭─ To-do") && $0.contains("┏━ To-do") } }
        tmux.sendKeys("Tab")
        try await tmux.waitFor(text: "┏━ Clock")
        tmux.sendKeys("1")
        try await tmux.waitFor("focus back on the first") { $0.contains { $0.hasPrefix("┏━ To-do") } }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func enterAndClicksOpenTheWidgetURLThroughTheHandlerAsOneArgument() async throws {
        var log = URL(fileURLWithPath: "/")
        var hostile = URL(fileURLWithPath: "/")
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
        let script: URL
        (script, log) = try Self.recorder(in: tmux)
        // A path with ; $( ) ` ' " and spaces: the URL must reach the handler exactly as the widget made it.
        hostile = try tmux.fixture("a;b $(touch pwned) `id` 'q' \"d\"/todo.txt", "hostile\n")
        try tmux.fixture("config/widgetty/home.yaml", """
            widgets:
              - kind: todo
                params: { file: \(TmuxSession.quoted(hostile.path).replacingOccurrences(of: "'\\''", with: "''")) }
            links:
              - scheme: file
                run: ["\(script.path)", "{url}"]
            """)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "hostile")
        tmux.sendKeys("Enter")
        let expected = URL(fileURLWithPath: hostile.path).absoluteString
        #expect(try await Self.lines(of: log, count: 1) == [expected])
        // A click in the cell (SGR mouse: button 0 at column 5, row 5, 1-based) opens it too.
        tmux.type("\u{1B}[<0;5;5M\u{1B}[<0;5;5m")
        #expect(try await Self.lines(of: log, count: 2) == [expected, expected])
        #expect(!FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("pwned").path))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func aLinkHintLetterOpensThatLink() async throws {
        var log = URL(fileURLWithPath: "/")
        var hashes: [String] = []
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            let script: URL
            (script, log) = try Self.recorder(in: tmux)
            let repo = tmux.directory.appendingPathComponent("repo")
            try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
            var environment = tmux.environment
            for (key, value) in [("GIT_AUTHOR_NAME", "Ada"), ("GIT_AUTHOR_EMAIL", "ada@example.test"),
                                 ("GIT_COMMITTER_NAME", "Ada"), ("GIT_COMMITTER_EMAIL", "ada@example.test")] {
                environment[key] = value
            }
            func git(_ arguments: String...) -> String {
                ProcessSpawn.run(["git", "-C", repo.path] + arguments, environment: environment, directory: repo).output
            }
            _ = git("init", "-q", "-b", "main")
            for subject in ["First", "Second", "Third"] {
                _ = git("commit", "-q", "--allow-empty", "-m", subject)
            }
            hashes = git("log", "--format=%h").split(separator: "\n").map(String.init)
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: git
                    family: large
                    params: { repoPath: "\(repo.path)", viewerURL: "https://git.example/commit/{hash}" }
                links:
                  - scheme: https
                    run: ["\(script.path)", "{url}"]
                """)
        }
        defer { tmux.close() }
        #expect(hashes.count == 3)
        // The second commit's line is a link; its hint letter (the first free one, b) sits beside it, hiding none of it.
        let second = hashes[1]
        try await tmux.waitFor("the hint beside the second commit") { $0.contains { $0.contains("b\(second) Second") } }
        tmux.sendKeys("b")
        #expect(try await Self.lines(of: log, count: 1) == ["https://git.example/commit/\(hashes[1])"])
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func foregroundHandlerTakesTheTerminalAndTheScreenComesBackWhole() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30) { tmux in
        let viewer = try tmux.fixture("viewer", "#!/bin/sh\nprintf 'VIEWER %s\\n' \"$1\"\nread line\n")
        let todo = try tmux.fixture("todo.txt", "water the plants\n")
        try tmux.fixture("config/widgetty/home.yaml", """
            widgets:
              - kind: todo
                params: { file: "\(todo.path)" }
            links:
              - scheme: file
                run: ["\(viewer.path)", "{url}"]
                foreground: true
            """)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "water the plants")
        tmux.sendKeys("Enter")
        let screen = try await tmux.waitFor(text: "VIEWER file://")
        #expect(!screen.contains { $0.contains("water the plants") }, "the dashboard stepped aside")
        #expect(tmux.terminalState.hasPrefix("0 1"), "normal screen, cursor visible while the program runs")
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "water the plants")
        try await tmux.waitFor(text: "? help")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func brokenScriptWidgetsExplainThemselvesWhileTheClockTicks() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            let invalid = try tmux.fixture("invalid.sh", "#!/bin/sh\necho '{\"entries\": [}'\n")
            let failing = try tmux.fixture("failing.sh", "#!/bin/sh\necho 'no database' >&2\nexit 3\n")
            let hanging = try tmux.fixture("hanging.sh", "#!/bin/sh\nexec sleep 60\n")
            let flood = try tmux.fixture("flood.sh", "#!/bin/sh\nhead -c 50000000 /dev/zero | tr '\\\\0' x\n")
            let hostile = try tmux.fixture(
                "hostile.sh", "#!/bin/sh\nprintf '{\"entries\":[{\"date\":1,\"lines\":[\"x\\\\u001b]52;c;SGk=\\\\u0007y\"]}]}'\n")
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: script
                    params: { path: "\(invalid.path)" }
                  - kind: script
                    params: { path: "\(failing.path)" }
                  - kind: script
                    params: { path: "\(hanging.path)", timeout: 1 }
                  - kind: script
                    params: { path: "\(flood.path)" }
                  - kind: script
                    params: { path: "\(hostile.path)" }
                  - kind: clock
                    params: { bigDigits: false }
                """)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor("every script's reason", timeout: .seconds(8)) { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("output:1:14") && text.contains("exited with") && text.contains("did not")
                && text.contains("printed more") && text.contains("x␛]52;c;SGk=␇y")
        }
        let clockLine = { (lines: [String]) in lines.first { $0.range(of: #"\d\d:\d\d:\d\d"#, options: .regularExpression) != nil } }
        let before = try #require(clockLine(screen))
        try await tmux.waitFor("the clock to tick", timeout: .seconds(3)) { clockLine($0) != before }
        // Nothing from the hostile script reached the terminal as a control sequence.
        #expect(!tmux.capture(escapes: true).joined().contains("\u{1B}]52"))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func liveEditsMoveWidgetsAndBrokenYAMLSaysWhereLikeCheck() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", "widgets:\n  - kind: clock\n  - kind: countdown\n")
        }
        defer { tmux.close() }
        let home = tmux.homeFile
        var screen = try await tmux.waitFor(text: "Countdown")
        #expect(try #require(screen.first { $0.contains("Clock") }).hasPrefix("┏━ Clock"))
        try AtomicWrite.replace(home, with: "widgets:\n  - kind: countdown\n  - kind: clock\n")
        screen = try await tmux.waitFor("the countdown to move first, focus staying on the clock") {
            $0.contains { $0.hasPrefix("╭─ Countdown") && $0.contains("┏━ Clock") }
        }
        try AtomicWrite.replace(home, with: "widgets:\n  - kind: countdown\n  - kind: clock\n    family: [small\n")
        screen = try await tmux.waitFor(text: "home.yaml:5:")
        #expect(screen.contains { $0.hasPrefix("╭─ Countdown") }, "the screen keeps running")
        let check = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "check", "--config", home.path], environment: tmux.environment,
            directory: tmux.directory)
        #expect(check.exitCode == 1)
        #expect(check.output.hasPrefix("\(home.path):5:"))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}

/// Replacing a file the way editors do (write a new file, rename it over the old one).
enum AtomicWrite {
    static func replace(_ url: URL, with text: String) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
