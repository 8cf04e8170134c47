import Synchronization

/// Collects the suites a piece of code reads from the shared store. The scheduler sets one as a
/// task-local value around each timeline load, so the home screen knows which widgets read which
/// suite and reloads only those when a suite changes. Reads in child tasks (`async let`, task
/// groups) are recorded too; reads from detached tasks or other threads are not.
public final class SuiteReadRecorder: Sendable {
    /// The recorder of the task being run, if the scheduler set one; ``SharedDefaults`` reads note
    /// their suite in it.
    @TaskLocal public static var current: SuiteReadRecorder?

    private let suites = Mutex<Set<String>>([])

    /// An empty recorder.
    public init() {}

    /// Notes that `suite` was read.
    public func record(_ suite: String) {
        suites.withLock { _ = $0.insert(suite) }
    }

    /// The suites read so far.
    public var recorded: Set<String> { suites.withLock { $0 } }
}
