// `make bench`: the costs W1 cannot show, measured in-process on release builds.
// Prints one line per figure as `name value unit target`, which scripts/bench.sh turns into a table.
import WidgettyTestSupport
import Foundation
import WidgettyHost

let arguments = CommandLine.arguments.dropFirst()
let widgets = Int(arguments.first ?? "") ?? 10_000
let entries = Int(arguments.dropFirst().first ?? "") ?? 100

// Scheduler: 10,000 widgets × 100 entries, every entry made due in order; best of three runs.
let scheduler = (0..<3).map { _ in SchedulerBenchmark.run(widgets: widgets, entries: entries) }
let perEntry = scheduler.map(\.perEntry).min() ?? .zero
let perPick = scheduler.map(\.perPick).min() ?? .zero
func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}
print(String(format: "scheduler_per_entry %.3f µs ≤2", microseconds(perEntry)))
print(String(format: "scheduler_per_pick %.3f µs ≤1000", microseconds(perPick)))
print("scheduler_entries \(scheduler[0].entriesProcessed) entries -")
print("scheduler_wakeups \(scheduler[0].wakeUps) wake-ups -")

// Render: a full 200×60 frame of 40 widgets (layout + render + diff), median of 50 frames.
let frame = await RenderBenchmark.run(frames: 50)
print(String(format: "render_full_frame %.3f ms ≤2", frame.median * 1000))
print(String(format: "render_one_second %.3f ms -", frame.tickMedian * 1000))
