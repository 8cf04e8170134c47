import Foundation

/// The hook through which `WidgetBundle.main()` starts the home screen. The Kit cannot name the
/// host (layers point down), so the host's module installs `launch` before `main()` runs.
@MainActor
public enum WidgetBundleLauncher {
    /// Runs the home screen with the bundle's widgets and returns the process's exit status.
    public static var launch: (@MainActor ([AnyWidgetDescriptor]) async -> Int32)?

    /// Runs `Bundle` through the installed hook and returns the exit status; without a hook,
    /// explains on stderr that no home screen is linked and returns 1.
    public static func run<Bundle: WidgetBundle>(_ bundle: Bundle.Type) async -> Int32 {
        await run(named: "\(Bundle.self)") { Bundle().widgetDescriptors }
    }

    /// Runs a single `@main` widget through the installed hook, as ``run(_:)`` does a bundle.
    public static func run<W: Widget>(widget: W.Type) async -> Int32 {
        await run(named: "\(W.self)") { W().body._widgetDescriptors }
    }

    private static func run(named name: String, descriptors: () -> [AnyWidgetDescriptor]) async -> Int32 {
        guard let launch else {
            FileHandle.standardError.write(Data(missingHostMessage(for: name).utf8))
            return 1
        }
        return await launch(descriptors())
    }

    static func missingHostMessage(for name: String) -> String {
        """
        widgetty: no home screen is linked into this program, so \(name) cannot start.
        Link the Widgetty host (it installs WidgetBundleLauncher.launch) or run the bundle with `widgetty`.

        """
    }
}

extension WidgetBundle {
    /// The program entry point of `@main struct MyWidgets: WidgetBundle`.
    public static func main() async {
        exit(await WidgetBundleLauncher.run(Self.self))
    }
}

extension Widget {
    /// The program entry point of `@main struct MyWidget: Widget`.
    public static func main() async {
        exit(await WidgetBundleLauncher.run(widget: Self.self))
    }
}
