import Foundation
import Testing

/// An entity-configured widget through tmux (#24, acceptance 2): the Examples package's CityTime,
/// whose City parameter is an entity found by a query that searches the system's time zones.
/// Its edit panel finds a city by typing part of its name, saves its identifier (with its title
/// beside it), and shows the title again after the home screen restarts; `check` reports a stored
/// city the query no longer knows, at the parameter. The test builds the example in
/// `Examples/.build`, which `make test` fills anyway (only the example's own files compile).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"), .timeLimit(.minutes(30)))
struct EntityPanelEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// The CityTime executable, built now (an up-to-date build only checks).
    static func cityTime() throws -> String {
        let started = ContinuousClock.now
        let build = ProcessSpawn.run(
            ["swift", "build", "--package-path", examples.path, "--product", "CityTime"], environment: ProcessSpawn.testEnvironment,
            directory: examples)
        print("CityTime built in \(ContinuousClock.now - started)")
        guard build.exitCode == 0 else { throw TmuxError.command("building CityTime failed:\n\(build.output)\n\(build.error)") }
        return examples.appendingPathComponent(".build/debug/CityTime").path
    }

    /// Esc, then `q` once the panel has closed (sent together they would read as Alt-q).
    static func closePanelAndQuit(_ tmux: TmuxSession) async throws {
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the panel to close") { screen in !screen.contains { $0.contains("Edit City time") } }
        tmux.sendKeys("q")
    }

    static let home = """
        # One city.
        widgets:
          - kind: CityTime
            params: { city: { identifier: Europe/London, display: London } }
        """

    @Test func thePanelFindsACityByPartOfItsNameSavesItsIdentifierAndShowsItsTitleAfterARestart() async throws {
        let program = try Self.cityTime()
        let tmux = try await TmuxSession.start(program: program, width: 100, height: 30, inShell: true) { tmux in
            try tmux.fixture("config/widgetty/CityTime.yaml", Self.home)
        }
        defer { tmux.close() }
        let file = tmux.directory.appendingPathComponent("config/widgetty/CityTime.yaml")
        try await tmux.waitFor(text: "London")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Edit City time")
        try await tmux.waitFor(text: "Time in London")
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "type to search")  // the picker, scrolled to London
        tmux.type("aires")
        try await tmux.waitFor("the query's answer for “aires”") { screen in
            screen.contains { $0.contains("Buenos Aires") && $0.contains("America/Argentina/Buenos_Aires") }
                && screen.contains { $0.contains("1 found") }
        }
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "Time in Buenos Aires")
        tmux.sendKeys("C-s")
        try await tmux.waitFor("the panel to close and the cell to show Buenos Aires") { screen in
            !screen.contains { $0.contains("Edit City time") } && screen.contains { $0.contains("Buenos Aires") }
        }
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("identifier: America/Argentina/Buenos_Aires"), "\(saved)")
        #expect(saved.contains("display: Buenos Aires"), "\(saved)")
        #expect(saved.contains("# One city."), "comments kept:\n\(saved)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        // Again from the file alone: the cell and the panel show the title the query gives.
        tmux.type(TmuxSession.quoted(program) + "\r")
        try await tmux.waitFor(text: "Buenos Aires")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Time in Buenos Aires")
        try await Self.closePanelAndQuit(tmux)
        #expect(try await tmux.waitForExit() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    }

    @Test func aCityTheQueryNoLongerKnowsIsMissingInThePanelAndInCheck() async throws {
        let program = try Self.cityTime()
        let home = """
            widgets:
              - kind: CityTime
                params:
                  city: { identifier: Atlantis/Poseidonis, display: Poseidonis }
            """
        let tmux = try await TmuxSession.start(program: program, width: 100, height: 30) { tmux in
            try tmux.fixture("config/widgetty/CityTime.yaml", home)
        }
        defer { tmux.close() }
        let file = tmux.directory.appendingPathComponent("config/widgetty/CityTime.yaml")
        let check = ProcessSpawn.run([program, "check", "--config", file.path], environment: tmux.environment, directory: tmux.directory)
        #expect(check.exitCode == 1)
        #expect(check.output.contains(
            "\(file.path):4:13: CityTime: parameter 'city' names 'Poseidonis' (id Atlantis/Poseidonis), which its query no longer knows"),
            "\(check.output)\(check.error)")

        try await tmux.waitFor(text: "City time")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "'Poseidonis' (Atlantis/Poseidonis) is missing")
        #expect(tmux.capture().contains { $0.contains("City") && $0.contains("Poseidonis") && !$0.contains("missing") },
                "the stored value is kept in the row")
        try await Self.closePanelAndQuit(tmux)
        #expect(try await tmux.waitForExit() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == home, "nothing was dropped")
    }

    /// Acceptance 3: the summary's When shows the second city's row only while Compare is on.
    @Test func theWhenShowsAndHidesTheSecondCitysRowAsCompareChanges() async throws {
        let program = try Self.cityTime()
        let tmux = try await TmuxSession.start(program: program, width: 100, height: 30) { tmux in
            try tmux.fixture("config/widgetty/CityTime.yaml", Self.home)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "London")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Time in London")
        let withRow: ([String]) -> Bool = { screen in screen.contains { $0.contains(" With ") } }
        #expect(!withRow(tmux.capture()))
        tmux.sendKeys("Down", "Right")
        try await tmux.waitFor("the second city's row") { screen in
            screen.contains { $0.contains("London compared with …") } && withRow(screen)
        }
        tmux.sendKeys("Left")
        try await tmux.waitFor("the row hidden again") { screen in
            screen.contains { $0.contains("Time in London") } && !withRow(screen)
        }
        try await Self.closePanelAndQuit(tmux)
        #expect(try await tmux.waitForExit() == 0)
    }
}
