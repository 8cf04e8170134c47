import Foundation

/// One value a chart places along an axis: a number, a category (a name) or an instant. The
/// chart engine's form of Swift Charts' plottable values; a number and an instant are placed on
/// a continuous scale, a category in a band of its own.
public enum PlotDatum: Hashable, Sendable {
    case number(Double)
    case category(String)
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
