import Foundation
import WidgettyTerminal

extension View {
    /// The font of all text in the subtree (see ``Font`` for how fonts become attributes).
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The weight of all text in the subtree.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }

    /// The colour of text, glyphs and lines in the subtree; nil keeps the inherited one.
    public func foregroundColor(_ color: Color?) -> some View {
        environmentChange { if let color { $0.foregroundStyle = AnyShapeStyle(color) } }
    }

    /// The style of text, glyphs and lines in the subtree.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChange { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// The primary style of the subtree; the secondary and tertiary ones are accepted and unused.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Bold text in the subtree.
    public func bold(_ isActive: Bool = true) -> some View { textAttribute(.bold, isActive) }
    /// Italic text in the subtree.
    public func italic(_ isActive: Bool = true) -> some View { textAttribute(.italic, isActive) }
    /// Underlined text in the subtree (pattern and colour accepted, as on ``Text``).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(.underline, isActive)
    }
    /// Struck-through text in the subtree (pattern and colour accepted, as on ``Text``).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(.strikethrough, isActive)
    }

    private func textAttribute(_ attribute: TextAttributes, _ isActive: Bool) -> some View {
        environmentChange { if isActive { $0.textAttributes.insert(attribute) } }
    }

    /// The most lines text in the subtree may take; the last one is truncated.
    public func lineLimit(_ number: Int?) -> some View {
        environmentChange {
            $0.lineLimit = number
            $0.reservedLines = nil
        }
    }

    /// The most lines text in the subtree may take, and, when `reservesSpace`, the height it
    /// takes however short it is.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentChange {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }

    /// Text in the subtree takes at least the range's lower bound of lines and at most its upper.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environmentChange {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Text in the subtree takes at least `limit.lowerBound` lines, with no most.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environmentChange {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Text in the subtree takes at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }

    /// Where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// How the lines of wrapped text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Accepted: a terminal cannot shrink letters, so text is truncated instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Accepted: a terminal cannot squeeze letters together, so text is truncated instead.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Accepted; letter spacing has no meaning in cells.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Accepted; letter spacing has no meaning in cells.
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Accepted; a cell has one baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View { self }
    /// Accepted; every cell is monospaced.
    public func monospacedDigit() -> some View { self }
    /// Accepted; every cell is monospaced.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// Accepted; a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// The subtree drawn as a placeholder: `.placeholder` draws text as `░` blocks of the same width.
    public func redacted(reason: RedactionReasons) -> some View {
        environmentChange { $0.redactionReasons.formUnion(reason) }
    }

    /// The subtree drawn in full even inside a redacted view.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }

    /// The accent colour of the subtree (`.accentColor`, `.tint`, progress bars and gauges).
    public func tint(_ tint: Color?) -> some View { environmentChange { $0.tint = tint } }

    /// The accent of the subtree from any style (a gradient's first colour, …).
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentChange { environment in
            environment.tint = tint.flatMap { $0._resolve(in: environment).foreground }.map { Color(terminal: $0) }
        }
    }

    /// The accent colour of the subtree (the older SwiftUI spelling).
    public func accentColor(_ color: Color?) -> some View { tint(color) }
}

/// Modifiers with no meaning in a terminal, accepted so widget code compiles unchanged.
extension View {
    /// Accepted; animations have no frames here.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Accepted; there is no content that can be invalidated in a terminal.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Accepted; a terminal widget is never shown on a lock screen.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Accepted; there is no shadow in cells.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Accepted; a cell is the smallest thing there is.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Accepted; views cannot be scaled in cells.
    public func scaleEffect(_ scale: CGFloat) -> some View { self }
    /// Accepted; there is no safe area in a widget cell.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Accepted; there is no safe area in a widget cell.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Accepted; labels are always shown with their title.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// Accepted; Widgetty draws one style of progress bar and gauge.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    /// Accepted; buttons are drawn as their label.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// Accepted; symbols are one glyph in the foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Accepted; symbols have one variant.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    /// Secondary text is drawn dim, as SwiftUI draws it smaller; the default scale changes nothing.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        environmentChange { if isEnabled, scale == .secondary { $0.font = .caption } }
    }
    /// Accepted, never called: a widget's view is drawn, not shown live (as on iOS).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted, never called.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted, never called.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Accepted; views are not identified across renders.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

/// How content changes are animated, as in SwiftUI (accepted, never animated).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// No transition: the new text simply replaces the old, which is what every transition does in
    /// cells.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade on iOS; the new text appears at once here.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolated glyph shapes on iOS; the new text appears at once here.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits rolling up or down on iOS; the new number appears at once here.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits rolling towards a value on iOS; the new number appears at once here.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Safe-area regions, as in SwiftUI (accepted).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions as bits: 1 container, 2 keyboard.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The area a container keeps clear, such as the screen's rounded corners: accepted, a cell has
    /// none.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the on-screen keyboard covers: accepted, a terminal has none.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions, the default of `ignoresSafeArea`.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
