import Foundation
import Logging
import WidgettyFiles
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal
import WidgettyTimelines

extension HomeRuntime {
    /// Hands the state the values of the widgets with alerts among `ids`, from their current
    /// entries (a placeholder offers none), at the screen's instant.
    func readAlertValues(of ids: [WidgetInstanceID]) {
        for id in ids {
            guard state.configuration.widget(withID: id.rawValue)?.alerts.isEmpty == false, let cell = scheduler.cellState(id),
                !cell.isPlaceholder
            else { continue }
            send(.alertValuesRead(id, cell.entry.alertValues, at: clock.now))
        }
    }

    /// The firing alerts, as `widgetty alerts` lists them.
    var controlAlerts: [ControlAlert] {
        state.alerts.sorted.map { key, firing in
            ControlAlert(
                widget: key.widgetID, widgetName: firing.widgetName, name: firing.alert.title, condition: firing.alert.when.text,
                value: firing.value, since: firing.since, acknowledged: firing.acknowledged)
        }
    }

    /// The terminal's bell or flash, through the one terminal owner.
    func ring(_ ring: WidgetAlert.Ring) {
        switch ring {
        case .bell: backend.ring(.bell)
        case .flash: backend.ring(.flash)
        case .none: break
        }
    }

    /// Logs an alert's change; when it fired, runs its program and shows it on the desktop.
    func alertChanged(_ event: AlertEvent) {
        options.logger.notice(
            event.firing ? "alert fired" : "alert cleared",
            metadata: ["id": "\(event.widgetID)", "alert": "\(event.alert.title)", "value": "\(event.value)"])
        guard event.firing else { return }
        let environment = Self.alertEnvironment(event)
        if let run = event.alert.run, let program = run.first {
            runAlertProgram(program, Array(run.dropFirst()), environment: environment, event: event)
        }
        if event.alert.notify {
            guard options.installedPrograms.has("notify-send") else {
                options.logger.notice("alert not shown on the desktop: notify-send is not installed", metadata: ["id": "\(event.widgetID)"])
                return
            }
            let summary = "\(event.widgetName): \(event.alert.title)"
            runAlertProgram("notify-send", ["--app-name=widgetty", "--", summary, event.value], environment: [:], event: event)
        }
    }

    /// What an alert's program finds in its environment.
    static func alertEnvironment(_ event: AlertEvent) -> [String: String] {
        [
            "WIDGETTY_ALERT_WIDGET": event.widgetID,
            "WIDGETTY_ALERT_WIDGET_NAME": event.widgetName,
            "WIDGETTY_ALERT_NAME": event.alert.title,
            "WIDGETTY_ALERT_CONDITION": event.alert.when.text,
            "WIDGETTY_ALERT_VALUE": event.value,
            "WIDGETTY_ALERT_STATE": event.firing ? "firing" : "cleared",
            "WIDGETTY_ALERT_TIME": event.date.ISO8601Format(),
        ]
    }

    /// Runs a program (no shell, stdin empty, a minute at most) off the drawing thread; what it
    /// prints, and how it ended, goes to the log.
    private func runAlertProgram(_ program: String, _ arguments: [String], environment: [String: String], event: AlertEvent) {
        let logger = options.logger, clock = self.clock, executor = options.schedulerOptions.taskExecutor
        Task { @MainActor in
            let result = try? await clock.run(timeout: .seconds(70), executor: executor) {
                await ProcessRunner.run(program, arguments, environment: environment, timeout: 60, outputLimit: 64 << 10)
            }
            var metadata: Logger.Metadata = ["id": "\(event.widgetID)", "program": "\(program)"]
            switch result {
            case .success(let output)?:
                metadata["status"] = "\(output.status)"
                if !output.standardOutput.isEmpty { metadata["stdout"] = "\(output.standardOutput)" }
                if !output.standardError.isEmpty { metadata["stderr"] = "\(output.standardError)" }
                if output.timedOut { metadata["timedOut"] = "true" }
                logger.notice(output.succeeded ? "alert program ran" : "alert program failed", metadata: metadata)
            case .failure(let error)?:
                logger.warning("alert program did not start: \(error)", metadata: metadata)
            case nil:
                logger.warning("alert program did not finish", metadata: metadata)
            }
        }
    }
}
