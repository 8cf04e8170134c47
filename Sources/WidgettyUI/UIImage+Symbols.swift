import Foundation

extension UIImage {
    /// An SF Symbol, as UIKit's `UIImage(systemName:)`: `Image(uiImage:)` draws it as
    /// `Image(systemName:)` does, its glyph (``SymbolGlyphs``). Never nil: an unknown name is the
    /// fallback glyph `◌`, visible where the picture would be.
    public convenience init?(systemName name: String) {
        self.init(symbolGlyph: SymbolGlyphs.glyph(for: name))
    }

    /// The same with a configuration (accepted: a glyph has one size and weight).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// The same picture (accepted: a symbol takes the foreground style it is drawn in).
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// The same picture (accepted).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    /// The same picture (accepted).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same picture (accepted: a glyph has one size and weight).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    /// The same picture (accepted).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// How a picture is coloured, as UIKit's `UIImage.RenderingMode` (accepted).
    public enum RenderingMode: Hashable, Sendable {
        /// UIKit's choice of the picture's own colours or the tint's: a symbol glyph takes the
        /// foreground style and a bitmap keeps its colours whichever is set.
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// A symbol's size and weight, as UIKit's `UIImage.SymbolConfiguration` (accepted: a glyph
    /// has the terminal's one size).
    public final class SymbolConfiguration: Sendable {
        /// A configuration of a point size: kept by nobody, as a glyph is one cell at any size.
        public init(pointSize: CGFloat) {}
        /// A point size and weight: accepted; a glyph has one size and one weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        /// A point size, weight and scale: accepted and ignored for the same reason.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {}
        /// A weight alone: accepted and ignored; the glyph is drawn in the view's text style.
        public init(weight: SymbolWeight) {}
        /// A scale alone: accepted and ignored.
        public init(scale: SymbolScale) {}
        /// Shades of one colour: accepted; colour a symbol with the view's foreground style.
        public init(hierarchicalColor: UIColor) {}
        /// Colours for a symbol's layers: accepted; a glyph is drawn in one colour.
        public init(paletteColors: [UIColor]) {}

        /// The configuration with another's settings too (accepted).
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
    }

    /// A symbol's stroke weight, as UIKit's `UIImage.SymbolWeight` (accepted).
    public enum SymbolWeight: Hashable, Sendable {
        /// UIKit's symbol weights, from unspecified through black; none changes the glyph.
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale, as UIKit's `UIImage.SymbolScale` (accepted).
    public enum SymbolScale: Hashable, Sendable {
        /// UIKit's symbol scales next to text: a glyph is one cell tall at every scale.
        case `default`, unspecified, small, medium, large
    }
}
