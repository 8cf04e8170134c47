import WidgettyScreen
import Foundation
import Logging
import WidgettyHomeFile
import WidgettyKit
import WidgettyStore
import WidgettyTerminal
import WidgettyTimelines
import WidgettyUI

/// The running home screen: owns the terminal through a ``TerminalBackend``, the widget
/// timelines through a ``TimelineRuntime``, and the ``HomeState``. Everything that happens
/// becomes a ``HomeMessage``; ``HomeState/update(_:)`` decides, and the runtime does the
/// ``HomeEffect``s and paints once per batch of events — only the cells that changed reach the
/// terminal.
@MainActor
public final class HomeRuntime {
    /// Settings of a run that are not in the home file.
    public struct Options {
        /// The home file to watch and report problems against (nil: the configuration came from elsewhere).
        public var homeFile: URL?
        /// Where `theme:` names are looked up (built-in themes and the user's theme files).
        public var themes = ThemeCatalog(directory: nil)
        /// How long a transient status message stays.
        public var messageDuration: TimeInterval = 5
        /// How long a background link handler may run.
        public var handlerTimeout: Duration = .seconds(30)
        public var schedulerOptions = SchedulerOptions()
        /// Where the screen logs what goes wrong (failed reloads, bad home files, link handlers);
        /// nothing by default. Never the terminal.
        public var logger = Logger(label: "widgetty.home", factory: { SwiftLogNoOpLogHandler($0) })
        /// The shared store the screen writes itself (its link handlers for launchers; opened
        /// without a socket notifier: the screen reloads the suite's readers itself).
        public var sharedStore: SharedStore?
        /// Resolves the home file's `${…}` secret references (nil: from this process's
        /// environment, relative files beside the home file).
        public var secrets: SecretVault?
        /// Where companion programs, the editor and a browser are looked for (this process's
        /// `PATH` and environment).
        public var installedPrograms = InstalledPrograms()
        /// Called with the kinds a reload asked by hand (`r`, `R`, `widgetty reload`) is about to
        /// reload: an extension disabled after repeated crashes is given another chance.
        public var reloadingByHand: (@MainActor ([String]) -> Void)?
        /// The installed extensions, watched so an install, upgrade or uninstall shows at once
        /// (nil: the kinds stay as given).
        public var installedExtensions: InstalledExtensionsSource?
        /// Called with the environment every widget is drawn from (the theme's accent and graph
        /// colours, the colour scheme) before the first request, and again at each change of
        /// theme or appearance: a program whose widgets render in other processes asks for that.
        public var lookChanged: (@MainActor (EnvironmentValues) -> Void)?

        public init(homeFile: URL? = nil) { self.homeFile = homeFile }
    }

    let backend: any TerminalBackend
    let presenter: FramePresenter
    let clock: any HostClock
    public let scheduler: TimelineRuntime
    /// Every kind the screen can show; read again when the extension store changes.
    var registry: WidgetRegistry
    let options: Options
    /// The secrets the widgets' parameters refer to, resolved when each loads.
    let secrets: SecretVault
    public internal(set) var state: HomeState
    /// Rendered widget views, until their entry, size or time-relative text changes.
    var views = RenderCache()
    /// What the next paint must redraw, and how the last frame looked.
    var paint = PaintBookkeeping()
    /// The widgets registered with the scheduler, and those that cannot be shown.
    var instances = InstanceTable()
    /// The home file as last read, its problem, and its watcher.
    var homeFile = HomeFileStatus()
    /// The theme and the terminal's appearance, and the styles and widget environment they give.
    var look: ScreenLook
    /// Widgets whose last reload failed: the log has a line for the streak, and gets one when it ends.
    var failingInstances: Set<WidgetInstanceID> = []
    /// The extension store's watcher, while the screen runs.
    var extensionStoreWatcher: FolderWatcher?
    /// The picture decoder's observer, while the screen runs.
    var pictureObserver: UInt64?

    /// Called with the exit status when the user quits or a signal asks the program to stop.
    public var onExit: (@MainActor (Int32) -> Void)?
    /// Called with each message as its turn comes (tests watch the inbox with it).
    public var onReceive: (@MainActor (HomeMessage) -> Void)?
    /// Every message, one at a time, in the order sent (``send(_:)``).
    private lazy var inbox = HomeInbox<HomeMessage> { [unowned self] message in self.receive(message) }

    public init(
        backend: any TerminalBackend, clock: any HostClock, registry: WidgetRegistry,
        configuration: HomeConfiguration, options: Options = Options()
    ) {
        self.backend = backend
        self.presenter = FramePresenter(backend: backend)
        self.clock = clock
        self.registry = registry
        self.options = options
        let base = options.homeFile?.deletingLastPathComponent().path ?? FileManager.default.currentDirectoryPath
        self.secrets = options.secrets ?? SecretVault(resolver: SecretResolver(baseDirectory: base))
        self.scheduler = TimelineRuntime(clock: clock, options: options.schedulerOptions)
        self.state = HomeState(configuration: configuration, size: backend.size)
        self.look = ScreenLook(theme: Self.theme(of: configuration.settings, in: options.themes, file: options.homeFile) ?? BuiltinThemes.standard)
        scheduler.onEvent = { [weak self] event in self?.send(.timelineReported(event)) }
    }

    /// The home file's name, for problems' locations.
    var fileName: String { options.homeFile?.lastPathComponent ?? "home.yaml" }

    /// The panel open over the home screen, if any.
    public var modal: (any HomeModal)? { state.modal }

    /// Takes over the terminal, registers every widget and paints the first frame.
    public func start() throws {
        try backend.start { [weak self] event in self?.handle(event) }
        backend.setDefaultColors(foreground: look.palette.foreground, background: look.palette.background, appearance: look.scheme)
        state.resize(to: backend.size)
        options.logger.info(
            "home screen started",
            metadata: ["file": "\(options.homeFile?.path ?? "-")", "size": "\(backend.size.width)x\(backend.size.height)"])
        options.lookChanged?(look.environment)
        syncInstances()
        if let url = options.homeFile {
            homeFile.watcher = FileWatcher(url: url) { [weak self] in self?.send(.homeFileChanged) }
            // An edit between the caller's first read and the watch would go unseen: look once more.
            Task { @MainActor [weak self] in self?.send(.homeFileChanged) }
        }
        watchThemeFile(of: state.configuration.settings)
        watchInstalledExtensions()
        // A picture decoded in the background comes back as a message on the main thread (the
        // main queue, which MainLoop serves: no task, no worker pool).
        pictureObserver = UIImage.observeDecodedPictures { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.send(.picturesDecoded) } }
        }
        paintNow()
    }

    /// Gives the terminal back and stops every timeline.
    public func stop() {
        homeFile.watcher?.cancel()
        homeFile.watcher = nil
        homeFile.themeWatcher?.cancel()
        homeFile.themeWatcher = nil
        extensionStoreWatcher?.cancel()
        extensionStoreWatcher = nil
        state.modal?.cancelWork()
        if let pictureObserver { UIImage.stopObservingDecodedPictures(pictureObserver) }
        pictureObserver = nil
        for id in instances.registered.keys { scheduler.unregister(id) }
        instances.registered = [:]
        backend.stop()
    }

    // MARK: Messages

    /// Handles one terminal event; the screen is repainted once after the current batch.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .resized(let size): send(.terminalResized(size))
        case .terminationRequested(let signal): send(.terminationRequested(signal: signal))
        case .input(.key(let key)): send(.keyPressed(key))
        case .input(.mouse(let mouse)): send(.mouseUsed(mouse))
        case .input(.paste(let text)): send(.textPasted(text))
        case .appearanceReported(let appearance): send(.appearanceReported(appearance))
        }
    }

    /// The one way anything reaches the screen: into the inbox, handled in its turn (at once
    /// unless a message is being handled now, then after it and those before it).
    public func send(_ message: HomeMessage) {
        inbox.post(message)
    }

    /// Answers a control request (the control socket's server calls it) through the inbox.
    public func answer(_ request: ControlRequest) async -> ControlResponse {
        await withCheckedContinuation { continuation in
            send(.controlRequested(request, reply: { continuation.resume(returning: $0) }))
        }
    }

    /// One message, in its turn: the runtime's own are read or asked here; the rest go to the
    /// state, which decides, and the runtime does what it says.
    private func receive(_ message: HomeMessage) {
        onReceive?(message)
        switch message {
        case .homeFileChanged: homeFileChanged()
        case .themeFileChanged: themeFileChanged()
        case .appearanceReported(let appearance): changeLook(appearance: appearance)
        case .timelineReported(let event): timelineReported(event)
        case .controlRequested(let request, let reply):
            if request.command == "reload" { reloadingByHand(kind: request.kind, id: request.id) }
            let handler = ControlRequestHandler(scheduler: scheduler, alerts: controlAlerts)
            Task { @MainActor in reply(await handler.respond(to: request)) }
        case .widgetCenterCalled(let call): answer(call)
        case .extensionsChanged: extensionsChanged()
        default: apply(message)
        }
    }

    private func apply(_ message: HomeMessage) {
        let pressedBefore = state.pressedControls
        let effects = state.update(message)
        if state.pressedControls != pressedBefore { forgetViews(ofControlsChangedFrom: pressedBefore) }
        switch message {
        case .entriesChanged:
            break  // a partial paint of the widgets the scheduler named will do
        case .alertValuesRead:
            // Only an alert that fired or cleared changes a mark; a reading alone keeps partial paints.
            if !effects.isEmpty { paint.needsFullPaint = true }
        case .picturesDecoded:
            // A placeholder may be in any rendered view: all are rendered again, once per decode.
            views.removeAll()
            paint.needsFullPaint = true
        case .terminalResized:
            views.removeAll()
            presenter.invalidate()
            syncInstances()
            publishPageCount()
            paint.needsFullPaint = true
        case .configurationLoaded:
            syncInstances()
            publishLinkHandlers()
            publishPageCount()
            paint.needsFullPaint = true
            // Alerts added or changed are tested on what the widgets show now.
            readAlertValues(of: instances.registered.keys.sorted())
        default:
            paint.needsFullPaint = true
        }
        perform(effects)
        setNeedsPaint()
    }

    /// Tells ``Options/reloadingByHand`` which kinds a reload by hand reloads: `kind`, the kind
    /// of `id`, or every kind on the screen.
    func reloadingByHand(kind: String? = nil, id: String? = nil) {
        guard let hook = options.reloadingByHand else { return }
        if let kind { return hook([kind]) }
        if let id { return hook(scheduler.descriptor(of: WidgetInstanceID(id)).map { [$0.kind] } ?? []) }
        hook(Set(instances.registered.keys.compactMap { scheduler.descriptor(of: $0)?.kind }).sorted())
    }

    private func answer(_ call: WidgetCenterCall) {
        let scheduler = scheduler
        switch call {
        case .reloadKind(let kind, let reply): Task { @MainActor in reply(await scheduler.reload(kind: kind)) }
        case .reloadAll(let reply): Task { @MainActor in reply(await scheduler.reloadAll()) }
        case .reloadInstance(let id, let reply): Task { @MainActor in reply(await scheduler.reload(instance: id)) }
        case .configurations(let reply): reply(scheduler.widgetInfos())
        }
    }

    private func timelineReported(_ event: SchedulerEvent) {
        switch event {
        case .entriesChanged(let ids):
            for id in ids {
                views.outdate(id)
                paint.changedInstances.insert(id)
            }
            send(.entriesChanged(ids))
            readAlertValues(of: ids)
        case .reloadFailed(let id, let error):
            // One line per streak of failures, with the reason; another when it ends.
            if failingInstances.insert(id).inserted {
                options.logger.warning("reload failed", metadata: ["id": "\(id.rawValue)", "error": "\(error)"])
            }
            releasePressedControls(of: id)
        case .providerStuck(let id, let since):
            options.logger.error(
                "provider call outlived its timeout and holds its thread; no other call until it returns",
                metadata: ["id": "\(id.rawValue)", "since": "\(since.ISO8601Format())"])
        case .timelineLoaded(let id):
            if failingInstances.remove(id) != nil {
                options.logger.notice("reload recovered", metadata: ["id": "\(id.rawValue)"])
            }
            releasePressedControls(of: id)
        }
    }

    /// A widget whose pressed control's intent has run reloaded: the control is released.
    private func releasePressedControls(of id: WidgetInstanceID) {
        if state.pressedControls.values.contains(where: { $0.performed && $0.instance == id }) { send(.widgetReloaded(id)) }
    }

    /// The widgets whose controls were pressed or released are drawn again.
    private func forgetViews(ofControlsChangedFrom before: [Int: PressedControl]) {
        let after = state.pressedControls
        for token in Set(before.keys).union(after.keys) where before[token] != after[token] {
            for id in [before[token]?.instance, after[token]?.instance].compactMap({ $0 }) { views.forget(id) }
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
        guard !paint.scheduled else { return }
        paint.scheduled = true
        MainTurn.afterCurrentTurn { [weak self] in self?.paintNow() }
    }

    /// Paints now (tests call this to see the result of the events they sent): only the widgets
    /// whose entries changed when nothing else did, else the whole frame.
    public func paintNow() {
        paint.scheduled = false
        let changed = paint.changedInstances
        paint.changedInstances = []
        if !paint.needsFullPaint, presenter.front != nil {
            if changed.isEmpty { return }
            if let partial = partialPaint(changed: changed),
                presenter.update(within: partial.rects, { frame in for draw in partial.draws { draw.apply(to: &frame) } })
            {
                return
            }
        }
        paint.needsFullPaint = false
        presenter.present(composeFrame())
    }

    /// Forgets every rendered view, so the next paint renders every visible widget afresh
    /// (after a theme change; benchmarks use it to time a whole frame).
    public func invalidateRenderedViews() {
        views.removeAll()
        paint.needsFullPaint = true
    }

    /// Rendered views by instance (tests look at them, and drop them to compare a whole render).
    public var rendered: [WidgetInstanceID: RenderedView] {
        get { views.rendered }
        set { views.rendered = newValue }
    }
}

/// The home file as the screen last read it: its text, the problem that keeps it from being
/// applied (shown in the status bar until the file is fixed), and the watcher of its folder.
struct HomeFileStatus {
    var lastText: String?
    var problem: String?
    var watcher: FileWatcher?
    /// The theme file in use (`themes/NAME.yaml`), watched so its edits show at once, and what
    /// keeps its latest text from being used.
    var themeFile: URL?
    var themeWatcher: FileWatcher?
    var themeProblem: String?
}
