import Foundation

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The scale of symbols in the view, as SwiftUI's `imageScale`: medium unless
    /// `.imageScale(_:)` says otherwise.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// The scale of the symbols in the view, as SwiftUI's `imageScale(_:)`: SwiftUI draws a
    /// symbol about 0.8, 1 and 1.3 times its font's size; a symbol here is one glyph in one line,
    /// and a line is the smallest and the only height text has, so each scale rounds to the same
    /// cells. The scale is set in the environment (`@Environment(\.imageScale)` reads it).
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
