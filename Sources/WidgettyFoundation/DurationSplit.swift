import Foundation

/// A whole number of one unit: one part of a quantity of time.
struct TimeAmount: Equatable, Sendable {
    let unit: TimeUnit
    var value: Int64
}

/// A span of time cut into whole units, largest first (``DateComponentsFormatter``).
struct DurationSplit {
    /// The units allowed, largest first.
    let units: [TimeUnit]
    let calendar: Calendar

    /// The span from `start` to a later `end`, each allowed unit with its whole count. Weeks and
    /// smaller are fixed lengths (a day is 86 400 seconds); years and months, when allowed, are
    /// counted by the calendar. What is left below the smallest unit is dropped.
    func amounts(from start: Date, to end: Date) -> [TimeAmount] {
        if units.allSatisfy({ $0.seconds != nil }) {
            var rest = Int64(end.timeIntervalSince(start).rounded(.towardZero))
            return units.map { unit in
                let length = unit.seconds!
                defer { rest %= length }
                return TimeAmount(unit: unit, value: rest / length)
            }
        }
        let components = calendar.dateComponents(Set(units.map(\.component)), from: start, to: end)
        return units.map { TimeAmount(unit: $0, value: Int64($0.value(in: components) ?? 0)) }
    }
}

/// Which of a split's amounts a ``DateComponentsFormatter`` shows: zero units dropped as its
/// behaviour says, at most its maximum count of units, the largest unit folded into the next.
struct DurationSelection {
    let style: DateComponentsFormatter.UnitsStyle
    let behavior: DateComponentsFormatter.ZeroFormattingBehavior
    let maximumUnitCount: Int
    let collapsesLargestUnit: Bool

    /// The effective behaviour: `.default` is the style's own.
    var drops: DateComponentsFormatter.ZeroFormattingBehavior {
        guard behavior.contains(.default) else { return behavior.intersection(.dropAll) }
        return style == .positional ? .dropLeading : .dropAll
    }

    func select(_ split: [TimeAmount]) -> [TimeAmount] {
        var amounts = split
        guard var first = amounts.firstIndex(where: { $0.value != 0 }) else { return zero(amounts) }
        if collapsesLargestUnit, amounts[first].value == 1, first + 1 < amounts.count,
           let ratio = Self.ratio(amounts[first].unit, amounts[first + 1].unit) {
            amounts[first + 1].value += ratio
            amounts.remove(at: first)
            first = amounts.firstIndex(where: { $0.value != 0 })!
        }
        if maximumUnitCount > 0 { amounts = Array(amounts.prefix(first + maximumUnitCount)) }
        let last = amounts.lastIndex(where: { $0.value != 0 })!
        if style == .positional {
            // Colons need every position: only leading zeros go, and two positions stay.
            guard drops.contains(.dropLeading) else { return amounts }
            return Array(amounts[min(first, max(0, amounts.count - 2))...])
        }
        return amounts.enumerated().filter { index, amount in
            guard amount.value == 0 else { return true }
            if index < first { return !drops.contains(.dropLeading) }
            if index > last { return !drops.contains(.dropTrailing) }
            return !drops.contains(.dropMiddle)
        }.map(\.element)
    }

    /// A quantity of nothing: "0:00" in positions, else the smallest unit at zero ("0 seconds"),
    /// or every unit when none is dropped.
    private func zero(_ amounts: [TimeAmount]) -> [TimeAmount] {
        if style == .positional {
            return drops.contains(.dropLeading) ? Array(amounts.suffix(2)) : amounts
        }
        return drops.isEmpty ? amounts : Array(amounts.suffix(1))
    }

    /// How many of the smaller unit make one of the larger, when that is fixed.
    static func ratio(_ larger: TimeUnit, _ smaller: TimeUnit) -> Int64? {
        if larger == .year, smaller == .month { return 12 }
        guard let big = larger.seconds, let small = smaller.seconds else { return nil }
        return big / small
    }
}
