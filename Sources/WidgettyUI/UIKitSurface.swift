import Foundation

/// The parts of UIKit widget code reaches for besides `UIImage`: colours and haptics.

/// A colour, as UIKit's `UIColor`: what `Color(uiColor:)` draws.
public final class UIColor: Sendable {
    let color: Color

    /// A SwiftUI colour as a UIKit one, as UIKit's `UIColor(_:)`.
    public init(_ color: Color) { self.color = color }

    /// A 24-bit colour from components between 0 and 1, as ``Color/init(red:green:blue:opacity:)``
    /// draws it.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey from 0 (black) to 1 (white) with an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (each 0 to 1) with an alpha, drawn as 24-bit
    /// RGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A named colour from the asset catalogue: the terminal's grey, as `Color("Name")` is.
    public convenience init?(named name: String) { self.init(Color(name)) }

    /// The ANSI red, green and blue of ``Color``: the terminal's theme picks the shades.
    public static let red = UIColor(Color.red), green = UIColor(Color.green), blue = UIColor(Color.blue)
    /// ANSI yellow, palette orange (208) and ANSI magenta, as ``Color``'s yellow, orange and
    /// purple.
    public static let yellow = UIColor(Color.yellow), orange = UIColor(Color.orange), purple = UIColor(Color.purple)
    /// Bright white, ANSI black and bright black (grey), as ``Color`` has them.
    public static let white = UIColor(Color.white), black = UIColor(Color.black), gray = UIColor(Color.gray)
    /// No colour: what is behind shows through.
    public static let clear = UIColor(Color.clear)
    /// UIKit's adaptive system colours, here the same ANSI colours as ``red``, ``green``, ``blue``
    /// and ``yellow``.
    public static let systemRed = red, systemGreen = green, systemBlue = blue, systemYellow = yellow
    /// The system orange, purple and grey: the same as ``orange``, ``purple`` and ``gray``.
    public static let systemOrange = orange, systemPurple = purple, systemGray = gray
    /// The system pink, teal and indigo: palette colours 211, 37 and 61, as ``Color`` has them.
    public static let systemPink = UIColor(Color.pink), systemTeal = UIColor(Color.teal), systemIndigo = UIColor(Color.indigo)
    /// Text colours: the terminal's default foreground, and the same drawn dim.
    public static let label = UIColor(Color.primary), secondaryLabel = UIColor(Color.secondary)
    /// Backgrounds: the system background is clear (the terminal's own shows), the secondary one a
    /// dark grey.
    public static let systemBackground = UIColor(Color.clear), secondarySystemBackground = UIColor(Color(white: 0.15))
    /// Text colours for tertiary and quaternary text: the terminal's foreground, dim.
    public static let tertiaryLabel = secondaryLabel, quaternaryLabel = secondaryLabel
    /// The system fills, iOS's grey (120, 120, 128) seen through at 0.36, 0.32, 0.24 and 0.18 as
    /// in its dark appearance, blended cell by cell with what is behind.
    public static let systemFill = UIColor(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)),
        secondarySystemFill = UIColor(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32)),
        tertiarySystemFill = UIColor(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)),
        quaternarySystemFill = UIColor(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.18))
    /// The view's tint, or blue when none is set.
    public static let tintColor = UIColor(Color.accentColor)

    /// This colour with an opacity from 0 (clear) to 1, blended cell by cell with what is behind.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }
}

extension Color {
    /// A UIKit colour, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// The same, SwiftUI's older spelling (less favoured: `Color(.clear)` inside this module and
    /// a leading-dot colour in widget code mean the SwiftUI colour).
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// Haptic feedback, as UIKit's generators: a terminal has none to give (accepted).
public final class UISelectionFeedbackGenerator {
    /// A generator; it has no device to drive.
    public init() {}
    /// Readies the haptic engine on iOS; does nothing here.
    public func prepare() {}
    /// A selection tick on iOS; nothing in a terminal.
    public func selectionChanged() {}
}

/// Haptic feedback for an impact (accepted).
public final class UIImpactFeedbackGenerator {
    /// How heavy the impact is, as in UIKit.
    public enum FeedbackStyle: Sendable {
        /// UIKit's five impact weights, from a tap to a thud; none is felt in a terminal.
        case light, medium, heavy, soft, rigid
    }
    /// A generator of impacts of a weight, all of them silent here.
    public init(style: FeedbackStyle = .medium) {}
    /// Readies the haptic engine on iOS; does nothing in a terminal.
    public func prepare() {}
    /// An impact on iOS; nothing in a terminal.
    public func impactOccurred() {}
    /// An impact of an intensity from 0 to 1 on iOS; nothing in a terminal.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for an outcome (accepted).
public final class UINotificationFeedbackGenerator {
    /// The outcome, as in UIKit.
    public enum FeedbackType: Sendable {
        /// The three outcomes UIKit gives a buzz pattern each; a terminal gives none.
        case success, warning, error
    }
    /// A generator of outcome feedback, with nothing to give in a terminal.
    public init() {}
    /// Readies the engine on iOS; a no-op here.
    public func prepare() {}
    /// The buzz for an outcome on iOS; a no-op here.
    public func notificationOccurred(_ type: FeedbackType) {}
}
