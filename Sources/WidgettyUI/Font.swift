import Foundation
import WidgettyTerminal

/// A font, as SwiftUI's `Font`. A terminal has one size of letters, so a font becomes text
/// attributes:
///
/// | font | attributes |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.subheadline`, `.body`, `.callout` | none |
/// | `.footnote`, `.caption`, `.caption2` | dim |
/// | `.system(size:)`, `.custom(_:size:)` | bold from 20 points up, dim up to 11 points |
/// | weight `.semibold`, `.bold`, `.heavy`, `.black` | bold (wins over the size) |
/// | weight `.light`, `.thin`, `.ultraLight` | dim (wins over the size) |
/// | `.italic()` | italic |
///
/// Design (`.monospaced`, `.rounded`, …) and `.monospacedDigit()` are accepted and change
/// nothing: every terminal cell is monospaced. Big digits are an extra view, ``BigDigits``.
public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type, as in SwiftUI.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The styles from largest to smallest: the first five draw bold, `subheadline`, `body` and
        /// `callout` plain, the last three dim.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Typeface designs, as in SwiftUI (all the same in a terminal).
    public enum Design: Hashable, Sendable {
        /// The four designs SwiftUI names; every one draws the terminal's own monospaced letters.
        case `default`, serif, rounded, monospaced
    }

    /// Stroke weights, as in SwiftUI.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The thinnest weight: draws dim.
        public static let ultraLight = Weight(value: -3)
        /// A thin weight: draws dim.
        public static let thin = Weight(value: -2)
        /// A light weight: draws dim.
        public static let light = Weight(value: -1)
        /// The normal weight: no attribute, so the size or style decides.
        public static let regular = Weight(value: 0)
        /// Slightly heavier than regular; like ``regular``, it leaves the decision to the size or
        /// style.
        public static let medium = Weight(value: 1)
        /// Semibold: the lightest weight that draws bold.
        public static let semibold = Weight(value: 2)
        /// Bold: what ``Font/bold()`` sets.
        public static let bold = Weight(value: 3)
        /// Heavy: draws bold, the same as ``bold`` in a terminal.
        public static let heavy = Weight(value: 4)
        /// The heaviest weight: still just bold, since a terminal has one bold.
        public static let black = Weight(value: 5)

        var attributes: TextAttributes {
            value >= 2 ? .bold : value < 0 ? .dim : []
        }
    }

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case points(Double)
    }

    let size: Size
    var weight: Weight?
    var isItalic = false

    init(size: Size, weight: Weight? = nil) {
        self.size = size
        self.weight = weight
    }

    /// The largest title: bold.
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// A title: bold.
    public static let title = Font(size: .style(.title))
    /// A second-level title: bold.
    public static let title2 = Font(size: .style(.title2))
    /// A third-level title: bold.
    public static let title3 = Font(size: .style(.title3))
    /// A heading: bold, as `.font(.headline)` in a widget's first line.
    public static let headline = Font(size: .style(.headline))
    /// A subheading: plain text.
    public static let subheadline = Font(size: .style(.subheadline))
    /// The default text style: plain text.
    public static let body = Font(size: .style(.body))
    /// Callout text: plain.
    public static let callout = Font(size: .style(.callout))
    /// A footnote: dim.
    public static let footnote = Font(size: .style(.footnote))
    /// A caption: dim, good for labels under a figure.
    public static let caption = Font(size: .style(.caption))
    /// The smallest caption: dim.
    public static let caption2 = Font(size: .style(.caption2))

    /// A font of a point size: bold from 20 points, dim at 11 points and under, plain between; a
    /// weight, when given, wins; the design is ignored.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .points(Double(size)), weight: weight)
    }

    /// A text style with an optional weight (the weight wins over the style); the design is
    /// ignored.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight)
    }

    /// A font by name and size: the name is ignored (a terminal has its own typeface), the size
    /// gives bold, plain or dim as ``system(size:weight:design:)`` does.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: .points(Double(size))) }
    /// As ``custom(_:size:)``, for a size that does not follow Dynamic Type; a terminal has no
    /// Dynamic Type, so the two are the same.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: .points(Double(fixedSize))) }

    /// This font in bold: `.font(.body.bold())` draws bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in a weight: semibold and heavier draw bold, light and thinner dim, whatever the
    /// size.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// This font in italic, if the terminal draws italic (most do; some show it reversed or not at
    /// all).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    /// Digits of one width: every cell is one width already, so this returns the font unchanged.
    public func monospacedDigit() -> Font { self }
    /// A monospaced version: unchanged, as the terminal's letters are monospaced.
    public func monospaced() -> Font { self }
    /// Small capitals: unchanged; a terminal cannot draw them.
    public func smallCaps() -> Font { self }

    /// The terminal attributes this font stands for (see the table on ``Font``).
    var attributes: TextAttributes {
        var result: TextAttributes
        if let weight, weight != .regular, weight != .medium {
            result = weight.attributes
        } else {
            switch size {
            case .style(let style):
                switch style {
                case .largeTitle, .title, .title2, .title3, .headline: result = .bold
                case .footnote, .caption, .caption2: result = .dim
                case .subheadline, .body, .callout: result = []
                }
            case .points(let points):
                result = points >= 20 ? .bold : points <= 11 ? .dim : []
            }
        }
        if isItalic { result.insert(.italic) }
        return result
    }
}
