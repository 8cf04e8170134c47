import Foundation
import Testing
import WidgettyTestSupport

/// Going inside a widget on the real screen in tmux: a feed of fifty stories from the loopback
/// server is entered with Enter, scrolled to its last story with j and G, and the story opened
/// through the home file's `links:` program.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InsideWidgetEndToEndTests {
    @Test func aFeedOfFiftyIsScrolledToItsLastStoryWhichOpens() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-inside-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let opened = folder.appendingPathComponent("opened.txt")
        let recorder = folder.appendingPathComponent("record-url")
        try "#!/bin/sh\necho \"$1\" >> '\(opened.path)'\n".write(to: recorder, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: recorder.path)
        let home = """
            widgets:
              - kind: feed
                family: large
                params: { feeds: ["\(server.url("/feeds/fifty.xml").absoluteString)"], maxItems: 50 }
            links:
              - scheme: http
                run: ["\(recorder.path)", "{url}"]

            """
        let tmux = try await TmuxSession.start(width: 100, height: 30) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        let first = try await tmux.waitFor(text: "Story 1 ", timeout: .seconds(15))
        #expect(!first.joined().contains("Story 50"))
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "1/50")
        for _ in 0..<10 { tmux.sendKeys("j") }
        try await tmux.waitFor(text: "11/50")
        tmux.sendKeys("G")
        let last = try await tmux.waitFor(text: "50/50")
        #expect(last.contains { $0.contains("Story 50") }, "\(last.joined(separator: "\n"))")
        #expect(!last.contains { $0.contains("Story 1 ") }, "scrolled past the first stories")
        tmux.sendKeys("Enter")
        try await tmux.waitFor("the last story opened") { _ in
            ((try? String(contentsOf: opened, encoding: .utf8)) ?? "").contains("/story/50")
        }
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the home screen's keys again") { screen in !screen.joined().contains("/50") }
        tmux.sendKeys("q")
    }
}
