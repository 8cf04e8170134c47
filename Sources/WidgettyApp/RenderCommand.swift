import WidgettyHomeFile
import ArgumentParser
import Dispatch
import Foundation
import WidgettyHost
import WidgettyNcurses
import WidgettyTimelines
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal
import WidgettyUI

#if canImport(Glibc)
    import Glibc
#endif

/// `widgetty render KIND`: one widget's current rendering on stdout, without a terminal — for
/// scripts, and with `--family inline` for a tmux status line.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print one widget's current rendering to stdout.",
        discussion: "Example: widgetty render clock --family medium --param timeZone=Asia/Tokyo")

    @Argument(help: "The widget kind (see `widgetty gallery`).")
    var kind: String

    @Option(help: "small, medium, large, extraLarge; the lock screen's circular, rectangular or inline (one line).")
    var family = "small"

    @Option(name: .customLong("param"), help: "A configuration value, key=value, as the home file writes it (repeatable).")
    var params: [String] = []

    @Option(help: "Columns to render in (default: what the family gets on a 120×40 home screen).")
    var width: Int?

    @Option(help: "Rows to render in.")
    var height: Int?

    @Flag(help: """
        Keep colours and styles as ANSI escapes: 24-bit with COLORTERM=truecolor, else as many \
        colours as TERM's terminfo says (256 when TERM is unknown); none with NO_COLOR.
        """)
    var color = false

    func run() throws {
        let request = self
        MainActor.assumeIsolated {
            _ = Task { @MainActor in
                Glibc.exit(await RenderRun(request: request).run())
            }
        }
        dispatchMain()
    }
}

/// The work of `widgetty render`, on the main actor where views render.
@MainActor
struct RenderRun {
    let request: Render

    func run() async -> Int32 {
        guard let family = HomeFileParser.family(named: request.family) else {
            return fail("unknown family '\(request.family)' (expected \(WidgetFamily.allCases.map(\.shortName).joined(separator: ", ")))")
        }
        let descriptor: AnyWidgetDescriptor
        let values: [String: IntentValue]
        switch CommandLineWidget.resolve(
            kind: request.kind, family: family, params: request.params, registry: WidgettyProgram.registry)
        {
        case .success(let widget): (descriptor, values) = (widget.descriptor, widget.values)
        case .failure(let failure): return fail(failure.message)
        }

        let size = Self.size(for: family, width: request.width, height: request.height)
        let call = ProviderCall(
            descriptor, family: family, displaySize: CGSize(width: size.width, height: size.height), intentValues: values)
        let now = Date()
        let entry: AnyTimelineEntry
        do {
            let timeline = try await call.timeline(clock: SystemClock(), executor: WorkerThreadExecutor.providers)
            let due = timeline.validatedEntries.last { $0.date <= now } ?? timeline.validatedEntries.first
            guard let chosen = due else { return fail("\(request.kind) returned no entries") }
            entry = chosen
        } catch let timeout as ClockTimeoutError {
            return fail("\(request.kind) did not answer within \(timeout.duration)", status: 1)
        } catch {
            return fail("\(request.kind) failed: \(error)", status: 1)
        }

        let rendered = WidgetDrawing.renderWaitingForPictures(
            entry, of: descriptor, size: size, environment: WidgetDrawing.environment(family: family, now: now))
        if let advice = WidgetDrawing.overflowAdvice(kind: request.kind, family: family, rendered: rendered) {
            Console.write("widgetty: note: \(advice)", to: .error)
        }
        let environment = ProcessInfo.processInfo.environment
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if request.color, !noColor {
            Console.writeStyled(ANSIText.render(rendered.buffer, colorDepth: Self.colorDepth(environment)))
        } else {
            var lines = rendered.buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            // A status line takes the text itself, wherever the view placed it in its 80 columns.
            if family == .accessoryInline { lines = lines.map { String($0.drop { $0 == " " }) } }
            while lines.last?.isEmpty == true, lines.count > 1 { lines.removeLast() }
            Console.write(lines.joined(separator: "\n"))
        }
        return 0
    }

    /// What a widget of the family gets on a 120×40 home screen, or `width`×`height` when given
    /// (one line for `inline`).
    static func size(for family: WidgetFamily, width: Int?, height: Int?) -> Size {
        let standard = family.standardContentSize
        return Size(width: max(1, width ?? standard.width), height: family == .accessoryInline ? 1 : max(1, height ?? standard.height))
    }

    /// The colours `--color` keeps, decided as the home screen decides them: `COLORTERM`, then
    /// the colours terminfo gives `TERM` (256 when no type or an unknown one is given).
    static func colorDepth(_ environment: [String: String]) -> ColorDepth {
        TerminalCapabilities.colorDepth(
            environment: environment, terminfoColors: TerminfoColors.count(forTerminal: environment["TERM"]) ?? 256, noColor: false)
    }

    func fail(_ message: String, status: Int32 = 2) -> Int32 {
        CommandFailure(message, status: status).report()
    }
}
