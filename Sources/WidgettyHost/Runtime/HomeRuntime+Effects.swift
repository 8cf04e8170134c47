import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyTimelines
import WidgettyUI

extension HomeRuntime {
    /// Does what ``HomeState/update(_:)`` decided; outcomes that matter to the state come back
    /// as messages.
    func perform(_ effects: [HomeEffect]) {
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: HomeEffect) {
        switch effect {
        case .quit(let status): exit(status: status)
        case .open(let url, let source): open(url, from: source)
        case .openCompanion(let id): openCompanion(of: id)
        case .reload(let ids):
            for id in ids { reloadingByHand(id: id.rawValue) }
            for id in ids { scheduler.requestReload(id) }
        case .reloadAll:
            reloadingByHand()
            for id in instances.registered.keys.sorted() { scheduler.requestReload(id) }
        case .showMessage(let text, let onlyIfNone):
            if !onlyIfNone || state.statusMessage == nil { showMessage(text) }
        case .save(let request): save(request)
        case .openEditPanel(let widgetID): openEditPanel(forWidgetID: widgetID)
        case .openGallery: send(.modalPresented(GalleryPanel(services: modalServices)))
        case .openArrangeMode: send(.modalPresented(ArrangeMode(registry: registry)))
        case .closeModal(let modal): modal.cancelWork()
        case .runWidgetAction(let request): runWidgetAction(request)
        case .runIntent(let token, let owner): runIntent(token: token, owner: owner)
        case .editList(let id, let edit): editList(id, edit)
        case .ring(let ring): self.ring(ring)
        case .alertChanged(let event): alertChanged(event)
        }
    }

    // MARK: Status messages

    /// Shows a message in the status bar for a few seconds.
    public func showMessage(_ text: String) {
        let token = state.showMessage(text)
        paint.needsFullPaint = true
        let until = clock.now.addingTimeInterval(options.messageDuration)
        let clock = self.clock
        Task { @MainActor [weak self] in
            try? await clock.sleep(until: until)
            self?.send(.statusMessageExpired(token))
        }
        setNeedsPaint()
    }

    // MARK: Saving

    /// Applies an edit to the home file (atomically; re-applied over changes made elsewhere) and shows the result at once.
    ///
    /// The new text is applied at once (the screen does not wait for the file watcher); only the
    /// widgets whose configuration changed reload. On a conflict the screen shows the file as it
    /// is now and the error explains what changed.
    public func save(_ edit: HomeEdit) throws(HomeSaveError) {
        guard let url = options.homeFile else { throw .noHomeFile }
        let registry = self.registry, fileName = self.fileName, themes = options.themes
        var store = HomeFileStore(url: url, loadedText: homeFile.lastText) { text in
            HomeFileCheck.check(text, file: fileName, registry: registry, themes: themes).1
        }
        do {
            let saved = try store.save(edit)
            applyHomeFile(saved.text)
            if let note = saved.note { showMessage(note) }
        } catch {
            if case .conflict(_, let current) = error { applyHomeFile(current) }
            throw error
        }
    }

    /// A panel's save: the outcome goes back to the state as a message.
    private func save(_ request: SaveRequest) {
        do {
            try save(request.edit)
            send(.saveSucceeded(request))
        } catch {
            send(.saveFailed(request, reason: error.description))
        }
    }

    // MARK: Panels

    /// Opens the edit panel of a widget by its id (a widget in a stack too): `e` on the focused
    /// widget, a right click, a `widgetty://edit/ID` link, and the gallery after adding a widget.
    public func openEditPanel(forWidgetID id: String) {
        guard let widget = state.configuration.allWidgets.first(where: { $0.id == id }) else {
            return showMessage("no widget with id \(id)")
        }
        guard let descriptor = registry.descriptor(kind: widget.kind) else {
            return showMessage("unknown widget kind '\(widget.kind)'")
        }
        let panel = EditPanel(
            services: modalServices, widget: widget, descriptor: descriptor,
            values: HomeValidator(registry: registry).currentValues(of: widget, file: fileName))
        send(.modalPresented(panel))
        panel.startLoadingOptions()
    }

    /// What a panel may use: the registry, snapshots, drawing, the clock and a repaint.
    var modalServices: ModalServices {
        let scheduler = self.scheduler, clock = self.clock
        return ModalServices(
            registry: registry, clock: clock, executor: options.schedulerOptions.taskExecutor,
            timeZone: options.schedulerOptions.timeZone(), defaultTimeout: options.schedulerOptions.defaultTimeout,
            snapshot: { descriptor, family, size in
                try await scheduler.snapshot(
                    of: descriptor, family: family, displaySize: CGSize(width: size.width, height: size.height),
                    intentValues: descriptor.intent?.defaultValues ?? [:])
            },
            render: { [weak self] descriptor, entry, family, size, placeholder in
                let environment = WidgetDrawing.environment(
                    family: family, now: clock.now, placeholder: placeholder, base: self?.look.environment ?? EnvironmentValues())
                return WidgetDrawing.render(entry, of: descriptor, size: size, environment: environment)
            },
            changed: { [weak self] in
                self?.paint.needsFullPaint = true
                self?.setNeedsPaint()
            })
    }
}
