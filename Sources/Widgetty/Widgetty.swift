// The one module a widget author imports: the WidgetKit surface, the SwiftUI-like view DSL and
// the shared container (`SharedDefaults`, WidgetKit's App Group `UserDefaults`).
// `import Widgetty` stands where a WidgetKit tutorial writes `import WidgetKit` and `import SwiftUI`
// (which bring Foundation along, so Widgetty does too).
@_exported import Foundation
@_exported import OSLog
// Combine, as SwiftUI re-exports it: `ObservableObject`, `@Published`, publishers (OpenCombine's
// shim, which is what a ported `import Combine` becomes too, so the two are the same types).
@_exported import OpenCombineShim
// URLSession, URLRequest and HTTPURLResponse, which Apple's Foundation has and Linux's keeps apart.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
// Foundation's names that Linux's lacks (NSFileCoordinator, NSUbiquitousKeyValueStore,
// DispatchSerialQueue…), as part of the Foundation Widgetty brings. `os` and `Security` are
// not re-exported: widget code imports them by name, as on Apple's systems (OSLog stays, as before).
@_exported import WidgettyFoundation
@_exported import WidgettyKit
@_exported import WidgettyStore
@_exported import WidgettyUI
import WidgettyExtension

extension WidgetBundle {
    /// The program entry point of `@main struct MyWidgets: WidgetBundle`: started by the home
    /// screen with `--widgetty-extension`, the bundle serves its widgets over the extension
    /// protocol (PROTOCOL.md); started any other way (`swift run MyWidgets [COMMAND …]`, for
    /// development), it hands itself to the installed `widgetty` as a temporary extension
    /// (``DevelopmentLaunch``): the home screen, `render`, `preview`, … with the bundle's widgets.
    @MainActor
    public static func main() {
        guard ExtensionMain.isRequested else { DevelopmentLaunch.run() }
        ExtensionMain.run(displayName: String(describing: Self.self), widgets: Self().widgetDescriptors)
    }
}

extension Widget {
    /// The program entry point of `@main struct MyWidget: Widget`, as in WidgetKit: an extension
    /// of one widget with `--widgetty-extension`, else handed to `widgetty` as `WidgetBundle`'s is.
    @MainActor
    public static func main() {
        guard ExtensionMain.isRequested else { DevelopmentLaunch.run() }
        ExtensionMain.run(displayName: String(describing: Self.self), widgets: Self().widgetDescriptors)
    }
}
