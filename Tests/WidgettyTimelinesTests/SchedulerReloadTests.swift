import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// Explicit reloads: coalescing, awaiting, by kind and by instance, and through WidgetCenter.
@MainActor
@Suite(.serialized) struct SchedulerReloadTests {
    /// A provider that takes 3 virtual seconds to answer.
    func addSlow(_ id: WidgetInstanceID, kind: String = "slow", to harness: SchedulerHarness) throws -> SchedulerCallCounter {
        let clock = harness.clock
        let counter = SchedulerCallCounter()
        let script = harness.script { _, _ in .entries([(0, "x")], .never) }
        var descriptor = try #require(AnyWidgetDescriptor.scripted(kind: kind, script: script))
        let source = descriptor.source
        descriptor.source = WidgetTimelineSource(
            placeholder: source.placeholder,
            snapshot: source.snapshot,
            timeline: { context, values in
                let start = clock.now
                counter.record(start)
                try await clock.sleep(until: start.addingTimeInterval(3))
                return AnyTimeline(entries: [AnyTimelineEntry(SchedulerTestEntry(date: clock.now, label: "at \(clock.now)"))], policy: .never)
            }
        )
        harness.runtime.register(id, descriptor: descriptor, family: .systemSmall, displaySize: .init(width: 20, height: 8))
        return counter
    }

    @Test func requestsDuringAReloadCoalesceIntoOneFollowUp() async throws {
        let harness = SchedulerHarness()
        let counter = try addSlow("w", to: harness)
        await harness.advance(to: 1)
        harness.runtime.requestReload("w")
        harness.runtime.requestReload("w")
        await harness.advance(to: 2)
        harness.runtime.requestReload("w")
        await harness.advance(to: 20)
        #expect(counter.dates.map(harness.offset) == [0, 3])
    }

    @Test func anAwaitedReloadReturnsTheInstancesThatReloaded() async throws {
        let harness = SchedulerHarness()
        let one = try addSlow("one", kind: "slow", to: harness)
        let two = try addSlow("two", kind: "slow", to: harness)
        let other = try addSlow("other", kind: "other", to: harness)
        await harness.advance(to: 10)
        let waiting = Task { await harness.runtime.reload(kind: "slow") }
        await harness.clock.settle()
        await harness.advance(to: 20)
        #expect(await waiting.value == ["one", "two"])
        #expect(one.dates.map(harness.offset) == [0, 10])
        #expect(two.dates.map(harness.offset) == [0, 10])
        #expect(other.dates.map(harness.offset) == [0])
    }

    @Test func anAwaitedReloadDuringALoadWaitsForTheFollowUp() async throws {
        let harness = SchedulerHarness()
        let counter = try addSlow("w", to: harness)
        await harness.advance(to: 1)
        let waiting = Task { await harness.runtime.reload(instance: "w") }
        await harness.clock.settle()
        await harness.advance(to: 4)
        #expect(counter.dates.map(harness.offset) == [0, 3])
        await harness.advance(to: 6)
        #expect(await waiting.value)
        #expect(await harness.runtime.reload(instance: "missing") == false)
    }

    @Test func widgetCenterForwardsToTheInstalledBackend() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in .entries([(0, "e\(call)")], .never) }
        harness.add("w", kind: "clock", script: script)
        await harness.advance(to: 5)
        let center = WidgetCenter.shared
        center.install(backend: RuntimeWidgetCenterBackend(runtime: harness.runtime))
        defer { center.install(backend: nil) }

        let infos = try await center.currentConfigurations()
        #expect(infos.map(\.kind) == ["clock"])
        #expect(infos.map(\.id) == ["w"])
        #expect(infos.first?.family == .systemSmall)

        let waiting = Task { await center.reloadTimelinesAndWait(ofKind: "clock") }
        await harness.clock.settle()
        #expect(await waiting.value == ["w"])
        #expect(script.calls.map(harness.offset) == [0, 5])
        #expect(harness.label("w") == "e1")

        center.reloadTimelines(ofKind: "clock")
        await harness.clock.settle()
        await harness.advance(to: 6)
        #expect(script.calls.map(harness.offset) == [0, 5, 5])
    }

    @Test func manyWidgetsDueAtOneInstantCostOneRepaint() async throws {
        let harness = SchedulerHarness()
        let ids = (0..<200).map { WidgetInstanceID("w\($0)") }
        for id in ids {
            harness.add(id, script: harness.script { _, _ in .entries([(0, "a"), (10, "b")], .never) })
        }
        await harness.advance(to: 30)
        let atTen = harness.recorder.repaintBatches.filter { $0.time == 10 }
        #expect(atTen.count == 1)
        #expect(Set(atTen.first?.ids ?? []) == Set(ids))
    }

    @Test func theLastTimelineIsCachedOnDiskAndPaintsAtOnceOnRestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = TimelineCache(directory: directory)

        let first = SchedulerHarness(cache: cache)
        let script = first.script { call, _ in .entries([(0, "run\(call)"), (100, "later")], .never) }
        first.add("w", script: script)
        await first.advance(to: 1)
        #expect(FileManager.default.fileExists(atPath: cache.file(for: "w").path))

        let second = SchedulerHarness(origin: first.origin.addingTimeInterval(10), cache: cache)
        let hanging = second.script { _, _ in .hang }
        second.add("w", script: hanging)
        // Before the provider answers: the cached entry, not the placeholder.
        #expect(second.label("w") == "run0")
        #expect(second.runtime.cellState("w")?.isPlaceholder == false)
        await second.clock.settle()
        #expect(hanging.calls.count == 1)

        second.runtime.unregister("w", forgetCache: true)
        #expect(!FileManager.default.fileExists(atPath: cache.file(for: "w").path))
    }

    @Test func aFrequentlyReloadingWidgetRewritesItsCacheAtMostEveryFiveMinutes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = TimelineCache(directory: directory)
        let harness = SchedulerHarness(cache: cache)
        // A new timeline every 2 s, as the system widget does: call n happens at 2n s.
        let script = harness.script { call, now in .entries([(0, "run\(call)")], .after(now.addingTimeInterval(2))) }
        harness.add("w", script: script)
        await harness.advance(to: 370)
        #expect(script.calls.count >= 180)
        // Written at 0 and 300 s: the file is the one saved at 300 s, not at 302 … 370.
        let saved = try String(contentsOf: cache.file(for: "w"), encoding: .utf8)
        let at300 = Int(harness.origin.addingTimeInterval(300).timeIntervalSinceReferenceDate)
        #expect(saved.contains("\"savedAt\":\(at300)"))
    }

    @Test func theCacheIgnoresAnotherKindAndHonoursXDG() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = TimelineCache(directory: directory)
        let codec = try #require(TimelineEntryCodec.forEntry(SchedulerTestEntry.self))
        let entry = AnyTimelineEntry(SchedulerTestEntry(date: Date(timeIntervalSince1970: 5), label: "x"))
        #expect(cache.save([entry], policy: .atEnd, kind: "a", codec: codec, for: "../escape", at: Date()))
        #expect(cache.file(for: "../escape").deletingLastPathComponent().path == directory.path)
        #expect(cache.load(kind: "b", codec: codec, for: "../escape") == nil)
        let loaded = try #require(cache.load(kind: "a", codec: codec, for: "../escape"))
        #expect((loaded.entries.first?.base as? SchedulerTestEntry) == SchedulerTestEntry(date: Date(timeIntervalSince1970: 5), label: "x"))
        #expect(loaded.policy == .atEnd)
        // A second save replaces the file whole and leaves nothing aside.
        let later = AnyTimelineEntry(SchedulerTestEntry(date: Date(timeIntervalSince1970: 9), label: "y"))
        #expect(cache.save([later], policy: .never, kind: "a", codec: codec, for: "../escape", at: Date()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [cache.file(for: "../escape").lastPathComponent])
        #expect(cache.load(kind: "a", codec: codec, for: "../escape")?.policy == .never)

        let xdg = TimelineCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"])
        #expect(xdg.path == "/tmp/xdg/widgetty/timelines")
        #expect(TimelineCache.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/widgetty/timelines")
    }
}
