import Foundation
import Synchronization
import Testing
@testable import WidgettyExtensionHost
import WidgettyExtensionProtocol

/// The home screen's side of an extension, with the fixture bundle's real binary: its healthy
/// widget answers; the others trap, hang, take 200 MiB or spin, and each ends the process with
/// its reason, leaving nothing behind.
@Suite(.serialized) struct ExtensionHostProcessTests {
    static func process(_ budgets: ExtensionProcess.Budgets = ExtensionProcess.Budgets(), now: @escaping @Sendable () -> Date = { Date() })
        -> ExtensionProcess
    {
        ExtensionProcess(
            executable: ExtensionProcessTests.fixture, environment: ["HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            budgets: budgets, now: now, sleep: { _ in try await Task.sleep(for: .seconds(3600)) })
    }

    static func timeline(_ kind: String, id: Int = 1) throws -> Data {
        try ExtensionProtocol.encode(ExtensionRequest(id: id, .timeline(ProviderRequest(
            kind: kind, family: .systemSmall, size: CellSize(columns: 12, rows: 2), now: Date(timeIntervalSinceReferenceDate: 812_000_000),
            environment: RenderEnvironment(locale: "en_GB", timeZone: "UTC")))))
    }

    /// Whether a process with this id is alive (a zombie counts: it was not reaped).
    static func exists(_ pid: Int32) -> Bool { FileManager.default.fileExists(atPath: "/proc/\(pid)") }

    static func failure(of process: ExtensionProcess, _ request: Data, timeout: Duration = .seconds(20)) async -> ExtensionCallFailure? {
        do {
            _ = try await process.exchange(request, timeout: timeout)
            return nil
        } catch {
            return error
        }
    }

    /// Requests asked at once (a placeholder and a timeline, a swap's reload beside a load in
    /// flight) are answered one after the other, each with its own reply.
    @Test func requestsAskedAtOnceAreAnsweredInTurn() async throws {
        let process = Self.process()
        let ids = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for id in 1...4 {
                let request = try Self.timeline("chatter", id: id)
                group.addTask {
                    let reply = try await process.exchange(request, timeout: .seconds(20))
                    return (id, try ExtensionProtocol.decode(ExtensionReply.self, from: reply).id)
                }
            }
            return try await group.reduce(into: [(Int, Int)]()) { $0.append($1) }
        }
        #expect(ids.count == 4)
        #expect(ids.allSatisfy { $0.0 == $0.1 }, "each request gets its own reply: \(ids)")
        await process.stop()
    }

    @Test func aHealthyWidgetAnswersAndTheProcessStaysForTheNext() async throws {
        let process = Self.process()
        let reply = try await process.exchange(Self.timeline("chatter"), timeout: .seconds(20))
        let decoded = try ExtensionProtocol.decode(ExtensionReply.self, from: reply)
        guard case .entries(let entries) = decoded.message else { Issue.record("\(decoded)"); return }
        #expect(entries.entries.count == 1)
        guard case .running(let pid) = await process.state else { Issue.record("not running"); return }
        _ = try await process.exchange(Self.timeline("chatter", id: 2), timeout: .seconds(20))
        #expect(await process.state == .running(pid: pid), "one process answers both")
        await process.stop()
        #expect(!Self.exists(pid), "stopped and reaped")
        #expect(await process.state == .idle)
    }

    /// A bundle's widgets ask at once (three widgets of one bundle on a screen): each request
    /// gets its own reply, never another's, from the one process.
    @Test func requestsAskedAtOnceEachGetTheirOwnReply() async throws {
        let process = Self.process()
        let ids = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for id in 1...12 {
                group.addTask {
                    let reply = try await process.exchange(Self.timeline("chatter", id: id), timeout: .seconds(20))
                    return (id, try ExtensionProtocol.decode(ExtensionReply.self, from: reply).id)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(ids.count == 12)
        #expect(ids.allSatisfy { $0.0 == $0.1 }, "replies to other requests: \(ids.filter { $0.0 != $0.1 })")
        await process.stop()
    }

    /// A request whose caller gave up while an earlier one was answered is never sent.
    @Test func aRequestGivenUpWhileWaitingItsTurnIsNotSent() async throws {
        let process = Self.process()
        let hanging = Task { await Self.failure(of: process, try! Self.timeline("hang"), timeout: .seconds(2)) }
        try await Task.sleep(for: .milliseconds(300))
        let waiting = Task { await Self.failure(of: process, try! Self.timeline("chatter", id: 2)) }
        try await Task.sleep(for: .milliseconds(100))
        waiting.cancel()
        #expect(await hanging.value == .timedOut(seconds: 2))
        #expect(await waiting.value == .cancelled)
        await process.stop()
    }

    @Test func aTrapIsACrashWithSwiftsMessageAndItsPlace() async throws {
        let process = Self.process()
        let failure = await Self.failure(of: process, try Self.timeline("trap"))
        let text = try #require(failure).description
        // Swift names the place that trapped: for an index out of range, the standard library's.
        #expect(text.hasPrefix("crashed: Fatal error: Index out of range — "), "\(text)")
        #expect(text.range(of: #"\.swift:[0-9]+$"#, options: .regularExpression) != nil, "\(text)")
        #expect(await process.state == .failing(reason: text, crashes: 1))
    }

    @Test func aProviderThatNeverAnswersIsKilledAtItsTimeLimitAndReaped() async throws {
        let process = Self.process()
        _ = try await process.exchange(Self.timeline("chatter"), timeout: .seconds(20))
        guard case .running(let pid) = await process.state else { Issue.record("not running"); return }
        let started = Date()
        let failure = await Self.failure(of: process, try Self.timeline("hang"), timeout: .seconds(1))
        #expect(failure == .timedOut(seconds: 1))
        #expect(failure?.description == "killed: no answer in 1 s")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(!Self.exists(pid), "killed and reaped, not abandoned")
    }

    @Test func overItsMemoryBudgetItIsKilled() async throws {
        let process = Self.process()
        let failure = await Self.failure(of: process, try Self.timeline("hog"))
        #expect(failure == .overMemoryBudget(mebibytes: 64))
        #expect(failure?.description == "killed: over its memory budget (64 MiB)")
    }

    @Test func overItsProcessorBudgetForOneRequestItIsKilled() async throws {
        var budgets = ExtensionProcess.Budgets()
        budgets.processorSecondsPerRequest = 0.5
        let process = Self.process(budgets)
        let failure = await Self.failure(of: process, try Self.timeline("spin"))
        #expect(failure == .overCPUBudget(seconds: 0))
    }

    @Test func afterAFailureItWaitsItsBackoffAndRepeatedCrashesDisableIt() async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var budgets = ExtensionProcess.Budgets()
        budgets.crashesBeforeDisabling = 3
        let process = Self.process(budgets, now: { clock.withLock { $0 } })
        let trap = try Self.timeline("trap")
        #expect(await Self.failure(of: process, trap)?.description.hasPrefix("crashed:") == true)
        // At once: no start, the last reason.
        let waiting = await Self.failure(of: process, try Self.timeline("chatter"))
        guard case .backingOff(let last) = waiting else { Issue.record("\(String(describing: waiting))"); return }
        #expect(last.hasPrefix("crashed: Fatal error"))
        clock.withLock { $0 += 1.5 }  // past the first backoff (1 s)
        #expect(await Self.failure(of: process, trap)?.description.hasPrefix("crashed:") == true)
        clock.withLock { $0 += 1.5 }  // the second backoff is 2 s
        #expect(await Self.failure(of: process, trap).map { if case .backingOff = $0 { true } else { false } } == true)
        clock.withLock { $0 += 1 }
        #expect(await Self.failure(of: process, trap)?.description.hasPrefix("crashed:") == true)
        let disabled = await Self.failure(of: process, try Self.timeline("chatter"))
        #expect(disabled?.description.hasPrefix("disabled after repeated crashes") == true)
        guard case .disabled = await process.state else { Issue.record("not disabled"); return }
        await process.reset()
        #expect(try await process.exchange(Self.timeline("chatter"), timeout: .seconds(20)).isEmpty == false)
        await process.stop()
    }

    @Test func anIdleProcessIsEnded() async throws {
        let wake = AsyncStream<Void>.makeStream()
        let waits = Mutex(0)
        var budgets = ExtensionProcess.Budgets()
        budgets.idleExit = .seconds(10)
        let process = ExtensionProcess(
            executable: ExtensionProcessTests.fixture, environment: ["HOME": NSTemporaryDirectory()], budgets: budgets,
            sleep: { _ in
                waits.withLock { $0 += 1 }
                for await _ in wake.stream { return }
            })
        _ = try await process.exchange(Self.timeline("chatter"), timeout: .seconds(20))
        guard case .running(let pid) = await process.state else { Issue.record("not running"); return }
        for _ in 0..<1000 where waits.withLock({ $0 }) == 0 { await Task.yield() }
        wake.continuation.yield()
        for _ in 0..<2000 where await process.state != .idle { try await Task.sleep(for: .milliseconds(5)) }
        #expect(await process.state == .idle)
        #expect(!Self.exists(pid), "ended and reaped")
    }
}

@Suite struct CrashReasonTests {
    @Test func swiftsTrapLineBecomesTheMessageAndThePlace() {
        let tail = "starting\nsome log line\n/home/me/MyWidgets/Sources/MyWidgets/MyWidget.swift:42: Fatal error: Unexpectedly found nil\n"
        #expect(CrashReason.describe(standardErrorTail: tail, waitStatus: 4) == "Fatal error: Unexpectedly found nil — MyWidget.swift:42")
        #expect(CrashReason.describe(standardErrorTail: "Fatal error: boom", waitStatus: 5) == "Fatal error: boom")
        let two = "A.swift:1: Fatal error: first\nB.swift:2: Fatal error: second\n"
        #expect(CrashReason.describe(standardErrorTail: two, waitStatus: 4) == "Fatal error: second — B.swift:2", "the last one")
    }

    @Test func withoutATrapTheSignalOrTheStatusIsTheReason() {
        #expect(CrashReason.describe(standardErrorTail: "", waitStatus: 11) == "killed by SIGSEGV")
        #expect(CrashReason.describe(standardErrorTail: "bye\n", waitStatus: 3 << 8) == "exited with status 3")
        #expect(CrashReason.describe(standardErrorTail: "", waitStatus: 0) == "exited with status 0")
    }

    /// What Swift's backtracer writes for an optimised build's trap (no message of its own):
    /// the headline, then the crashed thread's frames, the standard library's marked [system].
    static let optimisedTrap = """
        widget log line

        *** Signal 4: Backtracing from 0x55d0c0a1b2c3... done ***

        *** Program crashed: Illegal instruction at 0x000055d0c0a1b2c3 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 2 "worker" crashed:

          0 [inlined] [system] 0x000055d0c0a1b2c3 specialized Array.subscript.getter in Tides at //<compiler-generated>
          1 [inlined]          0x000055d0c0a1b2c3 TideEntryView.body.getter in Tides at /src/Tides/Sources/Tides/TideWidget.swift:57:21
          2                    0x000055d0c0a1b2c3 closure #1 in TideWidget.body.getter + 88 in Tides at /src/Tides/Sources/Tides/TideWidget.swift:80:9
        ...

        """

    @Test func anOptimisedTrapIsNamedByTheBacktracersHeadlineAndItsFirstOwnFrame() {
        #expect(CrashReason.describe(standardErrorTail: Self.optimisedTrap, waitStatus: 4)
            == "Illegal instruction in Array.subscript.getter, from TideEntryView.body.getter — TideWidget.swift:57")
        let ownCode = """
            *** Program crashed: Bad pointer dereference at 0x0000000000000010 ***
            Thread 0 crashed:
              0 0x000000000040aa10 Gauge.needle() + 12 in Meters at /w/Meters/Gauge.swift:9:5
            """
        #expect(CrashReason.describe(standardErrorTail: ownCode, waitStatus: 11) == "Bad pointer dereference in Gauge.needle() — Gauge.swift:9")
        let noSymbols = "*** Program crashed: Illegal instruction at 0x1 ***\nThread 0 crashed:\n  0 0x0000000000000001 in Meters\n"
        #expect(CrashReason.describe(standardErrorTail: noSymbols, waitStatus: 4) == "Illegal instruction")
    }

    @Test func aTrapMessageTakesItsPlaceFromTheBacktraceNotTheStandardLibrary() {
        let debug = "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n" + Self.optimisedTrap
        #expect(CrashReason.describe(standardErrorTail: debug, waitStatus: 4) == "Fatal error: Index out of range — TideWidget.swift:57")
    }

    /// A crash whose report did not come keeps the reason an earlier crash of the streak gave.
    @Test func aCrashAgainKeepsTheReasonTheFirstGave() {
        let first = ExtensionCallFailure.crashed("Illegal instruction in Gauge.needle() — Gauge.swift:9")
        #expect(ExtensionCallFailure.crashed("killed by SIGILL").keepingTheReason(of: first) == first)
        #expect(ExtensionCallFailure.crashed("Fatal error: boom — A.swift:1").keepingTheReason(of: first) == .crashed("Fatal error: boom — A.swift:1"))
        #expect(ExtensionCallFailure.timedOut(seconds: 15).keepingTheReason(of: first) == .timedOut(seconds: 15))
        #expect(ExtensionCallFailure.crashed("killed by SIGSEGV").keepingTheReason(of: nil) == .crashed("killed by SIGSEGV"))
    }

    @Test func extensionsAreAskedForACrashReportUnlessTheUserSetOne() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let asked = try #require(CrashReports.environment(["PATH": path])["SWIFT_BACKTRACE"])
        #expect(asked.hasPrefix("enable=yes,interactive=no,color=no,threads=crashed"))
        if let backtracer = CrashReports.backtracer(path: path) {
            #expect(asked.hasSuffix(",swift-backtrace=" + backtracer))
            #expect(FileManager.default.isExecutableFile(atPath: backtracer))
        }
        #expect(CrashReports.environment(["SWIFT_BACKTRACE": "enable=no"])["SWIFT_BACKTRACE"] == "enable=no")
        #expect(CrashReports.backtracer(path: "/nonexistent:") == nil)
    }
}
