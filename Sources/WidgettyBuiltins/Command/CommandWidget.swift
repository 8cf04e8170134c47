import Foundation
import WidgettyFiles
import WidgettyKit
import WidgettyUI

/// The command widget's settings: an argument vector, or a shell line only when written out.
struct CommandIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Command"
    static let description: IntentDescription = "Runs a command on an interval and shows its output, colours included."

    @Parameter(title: "Command", description: "The program and its arguments, run directly (no shell).", default: [])
    var command: [String]

    @Parameter(title: "Shell line", description: "Run with /bin/sh -c instead; only when you write one.", default: "")
    var shell: String

    @Parameter(title: "Interval", description: "Seconds between runs.", default: 60)
    var interval: Int

    @Parameter(title: "Timeout", description: "Seconds a run may take (at most 600).", default: 10, inclusiveRange: (1, 600))
    var timeout: Int
}

/// A run's output as styled lines, and what went wrong with the latest run, if anything.
struct CommandEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var lines: [[ANSIStyledText.Run]]
    var problem: String?
}

/// The last good output per command, kept when a later run fails.
actor CommandRecord {
    static let shared = CommandRecord()
    private var good: [[String]: [[ANSIStyledText.Run]]] = [:]
    func remember(_ lines: [[ANSIStyledText.Run]], for key: [String]) { good[key] = lines }
    func lastGood(for key: [String]) -> [[ANSIStyledText.Run]] { good[key] ?? [] }
}

/// Runs the command once per interval.
struct CommandProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }

    func placeholder(in context: Context) -> CommandEntry {
        CommandEntry(date: now(), lines: [[ANSIStyledText.Run(text: "command output", style: .init())]])
    }

    func snapshot(for configuration: CommandIntent, in context: Context) async -> CommandEntry {
        await entry(for: configuration)
    }

    func timeline(for configuration: CommandIntent, in context: Context) async -> Timeline<CommandEntry> {
        let entry = await entry(for: configuration)
        return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: TimeInterval(max(1, configuration.interval)))))
    }

    func entry(for configuration: CommandIntent) async -> CommandEntry {
        let date = now()
        // The one rule `widgetty check` and the edit panel apply too.
        if let problem = configuration.parameterProblems().first {
            return CommandEntry(date: date, lines: [], problem: problem.description)
        }
        let argv: [String]
        switch (configuration.command.isEmpty, configuration.shell.isEmpty) {
        case (false, true): argv = configuration.command
        case (true, false): argv = ["/bin/sh", "-c", configuration.shell]
        case (false, false): return CommandEntry(date: date, lines: [], problem: "Set `command` or `shell`, not both")
        case (true, true): return CommandEntry(date: date, lines: [], problem: "No command set (parameter `command`)")
        }
        let name = (argv[0] as NSString).lastPathComponent
        let timeout = max(1, configuration.timeout)
        let problem: String
        switch await ProcessRunner.run(argv[0], Array(argv.dropFirst()), timeout: TimeInterval(timeout), outputLimit: 1 << 20) {
        case .failure(let error):
            problem = "cannot run \(error.description)"
        case .success(let output) where output.succeeded:
            let lines = ANSIStyledText.lines(output.standardOutput)
            await CommandRecord.shared.remember(lines, for: argv)
            return CommandEntry(date: date, lines: lines)
        case .success(let output):
            if let reason = output.overflowReason(program: name) {
                problem = reason
            } else if output.timedOut {
                problem = "\(name) did not finish within \(timeout) s"
            } else {
                let first = output.standardError.split(whereSeparator: \.isNewline).first.map { ": " + $0.prefix(120) } ?? ""
                problem = "\(name) exited with status \(output.status)\(first)"
            }
        }
        return CommandEntry(date: date, lines: await CommandRecord.shared.lastGood(for: argv), problem: problem)
    }
}

/// The output, line by line, in its colours; the latest failure above the last good output.
struct CommandView: View {
    let entry: CommandEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: "⚠ " + problem).foregroundStyle(.red).lineLimit(2)
            }
            ForEach(Array(entry.lines.enumerated()), id: \.offset) { _, runs in
                Self.line(runs).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    static func line(_ runs: [ANSIStyledText.Run]) -> Text {
        runs.reduce(Text(verbatim: "")) { line, run in line + styled(run) }
    }

    static func styled(_ run: ANSIStyledText.Run) -> Text {
        var text = Text(verbatim: run.text)
        if run.style.bold { text = text.bold() }
        if run.style.italic { text = text.italic() }
        if run.style.underline { text = text.underline() }
        if let rgb = run.style.foreground, rgb.count == 3 {
            text = text.foregroundColor(Color(red: Double(rgb[0]) / 255, green: Double(rgb[1]) / 255, blue: Double(rgb[2]) / 255))
        } else if run.style.dim {
            text = text.foregroundColor(.secondary)
        }
        return text
    }
}

/// A command's output on an interval, kind `command`.
public struct CommandWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "command", intent: CommandIntent.self, provider: CommandProvider()) { entry in
            CommandView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(CommandEntry.alertValueNames)
        .configurationDisplayName("Command")
        .description("Runs a command on an interval and shows its output with its colours.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        .linksFromRemoteContent()
        // The call's limit is what the home file says: the program has its `timeout`, then is killed.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(2))
    }
}
