import Foundation
import Testing
import WidgettyKit
import WidgettyUI
import WidgettyTestSupport
@testable import WidgettyBuiltins

@MainActor
@Suite struct DiskNetworkBatteryTests {
    private func render(_ kind: String, _ entry: some TimelineEntry, _ family: WidgetFamily, width: Int = 36) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor(kind), entry: AnyTimelineEntry(entry), family: family,
                              width: width, now: BuiltinHarness.sunday)
    }

    @Test func diskListsRealFileSystemsOnceEach() throws {
        let dir = try FixtureDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/my disk", withIntermediateDirectories: true)
        try dir.write("proc/mounts", """
            /dev/sda1 \(dir.path) ext4 rw,relatime 0 0
            proc /proc proc rw 0 0
            tmpfs /run tmpfs rw 0 0
            /dev/sda1 /elsewhere ext4 rw 0 0
            /dev/sdb1 \(dir.path)/my\\040disk xfs rw 0 0
            /dev/sdc1 /nonexistent-mount ext4 rw 0 0
            server:/x /mnt/x nfs4 rw 0 0
            """)
        let entry = DiskProvider(now: { BuiltinHarness.sunday }, environment: ["WIDGETTY_PROC_ROOT": dir.path + "/proc"])
            .entry(for: DiskIntent())
        #expect(entry.disks.map(\.mountPoint) == [dir.path, dir.path + "/my disk"])
        #expect(entry.disks.map(\.fileSystem) == ["ext4", "xfs"])
        let disk = try #require(entry.disks.first)
        #expect(disk.totalBytes > 0 && disk.usedBytes + disk.availableBytes <= disk.totalBytes)
        // Each mount: its figures over a bar, the mounts sharing the height.
        let small = try render("disk", entry, .systemSmall).trimmedLines.filter { !$0.isEmpty }
        #expect(small.count == 4 && small[0].hasSuffix(String(format: "%3.0f %%", disk.usedPercent)))
        #expect(small[1].hasPrefix("█") || small[1].hasPrefix("░") || small[1].hasPrefix("▏"))
        let medium = try render("disk", entry, .systemMedium, width: 60).trimmedLines.filter { !$0.isEmpty }
        #expect(medium[0].hasSuffix("/" + ByteFormat.size(disk.totalBytes)))
        #expect(medium[2].hasPrefix(String((dir.path + "/my disk").prefix(6))))
    }

    @Test func networkRatesAreTheChangeSinceThePreviousRefresh() async throws {
        let dir = try FixtureDirectory()
        func dev(_ rx: Int, _ tx: Int) -> String {
            """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo: 5000 10 0 0 0 0 0 0 5000 10 0 0 0 0 0 0
              eth0: \(rx) 100 0 0 0 0 0 0 \(tx) 80 0 0 0 0 0 0
            """
        }
        try dir.write("proc/net/dev", dev(1_000_000, 200_000))
        let store = NetworkSampleStore()
        let prepared = ["WIDGETTY_PROC_ROOT": dir.path + "/proc"]
        let intent = NetworkIntent()
        let first = await NetworkProvider(now: { BuiltinHarness.sunday }, store: store, environment: prepared).timeline(
            for: intent, in: BuiltinHarness.context(.systemSmall))
        #expect(first.policy == .after(BuiltinHarness.sunday.addingTimeInterval(2)))
        let firstLines = try render("network", try #require(first.entries.first), .systemSmall).trimmedLines
        #expect(firstLines.prefix(3) == ["eth0", "↓ –", "≤–"])

        try dir.write("proc/net/dev", dev(1_000_000 + 4096, 200_000 + 2 * 1024 * 1024))
        let second = NetworkProvider(now: { BuiltinHarness.sunday.addingTimeInterval(2) }, store: store, environment: prepared)
            .entry(for: intent)
        // Receive and transmit each graphed, with the rate and the chart's peak beside it.
        #expect(second.interfaces.first?.receiveHistory == [2048] && second.interfaces.first?.sendHistory == [1_048_576])
        let small = try render("network", second, .systemSmall).trimmedLines
        #expect(small.first == "eth0")
        #expect(small.contains { $0.hasPrefix("↓ 2.0K/s") && $0.hasSuffix("█") })
        #expect(small.contains { $0.hasPrefix("≤2.0K/s") } && small.contains { $0.hasPrefix("↑ 1.0M/s") })
        #expect(try render("network", second, .systemMedium).trimmedLines.first?.hasSuffix("total ↓981K ↑2.2M") == true)

        let missing = NetworkProvider(store: store, environment: prepared)
            .entry(for: try IntentSchema.decode(NetworkIntent.self, from: ["interface": .string("wlan9")]))
        #expect(missing.problem == "No interface wlan9")
    }

    @Test func networkAnswersAtOnceFromTheKernelsProcAndRefreshesOnAWholeSecond() throws {
        let dir = try FixtureDirectory()
        try dir.write("proc/net/dev", "Inter-|\n face |\n  eth0: 1 1 0 0 0 0 0 0 1 1 0 0 0 0 0 0\n")
        let loadedAt = BuiltinHarness.sunday.addingTimeInterval(0.571)
        let provider = NetworkProvider(now: { loadedAt }, store: NetworkSampleStore(), environment: [:])
        let context = BuiltinHarness.context(.systemSmall)
        let prepared = NetworkProvider(now: { loadedAt }, store: NetworkSampleStore(), environment: ["WIDGETTY_PROC_ROOT": dir.path + "/proc"])
        #expect(prepared.immediateTimeline(for: NetworkIntent(), in: context) == nil)
        let kernel = try #require(provider.immediateTimeline(for: NetworkIntent(), in: context))
        #expect(kernel.policy == .after(BuiltinHarness.sunday.addingTimeInterval(2)))
        #expect(try BuiltinHarness.descriptor("network").source.immediateTimeline != nil)
    }

    @Test func batteryReadsPowerSuppliesAndSaysWhenThereIsNone() throws {
        let dir = try FixtureDirectory()
        try dir.write("sys/class/power_supply/AC/type", "Mains\n")
        try dir.write("sys/class/power_supply/BAT0/type", "Battery\n")
        try dir.write("sys/class/power_supply/BAT0/capacity", "87\n")
        try dir.write("sys/class/power_supply/BAT0/status", "Discharging\n")
        let entry = BatteryProvider(now: { BuiltinHarness.sunday }, environment: ["WIDGETTY_SYS_ROOT": dir.path + "/sys"])
            .entry(for: BatteryIntent())
        #expect(entry.batteries == [BatteryState(name: "BAT0", capacity: 87, status: "Discharging")])
        // Small: the charge in the biggest digits that fit, over the state and a bar, centred.
        let small = try render("battery", entry, .systemSmall).trimmedLines
        #expect(showsBigDigits("87", in: small))
        #expect(small.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["", "87 % Discharging", "███████████████████████████████▍░░░░"])
        // Medium: a band a battery; digits beside its name, state and bar where they leave the text room.
        let medium = try render("battery", entry, .systemMedium, width: 20).trimmedLines.filter { !$0.isEmpty }
        #expect(medium == ["BAT0", "87 %  Discharging", "█████████████████▍░░"])
        let wide = try render("battery", entry, .systemMedium, width: 48).trimmedLines
        #expect(showsBigDigits("87", in: wide) && wide.contains { $0.hasSuffix("BAT0") })

        let none = BatteryProvider(environment: ["WIDGETTY_SYS_ROOT": dir.path + "/empty"]).entry(for: BatteryIntent())
        #expect(try render("battery", none, .systemSmall).trimmedLines == ["No battery", "Running on mains power"])
    }
}

@MainActor
@Suite struct WorldClockAndBundleTests {
    @Test func worldClockShowsEachZoneAndTicksEachMinute() async throws {
        let intent = try IntentSchema.decode(WorldClockIntent.self, from: [
            "zones": .array([.string("Asia/Tokyo"), .string("Pacific/Auckland"), .string("Mars/Base")]),
        ])
        let timeline = await WorldClockProvider(now: { BuiltinHarness.sunday }).timeline(for: intent, in: BuiltinHarness.context(.systemSmall))
        let entry = try #require(timeline.entries.first)
        let descriptor = try BuiltinHarness.descriptor("world-clock")
        // Under four rows a zone, one line each.
        let small = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: .systemSmall, width: 30, height: 11,
                                          now: BuiltinHarness.sunday)
        // The zones share the cell's height.
        #expect(small.trimmedLines.count > 3)
        #expect(small.trimmedLines.filter { !$0.isEmpty } == [
            "Tokyo" + String(repeating: " ", count: 20) + "23:05",
            "Auckland" + String(repeating: " ", count: 17) + "03:05",
            "Unknown time zone Mars/Base",
        ])
        #expect(small.nextChange == Date(timeIntervalSince1970: 1_795_356_360))
        let medium = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: .systemMedium, width: 50, height: 8,
                                           now: BuiltinHarness.sunday)
        // With two rows a zone, each zone's date is under its time (#35).
        let mediumLines = medium.trimmedLines.filter { !$0.isEmpty }
        #expect(mediumLines[2].hasSuffix("03:05  NZDT  +1d"))
        #expect(mediumLines[0].hasSuffix("23:05  JST"))
        #expect(mediumLines[1].contains("Sun 22 Nov") && mediumLines[3].contains("Mon 23 Nov"), "\(mediumLines)")
        // With four rows a zone (a small cell of a big terminal), each time in big digits beside
        // the city, its zone and date; six rows a zone make them five rows tall.
        let tall = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: .systemSmall, width: 46, height: 17,
                                         now: BuiltinHarness.sunday)
        #expect(showsBigDigits("23:05", in: tall.buffer.lines), "\(tall.trimmedLines)")
        #expect(tall.trimmedLines.contains { $0.hasPrefix("NZDT  +1d") } && tall.trimmedLines.contains { $0.hasPrefix("Mon 23 Nov") })
        #expect(tall.nextChange == Date(timeIntervalSince1970: 1_795_356_360))
        let taller = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: .systemSmall, width: 46, height: 18,
                                           now: BuiltinHarness.sunday)
        let fiveRows = BigDigits.rows("03:05", height: 5)
        #expect(fiveRows.allSatisfy { row in taller.buffer.lines.contains { $0.contains(row) } }, "\(taller.trimmedLines)")
    }

    @Test func zoneNamesComeFromTheTzRule() throws {
        #expect(try #require(TimeZoneNames.parseRule("CET-1CEST,M3.5.0,M10.5.0/3")) == ("CET", "CEST"))
        #expect(try #require(TimeZoneNames.parseRule("<+0530>-5:30")) == ("+0530", nil))
        #expect(try #require(TimeZoneNames.parseRule("<-03>3")) == ("-03", nil))
        #expect(TimeZoneNames.parseRule("") == nil)
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(TimeZoneNames.abbreviation(of: paris, at: BuiltinHarness.sunday) == "CET")
        #expect(TimeZoneNames.abbreviation(of: paris, at: BuiltinHarness.sunday.addingTimeInterval(-120 * 86_400)) == "CEST")
    }

    @Test func timeZoneOptionsListEveryKnownZone() async throws {
        let collection = try await TimeZoneOptions(now: { BuiltinHarness.sunday }).results()
        let options = collection.sections.flatMap(\.items)
        #expect(options.count == TimeZone.knownTimeZoneIdentifiers.count && options.contains { $0.value == "Europe/Paris" })
        // In sections by region, with the offset from UTC as subtitle.
        let asia = try #require(collection.sections.first { $0.title?.key == "Asia" })
        let tokyo = try #require(asia.items.first { $0.value == "Asia/Tokyo" })
        #expect(tokyo.subtitle?.key == "UTC+9")
        #expect(collection.sections.allSatisfy { section in section.items.allSatisfy { $0.value.hasPrefix(section.title?.key ?? "") || section.title?.key == "Other" } })
        #expect(TimeZoneOptions.offsetText(-12_600) == "UTC-3:30")
        let schema = try #require(try BuiltinHarness.descriptor("world-clock").intent)
        #expect(try await schema.options("zones")?.count == options.count)
    }

    @Test func theBundleRegistersEveryKindWithItsFamiliesAndParameters() throws {
        let kinds = BuiltinWidgets.all.map(\.kind)
        #expect(kinds == ["clock", "world-clock", "calendar", "countdown", "todo", "timer", "launcher", "system", "git", "disk", "network", "battery", "script", "command",
                          "weather", "feed", "github", "http", "monitor", "prometheus", "alertmanager", "mqtt", "chart"])
        for descriptor in BuiltinWidgets.all {
            #expect(descriptor.supportedFamilies.count >= 2, "\(descriptor.kind)")
            #expect(!descriptor.description.isEmpty && descriptor.displayName != descriptor.kind || descriptor.kind == "clock")
            #expect(descriptor.entryCodec != nil, "\(descriptor.kind) entries can be cached")
        }
        func keys(_ kind: String) throws -> [String] {
            try #require(try BuiltinHarness.descriptor(kind).intent).schema.parameters.map(\.key)
        }
        #expect(try keys("clock") == ["use24Hour", "showSeconds", "timeZone", "bigDigits"])
        #expect(try keys("calendar") == ["icsPath", "layout", "calendarURL", "username", "password"])
        #expect(try keys("countdown") == ["title", "target"])
        #expect(try keys("todo") == ["file"])
        #expect(try keys("timer") == ["name"])
        #expect(try keys("launcher") == ["buttons"])
        #expect(try keys("system").isEmpty, "nothing a user sets: the test tree comes from $WIDGETTY_PROC_ROOT")
        #expect(try keys("disk").isEmpty && keys("battery").isEmpty)
        #expect(try keys("network") == ["interface"])
        #expect(try keys("git") == ["repoPath", "branch", "viewerURL"])
        #expect(try keys("chart") == ["style", "title", "commands", "urls", "names", "interval", "window", "minimum", "maximum", "unit", "timeout"])
        #expect(try keys("world-clock") == ["zones", "use24Hour"])
        #expect(try keys("script") == ["path", "arguments", "timeout"])
        #expect(try keys("http") == ["url", "mode", "title", "lines", "method", "headers", "body", "refresh", "timeout", "insecure"])
        #expect(try keys("monitor") == ["targets", "slowMilliseconds", "refresh", "timeout", "insecure"])
        #expect(try keys("prometheus") == ["baseURL", "query", "show", "title", "legend", "unit", "format", "rangeMinutes", "token",
                                           "refresh", "timeout", "insecure"])
        #expect(try keys("alertmanager") == ["baseURL", "filter", "showSilenced", "token", "refresh"])
        #expect(try keys("mqtt") == ["broker", "topics", "title", "field", "unit", "format", "username", "password", "qos", "keepAlive",
                                     "timeout"])
        #expect(try keys("weather") == ["place", "latitude", "longitude", "units", "refreshMinutes", "baseURL", "geocodingURL"])
        #expect(try keys("feed") == ["feeds", "maxItems", "showRead", "refreshMinutes", "baseURL"])
        #expect(try keys("github") == ["mode", "repository", "branch", "token", "refreshMinutes", "baseURL"])
    }
}

/// The families not checked line by line elsewhere: each shows real data.
@MainActor
@Suite struct LargeFamilyTests {
    private func render(_ kind: String, _ entry: some TimelineEntry, _ family: WidgetFamily) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor(kind), entry: AnyTimelineEntry(entry), family: family,
                              width: 40, height: 30, now: BuiltinHarness.sunday).trimmedLines
    }

    @Test func worldClockCountdownTodoAndDiskInLarge() async throws {
        let zones = WorldClockEntry(date: BuiltinHarness.sunday, zones: ["Europe/Paris"], use24Hour: false)
        // One zone in a large cell: its time in big digits beside the city, its zone and date.
        let zoneView = BuiltinHarness.render(try BuiltinHarness.descriptor("world-clock"), entry: AnyTimelineEntry(zones),
                                             family: .systemLarge, width: 40, height: 30, now: BuiltinHarness.sunday)
        let zoneLines = zoneView.trimmedLines.filter { !$0.isEmpty }
        #expect(showsBigDigits("3:05", in: zoneView.buffer.lines), "\(zoneLines)")
        #expect(zoneLines.first { $0.hasPrefix("CET ") }?.hasSuffix(" PM") == true, "\(zoneLines)")
        #expect(zoneLines.contains { $0.hasPrefix("Paris ") } && zoneLines.contains { $0.hasPrefix("Sun 22 Nov ") }, "\(zoneLines)")

        let countdown = CountdownProvider(now: { BuiltinHarness.sunday }, timeZone: BuiltinHarness.utc)
            .entry(title: "", target: nil, at: BuiltinHarness.sunday)
        #expect(try render("countdown", countdown, .systemLarge).last?.trimmingCharacters(in: .whitespaces) == "39 days  to 2027-01-01 00:00")

        let dir = try FixtureDirectory()
        let file = try dir.write("todo.txt", "Plan trip\nx Pack\n")
        let todo = TodoProvider(now: { BuiltinHarness.sunday }).entry(
            for: try IntentSchema.decode(TodoIntent.self, from: ["file": .string(file)]), at: BuiltinHarness.sunday)
        // The open count in big digits over `1 of 2 done`, a bar, and the items a blank row apart.
        let todoLines = try render("todo", todo, .systemLarge)
        #expect(todoLines.contains { $0.hasPrefix("1 of 2 done █") })
        #expect(Array(todoLines.drop { !$0.hasPrefix("1 of 2 done") }.dropFirst(2)) == ["[ ] Plan trip", "", "[x] Pack"])

        try dir.write("proc/mounts", "/dev/sda1 \(dir.path) ext4 rw 0 0\n")
        let disk = DiskProvider(environment: ["WIDGETTY_PROC_ROOT": dir.path + "/proc"]).entry(for: DiskIntent())
        let lines = try render("disk", disk, .systemLarge).filter { !$0.isEmpty }
        let usage = try #require(disk.disks.first)
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix(String(format: "%3.0f %%  ", usage.usedPercent) + ByteFormat.size(usage.usedBytes) + "/"
                                       + ByteFormat.size(usage.totalBytes)) == true)
    }
}
