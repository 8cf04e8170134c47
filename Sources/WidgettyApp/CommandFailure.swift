import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a command stops, and the one way every command fails: the message is printed as
/// `widgetty: MESSAGE` on standard error and the process exits with `status` — 1 for a problem
/// with what was asked (an unknown widget, a home file with problems, no running screen), 2 for
/// something that cannot be read or used at all. Commands that return to ArgumentParser throw
/// it (`WidgettyProgram` prints it); those that run a loop of their own call ``exit()``.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }

    var description: String { message }

    /// Prints the message on standard error (one write, no buffering: the program may be about
    /// to end); the status to exit with.
    @discardableResult
    func report() -> Int32 {
        Console.write("widgetty: \(message)", to: .error)
        return status
    }

    /// Prints the message and ends the process with the status.
    func exit() -> Never {
        Glibc.exit(report())
    }
}
