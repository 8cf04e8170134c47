import ArgumentParser
import Foundation
import WidgettyExtensionHost
import WidgettyHomeFile
import WidgettyHost
import WidgettyScreen

/// `widgetty dev [PATH]`: the author's loop. Builds the widget package (debug), installs it as an
/// extension, shows the home screen with its widgets on it, and on every save rebuilds and swaps
/// the extension in place; a build that fails is listed over the screen, file:line:column, while
/// the widgets keep the last good build. With `--preview`, the same loop in the preview (``DevPreview``).
struct Dev: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build a widget package, show its widgets, and rebuild and swap them in on every save.",
        discussion: """
            Builds PATH (default: the current folder) with `swift build`, installs the program as \
            an extension (as `widgetty install` does, under $XDG_DATA_HOME/widgetty/extensions), \
            and shows the home screen: home.yaml when it places one of the package's widgets, else \
            $XDG_CONFIG_HOME/widgetty/NAME-dev.yaml, the default home with them first. Saving a \
            file in Sources/ (or Package.swift) builds again: a good build replaces the running \
            extension, and its widgets ask it for their timelines; a failed one lists the \
            compiler's errors at the bottom of the screen until the next good build, while the \
            widgets show the last good one. A first build that fails stops here, unless an \
            earlier session installed the package: the screen then opens on that build, under \
            the errors. With --preview the loop shows the preview instead (as `widgetty preview`): \
            the package's #Previews, then its kinds (--show picks the first shown), the new build \
            swapped in at each save, a failed one listed under the last good one. q quits; the \
            extension stays installed.
            """)

    @Argument(help: "The widget package's folder.")
    var path: String = "."

    @Option(help: "The executable product, when the package has several.")
    var product: String?

    @Option(help: "swift build's scratch folder (default: the package's .build).")
    var scratchPath: String?

    @Option(name: .customLong("config"), help: "The home file to show (default: home.yaml when it places the package's widgets, else NAME-dev.yaml).")
    var config: String?

    @Flag(help: "Show the package's widgets in the preview (as `widgetty preview` does) instead of the home screen.")
    var preview = false

    @Option(name: .customLong("show"), help: "With --preview: the kind, or the #Preview's number, name or File.swift:LINE, shown first.")
    var shown: String?

    @Flag(name: .customLong("no-color"), help: "Show no colour (as NO_COLOR does).")
    var noColor = false

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        let package = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        let name = try product ?? PackageBuild.onlyExecutable(in: package)
        let scratch = scratchPath.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath).standardizedFileURL.path }
        let started = ContinuousClock.now
        let built = PackageBuild.buildKeepingOutput(package, product: name, configuration: "debug", scratchPath: scratch)
        let program = PackageBuild.program(package, product: name, configuration: "debug", scratchPath: scratch)
        let store = ExtensionStore()
        // A first build that fails still opens the screen when an earlier session installed the
        // package: its widgets show that build, under the list of errors, until a good one.
        let failed: BuildReport?
        if built.status == 0 {
            _ = try Install.install(
                program, name: name, bundleIdentifier: nil, version: PackageBuild.version(of: package), source: package.path, into: store)
            failed = nil
        } else if store.installed().contains(where: { $0.record.name == name }) {
            let took = ContinuousClock.now - started
            failed = BuildReport(
                product: name, package: package.path, succeeded: false, diagnostics: CompilerOutput.diagnostics(in: built.output),
                seconds: Double(took.components.seconds))
        } else {
            throw CommandFailure("the build of \(name) failed (status \(built.status)): fix it and run widgetty dev again", status: 1)
        }
        let build = DevBuild(package: package, product: name, scratchPath: scratch, program: program)
        if preview {
            let (noColor, shown) = (noColor, shown)
            try MainActor.assumeIsolated { () throws -> Never in
                let (subjects, first) = try DevPreview.subjects(of: name, showing: shown)
                let session = DevSession(build: build)
                Preview.show(subjects: subjects, first: first, noColor: noColor) { runtime in
                    session.start(showingOn: DevPreview.screen(runtime, name: name, showing: shown))
                    if let failed { runtime.failedBuild = failed }
                }
            }
        }
        let url = try MainActor.assumeIsolated {
            let widgets = InstalledExtensionKinds.placedKinds(of: name).map {
                BundleHomeFile.Widget(kind: $0.kind, supportedFamilies: $0.supportedFamilies)
            }
            if let config { return try HomeFileLocation.resolve(config, createDefault: false) }
            return try DevHomeFile.choose(name: name, widgets: widgets)
        }
        let text: String
        switch HomeFileText.read(url, name: url.path) {
        case .success(let read): text = read
        case .failure(let error): throw CommandFailure(error.description, status: 2)
        }
        let session = MainActor.assumeIsolated { DevSession(build: build) }
        Home.show(url: url, text: text, noColor: noColor, logging: logging) { runtime in
            session.start(showingOn: .home(runtime))
            if let failed { runtime.send(.buildFinished(failed)) }
        }
    }
}
