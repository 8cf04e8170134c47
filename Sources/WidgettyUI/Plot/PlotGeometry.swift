import Foundation

/// A chart's marks placed: each axis' scale, which bars lie along the x axis, and where each
/// bar and area reaches on its value axis once stacked on those before it at the same place.
struct PlotGeometry {
    var x = PlotScale()
    var y = PlotScale()
    /// The bars drawn from the leading edge (their value on the x axis).
    var horizontal: Set<Int> = []
    /// Each bar's and area's extent on its value axis (y, or x for a horizontal bar), by index.
    var spans: [Int: (low: Double, high: Double)] = [:]
    /// The position groups (`position(by:)`) in the order the marks first name them.
    var positionGroups: [String] = []

    init(spec: PlotSpec, timeZoneOffset: Double) {
        let marks = spec.marks
        for (index, mark) in marks.enumerated() where mark.kind == .bar {
            let spansX = mark.xStart != nil || mark.xEnd != nil
            if mark.y?.isCategory == true || (spansX && mark.yStart == nil && mark.yEnd == nil && mark.x == nil) {
                horizontal.insert(index)
            }
        }
        var seen = Set<String>()
        positionGroups = marks.compactMap(\.positionGroup).filter { seen.insert($0).inserted }
        stack(marks)
        x = Self.scale(marks: marks, axis: \.x, start: \.xStart, end: \.xEnd, isX: true, domain: spec.xDomain,
                       geometry: self)
        y = Self.scale(marks: marks, axis: \.y, start: \.yStart, end: \.yEnd, isX: false, domain: spec.yDomain,
                       geometry: self)
        x.offset = timeZoneOffset
        y.offset = timeZoneOffset
    }

    /// Whether mark `index`'s value runs along the x axis (a horizontal bar).
    func valueOnX(_ index: Int) -> Bool { horizontal.contains(index) }

    private mutating func stack(_ marks: [PlotMark]) {
        var piles: [String: Double] = [:]
        var totals: [String: Double] = [:]
        var normalized: [(index: Int, key: String)] = []
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let onX = valueOnX(index)
            let place = onX ? mark.y : mark.x
            let start = onX ? mark.xStart : mark.yStart, end = onX ? mark.xEnd : mark.yEnd
            if let low = start?.continuous, let high = end?.continuous {
                spans[index] = (min(low, high), max(low, high))
                continue
            }
            guard let value = (onX ? mark.x : mark.y)?.continuous ?? end?.continuous else { continue }
            if mark.stacking == .unstacked {
                spans[index] = (min(0, value), max(0, value))
                continue
            }
            // Marks placed side by side pile up only with those of their own position group.
            let key = "\(mark.kind)|\(place.map { "\($0)" } ?? "")|\(mark.positionGroup ?? "")|\(value < 0 ? "-" : "+")"
            let base = piles[key] ?? 0
            piles[key] = base + value
            spans[index] = value < 0 ? (base + value, base) : (base, base + value)
            if mark.stacking == .normalized {
                totals[key, default: 0] += abs(value)
                normalized.append((index, key))
            }
        }
        for (index, key) in normalized {
            guard let span = spans[index], let total = totals[key], total > 0 else { continue }
            spans[index] = (span.low / total, span.high / total)
        }
    }

    private static func scale(marks: [PlotMark], axis: KeyPath<PlotMark, PlotDatum?>, start: KeyPath<PlotMark, PlotDatum?>,
                              end: KeyPath<PlotMark, PlotDatum?>, isX: Bool, domain: PlotDomain?, geometry: PlotGeometry) -> PlotScale {
        var scale = PlotScale()
        var data: [PlotDatum] = []
        var numbers: [Double] = []
        var hasBaseline = false
        var bandByBars = false
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            let isValueAxis = (mark.kind == .bar || mark.kind == .area) && geometry.valueOnX(index) == isX
            if isValueAxis, let span = geometry.spans[index] {
                numbers += [span.low, span.high]
                hasBaseline = true
                continue
            }
            let placed = [mark[keyPath: axis], mark[keyPath: start], mark[keyPath: end]].compactMap { $0 }
            data += placed
            if mark.kind == .bar, !isValueAxis, placed.contains(where: \.isDate) { bandByBars = true }
        }
        if case .categories(let names) = domain {
            scale.bands = names.map(PlotDatum.category)
            return scale
        }
        if bandByBars || data.contains(where: \.isCategory) {
            var seen = Set<PlotDatum>()
            var bands = data.filter { seen.insert($0).inserted }
            if bands.allSatisfy(\.isDate) { bands.sort { ($0.continuous ?? 0) < ($1.continuous ?? 0) } }
            scale.bands = bands
            return scale
        }
        scale.dates = data.contains(where: \.isDate)
        numbers += data.compactMap(\.continuous)
        if hasBaseline { numbers.append(0) }
        switch domain {
        case .numbers(let range):
            (scale.low, scale.high) = (range.lowerBound, range.upperBound)
        case .dates(let range):
            scale.dates = true
            (scale.low, scale.high) = (range.lowerBound.timeIntervalSince1970, range.upperBound.timeIntervalSince1970)
        case .categories, nil:
            guard let low = numbers.min(), let high = numbers.max() else { return scale }
            if scale.dates {
                (scale.low, scale.high) = low < high ? (low, high) : (low - 30, high + 30)
            } else {
                let nice = PlotTicks.niceRange(low...high, count: 4)
                (scale.low, scale.high) = (nice.lowerBound, nice.upperBound)
            }
        }
        return scale
    }
}
