import Foundation
import WidgettyBuiltins
import WidgettyHost
import WidgettyKit

/// The Widgetty program, for the `widgetty` executable and for an author's `@main` widget
/// bundle: the command line (home screen, `check`, …) over the built-in widgets plus any given.
@MainActor
public enum WidgettyProgram {
    /// Widgets of the running program beyond the built-ins (an author's bundle).
    static var extraWidgets: [AnyWidgetDescriptor] = []

    /// The home file of an author's bundle (nil for the `widgetty` executable, which uses home.yaml).
    static var bundleHome: BundleHomeFile?

    /// Parses the command line and runs the chosen command; never returns.
    public static func main(widgets: [AnyWidgetDescriptor] = []) -> Never {
        extraWidgets = widgets
        if !widgets.isEmpty {
            let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "widgets").lastPathComponent
            bundleHome = BundleHomeFile(name: executable, descriptors: widgets)
        }
        WidgettyCommand.main()
        exit(0)
    }

    /// Every widget kind this program offers: the author's first, so they can replace a built-in.
    static var registry: WidgetRegistry {
        WidgetRegistry(extraWidgets + BuiltinWidgets.all)
    }
}
