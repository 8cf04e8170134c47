import Foundation

/// Round values for an axis: steps of 1, 2 or 5 times a power of ten for numbers, and of
/// seconds, minutes, hours, days or months for instants, aligned to the time zone's clock.
enum PlotTicks {
    /// A round step that cuts `span` into about `count` parts.
    static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, count))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let normal = raw / magnitude
        let nice: Double = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// `range` widened to whole steps (a single value widened around itself).
    static func niceRange(_ range: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
        var low = range.lowerBound, high = range.upperBound
        if low == high {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= low == 0 ? 0 : pad
            high += pad
        }
        let step = step(span: high - low, count: count)
        return (low / step).rounded(.down) * step...(high / step).rounded(.up) * step
    }

    /// The multiples of `step` within `range`.
    static func multiples(of step: Double, in range: ClosedRange<Double>, offset: Double = 0) -> [Double] {
        guard step > 0, range.upperBound.isFinite, range.lowerBound.isFinite,
              (range.upperBound - range.lowerBound) / step < 1000 else { return [] }
        var value = ((range.lowerBound + offset) / step).rounded(.up) * step - offset
        var values: [Double] = []
        let slack = step * 1e-9
        while value <= range.upperBound + slack {
            values.append(abs(value) < slack ? 0 : value)
            value += step
        }
        return values
    }

    /// Steps instants are labelled at, in seconds.
    static let dateSteps: [Double] = [
        1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200,
        86400, 172_800, 604_800, 1_209_600, 2_592_000, 7_776_000, 15_552_000, 31_536_000,
    ]

    /// The smallest date step that cuts `span` seconds into at most `count` parts.
    static func dateStep(span: Double, count: Int) -> Double {
        dateSteps.first { span / $0 <= Double(max(1, count)) } ?? (span / Double(max(1, count))).rounded(.up)
    }
}
