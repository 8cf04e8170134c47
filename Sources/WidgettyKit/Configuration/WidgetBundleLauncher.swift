import Foundation

/// The hook through which `WidgetBundle.main()` starts the home screen. The Kit cannot name the
/// host (layers point down), so the host's module installs `launch` before `main()` runs.
@MainActor
public enum WidgetBundleLauncher {
    /// Runs the home screen with the bundle's widgets and returns the process's exit status.
    public static var launch: (@MainActor ([AnyWidgetDescriptor]) async -> Int32)?
}

extension WidgetBundle {
    /// The program entry point of `@main struct MyWidgets: WidgetBundle`.
    public static func main() async {
        guard let launch = WidgetBundleLauncher.launch else {
            FileHandle.standardError.write(Data("""
                widgetty: no home screen is linked into this program, so \(Self.self) cannot start.
                Link the Widgetty host (it installs WidgetBundleLauncher.launch) or run the bundle with `widgetty`.

                """.utf8))
            exit(1)
        }
        exit(await launch(Self().widgetDescriptors))
    }
}
