import WidgettyHomeFile
import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyKit

/// `widgetty edit ID --param key=value …`: changes a widget's parameters in the home file, as the
/// edit panel does — checked against the widget's intent, decided and saved under the home file's
/// lock (``HomeFileWriter``); a running screen picks the change up through its file watcher.
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Change a widget's parameters in the home file.",
        discussion: "Example: widgetty edit world --param zones=\"[Asia/Tokyo, Europe/Paris]\"")

    @Argument(help: "The widget's id (as `widgetty timeline --list` shows it).")
    var id: String

    @Option(name: .customLong("param"), help: "A value to set, key=value, as the home file writes it (repeatable).")
    var params: [String] = []

    @OptionGroup var home: HomeFileOptions

    func run() throws {
        let request = self
        let status = MainActor.assumeIsolated { request.edit() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func edit() -> Int32 {
        let url: URL
        do {
            url = try HomeFileLocation.resolve(home.path, createDefault: false)
        } catch {
            return fail("\(error)", status: 2)
        }
        let file = home.path ?? url.path
        // A file that cannot be read at all is exit 2, with the same line `check` prints.
        if case .failure(let error) = HomeFileText.read(url, name: file) { return fail(error.description, status: 2) }
        let given: [String: IntentValue], locations: [String: SourceLocation]
        switch ParamArguments.parse(params) {
        case .success(let parsed): (given, locations) = parsed
        case .failure(let error): return fail(error.description)
        }
        guard !given.isEmpty else { return fail("nothing to change: give values with --param key=value") }
        let registry = WidgettyProgram.registry
        let id = self.id
        var store = HomeFileStore(url: url) { HomeFileCheck.check($0, file: file, registry: registry, themes: .user).1 }
        var old: [String: IntentValue] = [:]
        let saved: HomeFileStore.Saved
        do {
            // Decided on the file as it is under the save's lock: another writer's change made
            // meanwhile is the base, never overwritten, and `old` is what this edit replaced.
            saved = try store.save(making: { current throws(HomeSaveError) in
                var widget = try Self.widget(id, in: current, file: file)
                old = widget.params
                widget.params.merge(given) { _, new in new }
                widget.paramLocations.merge(locations) { _, new in new }
                widget.paramValueLocations.merge(locations) { _, new in new }
                if case .failure(let problem) = HomeValidator(registry: registry).intentValues(for: widget, file: file) {
                    let isArgument = problem.location.file.hasPrefix("--param")
                    throw .invalidEdit(HomeEditError(isArgument ? "\(problem.location.file): \(problem.message)" : problem.description))
                }
                return .setParams(widgetID: id, params: widget.params)
            })
        } catch {
            if case .unreadable = error { return fail(error.description, status: 2) }
            return fail(error.description)
        }
        let changes = given.keys.sorted().filter { old[$0] != given[$0] }
        if changes.isEmpty { Console.write("\(id): nothing changed") }
        for key in changes {
            Console.write("\(id): \(key) \(old[key]?.description ?? "(unset)") → \(given[key]?.description ?? "")")
        }
        if let note = saved.note { Console.write(note) }
        return 0
    }

    /// The widget `id` of the home file `text`, or why there is none.
    private static func widget(_ id: String, in text: String, file: String) throws(HomeSaveError) -> WidgetPlacement {
        let (configuration, _) = HomeFileParser.parse(text, file: file)
        guard let widget = configuration?.allWidgets.first(where: { $0.id == id }) else {
            let ids = configuration?.allWidgets.map(\.id).joined(separator: ", ") ?? ""
            throw .invalidEdit(HomeEditError("no widget with id '\(id)' in \(file) (ids: \(ids))"))
        }
        return widget
    }

    private func fail(_ message: String, status: Int32 = 1) -> Int32 {
        CommandFailure(message, status: status).report()
    }
}
