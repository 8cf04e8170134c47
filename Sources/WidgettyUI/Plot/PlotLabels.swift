import Foundation

/// How an axis value reads: numbers with as many decimals as their step needs (large ones as
/// `12k`, `3.5M`), instants by the step between labels (`14:05`, `22 Nov`, `Nov 2026`), in the
/// environment's time zone and locale.
struct PlotLabels {
    let timeZone: TimeZone
    let locale: Locale
    private var formatters: [String: DateFormatter] = [:]

    init(environment: EnvironmentValues) {
        timeZone = environment.timeZone
        locale = environment.locale
    }

    static func number(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return "—" }
        let size = max(abs(value), abs(step))
        let (scaled, suffix, scaledStep): (Double, String, Double) =
            size >= 1e9 ? (value / 1e9, "G", step / 1e9)
            : size >= 1e6 ? (value / 1e6, "M", step / 1e6)
            : size >= 1e4 ? (value / 1e3, "k", step / 1e3)
            : (value, "", step)
        let decimals = scaledStep > 0 && scaledStep < 1 ? min(6, Int((-log10(scaledStep) - 1e-9).rounded(.up))) : 0
        var text = String(format: "%.\(decimals)f", scaled)
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return text + suffix
    }

    mutating func date(_ date: Date, step: Double) -> String {
        let template = step < 60 ? "HH:mm:ss" : step < 86400 ? "HH:mm" : step < 2_592_000 ? "d MMM" : step < 31_536_000 ? "MMM yyyy" : "yyyy"
        if let formatter = formatters[template] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters[template] = formatter
        return formatter.string(from: date)
    }

    /// A value's label, `step` apart from its neighbours.
    mutating func text(_ datum: PlotDatum, step: Double) -> String {
        switch datum {
        case .number(let value): return Self.number(value, step: step)
        case .date(let date): return self.date(date, step: step)
        case .category(let name): return name
        }
    }
}
