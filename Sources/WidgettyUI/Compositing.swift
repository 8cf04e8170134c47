import Foundation

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`. A cell holds
/// one glyph in one colour over one background: it cannot mix a view's pixels with those behind,
/// so `.blendMode(_:)` draws the view as `.normal` does.
public enum BlendMode: Hashable, Sendable {
    /// The view over what is behind it.
    case normal
    /// The separable blend modes of Core Graphics.
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    /// The non-separable ones.
    case hue, saturation, color, luminosity
    /// Porter–Duff compositing: keep what is behind only where the view is or is not, or the view
    /// only where there is something behind it.
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// The view drawn as `.normal` whatever the mode (a cell cannot mix colours; see ``BlendMode``).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// The view drawn as one layer before its opacity and blend are applied: cells are one
    /// layer already, so this changes nothing.
    public func compositingGroup() -> some View { self }
    /// The view flattened into an offscreen image before it is drawn: cells are drawn directly.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}

/// The colour space of an offscreen drawing, as SwiftUI's `ColorRenderingMode` (accepted).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Gamma-encoded sRGB, linear sRGB, or extended linear sRGB: a cell's colour is 24-bit sRGB.
    case nonLinear, linear, extendedLinear
}
