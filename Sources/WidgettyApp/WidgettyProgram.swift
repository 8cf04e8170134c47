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
        ExecutableDataReadahead.disable()
        useOneMallocArena()
        extraWidgets = widgets
        if !widgets.isEmpty {
            let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "widgets").lastPathComponent
            bundleHome = BundleHomeFile(name: executable, descriptors: widgets)
        }
        WidgettyCommand.main()
        exit(0)
    }

    /// One malloc arena for every thread. glibc gives each thread that allocates its own arena
    /// and keeps what is freed there: provider threads that read a 1 MiB script output each
    /// kept a megabyte (a soak's anonymous memory went from 4.5 to 10 MiB with faulty scripts;
    /// 4.7 with one arena). The threads are few and mostly asleep, so they never contend.
    static func useOneMallocArena() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; M_ARENA_MAX is -8.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, 1)
        #endif
    }

    /// Every widget kind this program offers: the author's first, so they can replace a built-in.
    static var registry: WidgetRegistry {
        WidgetRegistry(extraWidgets + BuiltinWidgets.all)
    }
}
