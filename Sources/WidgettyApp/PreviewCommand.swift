import WidgettyHomeFile
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
/// supports, in placeholder, snapshot and timeline modes, stepping through its timeline. A
/// bundle's `#Preview`s — the temporary extension's of `swift run MyWidgets preview`, or an
/// installed one's with `--extension NAME`, asked through the protocol — are listed by `--list`,
/// and shown (`[` `]` move between them) when no kind is named or a preview's number, name or
/// `File.swift:LINE` is.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview a widget in every family, or a #Preview of your bundle; step through its timeline.",
        discussion: """
            Keys: p, s, t placeholder / snapshot / timeline; ← → the timeline's entries; m and h move \
            the preview's clock by a minute and an hour; 0 back to the first entry; r asks the \
            provider again; [ ] the previous and next #Preview; q or Esc quits. \
            Example: widgetty preview script --param path=~/bin/ci.sh
            """)

    @Argument(help: "A widget kind, or a #Preview's number, name or File.swift:LINE (default: your bundle's #Previews, else its first widget).")
    var kind: String?

    @Flag(help: "List the #Previews and widget kinds there are to preview, and exit.")
    var list = false

    @Option(name: .customLong("extension"), help: "Show the #Previews of this installed extension (`widgetty extensions` lists them).")
    var installed: String?

    @Option(name: .customLong("param"), help: "A configuration value, key=value, as the home file writes it (repeatable).")
    var params: [String] = []

    @Flag(name: .customLong("no-color"), help: "Show no colour (as NO_COLOR does).")
    var noColor = false

    func run() throws {
        let request = self
        MainActor.assumeIsolated {
            let registry = WidgettyProgram.registry
            let catalog: PreviewCatalog
            do {
                catalog = try request.catalog()
            } catch let failure as CommandFailure {
                failure.exit()
            } catch {
                Home.fail("\(error)", status: 1)
            }
            if request.list {
                Console.write(catalog.listing + "Widget kinds (preview KIND): " + registry.kinds.joined(separator: ", "))
                return
            }
            let subjects: [PreviewSubject], first: Int
            switch request.subjects(registry: registry, catalog: catalog) {
            case .success(let chosen): (subjects, first) = chosen
            case .failure(let failure): Home.fail(failure.message, status: 2)
            }
            Self.show(subjects: subjects, first: first, noColor: request.noColor)
        }
    }

    /// Shows `subjects` (from `first`) on the terminal until `q`, then exits: what `preview` runs,
    /// and `dev --preview`, which hands the runtime to its session once it shows (`started`).
    @MainActor
    static func show(
        subjects: [PreviewSubject], first: Int, noColor: Bool, started: @MainActor (WidgetPreviewRuntime) -> Void = { _ in }
    ) -> Never {
        let terminal = NcursesTerminal(options: NcursesTerminal.Options(noColor: noColor))
        let runtime = WidgetPreviewRuntime(backend: terminal, clock: SystemClock(), subjects: subjects, first: first)
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
        started(runtime)
        dispatchMain()
    }
}

extension Preview {
    /// The `#Preview`s there are: the installed extension's named, else this run's temporary
    /// extension's, else the program's own (none in `widgetty` itself).
    @MainActor
    func catalog() throws -> PreviewCatalog {
        // A kind named needs no #Preview: the extension is not asked for them.
        if let kind, !list, WidgettyProgram.registry.kinds.contains(kind) { return PreviewCatalog(items: []) }
        if let installed {
            let catalog = try ExtensionPreviews.catalog(ofInstalled: installed)
            if catalog.items.isEmpty && kind == nil && !list {
                throw CommandFailure("\(installed) has no #Preview: name one of its kinds (widgetty gallery lists them)", status: 1)
            }
            return catalog
        }
        if let served = TemporaryExtension.current { return try ExtensionPreviews.catalog(of: served.process, name: served.name) }
        return PreviewCatalog()
    }

    /// What the run shows: the kind named (with `--param`s), or the `#Preview`s starting at the one
    /// named, or with no name the bundle's `#Preview`s, else its first widget.
    @MainActor
    func subjects(registry: WidgetRegistry, catalog: PreviewCatalog) -> Result<([PreviewSubject], Int), CommandFailure> {
        let shown = catalog.items.indices.compactMap { index in catalog.subject(at: index).map { (index, $0) } }
        if let kind, registry.kinds.contains(kind) || shown.isEmpty || catalog.index(named: kind) == nil {
            return widget(kind: kind, registry: registry)
        }
        if let kind, let named = catalog.index(named: kind) {
            return .success((shown.map(\.1), shown.firstIndex { $0.0 == named } ?? 0))
        }
        if !shown.isEmpty { return .success((shown.map(\.1), 0)) }
        guard let kind = WidgettyProgram.extraWidgets.first?.kind else {
            return .failure(CommandFailure("preview which widget? Name a kind: \(registry.kinds.joined(separator: ", "))"))
        }
        return widget(kind: kind, registry: registry)
    }

    @MainActor
    private func widget(kind: String, registry: WidgetRegistry) -> Result<([PreviewSubject], Int), CommandFailure> {
        switch CommandLineWidget.resolve(kind: kind, family: nil, params: params, registry: registry) {
        case .success(let resolved):
            return .success(([PreviewSubject(descriptor: resolved.descriptor, intentValues: resolved.values)], 0))
        case .failure(let failure):
            return .failure(CommandFailure(failure.message))
        }
    }
}
