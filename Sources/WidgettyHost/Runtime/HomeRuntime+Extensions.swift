import Foundation
import WidgettyHomeFile
import WidgettyKit

extension HomeRuntime {
    /// Watches the extension store, when the program gave one: an install, upgrade or uninstall
    /// there comes in as ``HomeMessage/extensionsChanged``, through the inbox.
    func watchInstalledExtensions() {
        guard let source = options.installedExtensions else { return }
        try? FileManager.default.createDirectory(at: source.folder, withIntermediateDirectories: true)
        // An install writes a hidden staging folder, then renames it into place.
        extensionStoreWatcher = FolderWatcher(folder: source.folder, accepts: { !$0.hasPrefix(".") }) { [weak self] in
            self?.send(.extensionsChanged)
        }
    }

    /// The store changed: the kinds are read again, each widget of a kind whose program changed
    /// gets the new one and asks it for a timeline (showing its last entry meanwhile), a widget
    /// whose kind is gone says so, and the home file is checked again (a kind it names may have
    /// just been installed).
    func extensionsChanged() {
        guard let source = options.installedExtensions else { return }
        let swap = source.reload()
        registry = swap.registry
        for (id, instance) in instances.registered.sorted(by: { $0.key < $1.key }) where swap.changedKinds.contains(instance.kind) {
            if let descriptor = registry.descriptor(kind: instance.kind)?.resolvingSecrets(with: secrets, for: id.rawValue) {
                scheduler.swapDescriptor(id, to: descriptor)
            } else {
                scheduler.unregister(id)
                instances.registered[id] = nil
                instances.failures[id] = "'\(instance.kind)' is no longer installed"
                views.forget(id)
            }
        }
        if let summary = swap.summary { showMessage(summary) }
        options.logger.info("extensions changed", metadata: ["kinds": "\(swap.changedKinds.sorted())"])
        // Checked against the new kinds: the same text, applied again.
        if let text = homeFile.lastText { applyHomeFile(text) }
        paint.needsFullPaint = true
        setNeedsPaint()
    }
}
