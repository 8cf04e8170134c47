/// What Xcode's canvas is told about a preview's layout or device (`#Preview(traits:)`):
/// accepted; a terminal preview lays every view out in a widget's cells.
public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let defaultLayout = PreviewTrait(name: "defaultLayout")
    public static let portrait = PreviewTrait(name: "portrait")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

/// The previews of a file before `#Preview` (Xcode 14 and earlier), as in SwiftUI: `preview`
/// lists each (non-generic) provider by its type name after the `#Preview`s and shows its
/// `previews` as a widget's content (`.previewContext(WidgetPreviewContext(family:))` sets the
/// family the view reads).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// A preview canvas layout, as in SwiftUI (accepted).
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on, as in SwiftUI (accepted).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
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
