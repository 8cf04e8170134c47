import ArgumentParser
import Foundation
import WidgettyHost

/// `widgetty timeline ID`: a running widget's timeline, as the scheduler holds it.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline", abstract: "Print a running widget's timeline: entries, the current one, policy, next reload, last error.")

    @Argument(help: "The widget's id (see `widgetty timeline --list`).")
    var id: String?

    @Flag(help: "List the running widgets' ids.")
    var list = false

    func run() throws {
        let request = list || id == nil ? ControlRequest(command: "list") : ControlRequest(command: "timeline", id: id)
        let response: ControlResponse
        do {
            response = try ControlClient.send(request)
        } catch {
            throw CommandFailure("\(error)")
        }
        guard response.ok else { throw CommandFailure(response.error ?? "the screen refused") }
        if let widgets = response.widgets {
            for widget in widgets { Console.write("\(widget.id)  \(widget.kind)  \(widget.family)") }
        }
        if let timeline = response.timeline { Console.write(Self.text(timeline), terminator: "") }
    }

    static func text(_ t: ControlTimeline) -> String {
        var out = "\(t.id): \(t.kind), \(t.family)\n"
        for (index, date) in t.entries.enumerated() {
            out += (index == t.current ? "→ " : "  ") + date.ISO8601Format() + "\n"
        }
        if t.entries.isEmpty { out += "  (no entries yet: showing the placeholder)\n" }
        out += "policy: \(t.policy ?? "none yet")\n"
        out += "next reload: \(t.nextReload?.ISO8601Format() ?? "none")\n"
        if let since = t.waitingSince {
            out += "waiting since \(since.ISO8601Format()) for a provider call that outlived its timeout and holds its "
                + "thread; no other call until it returns\n"
        } else if t.isLoading {
            out += "loading now\n"
        }
        if let error = t.lastError { out += "last error: \(error) (\(t.consecutiveFailures) in a row)\n" }
        return out
    }
}
