import Foundation
import WidgettyKit

/// What a `chart` widget draws, as Sampler's kinds.
enum ChartStyle: String, AppEnum {
    /// Each series' samples over the time window as a line, with a legend of current, lowest and highest.
    case runchart
    /// Each series' samples as bars one column wide, with its current value.
    case sparkline
    /// Each series' current value as a bar.
    case bars
    /// The first series' current value between `minimum` and `maximum`.
    case gauge

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chart style"
    static let caseDisplayRepresentations: [ChartStyle: DisplayRepresentation] = [
        .runchart: "Run chart", .sparkline: "Sparklines", .bars: "Bar chart", .gauge: "Gauge",
    ]
}

/// The `chart` widget's settings: the series (commands as argument vectors, JSON values over
/// http), how they are drawn, how often they are sampled and how much history is shown.
struct ChartIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Chart"
    static let description: IntentDescription = "Samples commands or JSON values on an interval and charts them."

    @Parameter(title: "Style", default: .runchart)
    var style: ChartStyle

    @Parameter(title: "Title", description: "Shown above the chart; empty for none.", default: "")
    var title: String

    @Parameter(title: "Commands", description: "One argument vector per series, run directly (no shell); the first number of the last line it prints is the sample.",
               default: [])
    var commands: [[String]]

    @Parameter(title: "URLs", description: "One http(s) URL per series whose fragment is a JSON pointer to the number: https://host/api#/load/1m.",
               default: [])
    var urls: [String]

    @Parameter(title: "Names", description: "The series' names in the legend, commands first; the program or host when missing.", default: [])
    var names: [String]

    @Parameter(title: "Interval (s)", description: "Seconds between samples.", default: 5, inclusiveRange: (1, 86_400))
    var interval: Int

    @Parameter(title: "Window (s)", description: "Seconds of history shown (and kept).", default: 300, inclusiveRange: (1, 604_800))
    var window: Int

    @Parameter(title: "Minimum", description: "The bottom of the scale; empty to fit the samples (0 for bars and gauges).")
    var minimum: Double?

    @Parameter(title: "Maximum", description: "The top of the scale; empty to fit the samples (100 for a gauge).")
    var maximum: Double?

    @Parameter(title: "Unit", description: "Written after each value (%, ms, °C); empty for none.", default: "")
    var unit: String

    @Parameter(title: "Timeout (s)", description: "Seconds a command or request may take.", default: 10, inclusiveRange: (1, 120))
    var timeout: Int
}
