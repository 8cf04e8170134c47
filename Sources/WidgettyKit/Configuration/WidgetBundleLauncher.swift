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
        guard let launch else {
            FileHandle.standardError.write(Data(missingHostMessage(for: bundle).utf8))
            return 1
        }
        return await launch(Bundle().widgetDescriptors)
    }

    static func missingHostMessage<Bundle: WidgetBundle>(for bundle: Bundle.Type) -> String {
        """
        widgetty: no home screen is linked into this program, so \(Bundle.self) cannot start.
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
