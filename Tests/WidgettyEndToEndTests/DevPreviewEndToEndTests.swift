import Foundation
import Testing

/// `widgetty dev --preview` (#33, item 3: "`preview` follows the same loop"): a package from
/// `widgetty new` built and shown in the preview (its #Preview first); a one-line change to its
/// view shown after a save; a syntax error listed under the preview at file:line:column while it
/// keeps the last good build; the fix clearing it. Built as DevLoopEndToEndTests' package is
/// (against the installed SDK, or in `Examples/.build` from a build tree).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable), .timeLimit(.minutes(30)))
struct DevPreviewEndToEndTests {
    @Test func aSavedChangeShowsInThePreviewAndAFailedBuildIsListedUnderTheLastGoodOne() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-devpreview-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inDirectory = ["sh", "-c", #"cd "$0" && exec "$@""#, directory.path, ProcessSpawn.widgettyBinary]
        let created = ProcessSpawn.run(inDirectory + ["new", "PreviewDemo"], environment: ProcessSpawn.testEnvironment, directory: directory)
        #expect(created.exitCode == 0, "\(created.error)")
        let package = directory.appendingPathComponent("PreviewDemo")
        let usesSDK = created.output.contains("builds against the Widgetty SDK")
        let scratch = usesSDK ? [] : ["--scratch-path", DevLoopEndToEndTests.checkout.appendingPathComponent("Examples/.build").path]

        let tmux = try await TmuxSession.start(args: ["dev", package.path, "--preview"] + scratch, width: 140, height: 40)
        defer { tmux.close() }
        try await tmux.waitFor("the package's #Preview", timeout: .seconds(1200)) { lines in
            lines.contains { $0.contains("#Preview 1/1") } && lines.contains { $0.contains("Hello") }
        }

        let edits = DevLoopEdits(package: package, name: "PreviewDemo")
        let original = try edits.original()
        let took = try await edits.change(to: "Edited", original, in: tmux)
        print("widgetty dev --preview: a one-line view change reached the preview in \(took)")
        #expect(tmux.capture().contains { $0.contains("#Preview 1/1") }, "the same preview is shown")
        try await edits.breakTheBuild(original, keeping: "Edited Hello", in: tmux)
        // The fix: the banner goes, the new text comes; the keys still step the timeline.
        try await edits.fix(to: "Fixed", original, in: tmux)
        tmux.sendKeys("Right")
        try await tmux.waitFor(text: "Fixed Bonjour")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit(timeout: .seconds(10)) == 0)
    }
}
