import Foundation
import WidgettyHomeFile

/// Where the installed extensions live, and how the program reads them again: the home screen
/// watches `folder` (the extension store) and, after an install, upgrade or uninstall there,
/// asks `reload` for the widget kinds as they are now (``ExtensionSwap``). The host knows no
/// store and starts no extension itself: the program composes both.
public struct InstalledExtensionsSource {
    /// The store's folder: one entry per installed extension.
    public var folder: URL
    /// Reads the store again: ends the processes of extensions that changed or went, and returns
    /// every kind the program now offers.
    public var reload: @MainActor () -> ExtensionSwap

    public init(folder: URL, reload: @escaping @MainActor () -> ExtensionSwap) {
        self.folder = folder
        self.reload = reload
    }
}
