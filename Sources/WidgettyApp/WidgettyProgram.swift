import WidgettyHomeFile
import Foundation
import WidgettyBuiltins
import WidgettyHost
import WidgettyKit

/// The Widgetty program, the `widgetty` executable's: the command line (home screen, `check`, …)
/// over the built-in widgets, the installed extensions' and a temporary extension's.
@MainActor
public enum WidgettyProgram {
    /// Widgets of the running program beyond the built-ins: a temporary extension's
    /// (`--extension-binary`, an author's `swift run`), served by its process.
    static var extraWidgets: [AnyWidgetDescriptor] = []

    /// The home file of an author's bundle (nil for the `widgetty` executable, which uses home.yaml).
    static var bundleHome: BundleHomeFile?

    /// Parses the command line and runs the chosen command; never returns. The command line may
    /// start with `--extension-binary PATH`: a bundle's program served as an extension for this
    /// run only (``TemporaryExtension``), whose widgets come first and whose home file is its own.
    public static func main() -> Never {
        ExecutableDataReadahead.disable()
        useOneMallocArena()
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if let binary = try TemporaryExtension.take(from: &arguments) {
                extraWidgets = try TemporaryExtension.serve(binary)
                bundleHome = BundleHomeFile(name: URL(fileURLWithPath: binary).lastPathComponent, descriptors: extraWidgets)
            }
        } catch let failure as CommandFailure {
            failure.exit()
        } catch {
            CommandFailure("\(error)", status: 2).exit()
        }
        if let unknown = UnknownCommand.message(for: arguments) {
            Console.write(unknown, to: .error)
            exit(UnknownCommand.status)
        }
        do {
            var command = try WidgettyCommand.parseAsRoot(arguments)
            try command.run()
        } catch let failure as CommandFailure {
            failure.exit()
        } catch {
            // ArgumentParser's own messages quote what was typed (`Unexpected argument '…'`):
            // they go out through the console too. Help and `--version` are clean exits, on stdout.
            let code = WidgettyCommand.exitCode(for: error)
            let message = WidgettyCommand.fullMessage(for: error)
            if !message.isEmpty { Console.write(message, to: code == .success ? .output : .error) }
            exit(code.rawValue)
        }
        exit(0)
    }

    /// One malloc arena for every thread. glibc gives each thread that allocates its own arena
    /// and keeps what is freed there: provider threads that read a 1 MiB script output each
    /// kept a megabyte (a soak's anonymous memory went from 4.5 to 10 MiB with faulty scripts;
    /// 4.7 with one arena). The threads are few and mostly asleep, so they never contend.
    /// Called by name, not looked up with `dlsym`: the release binary is a static executable that
    /// exports no symbols, where a look-up finds nothing. Returns whether glibc took the setting.
    @discardableResult
    static func useOneMallocArena() -> Bool {
        #if canImport(Glibc)
        let arenaMax: Int32 = -8  // M_ARENA_MAX, from <malloc.h>
        return glibcMallopt(arenaMax, 1) == 1
        #else
        return false
        #endif
    }

    /// Every widget kind this program offers: the author's first, so they can replace a built-in,
    /// then the built-ins, then the installed extensions' (``InstalledExtensionKinds``).
    static var registry: WidgetRegistry {
        WidgetRegistry(extraWidgets + BuiltinWidgets.all + InstalledExtensionKinds.all)
    }
}

#if canImport(Glibc)
/// glibc's `mallopt`, declared in <malloc.h>, which the Glibc module leaves out.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
