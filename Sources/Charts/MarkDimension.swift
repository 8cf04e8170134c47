import Foundation
import WidgettyUI

/// A mark's size, as Swift Charts' `MarkDimension`. In cells a bar's width is its band's and a
/// point is one cell, so only a sector's inner radius as a ratio (a donut) is used; the others
/// are accepted as written.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(Double), ratio(Double), inset(Double) }
    let kind: Kind

    /// The chart's choice: a bar fills its band, a sector reaches the centre.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A size in points; accepted as written, since marks are sized in cells.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }
    /// A share of the space: for a sector's `innerRadius`, the hole of a donut (`.ratio(0.6)`);
    /// elsewhere accepted as written.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }
    /// A size less an inset in points; accepted as written.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }

    init(kind: Kind) { self.kind = kind }
    /// A literal size in points (`width: 8.5`); accepted as written, as `.fixed`.
    public init(floatLiteral value: Double) { kind = .fixed(value) }
    /// A whole-number size in points (`width: 8`); accepted as written, as `.fixed`.
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
}

/// How bars and areas at one place pile up, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Hashable, Sendable {
    let stacking: PlotStacking
    /// Piles each mark on the ones before from the baseline, as Swift Charts does by default.
    public static let standard = MarkStackingMethod(stacking: .standard)
    /// Piles the marks and scales each pile to fill the axis, so each reads as a share of its whole.
    public static let normalized = MarkStackingMethod(stacking: .normalized)
    /// Centred piles (a streamgraph): drawn as `.standard` in cells.
    public static let center = MarkStackingMethod(stacking: .standard)
    /// Draws each mark from the baseline, later ones over earlier ones in the same cells.
    public static let unstacked = MarkStackingMethod(stacking: .unstacked)
}
