import ArgumentParser
import Foundation
import WidgettyHost

/// `widgetty reload`: WidgetCenter's reload, from outside, for a running screen.
struct Reload: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reload widgets of a running home screen and print which reloaded.",
        discussion: "Without options every widget reloads; --kind reloads those of one kind, --id one widget.")

    @Option(help: "Reload every widget of this kind.")
    var kind: String?

    @Option(help: "Reload the widget with this id.")
    var id: String?

    func validate() throws {
        if kind != nil, id != nil { throw ValidationError("give --kind or --id, not both") }
    }

    func run() throws {
        let response: ControlResponse
        do {
            response = try ControlClient.send(ControlRequest(command: "reload", kind: kind, id: id))
        } catch {
            throw CommandFailure("\(error)")
        }
        guard response.ok else { throw CommandFailure(response.error ?? "the screen refused") }
        for id in response.reloaded ?? [] { Console.write("reloaded \(id)") }
    }
}
