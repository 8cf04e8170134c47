#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// `os_unfair_lock`, as `<os/lock.h>` has it: a lock used through a pointer to memory of its own
// (`let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)`,
// `lock.initialize(to: os_unfair_lock())`). Here it is a POSIX mutex; `os_unfair_lock()` is
// its static initialiser (all zeros). Everything is emitted into the caller, so code that uses
// it (swift-argument-parser does, when `canImport(os)` sees this module) links nothing of `os`.
#if canImport(Glibc) || canImport(Musl)
    /// The lock, as `os_unfair_lock`: a POSIX mutex, unlocked when made with `os_unfair_lock()`.
    public typealias os_unfair_lock = pthread_mutex_t
    /// A pointer to a lock, as `os_unfair_lock_t`.
    public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

    /// Waits for the lock and takes it.
    @_alwaysEmitIntoClient
    public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(lock) }

    /// Takes the lock if it is free; whether it did.
    @_alwaysEmitIntoClient
    public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { pthread_mutex_trylock(lock) == 0 }

    /// Gives the lock back.
    @_alwaysEmitIntoClient
    public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(lock) }

    /// Accepted: a POSIX mutex does not know its owner.
    @_alwaysEmitIntoClient
    public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

    /// Accepted.
    @_alwaysEmitIntoClient
    public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
#endif
