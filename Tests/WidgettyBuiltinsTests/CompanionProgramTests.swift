import Foundation
import Testing
import WidgettyBuiltins
import WidgettyHomeFile
import WidgettyHost
import WidgettyKit

/// What opening a built-in widget runs (its companion program, as tapping opens an iOS app), how
/// the installed one is chosen, and the defaults for file and web links.
@MainActor
@Suite struct CompanionProgramTests {
    /// Programs found only in `installed`, with `environment`.
    private func programs(_ installed: Set<String>, _ environment: [String: String] = [:]) -> InstalledPrograms {
        var environment = environment
        environment["PATH"] = environment["PATH"] ?? "/opt/a:/opt/b"
        return InstalledPrograms(environment: environment) { path in
            installed.contains((path as NSString).lastPathComponent) && path.hasPrefix("/opt/b/")
        }
    }

    private func program(_ kind: String, _ values: [String: IntentValue] = [:]) throws -> CompanionProgram {
        let descriptor = try BuiltinHarness.descriptor(kind)
        let defaults = descriptor.intent?.defaultValues ?? [:]
        return try #require(descriptor.companionProgram?(defaults.merging(values) { $1 }), "\(kind) opens nothing")
    }

    @Test func eachLocalBuiltinOpensAProgramOfItsKind() throws {
        #expect(try program("system").choices.map { $0[0] } == ["btop", "htop", "top"])
        #expect(try program("disk").choices.first?.first == "ncdu")
        #expect(try program("network").choices.first?.first == "nload")
        #expect(try program("battery").choices.first?.first == "powertop")
        #expect(try program("clock").choices.first?.first == "tty-clock")
        #expect(try program("calendar").choices.first?.first == "calcurse")
        let git = try program("git", ["repoPath": .string("/src/app")])
        #expect(git.choices == [["lazygit", "-p", "/src/app"], ["tig", "-C", "/src/app"], [CompanionProgram.editor, "/src/app"]])
    }

    @Test func theFirstInstalledChoiceRuns() throws {
        let system = try program("system")
        #expect(programs(["htop", "top"]).arguments(for: system) == .success(["htop"]))
        #expect(programs(["btop", "htop"]).arguments(for: system) == .success(["btop"]))
        // Found only on PATH: a program in a folder not on it does not count.
        #expect(programs(["htop"], ["PATH": "/opt/a"]).arguments(for: system) == .failure(CompanionMissing(program: system)))
    }

    @Test func whatIsMissingIsSaidWithTheWayOut() throws {
        guard case .failure(let missing) = programs([]).arguments(for: try program("network")) else {
            Issue.record("nothing is installed")
            return
        }
        #expect(missing.description == "this opens a network monitor — install nload, bmon or iftop, or set `open:` for this widget in the home file")
        guard case .failure(let git) = programs([]).arguments(for: try program("git", ["repoPath": .string("/r")])) else { return }
        #expect(git.description.contains("lazygit, tig or an editor ($EDITOR)"))
    }

    @Test func theEditorIsVisualThenEditorThenOneInstalled() throws {
        let git = try program("git", ["repoPath": .string("/r")])
        #expect(programs(["vim", "nano"], ["VISUAL": "vim -p", "EDITOR": "nano"]).arguments(for: git) == .success(["vim", "-p", "/r"]))
        #expect(programs(["nano"], ["VISUAL": "gone", "EDITOR": "nano"]).arguments(for: git) == .success(["nano", "/r"]))
        #expect(programs(["vi"]).arguments(for: git) == .success(["vi", "/r"]))
        #expect(programs(["tig", "vi"]).arguments(for: git) == .success(["tig", "-C", "/r"]))
    }

    @Test func filesOpenInTheEditorAndWebPagesInABrowser() throws {
        let file = URL(fileURLWithPath: "/home/ada/todo.txt")
        #expect(LinkRoute.resolve(file, handlers: [], installed: programs(["nano"], ["EDITOR": "nano"]))
            == .run(arguments: ["nano", "/home/ada/todo.txt"], foreground: true))
        guard case .unhandled(let noEditor) = LinkRoute.resolve(file, handlers: [], installed: programs([])) else {
            Issue.record("no editor")
            return
        }
        #expect(noEditor.contains("set $EDITOR"))
        let page = try #require(URL(string: "https://example.org/a"))
        #expect(LinkRoute.resolve(page, handlers: [], installed: programs(["xdg-open"], ["DISPLAY": ":0"]))
            == .run(arguments: ["xdg-open", "https://example.org/a"], foreground: false))
        // Over ssh (no display): the terminal browser in $BROWSER, else www-browser.
        #expect(LinkRoute.resolve(page, handlers: [], installed: programs(["xdg-open", "w3m"], ["BROWSER": "w3m"]))
            == .run(arguments: ["w3m", "https://example.org/a"], foreground: true))
        #expect(LinkRoute.resolve(page, handlers: [], installed: programs(["www-browser"]))
            == .run(arguments: ["www-browser", "https://example.org/a"], foreground: true))
        guard case .unhandled(let noBrowser) = LinkRoute.resolve(page, handlers: [], installed: programs([])) else { return }
        #expect(noBrowser.contains("set $BROWSER"))
        // A handler the home file names wins over every default.
        let mine = LinkHandler(match: .scheme("file"), arguments: ["less", "{url}"], foreground: true)
        #expect(LinkRoute.resolve(file, handlers: [mine], installed: programs(["nano"], ["EDITOR": "nano"]))
            == .run(arguments: ["less", "file:///home/ada/todo.txt"], foreground: true))
    }
}

/// No built-in is a dead end: opening one runs its companion program, or (a widget whose links
/// come from its content or its settings) opens its edit panel, which has something to set.
@MainActor
@Suite struct NoDeadEndTests {
    @Test func everyBuiltinOpensSomething() {
        for descriptor in BuiltinWidgets.all {
            let hasSettings = descriptor.intent?.schema.parameters.isEmpty == false
            #expect(descriptor.companionProgram != nil || hasSettings, "\(descriptor.kind) opens nothing")
        }
    }
}
