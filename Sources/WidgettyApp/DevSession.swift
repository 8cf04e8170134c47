import Foundation
import WidgettyHomeFile
import WidgettyHost

/// The watch of a `widgetty dev` session, once its home screen runs: the package's `Sources/`
/// (every folder below it) and `Package.swift` are watched; a save rebuilds (``DevBuild``), one
/// build at a time, with one more after it when files were saved meanwhile; each start and end
/// reaches the screen as a message through its inbox (the banner of a failed build, cleared by
/// the next good one). A good build is installed, and the screen's own store watcher swaps it in.
@MainActor
final class DevSession {
    private let build: DevBuild
    private weak var runtime: HomeRuntime?
    private var watchers: [FolderWatcher] = []
    private var building = false
    private var savedMeanwhile = false

    init(build: DevBuild) {
        self.build = build
    }

    /// Starts watching for saves; the session lives as long as its watchers (the screen's run).
    func start(showingOn runtime: HomeRuntime) {
        self.runtime = runtime
        let package = build.package
        // The watchers' calls keep the session: it lives as long as the screen.
        let manifest = FolderWatcher(folder: package, accepts: { $0 == "Package.swift" }) { self.saved() }
        let sources = FolderWatcher(folder: package.appendingPathComponent("Sources"), recursive: true, accepts: { $0.hasSuffix(".swift") }) {
            self.saved()
        }
        watchers = [manifest, sources].compactMap { $0 }
        if sources == nil { runtime.showMessage("cannot watch \(package.path)/Sources: save and restart widgetty dev") }
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
        runtime?.send(.buildStarted(product: build.product))
        let build = self.build
        Task { @MainActor in
            let report = await build.run()
            self.runtime?.send(.buildFinished(report))
            self.building = false
            if self.savedMeanwhile { self.rebuild() }
        }
    }
}
