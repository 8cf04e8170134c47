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
    public static var automatic: BuiltinButtonStyle { BuiltinButtonStyle(name: "automatic") }
    public static var plain: BuiltinButtonStyle { BuiltinButtonStyle(name: "plain") }
    public static var borderless: BuiltinButtonStyle { BuiltinButtonStyle(name: "borderless") }
    public static var bordered: BuiltinButtonStyle { BuiltinButtonStyle(name: "bordered") }
    public static var borderedProminent: BuiltinButtonStyle { BuiltinButtonStyle(name: "borderedProminent") }
    public static var link: BuiltinButtonStyle { BuiltinButtonStyle(name: "link") }
}

/// A label style, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {}

/// One of SwiftUI's label styles.
public struct BuiltinLabelStyle: LabelStyle {
    let name: String
}

extension LabelStyle where Self == BuiltinLabelStyle {
    public static var automatic: BuiltinLabelStyle { BuiltinLabelStyle(name: "automatic") }
    public static var iconOnly: BuiltinLabelStyle { BuiltinLabelStyle(name: "iconOnly") }
    public static var titleOnly: BuiltinLabelStyle { BuiltinLabelStyle(name: "titleOnly") }
    public static var titleAndIcon: BuiltinLabelStyle { BuiltinLabelStyle(name: "titleAndIcon") }
}

/// A progress view style, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {}

/// One of SwiftUI's progress view styles.
public struct BuiltinProgressViewStyle: ProgressViewStyle {
    let name: String
}

extension ProgressViewStyle where Self == BuiltinProgressViewStyle {
    public static var automatic: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "automatic") }
    public static var linear: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "linear") }
    public static var circular: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "circular") }
}

/// Symbol variants, as SwiftUI's `SymbolVariants` (accepted).
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash")
}

/// SwiftUI's button style types, for code that names them (`.buttonStyle(PlainButtonStyle())`).
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }

/// SwiftUI's label style types, for code that names them.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct DefaultLabelStyle: LabelStyle { public init() {} }

/// SwiftUI's progress view style types, for code that names them.
public struct LinearProgressViewStyle: ProgressViewStyle { public init(tint: Color? = nil) {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init(tint: Color? = nil) {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
