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
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Typeface designs, as in SwiftUI (all the same in a terminal).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Stroke weights, as in SwiftUI.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: -3)
        public static let thin = Weight(value: -2)
        public static let light = Weight(value: -1)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let semibold = Weight(value: 2)
        public static let bold = Weight(value: 3)
        public static let heavy = Weight(value: 4)
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

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .points(Double(size)), weight: weight)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: .points(Double(size))) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: .points(Double(fixedSize))) }

    public func bold() -> Font { weight(.bold) }
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
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
