import Foundation

extension UIColor {
    /// The colour's red, green, blue and alpha from 0 to 1, as UIKit's `getRed(_:green:blue:alpha:)`:
    /// a 24-bit colour's own, a terminal colour's as xterm defines it (a theme may show it
    /// otherwise). False, and the four left as they were, for the terminal's own default colour,
    /// whose value a program cannot know.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let resolved = color._resolve(in: EnvironmentValues())
        guard let rgb = (resolved.fill ?? resolved.foreground)?.approximateRGB else { return false }
        red = CGFloat(rgb.red) / 255
        green = CGFloat(rgb.green) / 255
        blue = CGFloat(rgb.blue) / 255
        alpha = CGFloat(color.opacityValue)
        return true
    }

    /// The colour's grey level (the mean of its red, green and blue) and alpha, as UIKit's
    /// `getWhite(_:alpha:)`; false when its components cannot be known (``getRed(_:green:blue:alpha:)``).
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &opacity) else { return false }
        white = (red + green + blue) / 3
        alpha = opacity
        return true
    }

    /// The colour as Core Graphics components (sRGB), or opaque black when they cannot be known.
    public var cgColor: CGColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
