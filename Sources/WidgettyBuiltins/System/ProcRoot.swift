import CFileSystemType
import Foundation

/// Where `/proc` (or `/sys`) is read from: a parameter, else an environment variable, else the
/// real one, so tests and containers can point the system widgets at a prepared tree.
enum ProcRoot {
    /// `parameter` when set, else `$WIDGETTY_PROC_ROOT`, else `/proc`.
    static func proc(_ parameter: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        resolve(parameter, variable: "WIDGETTY_PROC_ROOT", fallback: "/proc", environment: environment)
    }

    /// `parameter` when set, else `$WIDGETTY_SYS_ROOT`, else `/sys`.
    static func sys(_ parameter: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        resolve(parameter, variable: "WIDGETTY_SYS_ROOT", fallback: "/sys", environment: environment)
    }

    /// Whether `path` is on the kernel's proc file system, whose files (`stat`, `meminfo`,
    /// `net/dev`…) are made from the kernel's memory when read and never wait on a disk or a
    /// network (false for an ordinary directory, and when `path` cannot be examined).
    static func isProcFileSystem(_ path: String) -> Bool {
        var info = statfs()
        guard statfs(path, &info) == 0 else { return false }
        return info.f_type == procSuperMagic
    }

    /// `PROC_SUPER_MAGIC` of `<linux/magic.h>`.
    private static let procSuperMagic = 0x9fa0

    private static func resolve(_ parameter: String, variable: String, fallback: String, environment: [String: String]) -> String {
        let given = PathExpansion.expand(parameter, environment: environment)
        if !given.isEmpty { return given }
        if let value = environment[variable], !value.isEmpty { return value }
        return fallback
    }
}
