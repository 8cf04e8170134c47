/// What Xcode's canvas is told about a preview's layout or device (`#Preview(traits:)`):
/// accepted; a terminal preview lays every view out in a widget's cells.
public struct PreviewTrait: Sendable {
    let name: String
    /// Lay the preview out at the size it fits: accepted; terminal previews are in a widget's
    /// family size.
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    /// Xcode's default layout: accepted.
    public static let defaultLayout = PreviewTrait(name: "defaultLayout")
    /// A portrait device: accepted, a terminal has no orientation.
    public static let portrait = PreviewTrait(name: "portrait")
    /// A device turned left: accepted.
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    /// A device turned right: accepted.
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    /// A device upside down: accepted.
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    /// A canvas of a fixed size in points: accepted; `preview` shows the widget family's size
    /// instead.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

/// The previews of a file before `#Preview` (Xcode 14 and earlier), as in SwiftUI: `preview`
/// lists each (non-generic) provider by its type name after the `#Preview`s and shows its
/// `previews` as a widget's content (`.previewContext(WidgetPreviewContext(family:))` sets the
/// family the view reads).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the views ``previews`` builds.
    associatedtype Previews: View
    /// The views to preview; `preview` shows them as a widget's content.
    @ViewBuilder static var previews: Previews { get }
}

/// A preview canvas layout, as in SwiftUI (accepted).
public enum PreviewLayout: Sendable {
    /// The whole device, or just the view's size: accepted either way.
    case device, sizeThatFits
    /// A canvas of a fixed size in points: accepted, ignored.
    case fixed(width: Double, height: Double)
}

/// A device to preview on, as in SwiftUI (accepted).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, as Xcode lists it (`"iPhone 15"`).
    public let rawValue: String
    /// A device by name: accepted, the terminal stays as it is.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device from a string literal, as `.previewDevice("iPhone 15")` writes it.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Accepted: a preview's name in Xcode's canvas.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// Accepted: the canvas layout.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    /// Accepted: the canvas device.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}
