import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a child of the home screen starts, as far as signals go: nothing blocked and the given
/// signals (all when none are named) at their default dispositions, since the host blocks and
/// ignores signals it handles itself and a child must not inherit that; optionally in a process
/// group of its own, so a timeout can stop everything it started.
public enum ChildSignals {
    /// Sets `attributes` (already initialised) for such a child.
    public static func configure(_ attributes: inout posix_spawnattr_t, defaults signals: [Int32]? = nil, newProcessGroup: Bool = false) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        if let signals {
            sigemptyset(&defaults)
            for signal in signals { sigaddset(&defaults, signal) }
        } else {
            sigfillset(&defaults)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
    }
}
