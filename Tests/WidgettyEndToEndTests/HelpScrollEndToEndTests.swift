import Foundation
import Testing

/// The help overlay on the real binary in tmux at 40×12, shorter than the list of keys: it says
/// "↓ more", scrolls with j and the page keys to its last line, and lists as hint letters only
/// letters no key is bound to.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct HelpScrollEndToEndTests {
    @Test func theHelpScrollsToItsLastLineOnASmallScreen() async throws {
        let tmux = try await TmuxSession.start(width: 40, height: 12)
        defer { tmux.close() }
        try await tmux.waitFor(text: "┏")
        tmux.sendKeys("?")
        let first = try await tmux.waitFor(text: "Keys")
        #expect(first.contains { $0.contains("↓ more") }, "\(first.joined(separator: "\n"))")
        #expect(!first.contains { $0.contains("in this help") })
        tmux.sendKeys("PageDown")
        tmux.sendKeys("j")
        tmux.sendKeys("End")
        let last = try await tmux.waitFor(text: "in this help")
        #expect(!last.contains { $0.contains("↓ more") })
        let hints = try #require(last.first { $0.contains("open a link") })
        #expect(!hints.contains("a–z"), "\(hints)")
        tmux.sendKeys("k")
        try await tmux.waitFor("scrolled back a line") { !$0.contains { $0.contains("in this help") } }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the help closed") { !$0.contains { $0.contains("Keys") } }
        tmux.sendKeys("q")
    }
}
