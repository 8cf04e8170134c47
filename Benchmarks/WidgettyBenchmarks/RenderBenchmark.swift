import WidgettyHomeFile
import Foundation
import WidgettyBuiltins
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport

/// A full 200×60 home screen of 40 built-in widgets, rendered from nothing (layout, every
/// widget's view, the frame diff) and then re-rendered after one second passes (what a tick costs).
@MainActor
enum RenderBenchmark {
    struct Result {
        /// Median seconds for a whole frame with every widget rendered afresh.
        var median: Double
        /// Median seconds for one second of the screen's life: the scheduler's wake, re-rendering
        /// the widgets whose time-relative text changed, and the partial paint.
        var tickMedian: Double
    }

    static func run(frames: Int) async -> Result {
        let kinds = ["clock", "countdown", "calendar", "system"]
        let items = (0..<40).map { i -> HomeItem in
            .widget(WidgetPlacement(id: "w\(i)", kind: kinds[i % kinds.count], family: .systemSmall))
        }
        let configuration = HomeConfiguration(pages: [HomePage(items: items)], settings: HomeSettings(gridColumns: 8, gridRows: 5))
        var full: [Double] = []
        var tick: [Double] = []
        for _ in 0..<frames {
            let terminal = MemoryTerminal(size: Size(width: 200, height: 60))
            let clock = VirtualClock(now: Date())
            var options = HomeRuntime.Options()
            options.schedulerOptions.taskExecutor = clock.executor
            let runtime = HomeRuntime(
                backend: terminal, clock: clock, registry: WidgetRegistry(BuiltinWidgets.all), configuration: configuration,
                options: options)
            try? runtime.start()
            // Let providers deliver their timelines, then time a whole fresh frame.
            _ = clock.executor.runAll()
            runtime.invalidateRenderedViews()
            let start = ContinuousClock.now
            runtime.paintNow()
            full.append(seconds(ContinuousClock.now - start))
            let tickStart = ContinuousClock.now
            await clock.advance(by: 1)
            runtime.paintNow()
            tick.append(seconds(ContinuousClock.now - tickStart))
            runtime.stop()
        }
        return Result(median: median(full), tickMedian: median(tick))
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
