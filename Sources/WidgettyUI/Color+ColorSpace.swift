import Foundation

extension Color {
    /// The RGB colour spaces SwiftUI names a colour's components in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, linear sRGB, and Display P3: a cell's colour is 24-bit sRGB, so linear components
        /// are converted to sRGB and P3 ones read as sRGB.
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour from components in a colour space, as SwiftUI's `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encode = { (value: Double) in colorSpace == .sRGBLinear ? Self.gammaEncoded(value) : value }
        self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
    }

    /// A grey from a component in a colour space, as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A linear component as sRGB encodes it.
    static func gammaEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
