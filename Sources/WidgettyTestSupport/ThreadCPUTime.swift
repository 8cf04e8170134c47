import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processor time the calling thread spends in `body`: what a piece of drawing work costs
/// the thread that does it, unlike wall time, which a parallel test run or another build on the
/// same cores stretches.
public enum ThreadCPUTime {
    public static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }

    private static func now() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
    }
}
