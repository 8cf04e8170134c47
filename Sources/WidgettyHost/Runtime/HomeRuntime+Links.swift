import WidgettyHomeFile
import Foundation
import WidgettyKit
import WidgettyStore

extension HomeRuntime {
    /// Opens a URL: inside for `widgetty://`, else through the configured handler; any failure
    /// becomes a status message.
    public func open(_ url: URL) {
        switch LinkRoute.resolve(url, handlers: state.configuration.settings.linkHandlers) {
        case .host(let action):
            perform(action)
        case .run(let arguments, let foreground):
            if foreground {
                backend.suspend()
                let failure = ProgramLauncher.runInForeground(arguments)
                backend.resume()
                presenter.invalidate()
                needsFullPaint = true
                if let failure { linkFailed(url, failure.description) }
            } else {
                ProgramLauncher.launchInBackground(arguments, timeout: options.handlerTimeout) { [weak self] failure in
                    if let failure { self?.linkFailed(url, failure.description) }
                }
            }
        case .unhandled(let reason):
            linkFailed(url, reason)
        }
        needsFullPaint = true
        setNeedsPaint()
    }

    private func linkFailed(_ url: URL, _ reason: String) {
        options.logger.notice("link not opened", metadata: ["url": "\(url.absoluteString)", "reason": "\(reason)"])
        showMessage(reason)
    }

    func perform(_ action: HostLinkAction) {
        switch action {
        case .edit(let widgetID):
            openEditPanel(forWidgetID: widgetID)
        case .page(let index):
            state.showPage(index)
        case .reload(let widgetID):
            if let widgetID {
                scheduler.requestReload(WidgetInstanceID(widgetID))
            } else {
                for id in registered.keys.sorted() { scheduler.requestReload(id) }
            }
        case .gallery:
            present(GalleryPanel(runtime: self))
        case .toggleTodo(let item):
            toggleTodo(item)
        }
    }

    /// Ticks a shared to-do item off (or on again) and reloads the widgets that read the list.
    func toggleTodo(_ item: String) {
        guard let store = options.sharedStore else { return showMessage("no shared store to change") }
        do {
            try SharedTodoList(store: store).mark(.text(item), done: nil)
            scheduler.requestReload(readersOf: SharedTodoList.suite)
        } catch {
            showMessage("to-do: \(error.description)")
        }
    }
}

extension HomeRuntime {
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
}

