import CFileSystemType
import Foundation
import Synchronization

/// Where `/proc` (or `/sys`) is read from: an environment variable, else the real one, so tests
/// and containers can point the system widgets at a prepared tree (not a setting of the widgets:
/// nobody using them has another `/proc`).
enum ProcRoot {
    /// The most read of one file under a proc or sys root that is not the kernel's own (a
    /// prepared directory, a path configured to anything): 1 MiB. The kernel's `stat`,
    /// `meminfo`, `mounts` or a power supply's `status` take a few KiB.
    static let fileLimit = 1024 * 1024

    /// `$WIDGETTY_PROC_ROOT` when set, else `/proc`.
    static func proc(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        resolve(variable: "WIDGETTY_PROC_ROOT", fallback: "/proc", environment: environment)
    }

    /// `$WIDGETTY_SYS_ROOT` when set, else `/sys`.
    static func sys(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        resolve(variable: "WIDGETTY_SYS_ROOT", fallback: "/sys", environment: environment)
    }

    /// The proc root (as ``proc(environment:)``) when it is the kernel's proc file system, whose
    /// files a provider may read on the drawing thread; nil otherwise.
    static func kernelProc(environment: [String: String]) -> String? {
        let root = proc(environment: environment)
        return isProcFileSystem(root) ? root : nil
    }

    /// Whether `path` is on the kernel's proc file system, whose files (`stat`, `meminfo`,
    /// `net/dev`…) are made from the kernel's memory when read and never wait on a disk or a
    /// network (false for an ordinary directory, and when `path` cannot be examined). Asked of
    /// the file system once per path: a widget refreshing every 2 s asks each time.
    static func isProcFileSystem(_ path: String) -> Bool {
        if let known = fileSystemIsProc.withLock({ $0[path] }) { return known }
        var info = statfs()
        let isProc = statfs(path, &info) == 0 && info.f_type == procSuperMagic
        fileSystemIsProc.withLock { $0[path] = isProc }
        return isProc
    }

    private static let fileSystemIsProc = Mutex<[String: Bool]>([:])

    /// `PROC_SUPER_MAGIC` of `<linux/magic.h>`.
    private static let procSuperMagic = 0x9fa0

    private static func resolve(variable: String, fallback: String, environment: [String: String]) -> String {
        if let value = environment[variable], !value.isEmpty { return value }
        return fallback
    }
}
