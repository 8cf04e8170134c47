import Foundation
import Testing

/// `widgetty new Demo`, then what a new user does next: build it (Swift 6, no warnings), run its
/// tests, `swift run` it — the home screen shows the Demo widget next to the built-ins — and
/// preview it: its #Preview, then the widget in every family.
///
/// Building a new package builds Widgetty too. The build folder is `Examples/.build`, which
/// `make test` fills anyway: the package depends on the same checkout with the same pins (its
/// Package.resolved is the checkout's), so only the new package's own files compile (about 25 s
/// instead of several minutes from scratch).
@Suite(.enabled(if: ProcessSpawn.tmuxAvailable), .timeLimit(.minutes(30)))
// Named to run first of the end-to-end suites (they run one at a time, by name): the package it
// makes builds in Examples/.build, the scratch folder the Examples package itself (and
// EntityPanelEndToEndTests' CityTime) build in afterwards. In that order a fresh clone's builds
// come out whole; with the Examples package built there first, the new package's first build
// returned success without its test bundle (seen in a fresh-clone `make test`).
struct AuthorPackageEndToEndTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aNewPackageBuildsPassesItsTestsAndShowsItsWidgetOnTheHomeScreen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-new-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ProcessSpawn.testEnvironment

        // `widgetty new` writes into the current directory: run it in the test's folder.
        let inDirectory = ["sh", "-c", #"cd "$0" && exec "$@""#, directory.path, ProcessSpawn.widgettyBinary]
        let created = ProcessSpawn.run(inDirectory + ["new", "Demo"], environment: environment, directory: directory)
        #expect(created.exitCode == 0, "\(created.error)")
        #expect(created.output.contains("Next: cd Demo && swift run"))
        let again = ProcessSpawn.run(inDirectory + ["new", "Demo"], environment: environment, directory: directory)
        #expect(again.exitCode == 2)
        #expect(again.error.contains("already exists; nothing was written"))

        let package = directory.appendingPathComponent("Demo").path
        let scratch = Self.checkout.appendingPathComponent("Examples/.build").path
        let swiftPM = ["--package-path", package, "--scratch-path", scratch]
        let started = ContinuousClock.now
        let build = ProcessSpawn.run(["swift", "build", "--build-tests"] + swiftPM, environment: environment, directory: directory)
        print("widgetty new: the Demo package built in \(ContinuousClock.now - started) (scratch path \(scratch))")
        #expect(build.exitCode == 0, "\(build.output)\n\(build.error)")
        let warnings = (build.output + build.error).split(separator: "\n").filter { $0.contains("warning:") && $0.contains(package) }
        #expect(warnings.isEmpty, "the generated code builds without warnings: \(warnings)")

        let test = ProcessSpawn.run(["swift", "test", "--skip-build"] + swiftPM, environment: environment, directory: directory)
        #expect(test.exitCode == 0, "\(test.output)\n\(test.error)")
        #expect(test.output.contains("2 tests") && test.output.contains("passed"), "\(test.output)")

        let session = try await TmuxSession.start(program: scratch + "/debug/Demo")
        defer { session.close() }
        let screen = try await session.waitFor("the Demo widget next to the clock", timeout: .seconds(20)) { lines in
            lines.contains { $0.contains(" Demo ") } && lines.contains { $0.contains("Hello") }
                && lines.contains { $0.contains(" Clock ") }
        }
        let titles = try #require(screen.first { $0.contains(" Demo ") })
        let demo = try #require(titles.range(of: " Demo ")), clock = try #require(titles.range(of: " Clock "))
        #expect(demo.lowerBound < clock.lowerBound, "the bundle's widget comes first:\n\(screen.joined(separator: "\n"))")
        let config = session.directory.appendingPathComponent("config/widgetty")
        #expect(FileManager.default.fileExists(atPath: config.appendingPathComponent("Demo.yaml").path))
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("home.yaml").path),
                "the user's own home file is not touched")
        session.sendKeys("q")
        #expect(try await session.waitForExit() == 0)

        // `swift run Demo preview --list`: the template's #Preview, by number, title and place.
        let listed = ProcessSpawn.run([scratch + "/debug/Demo", "preview", "--list"], environment: environment, directory: directory)
        #expect(listed.exitCode == 0, "\(listed.error)")
        #expect(listed.output.contains("1  Demo · small") && listed.output.contains("DemoWidget.swift:"), "\(listed.output)")

        // `swift run Demo preview`: the #Preview, stepping through the two entries it writes.
        let canvas = try await TmuxSession.start(program: scratch + "/debug/Demo", args: ["preview"])
        defer { canvas.close() }
        try await canvas.waitFor("the #Preview at its first entry", timeout: .seconds(10)) { lines in
            lines.contains { $0.contains("#Preview 1/1") } && lines.contains { $0.contains("small · entry 1/2") }
                && lines.contains { $0.contains("Hello") }
        }
        canvas.sendKeys("Right")
        try await canvas.waitFor("the second entry") { lines in
            lines.contains { $0.contains("small · entry 2/2") } && lines.contains { $0.contains("Bonjour") }
        }
        canvas.sendKeys("q")
        #expect(try await canvas.waitForExit() == 0)

        // `swift run Demo preview Demo`: the bundle's widget in both its families, five entries.
        let preview = try await TmuxSession.start(program: scratch + "/debug/Demo", args: ["preview", "Demo"])
        defer { preview.close() }
        try await preview.waitFor("both families at the first of five entries", timeout: .seconds(10)) { lines in
            lines.contains { $0.contains("small · entry 1/5") && $0.contains("medium · entry 1/5") }
                && lines.contains { $0.contains("Demo (Demo)") }
        }
        preview.sendKeys("Right")
        try await preview.waitFor(text: "small · entry 2/5")
        preview.sendKeys("q")
        #expect(try await preview.waitForExit() == 0)
    }
}
