import Foundation
import Testing

/// The control strip (#34) on a real terminal: an installed extension's control (the fixture
/// bundle's lamp, its state in the shared store) listed under `controls:`, drawn on the top row
/// with `NO_COLOR`, toggled by `C` and Enter and then by a click, its new state on screen and in
/// its backing store (`widgetty defaults read`), and the same control on one line for a tmux
/// status line (`widgetty render lamp --family inline`).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ControlStripEndToEndTests {
    /// The lamp's state as the shared store holds it.
    private func lampState(_ tmux: TmuxSession) -> String {
        ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "defaults", "read", "--suite", "fixture.lamp", "on"],
            environment: tmux.environment, directory: tmux.directory
        ).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ExtensionHostingEndToEndTests.fixture)))
    func anExtensionsControlInTheStripTogglesByKeyAndByClick() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30, environment: ["NO_COLOR": "1"]) { tmux in
            let installed = ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary, "install", "--executable", ExtensionHostingEndToEndTests.fixture, "--product", "Lamps"],
                environment: tmux.environment, directory: tmux.directory)
            #expect(installed.exitCode == 0, "\(installed.error)")
            try tmux.fixture("config/widgetty/home.yaml", """
                controls:
                  - kind: lamp
                widgets:
                  - kind: countdown
                """)
        }
        defer { tmux.close() }
        try await tmux.waitFor("the lamp, off, on the top row", timeout: .seconds(20)) { $0.first?.hasPrefix(" Lamp [ ] Dark") == true }

        // By key: the strip's key, then Enter; the status line shows the strip's keys.
        tmux.sendKeys("C")
        try await tmux.waitFor(text: "enter act")
        tmux.sendKeys("Enter")
        try await tmux.waitFor("the lamp lit", timeout: .seconds(10)) { $0.first?.hasPrefix(" Lamp [x] Lit") == true }
        #expect(lampState(tmux) == "true", "perform() wrote the store")

        // By click (SGR, 1-based): on the lamp's chip, after leaving the strip.
        tmux.sendKeys("Escape")
        tmux.type("\u{1B}[<0;3;1M\u{1B}[<0;3;1m")
        try await tmux.waitFor("the lamp dark again", timeout: .seconds(10)) { $0.first?.hasPrefix(" Lamp [ ] Dark") == true }
        #expect(lampState(tmux) == "false")

        // The same control for a status line, as its store holds it now.
        let written = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "defaults", "write", "--suite", "fixture.lamp", "--type", "bool", "on", "true"],
            environment: tmux.environment, directory: tmux.directory)
        #expect(written.exitCode == 0, "\(written.error)")
        let line = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "render", "lamp", "--family", "inline", "--width", "20"],
            environment: tmux.environment, directory: tmux.directory)
        #expect(line.output.trimmingCharacters(in: .whitespacesAndNewlines) == "Lamp [x] Lit", "\(line.output)\(line.error)")
    }
}
