import Foundation
import WidgettyFiles
import WidgettyKit
import WidgettyUI

/// The script widget's settings: which executable to run, with which arguments, for how long.
struct ScriptIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Script"
    static let description: IntentDescription = "Any executable that prints a JSON timeline."

    @Parameter(title: "Program", description: "Path of the executable (~ and $VARIABLES expand); run directly, never by a shell.",
               default: "")
    var path: String

    @Parameter(title: "Arguments", default: [])
    var arguments: [String]

    @Parameter(title: "Timeout", description: "Seconds the program may take (at most 600).", default: 10, inclusiveRange: (1, 600))
    var timeout: Int
}

/// Why a script run gave no timeline, said so a person can act on it.
struct ScriptFailure: Error, CustomStringConvertible {
    var description: String
}

/// The last good timeline of each script (by program and arguments), so a failed run keeps
/// showing it under a line that says what went wrong.
actor ScriptRecord {
    static let shared = ScriptRecord()
    private var good: [[String]: [ScriptEntry]] = [:]
    func remember(_ entries: [ScriptEntry], for key: [String]) { good[key] = entries }
    func lastGood(for key: [String]) -> [ScriptEntry]? { good[key] }
}

/// Runs the script and reads its timeline.
struct ScriptProvider: AppIntentTimelineProvider {
    /// More output than this is not a timeline: the script is stopped.
    static let outputLimit = 1 << 20
    var now: @Sendable () -> Date = { WidgetClock.now }

    func placeholder(in context: Context) -> ScriptEntry {
        ScriptEntry(date: now(), lines: ["Script output"])
    }

    func snapshot(for configuration: ScriptIntent, in context: Context) async -> ScriptEntry {
        switch await run(configuration, context: context, preview: true) {
        case .success(let output): return output.entries.last { $0.date <= now() } ?? output.entries.first ?? placeholder(in: context)
        case .failure(let failure): return ScriptEntry(date: now(), lines: [], problem: failure.description)
        }
    }

    func timeline(for configuration: ScriptIntent, in context: Context) async -> Timeline<ScriptEntry> {
        let key = [configuration.path] + configuration.arguments
        switch await run(configuration, context: context, preview: false) {
        case .success(let output):
            await ScriptRecord.shared.remember(output.entries, for: key)
            return Timeline(entries: output.entries, policy: output.policy)
        case .failure(let failure):
            // Keep what the script last showed, under the reason; try again in 30 s.
            let date = now()
            var entries = await ScriptRecord.shared.lastGood(for: key) ?? [ScriptEntry(date: date, lines: [])]
            for index in entries.indices { entries[index].problem = failure.description }
            return Timeline(entries: entries, policy: .after(date.addingTimeInterval(30)))
        }
    }

    private func run(_ configuration: ScriptIntent, context: Context, preview: Bool) async -> Result<ScriptOutput, ScriptFailure> {
        let path = PathExpansion.expand(configuration.path)
        // The one rule `widgetty check` and the edit panel apply too.
        if let problem = configuration.parameterProblems().first { return .failure(ScriptFailure(description: problem.description)) }
        let environment = [
            "WIDGETTY_FAMILY": context.family.shortName,
            "WIDGETTY_COLUMNS": String(Int(context.displaySize.width)),
            "WIDGETTY_ROWS": String(Int(context.displaySize.height)),
            "WIDGETTY_PREVIEW": preview ? "1" : "0",
            // The home screen's time (virtual in previews and tests), for scripts whose entries depend on it.
            "WIDGETTY_NOW": String(Int(now().timeIntervalSince1970.rounded(.down))),
        ]
        let timeout = max(1, configuration.timeout)
        let name = (path as NSString).lastPathComponent
        switch await ProcessRunner.run(path, configuration.arguments, environment: environment,
                                       timeout: TimeInterval(timeout), outputLimit: Self.outputLimit) {
        case .failure(let error):
            return .failure(ScriptFailure(description: "cannot run \(error.description)"))
        case .success(let output):
            if let reason = output.overflowReason(program: name) { return .failure(ScriptFailure(description: reason)) }
            if output.timedOut { return .failure(ScriptFailure(description: "\(name) did not finish within \(timeout) s")) }
            guard output.status == 0 else {
                let first = output.standardError.split(whereSeparator: \.isNewline).first.map { ": " + $0.prefix(120) } ?? ""
                return .failure(ScriptFailure(description: "\(name) exited with status \(output.status)\(first)"))
            }
            do {
                let decoded = try ScriptOutput.decode(output.standardOutput)
                guard !decoded.entries.isEmpty else { return .failure(ScriptFailure(description: "\(name) printed no entries")) }
                return .success(decoded)
            } catch {
                return .failure(ScriptFailure(description: "\(name) output:\(error.description)"))
            }
        }
    }
}

/// A script's lines or view tree, or why it could not be shown.
struct ScriptView: View {
    let entry: ScriptEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: "⚠ " + problem).foregroundStyle(.red)
            }
            if let view = entry.view {
                view.view
            } else {
                ForEach(Array(entry.lines.enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line).lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(entry.background?.style ?? AnyShapeStyle(Color.clear), for: .widget)
        .widgetURL(entry.url)
    }
}

/// A widget made by any executable that prints a JSON timeline, kind `script`.
public struct ScriptWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "script", intent: ScriptIntent.self, provider: ScriptProvider()) { entry in
            ScriptView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Script")
        .description("Any executable that prints a JSON timeline (see README: Script widgets).")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        .linksFromRemoteContent()
        // The call's limit is what the home file says: the script has its `timeout`, then is killed.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(2))
    }
}
