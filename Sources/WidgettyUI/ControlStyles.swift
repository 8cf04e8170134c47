/// The styles SwiftUI's controls take, as widget code names them (`.buttonStyle(.borderedProminent)`,
/// `.labelStyle(.iconOnly)`, `.progressViewStyle(.linear)`): accepted, the controls are drawn one
/// way in cells (see README, "SwiftUI in cells").

/// A button style, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// One of SwiftUI's button styles.
public struct BuiltinButtonStyle: PrimitiveButtonStyle {
    let name: String
}

extension PrimitiveButtonStyle where Self == BuiltinButtonStyle {
    /// SwiftUI's default button style. Every style draws a button the same way: its label (an
    /// intent's button as a link that a hint letter, Enter or a click presses).
    public static var automatic: BuiltinButtonStyle { BuiltinButtonStyle(name: "automatic") }
    /// A button drawn as its bare label, as a plain SwiftUI button is.
    public static var plain: BuiltinButtonStyle { BuiltinButtonStyle(name: "plain") }
    /// A borderless button: drawn as its label, like every other style.
    public static var borderless: BuiltinButtonStyle { BuiltinButtonStyle(name: "borderless") }
    /// A bordered button: accepted, though no border is drawn around it in cells.
    public static var bordered: BuiltinButtonStyle { BuiltinButtonStyle(name: "bordered") }
    /// A bordered prominent button: accepted; the tint does not fill the cells behind the label.
    public static var borderedProminent: BuiltinButtonStyle { BuiltinButtonStyle(name: "borderedProminent") }
    /// A link-styled button: drawn as every button is.
    public static var link: BuiltinButtonStyle { BuiltinButtonStyle(name: "link") }
}

/// A label style, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {}

/// One of SwiftUI's label styles.
public struct BuiltinLabelStyle: LabelStyle {
    let name: String
}

extension LabelStyle where Self == BuiltinLabelStyle {
    /// The default label style. `.labelStyle` is accepted and ignored: a ``Label`` is always its
    /// icon, a space and its title.
    public static var automatic: BuiltinLabelStyle { BuiltinLabelStyle(name: "automatic") }
    /// The icon alone on iOS; accepted and ignored here (the title still shows).
    public static var iconOnly: BuiltinLabelStyle { BuiltinLabelStyle(name: "iconOnly") }
    /// The title alone on iOS; accepted and ignored here (the icon still shows).
    public static var titleOnly: BuiltinLabelStyle { BuiltinLabelStyle(name: "titleOnly") }
    /// The icon, then the title: what a ``Label`` draws whatever the style.
    public static var titleAndIcon: BuiltinLabelStyle { BuiltinLabelStyle(name: "titleAndIcon") }
}

/// A progress view style, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {}

/// One of SwiftUI's progress view styles.
public struct BuiltinProgressViewStyle: ProgressViewStyle {
    let name: String
}

extension ProgressViewStyle where Self == BuiltinProgressViewStyle {
    /// The default progress style. `.progressViewStyle` is accepted and ignored: a value is a bar
    /// of `█` in eighths of a cell over a `░` track, no value is `…`.
    public static var automatic: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "automatic") }
    /// A linear bar: what a progress view draws with any style.
    public static var linear: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "linear") }
    /// SwiftUI's ring or spinner: drawn as the same bar (or `…`) as the other styles; draw a ring
    /// yourself with `Circle().trim(from:to:).stroke(…)`.
    public static var circular: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "circular") }
}

/// Symbol variants, as SwiftUI's `SymbolVariants` (accepted).
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// No variant: the symbol as named.
    public static let none = SymbolVariants(name: "none")
    /// The filled variant; a symbol glyph in cells has one form, so this changes nothing.
    public static let fill = SymbolVariants(name: "fill")
    /// The symbol in a circle: accepted, drawn as the plain glyph.
    public static let circle = SymbolVariants(name: "circle")
    /// The symbol in a square: accepted, drawn as the plain glyph.
    public static let square = SymbolVariants(name: "square")
    /// The struck-through variant: accepted, drawn as the plain glyph.
    public static let slash = SymbolVariants(name: "slash")
}

/// SwiftUI's button style types, for code that names them (`.buttonStyle(PlainButtonStyle())`).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style, for `.buttonStyle(PlainButtonStyle())`.
    public init() {}
}
/// SwiftUI's borderless button style type: a button is drawn as its label with any style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style, for `.buttonStyle(BorderlessButtonStyle())`; the button looks as any other.
    public init() {}
}
/// SwiftUI's bordered button style type; no border is drawn in cells.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style, for `.buttonStyle(BorderedButtonStyle())`; accepted, no border drawn.
    public init() {}
}
/// SwiftUI's prominent button style type; the tint fills nothing in cells.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style, for `.buttonStyle(BorderedProminentButtonStyle())`; accepted, no fill drawn.
    public init() {}
}
/// SwiftUI's default button style type, the same as `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style, for `.buttonStyle(DefaultButtonStyle())`: the label as it is.
    public init() {}
}

/// SwiftUI's label style types, for code that names them.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style, for `.labelStyle(IconOnlyLabelStyle())`.
    public init() {}
}
/// SwiftUI's title-only label style type (ignored: the icon still shows).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style, for `.labelStyle(TitleOnlyLabelStyle())`; the icon is still drawn.
    public init() {}
}
/// SwiftUI's icon-and-title label style type: what a label draws anyway.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style, for `.labelStyle(TitleAndIconLabelStyle())`: icon, space, title.
    public init() {}
}
/// SwiftUI's default label style type, the same as `.automatic`.
public struct DefaultLabelStyle: LabelStyle {
    /// The style, for `.labelStyle(DefaultLabelStyle())`: icon, space, title.
    public init() {}
}

/// SwiftUI's progress view style types, for code that names them.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style; `tint` is ignored (use `.tint(_:)` on the view).
    public init(tint: Color? = nil) {}
}
/// SwiftUI's circular progress style type: drawn as a bar (or `…`); the tint is ignored.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style, for `.progressViewStyle(CircularProgressViewStyle())`; `tint` is ignored.
    public init(tint: Color? = nil) {}
}
/// SwiftUI's default progress style type, the same as `.automatic`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style, for `.progressViewStyle(DefaultProgressViewStyle())`: a bar, or `…`.
    public init() {}
}
