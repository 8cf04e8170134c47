import Foundation

/// A colour by its components, as Core Graphics' `CGColor` (which Linux lacks): a grey or an
/// sRGB colour with an alpha, drawn as ``Color`` draws the same components (`Color(cgColor:)`).
public final class CGColor: Sendable {
    /// The components between 0 and 1: grey and alpha, or red, green, blue and alpha.
    public let components: [CGFloat]?

    /// A grey from 0 (black) to 1 (white) with an alpha.
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

    /// An sRGB colour from components between 0 and 1 with an alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }

    /// The same, Core Graphics' explicit spelling.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// How many components the colour has, alpha included (2 for a grey, 4 for sRGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, from 0 (clear) to 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return nil }
        return components.count == 2 ? CGColor(gray: components[0], alpha: alpha)
            : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Opaque white, opaque black, and black with no opacity.
    public static let white = CGColor(gray: 1, alpha: 1), black = CGColor(gray: 0, alpha: 1), clear = CGColor(gray: 0, alpha: 0)

    /// The colour as a view draws it.
    var color: Color {
        let values = (components ?? [0, 0]).map(Double.init)
        return values.count == 2 ? Color(white: values[0], opacity: values[1])
            : Color(red: values[0], green: values[1], blue: values[2], opacity: values[3])
    }
}

extension Color {
    /// A Core Graphics colour, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self = cgColor.color }
}

extension UIColor {
    /// A UIKit colour of a Core Graphics one.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
}
