import WidgettyScreen
import WidgettyTimelines
import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// Xcode's widget preview, in the terminal: one widget in every family it supports side by side,
/// as placeholder, snapshot or timeline. In timeline mode ← → step through the entries (each drawn
/// with `now` at its date, so timers and relative dates read as they would then), `m`/`h` jump the
/// preview's clock, and the header says when the home screen would reload under the policy.
/// Owns the terminal through a ``TerminalBackend``, like ``HomeRuntime``; draws with
/// ``WidgetCellChrome`` and ``HomeScreenPainter``.
@MainActor
public final class WidgetPreviewRuntime {
    /// Settings of a preview run.
    public struct Options {
        public var theme: HomeTheme = .standard
        /// The environment views start from (tests fix the locale and zone).
        public var environment = EnvironmentValues()
        /// Where provider calls run (tests: a virtual clock's executor).
        public var taskExecutor: (any TaskExecutor)?
        /// The time limit of a widget that sets no `providerTimeout`.
        public var defaultTimeout = SchedulerOptions.standardTimeout
        public init() {}
    }

    let backend: any TerminalBackend
    let presenter: FramePresenter
    let clock: any HostClock
    /// What the run can show (`[` and `]` move between them), and which is shown.
    private(set) var subjects: [PreviewSubject]
    public private(set) var shownSubject: Int
    var descriptor: AnyWidgetDescriptor { subjects[shownSubject].descriptor }
    var intentValues: [String: IntentValue] { subjects[shownSubject].intentValues }
    let options: Options
    public private(set) var state: WidgetPreviewState
    /// Bumped by each reload, so a late answer of an earlier one is dropped.
    private var generation = 0
    private var message: String?
    /// The picture decoder's observer, while the preview runs: a decoded picture paints again.
    private var pictureObserver: UInt64?

    /// Called with the exit status on `q`, Esc or a signal.
    public var onExit: (@MainActor (Int32) -> Void)?
    /// The build of the package a `widgetty dev --preview` session watches that failed, shown over
    /// the bottom rows until the next good one; the preview keeps the last good build meanwhile.
    public var failedBuild: BuildReport? {
        didSet { paint() }
    }

    public convenience init(
        backend: any TerminalBackend, clock: any HostClock, descriptor: AnyWidgetDescriptor,
        intentValues: [String: IntentValue] = [:], options: Options = Options()
    ) {
        self.init(backend: backend, clock: clock, subjects: [PreviewSubject(descriptor: descriptor, intentValues: intentValues)],
                  options: options)
    }

    /// A run over several subjects (a program's `#Preview`s), starting at `first`.
    public init(
        backend: any TerminalBackend, clock: any HostClock, subjects: [PreviewSubject], first: Int = 0,
        options: Options = Options()
    ) {
        precondition(subjects.indices.contains(first), "a preview run needs something to show")
        self.backend = backend
        self.presenter = FramePresenter(backend: backend)
        self.clock = clock
        self.subjects = subjects
        self.shownSubject = first
        self.options = options
        state = Self.freshState(subjects[first], clock: clock, options: options)
    }

    /// A subject's families, each with its placeholder, before any provider answers.
    private static func freshState(_ subject: PreviewSubject, clock: any HostClock, options: Options) -> WidgetPreviewState {
        let families = subject.descriptor.supportedFamilies.map { family in
            WidgetPreviewState.FamilyPreview(
                family: family,
                placeholder: Self.call(subject.descriptor, family, subject.intentValues, options).placeholder())
        }
        return WidgetPreviewState(families: families, now: clock.now, timeZone: options.environment.timeZone)
    }

    /// Shows `subjects` instead (a new build of the bundle): the one shown stays by its place in
    /// the list (the first, when the list is shorter now), in the same mode, asked afresh.
    public func replace(subjects new: [PreviewSubject]) {
        guard !new.isEmpty else { return }
        let mode = state.mode
        subjects = new
        shownSubject = new.indices.contains(shownSubject) ? shownSubject : 0
        state = Self.freshState(new[shownSubject], clock: clock, options: options)
        state.mode = mode
        load()
        paint()
    }

    /// Shows `text` in the status line until the next key.
    public func showMessage(_ text: String) {
        message = text
        paint()
    }

    /// Shows subject `index` from its start (the `[` and `]` keys).
    public func show(subject index: Int) {
        guard subjects.indices.contains(index) else { return }
        shownSubject = index
        state = Self.freshState(subjects[index], clock: clock, options: options)
        load()
    }

    private static func call(
        _ descriptor: AnyWidgetDescriptor, _ family: WidgetFamily, _ values: [String: IntentValue], _ options: Options
    ) -> ProviderCall {
        let size = family.standardContentSize
        return ProviderCall(
            descriptor, family: family, displaySize: CGSize(width: size.width, height: size.height), intentValues: values,
            defaultTimeout: options.defaultTimeout)
    }

    /// Takes over the terminal, asks every family's provider and paints.
    public func start() throws {
        try backend.start { [weak self] event in self?.handle(event) }
        // A picture decoded in the background paints again, on the main queue (no task).
        pictureObserver = UIImage.observeDecodedPictures { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.paint() } }
        }
        load()
        paint()
    }

    /// Gives the terminal back.
    public func stop() {
        if let pictureObserver { UIImage.stopObservingDecodedPictures(pictureObserver) }
        pictureObserver = nil
        generation += 1
        backend.stop()
    }

    /// Asks the provider for each family's snapshot and timeline; answers arrive one by one.
    func load() {
        generation += 1
        let current = generation
        for preview in state.families {
            let call = Self.call(descriptor, preview.family, intentValues, options)
            let clock = self.clock, executor = options.taskExecutor
            Task { @MainActor [weak self] in
                let answer: WidgetPreviewState.Answer<AnyTimelineEntry>
                do { answer = .loaded(try await call.snapshot(clock: clock, executor: executor)) } catch {
                    answer = .failed(Self.describe(error))
                }
                guard let self, self.generation == current,
                    let index = self.state.families.firstIndex(where: { $0.family == preview.family })
                else { return }
                self.state.families[index].snapshot = answer
                self.paint()
            }
            Task { @MainActor [weak self] in
                let answer: WidgetPreviewState.Answer<AnyTimeline>
                do {
                    let timeline = try await call.timeline(clock: clock, executor: executor)
                    answer = timeline.entries.isEmpty ? .failed("the provider returned no entries") : .loaded(timeline)
                } catch {
                    answer = .failed(Self.describe(error))
                }
                guard let self, self.generation == current else { return }
                self.state.setTimeline(answer, for: preview.family)
                self.paint()
            }
        }
    }

    static func describe(_ error: any Error) -> String {
        if let timeout = error as? ClockTimeoutError { return "the provider did not answer within \(timeout.duration)" }
        return "the provider failed: \(error)"
    }

    // MARK: Events

    /// Handles one terminal event and repaints.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .resized:
            presenter.invalidate()
        case .terminationRequested(let signal):
            onExit?(128 + signal)
            return
        case .input(.key(let key)):
            if handleKey(key) { return }
        case .input(.mouse), .input(.paste), .appearanceReported:
            return
        }
        paint()
    }

    /// Returns true when the preview is quitting.
    private func handleKey(_ event: KeyEvent) -> Bool {
        message = nil
        switch event.key {
        case .character("q"), .escape:
            onExit?(0)
            return true
        case .character("p"): state.mode = .placeholder
        case .character("s"): state.mode = .snapshot
        case .character("t"): state.mode = .timeline
        case .tab:
            let modes = WidgetPreviewState.Mode.allCases
            state.mode = modes[((modes.firstIndex(of: state.mode) ?? 0) + 1) % modes.count]
        case .right:
            state.mode = .timeline
            if !state.stepForward() { message = "that was the last entry; m and h move the clock on" }
        case .left:
            state.mode = .timeline
            if !state.stepBack() { message = "that is the first entry" }
        case .character("]") where subjects.count > 1: show(subject: (shownSubject + 1) % subjects.count)
        case .character("[") where subjects.count > 1: show(subject: (shownSubject + subjects.count - 1) % subjects.count)
        case .character("m"): state.jump(by: 60)
        case .character("h"): state.jump(by: 3600)
        case .character("0"), .home: state.goToFirstEntry()
        case .character("r"):
            for index in state.families.indices {
                state.families[index].snapshot = .loading
                state.families[index].timeline = .loading
            }
            state.goToFirstEntry()
            load()
        default:
            message = "keys: p t s modes, ← → entries, m +1 min, h +1 h, 0 first entry, r reload, "
                + (subjects.count > 1 ? "[ ] previews, " : "") + "q quit"
        }
        return false
    }

    // MARK: Painting

    /// Composes the whole preview and sends what changed to the terminal.
    public func paint() {
        var frame = WidgetPreviewPainter(state: state, subject: subjects[shownSubject], subjectCount: subjects.count, options: options)
            .frame(size: backend.size, message: message)
        if let failedBuild { BuildFailureBanner(report: failedBuild).draw(into: &frame, theme: options.theme) }
        presenter.present(frame)
    }
}
