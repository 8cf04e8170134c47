import Foundation

// Dispatch's time units, as `<dispatch/time.h>` has them on Apple's systems (Linux's Dispatch
// leaves them out): `.now() + .nanoseconds(Int(2 * NSEC_PER_SEC))`, `Task.sleep(nanoseconds: 500 * NSEC_PER_MSEC)`.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
