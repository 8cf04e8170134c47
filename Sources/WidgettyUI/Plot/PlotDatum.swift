import Foundation

/// One value a chart places along an axis: a number, a category (a name) or an instant. The
/// chart engine's form of Swift Charts' plottable values; a number and an instant are placed on
/// a continuous scale, a category in a band of its own.
public enum PlotDatum: Hashable, Sendable {
    /// A number, placed on a continuous scale; infinities and NaN are left off the chart.
    case number(Double)
    /// A name, given a band of its own along the axis in the order the marks first use it.
    case category(String)
    /// An instant, placed on a continuous time scale whose labels read as times or days in the
    /// widget's time zone.
    case date(Date)

    /// The value on a continuous scale: the number, or an instant's seconds since 1970; nil for a category.
    public var continuous: Double? {
        switch self {
        case .number(let value): return value.isFinite ? value : nil
        case .date(let date): return date.timeIntervalSince1970
        case .category: return nil
        }
    }

    var isCategory: Bool { if case .category = self { return true } else { return false } }
    var isDate: Bool { if case .date = self { return true } else { return false } }
}
