import Foundation
import Synchronization
import WidgettyExtensionProtocol
import WidgettyUI

/// The environment the home screen draws every widget from (its theme's accent and graph
/// colours, the colour scheme), as the screen last said (`HomeRuntime.Options.lookChanged`):
/// what an extension is asked to render for before any of its entries is drawn, so an instance's
/// first entry already matches the screen (an instance drawn otherwise, with its own `tint:`,
/// asks for that afterwards: ``ExtensionKindDescriptor``).
enum ScreenEnvironment {
    private static let drawn = Mutex<DrawnEnvironment?>(nil)

    /// Notes the screen's environment.
    @MainActor
    static func update(_ environment: EnvironmentValues) {
        let seen = DrawnEnvironment(environment)
        drawn.withLock { $0 = seen }
    }

    /// What a request is rendered for: the process's locale and zone until a screen says more.
    @Sendable
    static func request() -> RenderEnvironment {
        let base = RenderEnvironment()
        return drawn.withLock { $0 }.map(base.adopting) ?? base
    }
}
