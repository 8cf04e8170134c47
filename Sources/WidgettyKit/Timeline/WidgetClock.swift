import Foundation

/// The time as widgets see it. A provider that asks `WidgetClock.now` instead of `Date()` gets the
/// home screen's clock while the host calls it: the real time on the home screen, the virtual time
/// in tests and in `widgetty preview` when the author jumps the clock. Outside a host call it is
/// the system's time. (WidgetKit has no such thing; `Date()` keeps working as it does there.)
public enum WidgetClock {
    /// A source of the current time that the host lends to the provider calls it makes.
    public final class Source: Sendable {
        let read: @Sendable () -> Date
        /// A source reading the time from `read`: a virtual clock in tests, a jumped one in
        /// `preview`.
        public init(_ read: @escaping @Sendable () -> Date) { self.read = read }
    }

    /// The host's clock for the provider call in progress (set by the host, per task). A class
    /// instance rather than a bare closure: release builds of Swift 6.3 crash pushing a task-local
    /// whose value is an optional closure.
    @TaskLocal public static var host: Source?

    /// The current time: the host's during a host call, else the system's.
    public static var now: Date { host?.read() ?? Date() }
}
