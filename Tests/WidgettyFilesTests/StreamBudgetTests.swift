import Foundation
import Testing
import WidgettyFiles

/// Every stream is read under a budget that holds at the read: a child's standard output and
/// standard error, a descriptor read whole (standard input, a socket, a pipe). Each is fed far
/// more than its budget, without end, and must stop at it with a reason. (An endless stream
/// that ends the read has not been held whole; the test process's peak memory is shared with
/// every suite running beside it, so the end-to-end suite measures the program's own.)
@Suite struct StreamBudgetTests {
    @Test func endlessStandardErrorStopsAtItsBudgetAndKillsTheChild() async throws {
        let output = try await ProcessRunner.run("/bin/sh", ["-c", "yes 'an endless complaint' >&2"],
                                                 timeout: 60, errorLimit: 64 << 10).get()
        #expect(output.overflow == ProcessOutput.Overflow(stream: .standardError, limit: 64 << 10))
        #expect(output.overflowReason(program: "sh") == "sh printed more than 64.0 KiB on standard error")
        #expect(!output.succeeded)
        // Stopped by the budget (killed: 128 + SIGKILL), not by the timeout; nothing of it kept.
        #expect(!output.timedOut)
        #expect(output.status == 128 + SIGKILL)
        #expect(output.standardError.isEmpty)
    }

    @Test func standardErrorHasABudgetWhenTheCallerNamesNone() async throws {
        let output = try await ProcessRunner.run("/bin/sh", ["-c", "head -c 5000000 /dev/zero >&2"], timeout: 30).get()
        #expect(output.overflow?.stream == .standardError)
        #expect(output.overflow?.limit == ProcessRunner.defaultErrorLimit)
        #expect(output.standardError.isEmpty)
    }

    @Test func endlessStandardOutputStopsAtItsBudgetWhenTheCallerNamesNone() async throws {
        let output = try await ProcessRunner.run("/bin/sh", ["-c", "cat /dev/zero"], timeout: 60).get()
        #expect(output.overflow == ProcessOutput.Overflow(stream: .standardOutput, limit: ProcessRunner.defaultOutputLimit))
        #expect(output.overflowReason(program: "cat") == "cat printed more than 1.0 MiB on standard output")
        #expect(output.standardOutputBytes.isEmpty)
        #expect(!output.timedOut)
    }

    @Test func aGrandchildFloodingBothStreamsIsStoppedWithItsGroup() async throws {
        // The flood comes from a process in the background that outlives the shell.
        let output = try await ProcessRunner.run(
            "/bin/sh", ["-c", "(cat /dev/zero >&2 &) ; (yes &) ; sleep 120"], timeout: 60, outputLimit: 1000, errorLimit: 1000).get()
        #expect(output.overflowed)
        #expect(!output.timedOut, "the group was not stopped at the budget")
    }

    @Test func outputExactlyAtTheBudgetIsKept() async throws {
        let output = try await ProcessRunner.run("/bin/sh", ["-c", "head -c 1000 /dev/zero; head -c 500 /dev/zero >&2"],
                                                 outputLimit: 1000, errorLimit: 500).get()
        #expect(output.succeeded)
        #expect(output.standardOutputBytes.count == 1000)
        #expect(output.standardError.utf8.count == 500)
        let over = try await ProcessRunner.run("/bin/sh", ["-c", "head -c 501 /dev/zero >&2"], errorLimit: 500).get()
        #expect(over.overflow?.stream == .standardError)
    }

    @Test func anEndlessDescriptorStopsOnePastItsBudget() throws {
        let descriptor = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(BoundedStream.readToEnd(descriptor, limit: 1 << 20) == .failure(.tooLarge(limit: 1 << 20)))
        // A size that lies (a huge `expected`) allocates no more than the budget (else this traps).
        #expect(BoundedStream.readToEnd(descriptor, expected: Int.max, limit: 4096) == .failure(.tooLarge(limit: 4096)))
        #expect(BoundedStream.Failure.tooLarge(limit: 1 << 20).description == "more than 1.0 MiB")
    }

    @Test func aPipeIsReadToItsEndWithinTheBudget() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        let bytes = [UInt8]((0..<10_000).map { UInt8(truncatingIfNeeded: $0) })
        let writer = fds[1]
        let sent = Thread {
            _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            close(writer)
        }
        sent.start()
        defer { close(fds[0]) }
        #expect(BoundedStream.readToEnd(fds[0], limit: 10_000) == .success(bytes))
    }
}
