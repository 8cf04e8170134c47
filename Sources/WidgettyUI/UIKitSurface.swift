import Foundation

/// The parts of UIKit widget code reaches for besides `UIImage`: colours and haptics.

/// A colour, as UIKit's `UIColor`: what `Color(uiColor:)` draws.
public final class UIColor: Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A named colour from the asset catalogue: the terminal's grey, as `Color("Name")` is.
    public convenience init?(named name: String) { self.init(Color(name)) }

    public static let red = UIColor(Color.red), green = UIColor(Color.green), blue = UIColor(Color.blue)
    public static let yellow = UIColor(Color.yellow), orange = UIColor(Color.orange), purple = UIColor(Color.purple)
    public static let white = UIColor(Color.white), black = UIColor(Color.black), gray = UIColor(Color.gray)
    public static let clear = UIColor(Color.clear)
    public static let systemRed = red, systemGreen = green, systemBlue = blue, systemYellow = yellow
    public static let systemOrange = orange, systemPurple = purple, systemGray = gray
    public static let systemPink = UIColor(Color.pink), systemTeal = UIColor(Color.teal), systemIndigo = UIColor(Color.indigo)
    public static let label = UIColor(Color.primary), secondaryLabel = UIColor(Color.secondary)
    public static let systemBackground = UIColor(Color.clear), secondarySystemBackground = UIColor(Color(white: 0.15))
    public static let tintColor = UIColor(Color.accentColor)

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
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// Haptic feedback for an impact (accepted).
public final class UIImpactFeedbackGenerator {
    /// How heavy the impact is, as in UIKit.
    public enum FeedbackStyle: Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for an outcome (accepted).
public final class UINotificationFeedbackGenerator {
    /// The outcome, as in UIKit.
    public enum FeedbackType: Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ type: FeedbackType) {}
}
