import Foundation
import Testing

/// The real binary on 8-colour terminal types (`xterm`, `linux`, `screen`) in tmux: nothing is
/// drawn in black (`ESC[30m`) on the default background — not the unfocused borders, the status
/// bar nor the launcher's letters — and no bright colour (90–97) the terminal lacks is sent.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LowColorEndToEndTests {
    static let home = """
        widgets:
          - kind: clock
          - kind: launcher
          - kind: countdown
            params:
              title: Launch
          - kind: todo

        """

    /// What a screen captured with escapes draws, read as a terminal would: the characters drawn
    /// in black on the default background or in their background's colour, and the bright colours (90–97, 100–107) asked for.
    static func scan(_ screen: String) -> (black: String, bright: Set<Int>, coloured: Bool) {
        var foreground: Int?, background: Int?
        var black = "", bright = Set<Int>(), coloured = false
        var rest = Substring(screen)
        while let first = rest.first {
            if rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") {
                let codes = rest.dropFirst(2)[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                for code in codes {
                    switch code {
                    case 0: foreground = nil; background = nil
                    case 30...37: foreground = code; coloured = true
                    case 39: foreground = nil
                    case 40...47: background = code; coloured = true
                    case 49: background = nil
                    case 90...97, 100...107: bright.insert(code)
                    default: break
                    }
                }
                rest = rest[rest.index(after: end)...]
                continue
            }
            let hidden = foreground == 30 && background == nil || (foreground != nil && foreground.map { $0 + 10 } == background)
            if first != " ", first != "\n", hidden { black.append(first) }
            rest = rest.dropFirst()
        }
        return (black, bright, coloured)
    }

    @Test(arguments: ["xterm", "linux", "screen"])
    func nothingIsBlackOnAnEightColourTerminal(term: String) async throws {
        let tmux = try await TmuxSession.start(program: "env", args: ["TERM=\(term)", ProcessSpawn.widgettyBinary]) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Launch")
        for keys in [[], ["?"], ["Escape", "a"]] {
            for key in keys { tmux.sendKeys(key) }
            try await Task.sleep(for: .milliseconds(300))
            let screen = tmux.capture(escapes: true).joined(separator: "\n")
            let found = Self.scan(screen)
            #expect(found.coloured, "\(term): some colour is drawn")
            #expect(found.black.isEmpty, "\(term) after \(keys): black text \(found.black)")
            #expect(found.bright.isEmpty, "\(term) after \(keys): bright colours \(found.bright)")
        }
    }
}
