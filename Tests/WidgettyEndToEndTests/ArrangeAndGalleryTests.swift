import Foundation
import Testing

/// The gallery and arrange mode through tmux, as a person uses them: widgets added in every
/// family, moved, resized, stacked and removed — each change written to the home file at once —
/// and the same screen after quitting and starting again, the file still valid with its comments.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ArrangeAndGalleryTests {
    static let homeFile = """
        # The arrange test's home screen: this comment must survive every save.
        widgets:
          - kind: clock          # first, in plain text
            id: clock
            params: { bigDigits: false }
          - kind: todo
            id: notes
            params: { file: TODO_FILE }

        """

    /// Polls the home file until `condition` holds for its text.
    static func waitForFile(_ tmux: TmuxSession, _ description: String, until condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            if let text = try? String(contentsOf: tmux.homeFile, encoding: .utf8), condition(text) { return text }
            try await Task.sleep(for: .milliseconds(50))
        }
        let text = (try? String(contentsOf: tmux.homeFile, encoding: .utf8)) ?? "(unreadable)"
        Issue.record("the home file never showed \(description):\n\(text)\nscreen:\n\(tmux.capture().joined(separator: "\n"))")
        throw TmuxError.timeout(description)
    }

    /// The lines of the home file that belong to the item with `id` (from its `- ` line to the next).
    static func item(_ id: String, in text: String) -> String {
        var chunks: [[Substring]] = []
        for line in text.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("- ") || chunks.isEmpty { chunks.append([]) }
            chunks[chunks.count - 1].append(line)
        }
        return chunks.first { $0.contains { $0.contains("id: \(id)") } }?.joined(separator: "\n") ?? ""
    }

    /// The screen's cell borders with their titles and dots: what must look the same after a
    /// restart (contents tick; which widget a stack shows is chosen again, so dots are not compared).
    static func skeleton(_ screen: [String]) -> [String] {
        screen.filter { $0.contains("╭") || $0.contains("┏") || $0.contains("╰") || $0.contains("┗") }
            .map { $0.replacingOccurrences(of: "●", with: "•").replacingOccurrences(of: "○", with: "•") }
    }

    /// In arrange mode: `x`, the question, `y`; waits until the file no longer contains `gone`,
    /// then leaves arrange mode. Returns the file.
    static func removeFocusedAndFinish(_ tmux: TmuxSession, named name: String, leaving gone: String) async throws -> String {
        tmux.sendKeys("x")
        try await tmux.waitFor(text: "Remove “\(name)” from the home screen?")
        tmux.sendKeys("y")
        let text = try await waitForFile(tmux, "no \(gone)") { !$0.contains(gone) }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("arrange mode to end") { !$0.contains { $0.contains("ARRANGING") } }
        return text
    }

    /// How many cells have this title (focused or not).
    static func titles(_ title: String, in screen: [String]) -> Int {
        let text = screen.joined(separator: "\n")
        return ["─ ", "━ "].map { text.components(separatedBy: $0 + title + " ").count - 1 }.reduce(0, +)
    }

    /// Opens the gallery, picks the kind matching `filter`, steps `familySteps` families right and adds it.
    /// The widget has parameters, so its edit panel (`Edit NAME`) opens once added; Esc closes it.
    static func addFromGallery(
        _ tmux: TmuxSession, _ filter: String, familySteps: Int, expecting id: String, name: String
    ) async throws -> String {
        tmux.sendKeys("a")
        try await tmux.waitFor(text: "Add a widget")
        tmux.type(filter)
        try await tmux.waitFor(text: "1 of ")
        for _ in 0..<familySteps { tmux.sendKeys("Right") }
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "Edit \(name)")
        let text = try await waitForFile(tmux, id) { $0.contains("id: \(id)") }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the edit panel to close") { !$0.contains { $0.contains("Edit \(name)") } }
        return text
    }

    @Test func galleryAndArrangeChangesAreSavedAndSurviveARestart() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40, inShell: true) { tmux in
            let todo = try tmux.fixture("todo.txt", "buy milk\n")
            try tmux.fixture("config/widgetty/home.yaml", Self.homeFile.replacingOccurrences(of: "TODO_FILE", with: "\"\(todo.path)\""))
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "buy milk")

        // The gallery: a countdown in each family it supports, each after the one added before.
        _ = try await Self.addFromGallery(tmux, "countdown", familySteps: 0, expecting: "countdown-a", name: "Countdown")
        _ = try await Self.addFromGallery(tmux, "countdown", familySteps: 1, expecting: "countdown-b", name: "Countdown")
        var text = try await Self.addFromGallery(tmux, "countdown", familySteps: 2, expecting: "countdown-c", name: "Countdown")
        #expect(!Self.item("countdown-a", in: text).contains("family:") || Self.item("countdown-a", in: text).contains("family: small"))
        #expect(Self.item("countdown-b", in: text).contains("family: medium"))
        #expect(Self.item("countdown-c", in: text).contains("family: large"))
        let order = { (text: String, ids: [String]) -> Bool in
            let positions = ids.compactMap { text.range(of: "id: \($0)")?.lowerBound }
            return positions.count == ids.count && positions == positions.sorted()
        }
        #expect(order(text, ["clock", "countdown-a", "countdown-b", "countdown-c", "notes"]), "\(text)")
        var screen = tmux.capture()
        #expect(Self.titles("Countdown", in: screen) == 3)

        // Arrange mode: the large countdown (focused) moves up into the clock's place, then right.
        tmux.sendKeys("m")
        try await tmux.waitFor(text: "ARRANGING")
        tmux.sendKeys("Up")
        text = try await Self.waitForFile(tmux, "countdown-c first") { order($0, ["countdown-c", "clock"]) }
        // Its family: large → small (countdowns come in small, medium and large).
        tmux.sendKeys("f")
        text = try await Self.waitForFile(tmux, "countdown-c small") { Self.item("countdown-c", in: $0).contains("family: small") }
        tmux.sendKeys("Right")
        text = try await Self.waitForFile(tmux, "countdown-c second") { order($0, ["clock", "countdown-c", "countdown-a"]) }
        // Stack it onto the small countdown to its right.
        tmux.sendKeys("s")
        try await tmux.waitFor(text: "STACK ONTO")
        tmux.sendKeys("Right")
        text = try await Self.waitForFile(tmux, "a stack") { $0.contains("stack:") }
        screen = try await tmux.waitFor("stack dots") { $0.contains { $0.contains("● ○") || $0.contains("○ ●") } }
        // Remove the to-do list (the fourth item), after confirming.
        tmux.sendKeys("4")
        text = try await Self.removeFocusedAndFinish(tmux, named: "To-do", leaving: "kind: todo")
        tmux.sendKeys("1")
        // Only the clock has a heavy border (the frame is fully drawn, not caught halfway).
        screen = try await tmux.waitFor("the clock focused") { lines in
            let text = lines.joined()
            guard lines.contains(where: { $0.contains("┏━ Clock") }),
                "┏┓┗┛".allSatisfy({ corner in text.filter { $0 == corner }.count == 1 })
            else { return false }
            // One closed heavy box: each bottom corner under its top corner (a row still being
            // drawn can hold the previous focus's bottom border).
            let column = { (corner: Character) in lines.lazy.compactMap { Array($0).firstIndex(of: corner) }.first }
            return column("┏") == column("┗") && column("┓") == column("┛")
        }
        let before = Self.skeleton(screen)
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        // The file is valid, keeps its comments, and a new start shows the same screen.
        #expect(text.contains("# The arrange test's home screen: this comment must survive every save."))
        #expect(text.contains("# first, in plain text"))
        let check = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "check", "--config", tmux.homeFile.path], environment: tmux.environment,
            directory: tmux.directory)
        #expect(check.exitCode == 0, "\(check.output)\(check.error)")
        tmux.type(TmuxSession.quoted(ProcessSpawn.widgettyBinary) + "\r")
        screen = try await tmux.waitFor("the same screen again:\n\(before.joined(separator: "\n"))\n", timeout: .seconds(10)) {
            Self.skeleton($0) == before
        }
        #expect(Self.titles("Countdown", in: screen) == 2)  // the stack and the medium one
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func galleryAndArrangeModeFitAt80By24() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", "# small screen\nwidgets:\n  - kind: clock\n    params: { bigDigits: false }\n")
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Clock")
        tmux.sendKeys("a")
        // The whole gallery, down to its status line: tmux may show a frame before its last rows.
        var screen = try await tmux.waitFor("the gallery filling the screen, its status line last") {
            $0.count == 24 && $0[0].contains("┏━ Add a widget") && $0[22].contains("┗━") && $0[23].hasPrefix("GALLERY")
        }
        #expect(screen.allSatisfy { !$0.contains("┃") || $0.hasPrefix(" ┃") })  // the box's left edge, one column in
        tmux.type("world")
        screen = try await tmux.waitFor(text: "The time in several time zones")
        tmux.sendKeys("Right")
        // The medium preview, cut to the panel, shows the default zones.
        screen = try await tmux.waitFor(text: "Tokyo")
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "Edit World clock")
        let text = try await Self.waitForFile(tmux, "the world clock") { $0.contains("id: world-clock-a") }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the edit panel to close") { !$0.contains { $0.contains("Edit World clock") } }
        #expect(Self.item("world-clock-a", in: text).contains("family: medium"))
        #expect(text.hasPrefix("# small screen\n"))
        tmux.sendKeys("m")
        screen = try await tmux.waitFor(text: "ARRANGING · Esc when done")
        #expect(screen.contains { $0.contains("╔═ World clock") && $0.contains("✥ moving") })
        _ = try await Self.removeFocusedAndFinish(tmux, named: "World clock", leaving: "world-clock")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
