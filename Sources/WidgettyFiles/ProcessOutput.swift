import Foundation

/// What a finished child process printed and how it ended.
public struct ProcessOutput: Hashable, Sendable {
    /// One of the two streams a child writes.
    public enum Stream: Hashable, Sendable, CustomStringConvertible {
        case standardOutput, standardError

        public var description: String { self == .standardOutput ? "standard output" : "standard error" }
    }

    /// A stream that went past its budget: the child was killed there and the stream dropped.
    public struct Overflow: Hashable, Sendable, CustomStringConvertible {
        public var stream: Stream
        /// The budget, in bytes.
        public var limit: Int

        public init(stream: Stream, limit: Int) {
            self.stream = stream
            self.limit = limit
        }

        /// `more than 1.0 MiB on standard error`: what follows a program's name in a reason.
        public var description: String { "more than \(ByteCount.text(Int64(limit))) on \(stream)" }
    }

    public var status: Int32
    /// Standard output's bytes as they came (a program may write more than text).
    public var standardOutputBytes: [UInt8]
    /// Standard output as UTF-8 text (invalid sequences replaced).
    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    public var standardError: String
    public var timedOut: Bool
    /// The stream that went past its budget, if one did (the child was killed, the stream dropped).
    public var overflow: Overflow?
    /// A stream went past its budget.
    public var overflowed: Bool { overflow != nil }

    public var succeeded: Bool { status == 0 && !timedOut && !overflowed }

    /// `NAME printed more than 1.0 MiB on standard output`, when a stream went past its budget:
    /// the one wording of this reason for every caller.
    public func overflowReason(program name: String) -> String? {
        overflow.map { "\(name) printed \($0)" }
    }

    public init(status: Int32, standardOutput: String, standardError: String, timedOut: Bool, overflow: Overflow? = nil) {
        self.init(status: status, standardOutputBytes: Array(standardOutput.utf8), standardError: standardError,
                  timedOut: timedOut, overflow: overflow)
    }

    public init(status: Int32, standardOutputBytes: [UInt8], standardError: String, timedOut: Bool, overflow: Overflow? = nil) {
        self.status = status
        self.standardOutputBytes = standardOutputBytes
        self.standardError = standardError
        self.timedOut = timedOut
        self.overflow = overflow
    }
}
