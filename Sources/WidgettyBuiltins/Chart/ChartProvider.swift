import Foundation
import WidgettyKit

/// Samples every series once per timeline, at the sampling interval: one entry, the next
/// timeline asked for `interval` seconds later (no loop of its own). The samples go into the
/// shared store's history, and the entry carries the window's.
struct ChartProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var history: ChartHistory = .standard
    var sampler = ChartSampler()

    func placeholder(in context: Context) -> ChartEntry {
        ChartSample.entry(for: ChartIntent(), now: now())
    }

    func snapshot(for configuration: ChartIntent, in context: Context) async -> ChartEntry {
        // The gallery's preview runs nothing: sample data, as on iOS.
        if context.isPreview { return ChartSample.entry(for: configuration, now: now()) }
        return await entry(for: configuration)
    }

    func timeline(for configuration: ChartIntent, in context: Context) async -> Timeline<ChartEntry> {
        let entry = await entry(for: configuration)
        let interval = TimeInterval(max(1, configuration.interval))
        return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: interval)))
    }

    func entry(for configuration: ChartIntent) async -> ChartEntry {
        let date = now()
        var entry = ChartEntry(date: date, title: configuration.title, style: configuration.style, series: [],
                               window: TimeInterval(configuration.window), minimum: configuration.minimum,
                               maximum: configuration.maximum, unit: configuration.unit)
        // The one rule `widgetty check` and the edit panel apply too.
        if let problem = configuration.parameterProblems().first {
            entry.problem = problem.description
            return entry
        }
        let sources = configuration.sources
        let timeout = TimeInterval(max(1, configuration.timeout))
        let samples = await withTaskGroup(of: (Int, Result<Double, ChartSourceProblem>).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { [sampler] in (index, await sampler.sample(source.source, timeout: timeout)) }
            }
            var results: [Int: Result<Double, ChartSourceProblem>] = [:]
            for await (index, result) in group { results[index] = result }
            return results
        }
        entry.series = sources.enumerated().map { index, source in
            let result = samples[index] ?? .failure(ChartSourceProblem("not sampled"))
            let value = try? result.get()
            let points = history.record(value, for: source.source, at: date, window: entry.window)
            var problem: String?
            if case .failure(let failure) = result { problem = failure.message }
            return ChartSeries(name: source.name, points: points, problem: problem)
        }
        return entry
    }
}
