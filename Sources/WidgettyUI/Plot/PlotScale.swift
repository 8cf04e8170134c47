import Foundation

/// Where values fall along one axis, as a share of its length (0 at the start: left or bottom,
/// 1 at the end): a band per category (its centre), or a continuous range of numbers or instants.
struct PlotScale {
    /// The categories in order, one band each; nil on a continuous scale.
    var bands: [PlotDatum]?
    var low = 0.0
    var high = 1.0
    /// Whether the continuous values are instants (labels read as times and dates).
    var dates = false
    /// The distance between neighbouring labels, for their form (decimals, time or date).
    var labelStep = 1.0

    var bandCount: Int { bands?.count ?? 0 }

    func fraction(of value: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }

    /// The share of the axis where `datum` sits; nil when the axis does not place it.
    func fraction(_ datum: PlotDatum?) -> Double? {
        guard let datum else { return nil }
        if let bands {
            guard let index = bands.firstIndex(of: datum) else { return nil }
            return (Double(index) + 0.5) / Double(bands.count)
        }
        return datum.continuous.map(fraction(of:))
    }

    func band(_ datum: PlotDatum?) -> Int? { datum.flatMap { bands?.firstIndex(of: $0) } }

    /// The labelled values and their shares of the axis, about `count` of them (every band on
    /// a band scale).
    mutating func ticks(count: Int, axis: PlotAxis) -> [(datum: PlotDatum, fraction: Double)] {
        if let bands {
            if bands.count > 1, let first = bands.first?.continuous, let last = bands.last?.continuous {
                labelStep = abs(last - first) / Double(bands.count - 1)
            }
            if case .explicit(let values) = axis.values {
                return values.compactMap { value in fraction(value).map { (value, $0) } }
            }
            return bands.enumerated().map { ($0.element, (Double($0.offset) + 0.5) / Double(bands.count)) }
        }
        let values: [Double]
        switch axis.values {
        case .explicit(let data):
            let numbers = data.compactMap(\.continuous)
            labelStep = zip(numbers, numbers.dropFirst()).map { abs($1 - $0) }.filter { $0 > 0 }.min() ?? max(1, high - low)
            values = numbers.filter { $0 >= low - 1e-9 && $0 <= high + 1e-9 }
        case .stride(let step):
            labelStep = step
            values = PlotTicks.multiples(of: step, in: low...max(low, high), offset: dates ? offset : 0)
        case .automatic(let desired):
            let wanted = desired ?? count
            labelStep = dates ? PlotTicks.dateStep(span: high - low, count: wanted) : PlotTicks.step(span: high - low, count: wanted)
            values = PlotTicks.multiples(of: labelStep, in: low...max(low, high), offset: dates && labelStep >= 3600 ? offset : 0)
        }
        return values.map { (dates ? .date(Date(timeIntervalSince1970: $0)) : .number($0), fraction(of: $0)) }
    }

    /// The time zone's offset from UTC, so date ticks fall on the local clock's round hours and days.
    var offset = 0.0
}
