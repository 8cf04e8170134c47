import Foundation
import Testing

/// Issue 32's acceptance, on an installed Widgetty (release build with its SDK; scripts/check-install.sh
/// runs it with `WIDGETTY_BINARY=PREFIX/bin/widgetty`): three packages made with `widgetty new` and
/// installed with `widgetty install` — one healthy, one trapping in its view on its second entry,
/// one whose provider never answers — on one home screen beside a built-in clock showing seconds.
/// A sampler reads the screen five times a second throughout: the clock never misses a second and
/// the healthy widget's entries come due two seconds apart.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable && ProcessSpawn.sdkInstalled, "needs an installed Widgetty with its SDK"))
struct ExtensionPackagesEndToEndTests {
    @Test func threeNewPackagesInstalledOneTrappingOneHangingBesideAClockThatNeverMissesASecond() async throws {
        let tmux = try await TmuxSession.start(width: 160, height: 30) { tmux in
            for (name, widget) in [("Healthy", Self.healthy), ("Trapping", Self.trapping), ("Hanging", Self.hanging)] {
                // In the session's folder (`env -C`: ProcessSpawn runs in the test's own).
                let made = ProcessSpawn.run(["env", "-C", tmux.directory.path, ProcessSpawn.widgettyBinary, "new", name], environment: tmux.environment, directory: tmux.directory)
                #expect(made.exitCode == 0, "widgetty new \(name): \(made.error)")
                try tmux.fixture("\(name)/Sources/\(name)/\(name)Widget.swift", widget(name))
                // The template's tests know the template's widget; these packages are only installed.
                try FileManager.default.removeItem(at: tmux.directory.appendingPathComponent("\(name)/Tests/\(name)Tests/\(name)WidgetTests.swift"))
                try tmux.fixture("\(name)/Tests/\(name)Tests/Empty.swift", "import Testing\n")
                let installed = ProcessSpawn.run(
                    [ProcessSpawn.widgettyBinary, "install", tmux.directory.appendingPathComponent(name).path],
                    environment: tmux.environment, directory: tmux.directory)
                #expect(installed.exitCode == 0, "widgetty install \(name): \(installed.error)")
                #expect(installed.output.hasPrefix("Installed \(name) "), "\(installed.output)")
                // The build's output is the package's text (here a warning that would clear the
                // screen and retitle the terminal): shown, but never with a control sequence.
                #expect(installed.error.contains("warning: "), "the build's output is shown: \(installed.error)")
                #expect(!installed.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "no control sequence passes")
            }
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: clock
                    params: {bigDigits: false, use24Hour: true, showSeconds: true}
                  - kind: Healthy
                    id: healthy
                  - kind: Trapping
                    id: trapping
                  - kind: Hanging
                    id: hanging
                """)
        }
        defer { tmux.close() }
        let sampler = ScreenSampler(socket: tmux.socket, target: tmux.target, environment: tmux.environment)
        sampler.start()
        defer { sampler.stop() }
        let home = try await tmux.appPID()

        // The healthy widget's entries come due, drawn by the home screen.
        try await tmux.waitFor("the healthy widget's third entry", timeout: .seconds(30)) { lines in
            lines.contains { $0.contains("beat 3") }
        }
        // The trapping one: crashed, with the reason the backtracer gives an optimised build (the
        // trap, the function, the line of the view), in its timeline and its cell's marker.
        try await tmux.waitForTimeline("trapping", containing: "from TrappingEntryView.body.getter — TrappingWidget.swift:")
        let crash = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "timeline", "trapping"], environment: tmux.environment, directory: tmux.directory)
        print("widgetty timeline trapping:\n\(crash.output)")
        let marked = try await tmux.waitFor("the trapping cell's marker", timeout: .seconds(10)) { lines in
            lines.contains { $0.contains("Trapping") && $0.contains("!") }
        }
        // The cell says why, in its border.
        #expect(marked.contains { $0.contains("crashed: Ill") }, "\(marked.joined(separator: "\n"))")
        // The hanging one: killed at the default limit (15 s), twice (it is asked again), leaving
        // no process and no thread behind.
        let hanging = tmux.directory.appendingPathComponent("data/widgetty/extensions/Hanging/Hanging").path
        #expect(FileManager.default.isExecutableFile(atPath: hanging), "the count below looks for \(hanging)")
        try await tmux.waitForTimeline("hanging", containing: "killed: no answer in 15 s", timeout: .seconds(40))
        let threadsAfterOneKill = Self.threads(of: home)
        try await tmux.waitForTimeline("hanging", containing: "killed: no answer in 15 s (2 in a row)", timeout: .seconds(90))
        try await Task.sleep(for: .milliseconds(500))
        #expect(ExtensionHostingEndToEndTests.processes(of: hanging) <= 1, "a killed extension is gone; at most its next try runs")
        let threadsAfterTwoKills = Self.threads(of: home)
        #expect(threadsAfterTwoKills <= threadsAfterOneKill, "each kill leaves no thread behind: \(threadsAfterOneKill) then \(threadsAfterTwoKills)")

        // The screen answers keys; uninstalling one takes its cell off the screen, with a message,
        // and the home file stays valid.
        try await tmux.uninstallWhileRunning("Trapping", ids: "trapping", gone: "Trapping", kept: "beat")

        sampler.stop()
        let samples = sampler.samples
        // The clock: every second from the first seen to the last, none missed.
        let seconds = samples.compactMap(\.clockSecond)
        var changes = 0, skips: [String] = []
        for (before, after) in zip(seconds, seconds.dropFirst()) where after != before {
            changes += 1
            // Midnight included: the next second is one on, modulo a day.
            if (after - before + 86_400) % 86_400 != 1 { skips.append("\(before) → \(after)") }
        }
        #expect(changes >= 25, "the run covers at least twenty-five seconds of the clock")
        #expect(skips.isEmpty, "the clock skipped: \(skips.prefix(10))")
        // The healthy widget: each entry shows two seconds after the one before (±0.6 s, the
        // sampling's and the drawing's error), over the whole run.
        var firstSeen: [Int: ContinuousClock.Instant] = [:]
        for sample in samples { if let beat = sample.beat, firstSeen[beat] == nil { firstSeen[beat] = sample.time } }
        let beats = firstSeen.keys.sorted()
        #expect(beats.count >= 15, "the healthy entries kept coming: \(beats)")
        // (The last, beat 29, is replaced at its own date by the next timeline's first: `.atEnd`.)
        for (earlier, later) in zip(beats, beats.dropFirst()) where later == earlier + 1 && earlier > 0 && later < 29 {
            let gap = firstSeen[later]! - firstSeen[earlier]!
            #expect(gap > .milliseconds(1_400) && gap < .milliseconds(2_600), "beat \(later) came \(gap) after beat \(earlier)")
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// The number of threads of process `pid` (/proc/PID/status).
    static func threads(of pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// The healthy widget: an entry every two seconds for a minute ("beat N"), then asked again.
    static func healthy(_ name: String) -> String {
        widget(name, entries: "(0..<30).map { SimpleEntry(date: start.addingTimeInterval(Double($0) * 2), greeting: \"beat \\($0)\") }", view: "Text(entry.greeting)")
    }

    /// Traps in its view on its second entry: an index out of range.
    static func trapping(_ name: String) -> String {
        widget(name, entries: "[\"first\", \"second\"].enumerated().map { SimpleEntry(date: start.addingTimeInterval(Double($0.offset) * 2), greeting: $0.element) }",
               view: "let shown = [entry.greeting]\n        Text(shown[entry.greeting == \"first\" ? 0 : 1])")
    }

    /// Its provider never answers.
    static func hanging(_ name: String) -> String {
        widget(name, entries: "[SimpleEntry(date: start, greeting: \"never\")]", view: "Text(entry.greeting)", wait: "try? await Task.sleep(for: .seconds(86_400 * 365))\n        ")
    }

    /// A widget file in the template's names (`SimpleEntry`, `Provider`, `NAMEWidget`).
    static func widget(_ name: String, entries: String, view: String, wait: String = "") -> String {
        """
        import Widgetty

        #warning("\\u{1B}]0;retitled\\u{07}\\u{1B}[2J cleared")

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let greeting: String
        }

        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), greeting: "first") }

            func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
                placeholder(in: context)
            }

            func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
                \(wait)let start = Date()
                return Timeline(entries: \(entries), policy: .atEnd)
            }
        }

        struct \(name)EntryView: View {
            let entry: SimpleEntry

            var body: some View {
                \(view)
            }
        }

        struct \(name)Widget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "\(name)", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                    \(name)EntryView(entry: entry)
                }
                .configurationDisplayName("\(name)")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        """
    }
}

extension ProcessSpawn {
    /// Whether the program under test has the SDK beside it (`PREFIX/lib/widgetty`), as `make install` puts it.
    static var sdkInstalled: Bool {
        let program = URL(fileURLWithPath: ProcessSpawn.widgettyBinary).resolvingSymlinksInPath()
        let sdk = program.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/widgetty/sdk.json")
        return FileManager.default.fileExists(atPath: sdk.path)
    }
}

/// Reads a tmux pane five times a second on a thread of its own (so the test's waits and
/// commands never delay a sample): the clock's second and the healthy widget's beat on each.
final class ScreenSampler: @unchecked Sendable {
    /// One reading of the screen.
    struct Sample {
        let time: ContinuousClock.Instant
        /// The clock's time as seconds since midnight (`HH:MM:SS` on the screen).
        let clockSecond: Int?
        /// The number in "beat N".
        let beat: Int?
    }

    private let socket: String, target: String, environment: [String: String]
    private let lock = NSLock()
    private var running = false
    private var taken: [Sample] = []
    private var thread: Thread?

    init(socket: String, target: String, environment: [String: String]) {
        self.socket = socket
        self.target = target
        self.environment = environment
    }

    var samples: [Sample] { lock.withLock { taken } }

    func start() {
        lock.withLock { running = true }
        let thread = Thread { [self] in
            while lock.withLock({ running }) {
                let screen = ProcessSpawn.run(["tmux", "-S", socket, "capture-pane", "-p", "-t", target], environment: environment,
                                              directory: FileManager.default.temporaryDirectory).output
                let sample = Sample(time: .now, clockSecond: Self.clockSecond(in: screen), beat: Self.beat(in: screen))
                lock.withLock { taken.append(sample) }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        self.thread = thread
        thread.start()
    }

    func stop() { lock.withLock { running = false } }

    static func clockSecond(in screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /(\d{2}):(\d{2}):(\d{2})/) else { return nil }
        return Int(match.1)! * 3600 + Int(match.2)! * 60 + Int(match.3)!
    }

    static func beat(in screen: String) -> Int? {
        screen.firstMatch(of: /beat (\d+)/).flatMap { Int($0.1) }
    }
}
