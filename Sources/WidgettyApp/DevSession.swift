import Foundation
import WidgettyHomeFile
import WidgettyHost
import WidgettyScreen

/// Where a `widgetty dev` session shows its builds: when one starts, how it ended (a failed
/// one's errors stay shown until the next good one), and a line of its own.
@MainActor
struct DevScreen {
    var started: @MainActor (_ product: String) -> Void
    var finished: @MainActor (BuildReport) -> Void
    var message: @MainActor (String) -> Void

    /// The home screen: through its inbox, as messages; a good build installed is swapped in by
    /// the screen's own store watcher.
    static func home(_ runtime: HomeRuntime) -> DevScreen {
        DevScreen(
            started: { [weak runtime] in runtime?.send(.buildStarted(product: $0)) },
            finished: { [weak runtime] in runtime?.send(.buildFinished($0)) },
            message: { [weak runtime] in runtime?.showMessage($0) })
    }
}

/// The watch of a `widgetty dev` session, once its screen runs (the home screen, or the preview
/// with `--preview`): the package's `Sources/` (every folder below it) and `Package.swift` are
/// watched; a save rebuilds (``DevBuild``), one build at a time, with one more after it when
/// files were saved meanwhile; each start and end reaches the screen (``DevScreen``). A good
/// build is installed, and the screen swaps it in.
@MainActor
final class DevSession {
    private let build: DevBuild
    private var screen: DevScreen?
    private var watchers: [FolderWatcher] = []
    private var building = false
    private var savedMeanwhile = false

    init(build: DevBuild) {
        self.build = build
    }

    /// Starts watching for saves; the session lives as long as its watchers (the screen's run).
    func start(showingOn screen: DevScreen) {
        self.screen = screen
        let package = build.package
        // The watchers' calls keep the session: it lives as long as the screen.
        let manifest = FolderWatcher(folder: package, accepts: { $0 == "Package.swift" }) { self.saved() }
        let sources = FolderWatcher(folder: package.appendingPathComponent("Sources"), recursive: true, accepts: { $0.hasSuffix(".swift") }) {
            self.saved()
        }
        watchers = [manifest, sources].compactMap { $0 }
        if sources == nil { screen.message("cannot watch \(package.path)/Sources: save and restart widgetty dev") }
    }

    private func saved() {
        guard !building else {
            savedMeanwhile = true
            return
        }
        rebuild()
    }

    private func rebuild() {
        building = true
        savedMeanwhile = false
        screen?.started(build.product)
        let build = self.build
        Task { @MainActor in
            let report = await build.run()
            self.screen?.finished(report)
            self.building = false
            if self.savedMeanwhile { self.rebuild() }
        }
    }
}
