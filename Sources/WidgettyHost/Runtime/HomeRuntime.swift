import WidgettyHomeFile
import WidgettyTimelines
import Foundation
import Logging
import WidgettyKit
import WidgettyStore
import WidgettyTerminal
import WidgettyUI

/// The running home screen: owns the terminal through a ``TerminalBackend``, the widget
/// timelines through a ``TimelineRuntime``, and the ``HomeState``; turns keys, clicks, resizes,
/// due entries and home-file edits into state changes and paints once per batch of events —
/// only the cells that changed reach the terminal.
@MainActor
public final class HomeRuntime {
    /// Settings of a run that are not in the home file.
    public struct Options {
        /// The home file to watch and report problems against (nil: the configuration came from elsewhere).
        public var homeFile: URL?
        public var theme: HomeTheme = .standard
        /// How long a transient status message stays.
        public var messageDuration: TimeInterval = 5
        /// How long a background link handler may run.
        public var handlerTimeout: Duration = .seconds(30)
        public var schedulerOptions = SchedulerOptions()
        /// Where the screen logs what goes wrong (failed reloads, bad home files, link handlers);
        /// nothing by default. Never the terminal.
        public var logger = Logger(label: "widgetty.home", factory: { SwiftLogNoOpLogHandler($0) })
        /// The shared store that links such as `widgetty://todo/toggle` change (opened without a
        /// socket notifier: the screen reloads the suite's readers itself).
        public var sharedStore: SharedStore?

        public init(homeFile: URL? = nil) { self.homeFile = homeFile }
    }

    let backend: any TerminalBackend
    let presenter: FramePresenter
    let clock: any HostClock
    public let scheduler: TimelineRuntime
    let registry: WidgetRegistry
    let options: Options
    public internal(set) var state: HomeState
    var bindings: KeyBindings
    var fileName: String

    /// Rendered widget views by instance, until their entry, size or time-relative text changes.
    var rendered: [WidgetInstanceID: RenderedView] = [:]
    /// Views taken out of `rendered` because their time-driven text is due, kept to redraw just
    /// that text when nothing but time changed (``redrawnDueView(_:size:)``).
    var dueViews: [WidgetInstanceID: RenderedView] = [:]
    /// What each view in `rendered` was rendered from, apart from the instant.
    var renderStamps: [WidgetInstanceID: RenderStamp] = [:]
    /// Instances registered with the scheduler, with what they were registered as.
    var registered: [WidgetInstanceID: RegisteredInstance] = [:]
    /// Why a placed widget cannot be shown (unknown kind, bad parameters, …).
    var failures: [WidgetInstanceID: String] = [:]
    /// Link hint letters of the focused cell and the URLs they open.
    var linkHints: [Character: URL] = [:]
    /// A problem with the home file that stays in the status bar until the file is fixed.
    var homeFileProblem: String?
    var lastHomeFileText: String?
    var messageToken = 0
    var paintScheduled = false
    /// Set by anything that changes more than widget content (keys, resize, messages, the file);
    /// otherwise a paint redraws only the widgets in `changedInstances`.
    var needsFullPaint = true
    var changedInstances: Set<WidgetInstanceID> = []
    /// Whether the last frame composed is the plain home screen (no overlay, not too small), so
    /// widgets can be redrawn into the shown frame; and how its cells looked, for partial paints.
    var lastFrameIsPlain = false
    var lastLooks: [CellLook] = []
    var watcher: FileWatcher?
    /// Where the last left-button press landed, to tell a click from a drag.
    var pressedAt: Point?
    /// The panel open over the home screen (edit panel, gallery, arrange mode), which takes the keys.
    var modal: (any HomeModal)?

    /// Called with the exit status when the user quits or a signal asks the program to stop.
    public var onExit: (@MainActor (Int32) -> Void)?

    public init(
        backend: any TerminalBackend, clock: any HostClock, registry: WidgetRegistry,
        configuration: HomeConfiguration, options: Options = Options()
    ) {
        self.backend = backend
        self.presenter = FramePresenter(backend: backend)
        self.clock = clock
        self.registry = registry
        self.options = options
        self.fileName = options.homeFile?.lastPathComponent ?? "home.yaml"
        self.scheduler = TimelineRuntime(clock: clock, options: options.schedulerOptions)
        self.state = HomeState(configuration: configuration, size: backend.size)
        let (bindings, _) = KeyBindings.resolve(configuration.settings.keyBindings, file: fileName)
        self.bindings = bindings
        scheduler.onEvent = { [weak self] event in self?.schedulerReported(event) }
    }

    /// Takes over the terminal, registers every widget and paints the first frame.
    public func start() throws {
        try backend.start { [weak self] event in self?.handle(event) }
        state.resize(to: backend.size)
        options.logger.info(
            "home screen started",
            metadata: ["file": "\(options.homeFile?.path ?? "-")", "size": "\(backend.size.width)x\(backend.size.height)"])
        syncInstances()
        if let url = options.homeFile {
            watcher = FileWatcher(url: url) { [weak self] in self?.homeFileChanged() }
            // An edit between the caller's first read and the watch would go unseen: look once more.
            Task { @MainActor [weak self] in self?.homeFileChanged() }
        }
        paintNow()
    }

    /// Gives the terminal back and stops every timeline.
    public func stop() {
        watcher?.cancel()
        watcher = nil
        for id in registered.keys { scheduler.unregister(id) }
        registered = [:]
        backend.stop()
    }

    // MARK: Events

    /// Handles one terminal event; the screen is repainted once after the current batch.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .resized(let size):
            state.resize(to: size)
            rendered = [:]
            dueViews = [:]
            presenter.invalidate()
            syncInstances()
        case .terminationRequested(let signal):
            exit(status: 128 + signal)
            return
        case .input(.key(let key)):
            handleKey(key)
        case .input(.mouse(let mouse)):
            handleMouse(mouse)
        case .input(.paste(let text)):
            modal?.handlePaste(text)
        }
        needsFullPaint = true
        setNeedsPaint()
    }

    func schedulerReported(_ event: SchedulerEvent) {
        switch event {
        case .entriesChanged(let ids):
            for id in ids {
                outdate(id)
                followRelevance(of: id)
                changedInstances.insert(id)
            }
            setNeedsPaint()
        case .reloadFailed(let id, let error):
            options.logger.warning("reload failed", metadata: ["id": "\(id.rawValue)", "error": "\(error)"])
        case .timelineLoaded:
            break
        }
    }

    func exit(status: Int32) {
        options.logger.info("home screen stopped", metadata: ["status": "\(status)"])
        onExit?(status)
    }

    // MARK: Painting

    /// Paints after the events of this turn of the main actor are handled: ten events, one paint
    /// (a tick's paint runs as soon as its alarms have fired, ``MainTurn``).
    func setNeedsPaint() {
        guard !paintScheduled else { return }
        paintScheduled = true
        MainTurn.afterCurrentTurn { [weak self] in self?.paintNow() }
    }

    /// Paints now (tests call this to see the result of the events they sent): only the widgets
    /// whose entries changed when nothing else did, else the whole frame.
    public func paintNow() {
        paintScheduled = false
        let changed = changedInstances
        changedInstances = []
        if !needsFullPaint, presenter.front != nil {
            if changed.isEmpty { return }
            if let partial = partialPaint(changed: changed),
                presenter.update(within: partial.rects, { frame in for draw in partial.draws { draw.apply(to: &frame) } })
            {
                return
            }
        }
        needsFullPaint = false
        presenter.present(composeFrame())
    }

    // MARK: Status messages

    /// Shows a message in the status bar for a few seconds.
    public func showMessage(_ text: String) {
        state.statusMessage = text
        needsFullPaint = true
        messageToken += 1
        let token = messageToken
        let until = clock.now.addingTimeInterval(options.messageDuration)
        let clock = self.clock
        Task { @MainActor [weak self] in
            try? await clock.sleep(until: until)
            guard let self, self.messageToken == token else { return }
            self.state.statusMessage = nil
            self.needsFullPaint = true
            self.setNeedsPaint()
        }
        setNeedsPaint()
    }
}

/// What an instance was registered with the scheduler as, to tell what changed on a reload of
/// the home file.
struct RegisteredInstance: Equatable {
    var kind: String
    var family: WidgetFamily
    var displaySize: Size
    var values: [String: IntentValue]
}

extension HomeRuntime {
    /// Forgets every rendered view, so the next paint renders every visible widget afresh
    /// (after a theme change; benchmarks use it to time a whole frame).
    public func invalidateRenderedViews() {
        rendered = [:]
        dueViews = [:]
        needsFullPaint = true
    }
}
