import Foundation

/// An angle, as SwiftUI's `Angle`: in gradients, 0 points to the trailing edge and angles
/// grow clockwise.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians: a whole turn is 2π.
    public var radians: Double
    /// The angle in degrees: a whole turn is 360; setting it sets ``radians``.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle: the trailing edge, where an angular gradient starts by default.
    public init() { radians = 0 }
    /// An angle of so many radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of so many degrees: `Angle(degrees: 90)` points down in a gradient.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// No turn at all.
    public static let zero = Angle()
    /// An angle of so many radians, as `.radians(.pi)` writes it.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of so many degrees, as `.degrees(90)` writes it.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Whether the first angle is the smaller, by value (370° is larger than 10°).
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The two angles added: `.degrees(270) + .degrees(180)` is 450°, not wrapped.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The second angle taken from the first.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle scaled: `.degrees(360) * 0.7` for 70 % of a turn.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
