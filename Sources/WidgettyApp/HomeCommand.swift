import WidgettyHomeFile
import WidgettyTimelines
import ArgumentParser
import Foundation
import Logging
import WidgettyExtensionHost
import WidgettyHost
import WidgettyStore
import WidgettyKit
import WidgettyNcurses
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `widgetty home`: takes over the terminal and shows the home screen until `q` or a signal.
struct Home: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the home screen (the default).")

    @OptionGroup var home: HomeFileOptions

    @Flag(name: .customLong("no-color"), help: "Show no colour (as NO_COLOR does); emphasis stays bold/reverse.")
    var noColor = false

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        let url: URL
        let text: String
        do {
            url = try HomeFileLocation.resolve(home.path, createDefault: true)
        } catch {
            Self.fail("\(error)", status: 2)
        }
        switch HomeFileText.read(url, name: home.path ?? url.path) {
        case .success(let read): text = read
        case .failure(let error): Self.fail(error.description, status: 2)
        }
        Self.show(url: url, text: text, noColor: noColor, logging: logging)
    }

    /// Shows the home screen of the home file at `url` (read as `text`) until `q` or a signal;
    /// `started` is called once it is on screen (`widgetty dev` starts its watch there).
    static func show(
        url: URL, text: String, noColor: Bool, logging: LoggingOptions, started: @MainActor (HomeRuntime) -> Void = { _ in }
    ) -> Never {
        let logFile = logging.bootstrap()
        return MainActor.assumeIsolated { () -> Never in
            // A broken file still starts (with nothing on it) and says where it is broken, as an edit would.
            let (parsed, _) = HomeFileParser.parse(text, file: url.lastPathComponent)
            var terminalOptions = NcursesTerminal.Options(noColor: noColor)
            terminalOptions.crashLog = logFile?.url.path
            let terminal = NcursesTerminal(options: terminalOptions)
            var options = HomeRuntime.Options(homeFile: url)
            options.reloadingByHand = { kinds in InstalledExtensionKinds.reloadingByHand(kinds) }
            // Extensions render for the screen's theme from their first request.
            options.lookChanged = { ScreenEnvironment.update($0) }
            // An install, upgrade or uninstall while the screen runs shows at once.
            options.installedExtensions = InstalledExtensionsSource(folder: ExtensionStore().root) {
                let (changed, summary) = InstalledExtensionKinds.reload()
                return ExtensionSwap(
                    registry: WidgettyProgram.registry, changedKinds: changed,
                    summary: summary.isEmpty ? nil : summary.joined(separator: "; "))
            }
            options.themes = .user
            options.logger = Logger(label: "widgetty.home")
            options.schedulerOptions.cache = TimelineCache(directory: XDGDirectories().cache.appendingPathComponent("timelines"))
            // Its own connection to the shared store, for the links that change it (to-do items);
            // without a socket notifier, since the screen reloads the suite's readers itself.
            var storeProblem: String?
            do throws(SharedStoreError) {
                options.sharedStore = try SharedStore(url: SharedStore.standardURL())
            } catch {
                storeProblem = "no shared store: \(error.description)"
            }
            let runtime = HomeRuntime(
                backend: terminal, clock: MainLoopClock(), registry: WidgettyProgram.registry,
                configuration: parsed ?? HomeConfiguration(pages: []), options: options)
            // `widgetty reload`, `widgetty timeline` and writes to the shared store (`changed`)
            // talk to it through the control socket. It listens before the first frame is shown,
            // so a screen on view always answers; requests wait for the main run loop.
            var control: ControlServer?
            var controlProblem: String?
            do {
                control = try ControlServer(path: ControlClient.socketPath) { await runtime.answer($0) }
            } catch {
                controlProblem = "no control socket: \(error)"
            }
            runtime.onExit = { status in
                control?.stop()
                runtime.stop()
                Glibc.exit(status)
            }
            do {
                try runtime.start()
            } catch let error as TerminalStartError {
                control?.stop()
                fail(error.message, status: 2)
            } catch {
                control?.stop()
                fail("\(error)", status: 1)
            }
            runtime.applyHomeFile(text)
            if let storeProblem { runtime.showMessage(storeProblem) }
            if let controlProblem { runtime.showMessage(controlProblem) }
            // The one global WidgetKit demands: `WidgetCenter.shared` now talks to this screen,
            // through its inbox as everything else does.
            WidgetCenter.shared.install(backend: HomeWidgetCenterBackend(runtime: runtime))
            started(runtime)
            // The main thread drains the main queue and fires the screen's timers
            // (``MainLoopClock``) from one poll, so a due instant wakes this thread only.
            MainLoop.run()
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        CommandFailure(message, status: status).exit()
    }
}
