import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

@MainActor
@Suite struct SystemWidgetTests {
    static func stat(user: Int, idle: Int) -> String {
        // user nice system idle iowait irq softirq steal guest guest_nice
        """
        cpu  \(user) 0 100 \(idle) 50 0 0 0 7 7
        cpu0 \(user / 2) 0 50 \(idle / 2) 25 0 0 0 0 0
        cpu1 \(user / 2) 0 50 \(idle / 2) 25 0 0 0 0 0
        intr 12345
        """
    }

    static func makeProc(_ dir: FixtureDirectory) throws -> String {
        try dir.write("proc/stat", stat(user: 850, idle: 9000))
        try dir.write("proc/meminfo", """
            MemTotal:       16318412 kB
            MemFree:         1234567 kB
            MemAvailable:    9437184 kB
            SwapTotal:       2097148 kB
            SwapFree:        1048574 kB
            """)
        try dir.write("proc/loadavg", "0.52 0.58 0.59 1/123 4567\n")
        try dir.write("proc/uptime", "273900.55 500000.00\n")
        return dir.path + "/proc"
    }

    private func render(_ entry: SystemEntry, _ family: WidgetFamily) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("system"), entry: AnyTimelineEntry(entry), family: family,
                              height: 30, now: BuiltinHarness.sunday)
    }

    @Test func refreshesOnAWholeSecondSoItSharesTheClocksWakeUp() async throws {
        let dir = try FixtureDirectory()
        let root = try Self.makeProc(dir)
        let loadedAt = BuiltinHarness.sunday.addingTimeInterval(0.571)
        let provider = SystemProvider(now: { loadedAt }, store: SystemSampleStore(), environment: ["WIDGETTY_PROC_ROOT": root])
        let timeline = await provider.timeline(for: SystemIntent(), in: BuiltinHarness.context(.systemSmall))
        #expect(timeline.policy == .after(BuiltinHarness.sunday.addingTimeInterval(2)))
    }

    @Test func showsW1sLinesAndMeasuresCPUBetweenRefreshes() async throws {
        let dir = try FixtureDirectory()
        let root = try Self.makeProc(dir)
        let provider = SystemProvider(now: { BuiltinHarness.sunday }, store: SystemSampleStore(), environment: ["WIDGETTY_PROC_ROOT": root])
        let intent = SystemIntent()
        let first = await provider.timeline(for: intent, in: BuiltinHarness.context(.systemSmall))
        #expect(first.policy == .after(BuiltinHarness.sunday.addingTimeInterval(2)))
        // Since boot: busy 950 of 10000 ticks.
        let small = try render(try #require(first.entries.first), .systemSmall)
        #expect(small.trimmedLines == ["CPU     9.5 %", "Mem   6.6 / 15.6 GiB (42 %)", "Load  0.52 0.58 0.59"])

        // 300 busy and 700 idle ticks later: 30 %.
        try dir.write("proc/stat", Self.stat(user: 1150, idle: 9700))
        let second = try #require(await provider.timeline(for: intent, in: BuiltinHarness.context(.systemLarge)).entries.first)
        #expect(try render(second, .systemSmall).trimmedLines.first == "CPU    30.0 %")
        #expect(second.coreBusy == [30, 30])
        // Small entries carry no history; medium and large ones the samples so far, graphed.
        #expect(try #require(first.entries.first).cpuHistory.isEmpty)
        #expect(second.cpuHistory == [9.5, 30] && second.loadHistory == [0.52, 0.52] && second.memoryHistory.count == 2)
        let medium = try render(second, .systemMedium).trimmedLines
        #expect(medium[0].hasPrefix("CPU     30.0 %") && medium[1] == "2 cores")
        #expect(medium.contains { $0.hasPrefix("Mem       42 %") } && medium.contains { $0.hasPrefix("6.6/15.6 GiB") })
        #expect(medium.contains { $0.hasPrefix("Load      0.52") } && medium.contains { $0.hasPrefix("0.58 0.59") })
        // The load chart's scale is the cores (2): 0.52 is a quarter of its height, in both columns.
        #expect(medium.contains { $0.hasSuffix("██") })
        let large = BuiltinHarness.render(try BuiltinHarness.descriptor("system"), entry: AnyTimelineEntry(second), family: .systemLarge,
                                          width: 50, height: 30, now: BuiltinHarness.sunday).trimmedLines
        #expect(large[0].hasPrefix("Swap 1.0 / 2.0 GiB (50 %)") && large[0].hasSuffix("Up 3d 4h 5m"))
        #expect(large.suffix(2).allSatisfy { $0.hasPrefix("cpu") && $0.hasSuffix(" 30.0 %") })
    }

    @Test func theRootComesFromTheEnvironmentAndAMissingTreeIsReported() async throws {
        #expect(ProcRoot.proc(environment: ["WIDGETTY_PROC_ROOT": "/fake"]) == "/fake")
        #expect(ProcRoot.proc(environment: [:]) == "/proc")
        #expect(ProcRoot.sys(environment: ["WIDGETTY_SYS_ROOT": "/fake"]) == "/fake")
        let provider = SystemProvider(now: { BuiltinHarness.sunday }, store: SystemSampleStore(), environment: ["WIDGETTY_PROC_ROOT": "/nonexistent"])
        let entry = provider.entry(for: SystemIntent())
        #expect(try render(entry, .systemSmall).trimmedLines.joined(separator: " ") == "cannot read stat: No such file or directory")
    }

    @Test func answersAtOnceFromTheKernelsProcOnlyAndLikeTheUsualCall() async throws {
        let dir = try FixtureDirectory()
        let root = try Self.makeProc(dir)
        #expect(ProcRoot.isProcFileSystem("/proc"))
        #expect(!ProcRoot.isProcFileSystem(root))
        #expect(!ProcRoot.isProcFileSystem(dir.path + "/nonexistent"))
        let context = BuiltinHarness.context(.systemSmall)
        let loadedAt = BuiltinHarness.sunday.addingTimeInterval(0.571)
        let provider = SystemProvider(now: { loadedAt }, store: SystemSampleStore(), environment: [:])
        // A prepared directory might sit on a disk or a mount that waits: the usual call reads it.
        let prepared = SystemProvider(now: { loadedAt }, store: SystemSampleStore(), environment: ["WIDGETTY_PROC_ROOT": root])
        #expect(prepared.immediateTimeline(for: SystemIntent(), in: context) == nil)
        let kernel = try #require(provider.immediateTimeline(for: SystemIntent(), in: context))
        let entry = try #require(kernel.entries.first)
        #expect(entry.problem == nil && entry.memoryTotalKiB > 0)
        #expect(kernel.policy == .after(BuiltinHarness.sunday.addingTimeInterval(2)))
        // The widget hands the host its immediate answer.
        #expect(try BuiltinHarness.descriptor("system").source.immediateTimeline != nil)
    }

    @Test func readsTheRealProc() async throws {
        let provider = SystemProvider(store: SystemSampleStore(), environment: [:])
        let entry = provider.entry(for: SystemIntent())
        #expect(entry.problem == nil)
        #expect(entry.memoryTotalKiB > 0)
        #expect(entry.coreBusy.count == ProcessInfo.processInfo.activeProcessorCount)
    }
}
