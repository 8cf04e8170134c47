import WidgettyHomeFile
import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyKit

/// `widgetty edit ID --param key=value …`: changes a widget's parameters in the home file, as the
/// edit panel does — checked against the widget's intent, saved atomically; a running screen
/// picks the change up through its file watcher.
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
        let text: String
        switch HomeFileText.read(url, name: file) {
        case .success(let read): text = read
        case .failure(let error): return fail(error.description, status: 2)
        }
        let given: [String: IntentValue], locations: [String: SourceLocation]
        switch ParamArguments.parse(params) {
        case .success(let parsed): (given, locations) = parsed
        case .failure(let error): return fail(error.description)
        }
        guard !given.isEmpty else { return fail("nothing to change: give values with --param key=value") }
        let registry = WidgettyProgram.registry
        let (configuration, _) = HomeFileParser.parse(text, file: file)
        guard var widget = configuration?.allWidgets.first(where: { $0.id == id }) else {
            let ids = configuration?.allWidgets.map(\.id).joined(separator: ", ") ?? ""
            return fail("no widget with id '\(id)' in \(file) (ids: \(ids))")
        }
        let old = widget.params
        widget.params.merge(given) { _, new in new }
        widget.paramLocations.merge(locations) { _, new in new }
        if case .failure(let problem) = HomeValidator(registry: registry).intentValues(for: widget, file: file) {
            let isArgument = problem.location.file.hasPrefix("--param")
            return fail(isArgument ? "\(problem.location.file): \(problem.message)" : problem.description)
        }
        var store = HomeFileStore(url: url, loadedText: text) { HomeFileCheck.check($0, file: file, registry: registry, themes: .user).1 }
        let saved: HomeFileStore.Saved
        do {
            saved = try store.save(.setParams(widgetID: id, params: widget.params))
        } catch {
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

    private func fail(_ message: String, status: Int32 = 1) -> Int32 {
        CommandFailure(message, status: status).report()
    }
}
