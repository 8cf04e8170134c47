import Foundation
import WidgettyExtensionProtocol
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bundle's binary started by its author (`swift run MyWidgets [COMMAND …]`), not by a home
/// screen: it becomes the `widgetty` program — `$WIDGETTY_BINARY`, else the first `widgetty` on
/// `PATH` — run as `widgetty --extension-binary /path/to/MyWidgets COMMAND …`, which serves the
/// bundle's widgets from this same binary as a temporary extension (never installed). So the
/// bundle links no home screen of its own, and the author sees what an installed extension shows.
public enum DevelopmentLaunch {
    /// The environment variable that names the `widgetty` program to hand over to.
    public static let binaryVariable = "WIDGETTY_BINARY"

    /// Why the hand-over cannot happen: one line for the author.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The `widgetty` program to run: `WIDGETTY_BINARY` when set (it must be a program), else the
    /// first executable `widgetty` in `PATH`'s folders (an empty entry is the current folder).
    /// `bundle` is this program's name, for the message; `own` its own path, which is refused
    /// (a `WIDGETTY_BINARY` pointing at a bundle would hand over to itself for ever).
    public static func program(environment: [String: String], bundle: String, own: String?) -> Result<String, Failure> {
        let candidate: String
        if let chosen = environment[binaryVariable], !chosen.isEmpty {
            guard isProgram(chosen) else {
                return .failure(Failure(description: "\(bundle): \(binaryVariable)=\(chosen) is not a program: point it at an installed widgetty"))
            }
            candidate = chosen
        } else {
            let folders = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false).map { $0.isEmpty ? "." : String($0) }
            guard let found = folders.map({ $0 + "/widgetty" }).first(where: isProgram) else {
                return .failure(Failure(description: "\(bundle): no widgetty on PATH to show these widgets: install Widgetty (`make install` in its checkout) or set \(binaryVariable) to its program"))
            }
            candidate = found
        }
        if let own, resolved(candidate) == resolved(own) {
            return .failure(Failure(description: "\(bundle): \(candidate) is this bundle, not widgetty: set \(binaryVariable) to an installed widgetty"))
        }
        return .success(candidate)
    }

    /// The argument vector of the hand-over: `widgetty --extension-binary OWN ARGUMENTS…`.
    public static func arguments(program: String, own: String, passing arguments: [String]) -> [String] {
        [program, ExtensionProtocol.extensionBinaryOption, own] + arguments
    }

    /// Replaces this process with `widgetty` serving this bundle (the terminal, the process id and
    /// the exit status stay), or says why not on stderr and exits 2.
    public static func run() -> Never {
        let own = ownPath()
        let bundle = URL(fileURLWithPath: own ?? CommandLine.arguments.first ?? "widgets").lastPathComponent
        switch program(environment: ProcessInfo.processInfo.environment, bundle: bundle, own: own) {
        case .failure(let failure):
            fail(failure.description)
        case .success(let program):
            guard let own else { fail("\(bundle): cannot find this program's own file (/proc/self/exe) to hand to widgetty") }
            let vector = arguments(program: program, own: own, passing: Array(CommandLine.arguments.dropFirst()))
            var pointers = vector.map { strdup($0) }
            pointers.append(nil)
            execv(program, pointers)
            fail("\(bundle): could not run \(program): \(String(cString: strerror(errno)))")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((ConsoleText.safe(message) + "\n").utf8))
        exit(2)
    }

    /// This program's own file, as the kernel knows it.
    private static func ownPath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    private static func isProgram(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
