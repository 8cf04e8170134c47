import Foundation
import Testing

/// `widgetty render` and `widgetty gallery`, run as a script would run them: no terminal at all.
@Suite struct RenderCommandTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-render-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    private func widgetty(_ arguments: String...) -> ProcessSpawn.Result {
        ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments, environment: environment, directory: directory)
    }

    @Test func rendersAToDoListFromItsFile() throws {
        let file = directory.appendingPathComponent("todo.txt")
        try "x 🚀 launch ✅\nbuy milk\n".write(to: file, atomically: true, encoding: .utf8)
        let result = widgetty("render", "todo", "--family", "medium", "--param", "file=\(file.path)")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("[x] 🚀 launch ✅"))
        #expect(result.output.contains("[ ] buy milk"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func rendersTheSharedToDoListWrittenThroughTheCommandLine() {
        #expect(widgetty("todo", "add", "buy", "milk").output == "added 1: buy milk\n")
        #expect(widgetty("todo", "add", "call Ada").exitCode == 0)
        #expect(widgetty("todo", "done", "buy milk").output == "done: buy milk\n")
        let result = widgetty("render", "todo", "--family", "medium")
        #expect(result.exitCode == 0, "\(result.error)")
        // The open count in big digits beside `1 of 2 done`, its bar and the items.
        #expect(result.output.contains("1 of 2 done █"), "\(result.output)")
        #expect(result.output.contains("[x] buy milk\n") && result.output.contains("[ ] call Ada\n"), "\(result.output)")
    }

    @Test func theSharedToDoListIsEditedMovedAndRemovedFromTheCommandLine() {
        for text in ["water plants", "call Ada", "file taxes"] { #expect(widgetty("todo", "add", text).exitCode == 0) }
        #expect(widgetty("todo", "edit", "2", "call", "Ada", "back").output == "edited: call Ada back\n")
        #expect(widgetty("todo", "move", "file taxes", "1").output == "moved to 1\n")
        #expect(widgetty("todo", "remove", "water plants").output == "removed: water plants\n")
        #expect(widgetty("todo", "list").output == "1 [ ] file taxes\n2 [ ] call Ada back\n")
        let missing = widgetty("todo", "remove", "7")
        #expect(missing.exitCode != 0 && missing.error.contains("no item 7 (the list has 2)"), "\(missing.error)")
    }

    @Test func rendersTheLauncherFromTheUsersShortcutsInEveryFamily() throws {
        #expect(widgetty("defaults", "write", "--suite", "launcher", "Mail", "mailto:me@example.com").exitCode == 0)
        #expect(widgetty("defaults", "write", "--suite", "launcher", "--type", "url", "Docs", "https://example.com/docs").exitCode == 0)
        let medium = widgetty("render", "launcher", "--family", "medium").output.components(separatedBy: "\n").dropLast()
        // One row of four tiles (no screen runs, so no page beyond Home is offered): the initial in a
        // rounded, coloured square over the title.
        try #require(medium.count == 8, "\(medium)")
        #expect(medium[4].split(separator: " ") == ["│", "D", "│", "│", "M", "│", "│", "H", "│", "│", "R", "│"])
        #expect(medium[7].split(separator: " ") == ["Docs", "Mail", "Home", "Reload", "all"])
        #expect(!medium.joined().contains("Page"))
        // A row a button, sharing the height: the icon, the title and the link it opens.
        let large = widgetty("render", "launcher", "--family", "large").output.components(separatedBy: "\n").dropLast()
        let docs = try #require(large.first { $0.contains("Docs") }, "\(large)")
        #expect(docs.hasPrefix("│  D  │ Docs") && docs.hasSuffix("https://example.com/docs"))
        #expect(large.filter { $0.hasPrefix("│  ") }.count == 4, "\(large)")
        let chosen = widgetty("render", "launcher", "--param", "buttons=[Mail, Nope, Home]").output
        #expect(chosen.contains("Mail") && chosen.contains("Home") && !chosen.contains("Docs"))
        #expect(chosen.hasSuffix("no shortcut Nope\n"))
    }

    @Test func rendersTheLatestCommitOfARepository() throws {
        let repo = directory.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        var gitEnvironment = environment
        for (key, value) in [("GIT_AUTHOR_NAME", "Grace Hopper"), ("GIT_AUTHOR_EMAIL", "grace@example.test"),
                             ("GIT_COMMITTER_NAME", "Grace Hopper"), ("GIT_COMMITTER_EMAIL", "grace@example.test")] {
            gitEnvironment[key] = value
        }
        func git(_ arguments: String...) -> String {
            ProcessSpawn.run(["git", "-C", repo.path] + arguments, environment: gitEnvironment, directory: repo).output
        }
        _ = git("init", "-q", "-b", "main")
        _ = git("commit", "-q", "--allow-empty", "-m", "Tune refresh rates")
        let hash = git("log", "-1", "--format=%h").trimmingCharacters(in: .whitespacesAndNewlines)
        let result = widgetty("render", "git", "--param", "repoPath=\(repo.path)")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").prefix(3) == [Substring(hash), "Grace Hopper", "Tune refresh rates"])
    }

    @Test func inlinePrintsOneLineForAStatusBar() {
        let result = widgetty("render", "clock", "--family", "inline", "--param", "timeZone=UTC")
        #expect(result.exitCode == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix(" UTC") == true)
        #expect(lines.first?.filter { $0 == ":" }.count == 2)
    }

    @Test func mistakesAreOneClearLineAndExitTwo() {
        let unknown = widgetty("render", "nope")
        #expect(unknown.exitCode == 2)
        #expect(unknown.error.hasPrefix("widgetty: unknown widget kind 'nope' (known: "))
        let badValue = widgetty("render", "clock", "--param", "showSeconds=maybe")
        #expect(badValue.exitCode == 2)
        #expect(badValue.error == "widgetty: parameter 'showSeconds' expects true or false, found maybe\n")
        let badFamily = widgetty("render", "countdown", "--family", "inline")
        #expect(badFamily.exitCode == 2)
        #expect(badFamily.error.contains("does not support the inline family"))
        #expect(badFamily.error.contains("(it supports small, medium, large): choose one of those, or, if it is your widget, add .accessoryInline to its .supportedFamilies([…])"),
                "it says what to change: \(badFamily.error)")
    }

    @Test func galleryListsEveryKindWithItsParameters() {
        let result = widgetty("gallery")
        #expect(result.exitCode == 0)
        for kind in ["clock", "world-clock", "calendar", "countdown", "todo", "timer", "launcher", "system", "git", "disk", "network", "battery", "script", "command"] {
            #expect(result.output.contains("\n\(kind) — ") || result.output.hasPrefix("\(kind) — "), "\(kind)")
        }
        #expect(result.output.contains("  repoPath: string = . — Repository"))
    }
}
