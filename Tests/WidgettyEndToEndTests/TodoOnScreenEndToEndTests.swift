import Foundation
import Testing

/// The to-do list managed from the screen in tmux: inside the widget, `n` adds, `e` edits, `K`
/// moves up, `x` ticks off, `d` deletes and `u` puts back — the shared list (what
/// `widgetty todo list` reads) checked after each.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TodoOnScreenEndToEndTests {
    private func widgetty(_ tmux: TmuxSession, _ arguments: String...) -> ProcessSpawn.Result {
        ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments, environment: tmux.environment, directory: tmux.directory)
    }

    /// Sends a key, then waits until `widgetty todo list` prints `items` (an `x ` prefix: done)
    /// — the store, not the screen — and the screen shows `screen`.
    private func step(
        _ tmux: TmuxSession, _ key: String, list items: [String], screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        tmux.sendKeys(key)
        let expected = items.enumerated().map { index, item in
            let done = item.hasPrefix("x ")
            return "\(index + 1) [\(done ? "x" : " ")] \(done ? String(item.dropFirst(2)) : item)\n"
        }.joined()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        var listed = widgetty(tmux, "todo", "list").output
        while listed != expected {
            guard clock.now < deadline else {
                Issue.record("after \(key) the list is\n\(listed)not\n\(expected)", sourceLocation: sourceLocation)
                throw TmuxError.timeout("the list")
            }
            try await Task.sleep(for: .milliseconds(100))
            listed = widgetty(tmux, "todo", "list").output
        }
        try await tmux.waitFor(text: screen, sourceLocation: sourceLocation)
    }

    @Test func toDosAreAddedEditedMovedTickedDeletedAndPutBackFromTheScreen() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", "widgets:\n  - kind: todo\n    family: large\n")
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Nothing to do", timeout: .seconds(15))
        #expect(widgetty(tmux, "todo", "add", "buy milk").exitCode == 0)
        #expect(widgetty(tmux, "todo", "add", "call Ada").exitCode == 0)
        try await tmux.waitFor(text: "] call Ada")
        tmux.sendKeys("i")
        try await tmux.waitFor(text: "1/2")
        // n: a new item, typed in a line of its own.
        tmux.sendKeys("n")
        try await tmux.waitFor(text: "new item")
        tmux.type("fix bike")
        try await tmux.waitFor(text: "› fix bike")
        try await step(tmux, "Enter", list: ["buy milk", "call Ada", "fix bike"], screen: "3/3")
        // e: the chosen (new) item's text in the field; Ctrl-U clears it.
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "edit item")
        tmux.sendKeys("C-u")
        tmux.type("fix the bike")
        try await step(tmux, "Enter", list: ["buy milk", "call Ada", "fix the bike"], screen: "] fix the bike")
        // K: up one place, the choice follows it.
        try await step(tmux, "K", list: ["buy milk", "fix the bike", "call Ada"], screen: "2/3")
        // x: ticked off through the row's own toggle (on the screen too before d reads it).
        try await step(tmux, "x", list: ["buy milk", "x fix the bike", "call Ada"], screen: "x] fix the bike")
        // d: deleted, and the status line says how to undo; u: back where it was, done still.
        try await step(tmux, "d", list: ["buy milk", "call Ada"], screen: "u undoes")
        try await step(tmux, "u", list: ["buy milk", "x fix the bike", "call Ada"], screen: "put back")
        // q leaves the widget and quits.
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
