import Foundation
import WidgettyUI

/// A mark's size, as Swift Charts' `MarkDimension`. In cells a bar's width is its band's and a
/// point is one cell, so only a sector's inner radius as a ratio (a donut) is used; the others
/// are accepted as written.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(Double), ratio(Double), inset(Double) }
    let kind: Kind

    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(value) }
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
}

/// How bars and areas at one place pile up, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Hashable, Sendable {
    let stacking: PlotStacking
    public static let standard = MarkStackingMethod(stacking: .standard)
    public static let normalized = MarkStackingMethod(stacking: .normalized)
    /// Centred piles (a streamgraph): drawn as `.standard` in cells.
    public static let center = MarkStackingMethod(stacking: .standard)
    public static let unstacked = MarkStackingMethod(stacking: .unstacked)
}
