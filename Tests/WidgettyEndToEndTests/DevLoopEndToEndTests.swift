import Foundation
import Testing

/// `widgetty dev` (#33): a package from `widgetty new`, built and shown on the home screen; a
/// one-line change to its view on screen after a save (the time it takes is printed); a syntax
/// error listed over the screen at file:line:column while the widget keeps its last good build;
/// the fix clearing it; a later session whose first build fails opening on the installed build.
///
/// With an installed SDK (check-install.sh runs this suite with `WIDGETTY_BINARY` set to the
/// installed program, whose `new` builds against PREFIX/lib/widgetty) the package builds on its
/// own. From a build tree `new` depends on the checkout, and the package builds in
/// `Examples/.build`, as AuthorPackageEndToEndTests' does, so only its own files compile.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable), .timeLimit(.minutes(30)))
struct DevLoopEndToEndTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aSavedChangeShowsAFailedBuildIsListedAndTheFixClearsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-dev-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inDirectory = ["sh", "-c", #"cd "$0" && exec "$@""#, directory.path, ProcessSpawn.widgettyBinary]
        let created = ProcessSpawn.run(inDirectory + ["new", "DevDemo"], environment: ProcessSpawn.testEnvironment, directory: directory)
        #expect(created.exitCode == 0, "\(created.error)")
        let package = directory.appendingPathComponent("DevDemo")
        let usesSDK = created.output.contains("builds against the Widgetty SDK")
        let scratch = usesSDK ? [] : ["--scratch-path", Self.checkout.appendingPathComponent("Examples/.build").path]

        let tmux = try await TmuxSession.start(args: ["dev", package.path] + scratch, width: 140, height: 40)
        defer { tmux.close() }
        // The first build: from a cold Examples/.build it compiles Widgetty itself.
        try await tmux.waitFor("the DevDemo widget", timeout: .seconds(1200)) { lines in
            lines.contains { $0.contains(" DevDemo ") } && lines.contains { $0.contains("Hello") }
        }
        let installed = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "extensions"], environment: tmux.environment, directory: tmux.directory)
        #expect(installed.output.contains("DevDemo "), "dev installs the package as an extension: \(installed.output)")
        let store = tmux.directory.appendingPathComponent("data/widgetty/extensions/DevDemo/DevDemo")
        #expect(FileManager.default.isExecutableFile(atPath: store.path), "installed under $XDG_DATA_HOME/widgetty/extensions")
        let ownHome = tmux.directory.appendingPathComponent("config/widgetty/DevDemo-dev.yaml")
        #expect(FileManager.default.fileExists(atPath: ownHome.path), "a home file of the session's own")
        #expect(!FileManager.default.fileExists(atPath: tmux.homeFile.path), "the user's home.yaml is not written")

        let edits = DevLoopEdits(package: package, name: "DevDemo")
        let original = try edits.original()
        let changeToScreen = try await edits.change(to: "Edited", original, in: tmux)
        print("widgetty dev: a one-line view change reached the screen in \(changeToScreen) (\(usesSDK ? "SDK" : "source") build)")
        // A syntax error: listed at its place; the widget keeps the last good build.
        try await edits.breakTheBuild(original, keeping: "Edited Hello", in: tmux)
        // The fix: the banner goes, the new text comes.
        try await edits.fix(to: "Fixed", original, in: tmux)
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit(timeout: .seconds(10)) == 0)

        // Another session whose first build fails opens on the installed build, under the errors.
        let (broken, place) = try edits.broken(original)
        try broken.write(to: edits.widget, atomically: true, encoding: .utf8)
        let kept = ["XDG_DATA_HOME", "XDG_CONFIG_HOME"].reduce(into: [String: String]()) { $0[$1] = tmux.environment[$1] }
        let again = try await TmuxSession.start(args: ["dev", package.path] + scratch, width: 140, height: 40, environment: kept)
        defer { again.close() }
        try await again.waitFor("the last good build under the errors", timeout: .seconds(300)) { lines in
            lines.contains { $0.contains("Fixed Hello") } && lines.contains { $0.contains(place) && $0.contains("error:") }
        }
        again.sendKeys("q")
        #expect(try await again.waitForExit(timeout: .seconds(10)) == 0)
    }
}
