import ArgumentParser
import Foundation
import WidgettyHost

/// `widgetty alerts`: the running home screen's firing alerts, asked through its control socket.
struct AlertsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alerts",
        abstract: "List the running home screen's firing alerts: widget, alert, value, since when, acknowledged or not.")

    func run() throws {
        let response: ControlResponse
        do {
            response = try ControlClient.send(ControlRequest(command: "alerts"))
        } catch {
            throw CommandFailure("\(error)")
        }
        guard response.ok, let alerts = response.alerts else { throw CommandFailure(response.error ?? "the screen refused") }
        if alerts.isEmpty { Console.write("no alert is firing") }
        for alert in alerts { Console.write(Self.line(alert)) }
    }

    /// `system  CPU hot  cpu > 90  cpu 93.5  since 2026-11-29T03:40:00Z  acknowledged`.
    static func line(_ alert: ControlAlert) -> String {
        var fields = [alert.widget, alert.name]
        if alert.name != alert.condition { fields.append(alert.condition) }
        fields += [alert.value, "since " + alert.since.ISO8601Format(), alert.acknowledged ? "acknowledged" : "firing"]
        return fields.joined(separator: "  ")
    }
}
