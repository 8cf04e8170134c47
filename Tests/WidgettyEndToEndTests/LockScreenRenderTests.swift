import Foundation
import Testing

/// The lock-screen families through `widgetty render`, as a status bar or a script asks for them:
/// the battery widget over a prepared `/sys` and the system widget over the machine's `/proc`.
@Suite struct LockScreenRenderTests {
    let directory: URL
    let sysRoot: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-lock-\(UUID().uuidString.prefix(8))")
        sysRoot = directory.appendingPathComponent("sys")
        let battery = sysRoot.appendingPathComponent("class/power_supply/BAT0")
        try FileManager.default.createDirectory(at: battery, withIntermediateDirectories: true)
        for (file, value) in [("type", "Battery"), ("capacity", "82"), ("status", "Charging")] {
            try (value + "\n").write(to: battery.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        // The battery reads the prepared tree: where /sys is, is not a widget setting.
        environment = ProcessSpawn.isolatedEnvironment(in: directory).merging(["WIDGETTY_SYS_ROOT": sysRoot.path]) { $1 }
    }

    private func render(_ kind: String, _ family: String, _ extra: String...) -> (lines: [String], result: ProcessSpawn.Result) {
        let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "render", kind, "--family", family] + extra,
                                      environment: environment, directory: directory)
        return (result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), result)
    }

    @Test func aRectangularBatteryNamesChargesAndBarsIt() {
        let (lines, result) = render("battery", "accessoryRectangular")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(lines.count <= 4 && lines.allSatisfy { $0.count <= 24 }, "within 24×4: \(lines)")
        #expect(lines.first == "BAT0")
        #expect(lines.dropFirst().first == "82%  Charging")
        #expect(lines.dropFirst(2).first?.hasPrefix("███") == true)
    }

    @Test func aCircularBatteryIsARingAroundItsCharge() {
        let (lines, result) = render("battery", "circular")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(lines.count == 5 && lines.allSatisfy { $0.count <= 10 }, "\(lines)")
        #expect(lines.contains { $0.contains("82%") })
        #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("┗") == true, "82 % of the ring is heavy: \(lines)")
    }

    @Test func anInlineBatteryIsOneStatusBarLine() {
        let (lines, result) = render("battery", "inline")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(lines == ["⚡ 82% Charging"], "one line, no padding, for a tmux status line")
    }

    @Test func theSystemWidgetOnTheLockScreen() {
        let (rectangular, result) = render("system", "rectangular")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(rectangular.map { String($0.prefix(5)) } == ["CPU  ", "Mem  ", "Load "], "\(rectangular)")
        let (inline, _) = render("system", "accessoryInline")
        #expect(inline.count == 1 && inline[0].hasPrefix("CPU ") && inline[0].contains(" · Mem ") && inline[0].count <= 80)
    }

    @Test func aFamilyTheWidgetDoesNotSupportIsRefused() {
        let (_, result) = render("todo", "circular")
        #expect(result.exitCode != 0)
        #expect(result.error.contains("circular"), "\(result.error)")
    }
}
