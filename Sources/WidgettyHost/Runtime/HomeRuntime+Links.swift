import Foundation
import WidgettyKit

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
        case .edit:
            showMessage("editing widgets is not available yet")
        case .page(let index):
            state.showPage(index)
        case .reload(let widgetID):
            if let widgetID {
                scheduler.requestReload(WidgetInstanceID(widgetID))
            } else {
                for id in registered.keys.sorted() { scheduler.requestReload(id) }
            }
        case .gallery:
            showMessage("the gallery is not available yet")
        }
    }
}
