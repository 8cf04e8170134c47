import WidgettyPreview
import WidgettyTimelines
import ArgumentParser
import Dispatch
import Foundation
import WidgettyHost
import WidgettyKit
import WidgettyNcurses
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `widgetty preview KIND` (or `swift run MyWidgets preview KIND`): one widget in every family it
/// supports, in placeholder, snapshot and timeline modes, stepping through its timeline.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview one widget in every family; step through its timeline.",
        discussion: """
            Keys: p, s, t placeholder / snapshot / timeline; ← → the timeline's entries; m and h move \
            the preview's clock by a minute and an hour; 0 back to the first entry; r asks the \
            provider again; q or Esc quits. Example: widgetty preview script --param path=~/bin/ci.sh
            """)

    @Argument(help: "The widget kind (default: the first widget of your bundle).")
    var kind: String?

    @Option(name: .customLong("param"), help: "A configuration value, key=value, as the home file writes it (repeatable).")
    var params: [String] = []

    @Flag(name: .customLong("no-color"), help: "Show no colour (as NO_COLOR does).")
    var noColor = false

    func run() throws {
        let request = self
        MainActor.assumeIsolated {
            let registry = WidgettyProgram.registry
            guard let kind = request.kind ?? WidgettyProgram.extraWidgets.first?.kind else {
                Home.fail("preview which widget? Name a kind: \(registry.kinds.joined(separator: ", "))", status: 2)
            }
            let widget: (descriptor: AnyWidgetDescriptor, values: [String: IntentValue])
            switch CommandLineWidget.resolve(kind: kind, family: nil, params: request.params, registry: registry) {
            case .success(let resolved): widget = resolved
            case .failure(let failure): Home.fail(failure.message, status: 2)
            }
            let terminal = NcursesTerminal(options: NcursesTerminal.Options(noColor: request.noColor))
            let runtime = WidgetPreviewRuntime(
                backend: terminal, clock: SystemClock(), descriptor: widget.descriptor, intentValues: widget.values)
            runtime.onExit = { status in
                runtime.stop()
                Glibc.exit(status)
            }
            do {
                try runtime.start()
            } catch let error as TerminalStartError {
                Home.fail(error.message, status: 2)
            } catch {
                Home.fail("\(error)", status: 1)
            }
            dispatchMain()
        }
    }
}
