import Foundation
import WidgettyKit
import WidgettyStore
import WidgettyTimelines

extension HomeRuntime {
    /// Opens a URL: inside for `widgetty://`, else through the configured handler; any failure
    /// becomes a status message. A link of a widget that shows remote content (`source`) opens
    /// only what ``RemoteLinkPolicy`` allows it.
    public func open(_ url: URL, from source: WidgetInstanceID? = nil) {
        if let source, let descriptor = scheduler.descriptor(of: source) {
            let allowed = state.configuration.allWidgets.first { $0.id == source.rawValue }?.linkSchemes ?? []
            if let refusal = RemoteLinkPolicy.refusal(
                for: url, remoteContent: descriptor.linksFromRemoteContent, widgetKind: descriptor.kind, allowedSchemes: allowed)
            {
                linkFailed(url, refusal)
                paint.needsFullPaint = true
                return setNeedsPaint()
            }
        }
        switch LinkRoute.resolve(url, handlers: state.configuration.settings.linkHandlers, installed: options.installedPrograms) {
        case .host(.widgetAction(var request)):
            request.source = source
            send(.hostLinkOpened(.widgetAction(request)))
        case .host(let action):
            send(.hostLinkOpened(action))
        case .run(let arguments, let foreground):
            if foreground {
                if let failure = runInForeground(arguments) { linkFailed(url, failure.description) }
            } else {
                ProgramLauncher.launchInBackground(arguments, timeout: options.handlerTimeout) { [weak self] failure in
                    if let failure { self?.linkFailed(url, failure.description) }
                }
            }
        case .unhandled(let reason):
            linkFailed(url, reason)
        }
        paint.needsFullPaint = true
        setNeedsPaint()
    }

    /// Opening a widget without a link: its home-file `open:`, else its companion program with
    /// the first of its choices that is installed (or what to install), else its edit panel
    /// when it has settings (a countdown's date, a world clock's zones), else why nothing opens.
    func openCompanion(of id: WidgetInstanceID) {
        defer {
            paint.needsFullPaint = true
            setNeedsPaint()
        }
        let arguments: [String]
        if let open = state.configuration.widget(withID: id.rawValue)?.open {
            arguments = open
        } else {
            guard let descriptor = scheduler.descriptor(of: id) else { return showMessage("this widget has no link") }
            guard let companion = descriptor.companionProgram else {
                if descriptor.intent?.schema.parameters.isEmpty == false { return openEditPanel(forWidgetID: id.rawValue) }
                return showMessage("this widget has no link")
            }
            let defaults = descriptor.intent?.defaultValues ?? [:]
            let values = defaults.merging(state.configuration.widget(withID: id.rawValue)?.params ?? [:]) { $1 }
            guard let program = companion(values) else { return showMessage("this widget has no link") }
            switch options.installedPrograms.arguments(for: program) {
            case .success(let found): arguments = found
            case .failure(let missing): return showMessage(missing.description)
            }
        }
        if let failure = runInForeground(arguments) {
            options.logger.notice("program not opened", metadata: ["program": "\(arguments[0])", "reason": "\(failure)"])
            showMessage(failure.description)
        }
    }

    /// Runs a program in the terminal, the home screen stepping aside until it ends.
    private func runInForeground(_ arguments: [String]) -> ProgramLauncher.Failure? {
        backend.suspend()
        let failure = ProgramLauncher.runInForeground(arguments)
        backend.resume()
        presenter.invalidate()
        paint.needsFullPaint = true
        return failure
    }

    private func linkFailed(_ url: URL, _ reason: String) {
        options.logger.notice("link not opened", metadata: ["url": "\(url.absoluteString)", "reason": "\(reason)"])
        showMessage(reason)
    }

    /// Runs a widget's own link action off the drawing thread, within the widget's provider
    /// timeout, opens the link it hands on (if any), then reloads that widget's instances (as iOS reloads a widget after its intent);
    /// a failure, or a link no widget kind answers, becomes a status message.
    func runWidgetAction(_ request: WidgetLinkRequest) {
        guard let descriptor = registry.descriptor(kind: request.kind), let action = descriptor.linkActions[request.action]
        else {
            return showMessage("unknown Widgetty link widgetty://\(request.kind)/\(request.action)")
        }
        let timeout = descriptor.timeLimit(for: [:], default: options.schedulerOptions.defaultTimeout)
        let clock = self.clock, executor = options.schedulerOptions.taskExecutor, query = request.query, source = request.source
        Task { @MainActor [weak self] in
            do {
                let next = try await clock.run(timeout: timeout, executor: executor) { try await action.perform(query) }
                if let next, next.scheme?.lowercased() != "widgetty" { self?.open(next, from: source) }
            } catch {
                let reason = (error as? ClockTimeoutError).map { "did not finish within \($0.duration)" } ?? "\(error)"
                self?.options.logger.notice("widget link failed", metadata: ["kind": "\(request.kind)", "reason": "\(reason)"])
                self?.showMessage("\(descriptor.displayName): \(reason)")
            }
            guard let self else { return }
            for id in self.scheduler.instanceIDs where self.scheduler.descriptor(of: id)?.kind == request.kind {
                self.scheduler.requestReload(id)
            }
        }
    }

    /// Runs the App Intent of a widget's button or toggle off the drawing thread (on the
    /// scheduler's executor), within the owning widget's provider time limit (else the standard
    /// one); the outcome comes back as a message. A `perform()` that hangs is abandoned at its
    /// timeout: drawing and the other widgets' schedules never wait for it.
    func runIntent(token: Int, owner: WidgetInstanceID?) {
        let timeout = owner.flatMap { scheduler.descriptor(of: $0)?.timeLimit(for: [:], default: options.schedulerOptions.defaultTimeout) }
            ?? options.schedulerOptions.defaultTimeout
        let clock = self.clock, executor = options.schedulerOptions.taskExecutor
        Task { @MainActor [weak self] in
            let outcome: IntentOutcome
            do {
                // The intent sees the screen's clock through `WidgetClock.now`, as providers do.
                let now = WidgetClock.Source { clock.now }
                let result = try await clock.run(timeout: timeout, executor: executor) {
                    try await WidgetClock.$host.withValue(now) { try await IntentButtonRegistry.shared.perform(token: token) }
                }
                outcome = .performed(dialog: result._message)
            } catch {
                let reason = (error as? ClockTimeoutError).map { "did not finish within \($0.duration)" } ?? "\(error)"
                self?.options.logger.notice("intent failed", metadata: ["token": "\(token)", "reason": "\(reason)"])
                outcome = .failed(reason: reason)
            }
            self?.send(.intentFinished(token: token, outcome))
        }
    }

    /// Writes the home file's prefix link handlers to the shared store (suite
    /// `widgetty.links`, prefix → program), where widgets such as the launcher offer them as
    /// shortcuts, and reloads the widgets that read them. Only when they changed.
    func publishLinkHandlers() {
        guard let store = options.sharedStore else { return }
        var published: [String: SharedValue] = [:]
        for handler in state.configuration.settings.linkHandlers {
            if case .prefix(let prefix) = handler.match, published[prefix] == nil {
                published[prefix] = .string(handler.arguments.first ?? "")
            }
        }
        do {
            guard try store.values(suite: WellKnownSuites.links) != published else { return }
            try store.modify(suite: WellKnownSuites.links) { edit throws(SharedStoreError) in
                try edit.removeAll()
                for (prefix, program) in published { try edit.set(program, forKey: prefix) }
            }
            scheduler.requestReload(readersOf: WellKnownSuites.links)
        } catch {
            showMessage("links not shared: \(error.description)")
        }
    }

    /// Writes how many pages the screen has now to the shared store (suite `widgetty.home`, key
    /// `pages`), where the launcher offers only pages there are, and reloads the widgets that
    /// read it. Only when the number changed (a resize or a new home file can change it).
    func publishPageCount() {
        guard let store = options.sharedStore, state.layout != nil else { return }
        let pages = SharedValue.int(state.pageCount)
        do {
            guard try store.value(forKey: "pages", suite: WellKnownSuites.home) != pages else { return }
            try store.modify(suite: WellKnownSuites.home) { edit throws(SharedStoreError) in
                try edit.set(pages, forKey: "pages")
            }
            scheduler.requestReload(readersOf: WellKnownSuites.home)
        } catch {
            showMessage("page count not shared: \(error.description)")
        }
    }
}
