import WidgettyTestSupport
import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyKit
import WidgettyStore
import WidgettyTerminal
import WidgettyUI

/// Drives a whole home screen in tests, as a person would, without a terminal: an in-memory
/// backend, a virtual clock and the real ``HomeRuntime``. `press`, `click`, `resize`,
/// `advance(by:)`, then read `screen`.
@MainActor
public final class HostPilot {
    public let terminal: MemoryTerminal
    public let clock: VirtualClock
    public let runtime: HomeRuntime
    public private(set) var exitStatus: Int32?

    public init(
        widgets: [AnyWidgetDescriptor], configuration: HomeConfiguration, size: Size = Size(width: 120, height: 40),
        now: Date = Date(timeIntervalSince1970: 1_800_000_000), homeFile: URL? = nil, sharedStore: SharedStore? = nil,
        secrets: SecretVault? = nil,
        themes: ThemeCatalog = ThemeCatalog(directory: nil),
        reloadingByHand: (@MainActor ([String]) -> Void)? = nil,
        installedExtensions: InstalledExtensionsSource? = nil,
        lookChanged: (@MainActor (EnvironmentValues) -> Void)? = nil
    ) throws {
        terminal = MemoryTerminal(size: size)
        clock = VirtualClock(now: now)
        var options = HomeRuntime.Options(homeFile: homeFile)
        options.schedulerOptions.taskExecutor = clock.executor
        options.schedulerOptions.timeZone = { TimeZone(identifier: "UTC") ?? .current }
        options.sharedStore = sharedStore
        options.secrets = secrets
        options.themes = themes
        options.reloadingByHand = reloadingByHand
        options.installedExtensions = installedExtensions
        options.lookChanged = lookChanged
        // Nothing installed: a test never starts the machine's editor, browser or btop.
        options.installedPrograms = InstalledPrograms(environment: [:]) { _ in false }
        runtime = HomeRuntime(
            backend: terminal, clock: clock, registry: WidgetRegistry(widgets), configuration: configuration,
            options: options)
        runtime.onExit = { [weak self] status in self?.exitStatus = status }
        try runtime.start()
    }

    /// Lets every pending task run, then paints what changed.
    public func settle() async {
        await clock.settle()
        runtime.paintNow()
    }

    public func press(_ keys: Key...) async {
        for key in keys { terminal.send(.input(.key(KeyEvent(key)))) }
        await settle()
    }

    public func type(_ text: String) async {
        for character in text { terminal.send(.input(.key(KeyEvent(.character(character))))) }
        await settle()
    }

    /// A left click (press and release) at a screen position.
    public func click(x: Int, y: Int) async {
        terminal.send(.input(.mouse(MouseEvent(.pressed(.left), at: Point(x: x, y: y)))))
        terminal.send(.input(.mouse(MouseEvent(.released(.left), at: Point(x: x, y: y)))))
        await settle()
    }

    public func resize(width: Int, height: Int) async {
        terminal.send(.resized(Size(width: width, height: height)))
        await settle()
    }

    public func advance(by seconds: TimeInterval) async {
        await clock.advance(by: seconds)
        runtime.paintNow()
    }

    /// The screen as lines of text.
    public var screen: [String] { terminal.lines }

    /// The screen as one string, for `contains` checks.
    public var text: String { screen.joined(separator: "\n") }
}
