import Foundation
import Testing

/// Issue #31 ("Trust"), the writer's part, through the real binary: a save that says it
/// succeeded is in the file (concurrent `widgetty edit` and `widgetty todo add` processes), a
/// symlinked home file is written through its link and a link that leads nowhere is an error
/// that names it, and to-do text from the command line is taken literally.
@Suite(.serialized) struct TrustWriterEndToEndTests {
    private let scratch: TrustScratch
    var directory: URL { scratch.directory }
    let environment: [String: String]

    init() throws {
        scratch = try TrustScratch()
        environment = ProcessSpawn.isolatedEnvironment(in: scratch.directory)
    }

    /// The default home file's place in this test's XDG folders.
    var homeFile: URL { directory.appendingPathComponent("config/widgetty/home.yaml") }

    private func widgetty(_ arguments: [String], as prefix: [String] = []) -> ProcessSpawn.Result {
        ProcessSpawn.run(prefix + [ProcessSpawn.widgettyBinary] + arguments, environment: environment, directory: directory)
    }

    private func widgetty(_ arguments: String...) -> ProcessSpawn.Result { widgetty(arguments) }

    private func write(_ text: String, to url: URL, mode: mode_t = 0o644) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        chmod(url.path, mode)
    }

    private func link(_ url: URL, to destination: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard symlink(destination, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    private func destination(of url: URL) -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func mode(of url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    static let threeWidgets = """
        # three widgets, edited at once by three loops
        widgets:
          - kind: countdown
            id: first   # keep this comment
            params:
              title: T0
          - kind: countdown
            id: second
            params: { title: T0 }
          - kind: countdown
            params:
              title: T0

        """

    // MARK: A save that says it succeeded is in the file

    @Test func threeLoopsOfFortyEditsOnThreeWidgetsLoseNoEditThatExitedZero() throws {
        try write(Self.threeWidgets, to: homeFile)
        let ids = ["first", "second", "countdown"], edits = 40
        let outcomes = Outcomes(loops: ids.count)
        let group = DispatchGroup()
        let environment = self.environment, directory = self.directory
        for (loop, id) in ids.enumerated() {
            group.enter()
            Thread {
                for step in 1...edits {
                    let result = ProcessSpawn.run(
                        [ProcessSpawn.widgettyBinary, "edit", id, "--param", "title=T\(step)"], environment: environment,
                        directory: directory)
                    outcomes.append(loop, step: step, result)
                }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 60) == .success, "the loops did not finish within a minute")
        let text = try read(homeFile)
        for (loop, id) in ids.enumerated() {
            let results = outcomes.results(loop)
            // Three different widgets: nothing conflicts, so every edit must succeed …
            for (step, result) in results where result.exitCode != 0 {
                Issue.record("\(id) T\(step) exited \(result.exitCode.map(String.init) ?? "by a signal"): \(result.error)")
            }
            // … each edit found the one before it in the file (none was lost in between) …
            var previous = "T0"
            for (step, result) in results where result.exitCode == 0 {
                #expect(result.output == "\(id): title \(previous) → T\(step)\n", "\(id) step \(step)")
                previous = "T\(step)"
            }
            // … and the last is in the final file.
            let last = results.last { $0.1.exitCode == 0 }?.0 ?? 0
            let blocks = text.components(separatedBy: "  - kind: countdown")
            try #require(blocks.count == 4, "\(text)")
            let block = blocks[loop + 1]
            #expect(block.contains("title: T\(last)\n") || block.contains("title: T\(last) }"), "\(id) T\(last) is not in:\n\(text)")
        }
        #expect(text.components(separatedBy: "title: T\(edits)").count == 4, "\(text)")
        #expect(text.contains("id: first   # keep this comment"))
        #expect(widgetty("check").exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: homeFile.deletingLastPathComponent().path) == ["home.yaml"])
    }

    @Test func concurrentTodoAddsAreAllInTheList() throws {
        let writers = 4, adds = 12
        let outcomes = Outcomes(loops: writers)
        let group = DispatchGroup()
        let environment = self.environment, directory = self.directory
        for writer in 0..<writers {
            group.enter()
            Thread {
                for step in 1...adds {
                    // Texts a todo.txt reader would take for markers, from every writer at once.
                    let text = ["x w\(writer) \(step)", "(A) w\(writer) \(step)", "2026-01-01 w\(writer) \(step)"][step % 3]
                    outcomes.append(writer, step: step, ProcessSpawn.run(
                        [ProcessSpawn.widgettyBinary, "todo", "add", text], environment: environment, directory: directory))
                }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 60) == .success, "the writers did not finish within a minute")
        var expected: [String] = []
        for writer in 0..<writers {
            for (step, result) in outcomes.results(writer) {
                #expect(result.exitCode == 0, "\(result.error)")
                expected.append(["x w\(writer) \(step)", "(A) w\(writer) \(step)", "2026-01-01 w\(writer) \(step)"][step % 3])
            }
        }
        let lines = widgetty("todo", "list").output.split(separator: "\n").map(String.init)
        #expect(lines.count == writers * adds)
        let shown = lines.map { line in String(line.drop { $0 != "[" }) }
        #expect(shown.sorted() == expected.map { "[ ] " + $0 }.sorted())
    }

    // MARK: Writes go through a symlink to its target

    static let linkedHome = """
        widgets:
          - kind: countdown
            id: launch   # from the dotfiles
            params:
              title: Launch

        """

    @Test(arguments: ["relative", "absolute", "chain of two", "folder link on the way"])
    func editThroughALinkedHomeFileChangesTheTargetAndKeepsTheLinkAndMode(kind: String) throws {
        let dotfiles = directory.appendingPathComponent("dotfiles")
        let target = dotfiles.appendingPathComponent("widgetty/home.yaml")
        try write(Self.linkedHome, to: target, mode: 0o640)
        switch kind {
        case "relative": try link(homeFile, to: "../../dotfiles/widgetty/home.yaml")
        case "absolute": try link(homeFile, to: target.path)
        case "chain of two":
            try link(dotfiles.appendingPathComponent("current.yaml"), to: "widgetty/home.yaml")
            try link(homeFile, to: dotfiles.appendingPathComponent("current.yaml").path)
        default:
            try link(directory.appendingPathComponent("dots"), to: "dotfiles")
            try link(homeFile, to: "../../dots/widgetty/home.yaml")
        }
        let before = destination(of: homeFile)
        let edit = widgetty("edit", "launch", "--param", "title=Landing")
        #expect(edit.exitCode == 0, "\(edit.error)")
        #expect(edit.output == "launch: title Launch → Landing\n")
        #expect(destination(of: homeFile) == before, "the link was replaced")
        #expect(try read(target) == Self.linkedHome.replacingOccurrences(of: "title: Launch", with: "title: Landing"))
        #expect(mode(of: target) == 0o640)
        // Nothing left beside the link or the target (no temporary file, no lock).
        #expect(try FileManager.default.contentsOfDirectory(atPath: homeFile.deletingLastPathComponent().path) == ["home.yaml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["home.yaml"])
        // The same through --config.
        let again = widgetty("edit", "launch", "--param", "title=Again", "--config", homeFile.path)
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(destination(of: homeFile) == before)
        #expect(try read(target).contains("title: Again"))
    }

    @Test(.enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed"))
    func theRunningScreenFollowsALinkedHomeFileAndItsOwnSavesGoThroughTheLink() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            let target = try tmux.fixture("dotfiles/home.yaml", """
                widgets:
                  - kind: clock
                    id: clock
                    params: { bigDigits: false }
                  - kind: countdown
                    id: launch   # from the dotfiles
                    params:
                      title: Launch

                """)
            chmod(target.path, 0o640)
            try FileManager.default.createDirectory(
                at: tmux.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try link(tmux.homeFile, to: "../../dotfiles/home.yaml")
        }
        defer { tmux.close() }
        let target = tmux.directory.appendingPathComponent("dotfiles/home.yaml")
        try await tmux.waitFor(text: "Launch")
        // Another process's save lands in the dotfiles folder: the screen watches it there too.
        let edit = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "edit", "launch", "--param", "title=Landing day"], environment: tmux.environment,
            directory: tmux.directory)
        #expect(edit.exitCode == 0, "\(edit.error)")
        try await tmux.waitFor(text: "Landing day")
        // The screen's own save (arrange mode: remove the focused clock) goes through the link.
        tmux.sendKeys("m")
        try await tmux.waitFor(text: "ARRANGING")
        tmux.sendKeys("x")
        try await tmux.waitFor(text: "from the home screen?")
        tmux.sendKeys("y")
        try await tmux.waitFor("the clock gone from the file") { _ in
            ((try? String(contentsOf: target, encoding: .utf8)) ?? "").contains("kind: clock") == false
        }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("arrange mode to end") { !$0.contains { $0.contains("ARRANGING") } }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(destination(of: tmux.homeFile) == "../../dotfiles/home.yaml")
        #expect(mode(of: target) == 0o640)
        let text = try read(target)
        #expect(text.contains("title: Landing day") && text.contains("# from the dotfiles") && !text.contains("kind: clock"), "\(text)")
    }

    @Test func aLinkToAFileInAReadOnlyFolderIsAnErrorAndNothingChanges() throws {
        let folder = directory.appendingPathComponent("readonly")
        let target = folder.appendingPathComponent("home.yaml")
        try write(Self.linkedHome, to: target)
        try link(homeFile, to: target.path)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        // root writes into any folder: the edit runs as nobody then (the files are world-readable).
        let asUser = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let edit = widgetty(["edit", "launch", "--param", "title=Landing"], as: asUser)
        #expect(edit.exitCode == 1, "\(edit.output)")
        #expect(edit.error.contains("could not save") && edit.error.contains(target.path), "\(edit.error)")
        #expect(edit.error.contains("Permission denied") || edit.error.contains("Read-only"), "\(edit.error)")
        #expect(destination(of: homeFile) == target.path)
        #expect(try read(target) == Self.linkedHome)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["home.yaml"])
    }

    @Test(arguments: ["dangling", "loop", "chain to nowhere"])
    func aLinkThatLeadsNowhereIsAnErrorThatNamesItEverywhereAndIsLeftAlone(kind: String) throws {
        switch kind {
        case "dangling": try link(homeFile, to: "../../dotfiles/home.yaml")
        case "loop":
            try link(homeFile, to: "other.yaml")
            try link(homeFile.deletingLastPathComponent().appendingPathComponent("other.yaml"), to: "home.yaml")
        default:
            try link(homeFile, to: directory.appendingPathComponent("middle.yaml").path)
            try link(directory.appendingPathComponent("middle.yaml"), to: "gone/home.yaml")
        }
        let before = destination(of: homeFile)
        let what = kind == "loop" ? "a symbolic link that loops" : "a symbolic link to"
        for arguments in [["check"], ["edit", "launch", "--param", "title=x"], ["check", "--config", homeFile.path]] {
            let result = widgetty(arguments)
            #expect(result.exitCode == 2, "\(arguments): \(result.output)")
            #expect(result.error.hasPrefix("widgetty: cannot read \(arguments.count == 3 ? homeFile.path : homeFile.path): \(what)"), "\(arguments): \(result.error)")
        }
        // The home screen at start: the error, at once, before any terminal; no default home.
        let home = try runWithin(.seconds(10), [ProcessSpawn.widgettyBinary])
        #expect(home.exitCode == 2)
        #expect(home.error.contains("cannot read \(homeFile.path): \(what)"), "\(home.error)")
        #expect(destination(of: homeFile) == before, "the link was replaced")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("dotfiles").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("gone").path))
    }

    @Test func aMissingHomeFileIsStillCreatedFromTheDefault() throws {
        let home = try runWithin(.seconds(10), [ProcessSpawn.widgettyBinary, "check"])
        #expect(home.exitCode == 2)  // check does not create it …
        #expect(!FileManager.default.fileExists(atPath: homeFile.path))
        // … the home screen does (and then fails here, without a terminal, after creating it).
        _ = try runWithin(.seconds(10), [ProcessSpawn.widgettyBinary])
        #expect(FileManager.default.fileExists(atPath: homeFile.path))
        #expect(widgetty("check").exitCode == 0)
    }

    /// Runs `argv` with stdin from /dev/null; kills it when it has not ended within `limit` (a
    /// home screen that started instead of failing).
    private func runWithin(_ limit: Duration, _ argv: [String]) throws -> ProcessSpawn.Result {
        let out = directory.appendingPathComponent("run-out").path, err = directory.appendingPathComponent("run-err").path
        let pid = try #require(ProcessSpawn.spawn(argv, environment: environment, output: out, error: err))
        let clock = ContinuousClock(), deadline = clock.now + limit
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if clock.now > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                Issue.record("\(argv) still ran after \(limit)")
                break
            }
            usleep(10_000)
        }
        return ProcessSpawn.Result(
            status: status, output: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    // MARK: To-do text from the command line is taken literally

    @Test func todoTextThatLooksLikeTodoTxtIsKeptAsGivenAndFoundByIt() {
        #expect(widgetty("todo", "add", "x marks the spot").output == "added 1: x marks the spot\n")
        #expect(widgetty("todo", "list").output == "1 [ ] x marks the spot\n")
        #expect(widgetty("todo", "done", "x marks the spot").output == "done: x marks the spot\n")
        #expect(widgetty("todo", "list").output == "1 [x] x marks the spot\n")
        #expect(widgetty("todo", "done", "--undo", "x marks the spot").output == "not done: x marks the spot\n")

        let texts = [
            ("(A) call Ada", "(A) call Ada"), ("2026-01-01 thing", "2026-01-01 thing"),
            ("x 2026-01-02 2026-01-01 done thing", "x 2026-01-02 2026-01-01 done thing"), ("  x leading spaces", "x leading spaces"),
            ("x", "x"), ("[x] looks done", "[x] looks done"), ("first line\nx second line", "first line x second line"),
        ]
        for (number, (given, stored)) in texts.enumerated() {
            let add = widgetty("todo", "add", given)
            #expect(add.exitCode == 0, "\(add.error)")
            #expect(add.output == "added \(number + 2): \(stored)\n")
        }
        let list = widgetty("todo", "list").output
        #expect(list == (["1 [ ] x marks the spot"] + texts.enumerated().map { "\($0.offset + 2) [ ] \($0.element.1)" })
            .joined(separator: "\n") + "\n")
        for (given, stored) in texts {
            let done = widgetty("todo", "done", given)
            #expect(done.output == "done: \(stored)\n", "\(given): \(done.error)")
        }
        #expect(widgetty("todo", "list").output.components(separatedBy: "[ ]").count == 2)  // only the undone one
        // The widget shows them as stored: literal text, in its own state.
        let render = widgetty("render", "todo", "--family", "large").output
        #expect(render.contains("[ ] x marks the spot") && render.contains("[x] (A) call Ada") && render.contains("[x] [x] looks done"), "\(render)")
        for empty in ["", "   ", "\n"] {
            let refused = widgetty("todo", "add", empty)
            #expect(refused.exitCode != 0)
            #expect(refused.error.contains("an item needs some text"), "\(refused.error)")
        }
        #expect(widgetty("todo", "list").output.split(separator: "\n").count == 1 + texts.count)
    }

    @Test func aTodoTxtFileStillReadsItsMarkers() throws {
        let file = directory.appendingPathComponent("todo.txt")
        try write("x marks the spot\n(A) call Ada\n", to: file)
        let render = widgetty("render", "todo", "--param", "file=\(file.path)")
        #expect(render.output.contains("[x] marks the spot") && render.output.contains("[ ] (A) call Ada"), "\(render.output)")
    }
}

/// This test's folder (its XDG folders, home files, links), removed when the test ends.
private final class TrustScratch: Sendable {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-trust-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

/// What each loop's processes answered, in order, written from several threads.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var byLoop: [[(Int, ProcessSpawn.Result)]]
    init(loops: Int) { byLoop = Array(repeating: [], count: loops) }
    func append(_ loop: Int, step: Int, _ result: ProcessSpawn.Result) { lock.withLock { byLoop[loop].append((step, result)) } }
    func results(_ loop: Int) -> [(Int, ProcessSpawn.Result)] { lock.withLock { byLoop[loop] } }
}
