import Foundation
import WidgettyTerminal

/// A colour, as SwiftUI's `Color`: usable as a view (it fills its frame with background cells)
/// and as a shape style. Standard colours map to ANSI colours (orange, pink, mint, teal, indigo
/// and brown to 256-palette entries), custom ones to 24-bit RGB; `.primary` is the terminal's
/// default foreground, `.secondary` the same drawn dim. An asset colour, `Color("Name")`, comes
/// from an asset catalogue the package ships (``AssetCatalog``), light or dark by colour scheme.
/// A colour with an opacity below 1 is blended with what is behind it, cell by cell (the rule
/// is ``CellPaint``'s); opacity 0 makes it clear. `.gradient` is a gentle top-to-bottom ``AnyGradient`` from a lighter shade to it.
public struct Color: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case terminal(TerminalColor)
        case primary, secondary, clear, accent
        case asset(AssetColor)
    }
    let kind: Kind
    let opacityValue: Double
    /// How much white is mixed in (a lighter shade: the top of `.gradient`).
    let whiteMix: Double

    init(_ kind: Kind, opacity: Double = 1, whiteMix: Double = 0) {
        self.kind = kind
        self.opacityValue = opacity
        self.whiteMix = whiteMix
    }

    /// A colour from the terminal's own palette: a Widgetty extension.
    public init(terminal color: TerminalColor) { self.init(.terminal(color)) }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.terminal(.rgb(Self.byte(red), Self.byte(green), Self.byte(blue))), opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A named colour from an asset catalogue (`Assets.xcassets/Name.colorset`, found where
    /// named pictures are: `bundle`'s resources, then ``ImageSearchPath/standard``), its dark
    /// variant under a dark colour scheme; a neutral grey when no catalogue has the name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(named: name, searching: ImageSearchPath.standard.adding(bundle))
    }

    /// A named colour from the asset catalogues in `searchPath`'s directories (a Widgetty extension).
    public init(named name: String, searching searchPath: ImageSearchPath) {
        if let color = AssetCatalog.color(named: name, in: searchPath.directories) {
            self.init(.asset(color), opacity: color.any.alpha)
        } else {
            self.init(.terminal(.palette(244)))
        }
    }

    /// This colour with an opacity; 0 makes it clear.
    public func opacity(_ opacity: Double) -> Color { Color(kind, opacity: opacityValue * opacity, whiteMix: whiteMix) }

    /// This colour with a fraction of white mixed in.
    func lightened(by fraction: Double) -> Color {
        Color(kind, opacity: opacityValue, whiteMix: whiteMix + (1 - whiteMix) * min(max(fraction, 0), 1))
    }

    /// A gentle gradient from a slightly lighter shade at the top to this colour at the
    /// bottom, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [lightened(by: 0.2), self]))
    }

    private static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    public static let red = Color(.terminal(.red))
    public static let green = Color(.terminal(.green))
    public static let blue = Color(.terminal(.blue))
    public static let yellow = Color(.terminal(.yellow))
    public static let purple = Color(.terminal(.magenta))
    public static let cyan = Color(.terminal(.cyan))
    public static let white = Color(.terminal(.brightWhite))
    public static let black = Color(.terminal(.black))
    public static let gray = Color(.terminal(.brightBlack))
    public static let orange = Color(.terminal(.palette(208)))
    public static let pink = Color(.terminal(.palette(211)))
    public static let mint = Color(.terminal(.palette(121)))
    public static let teal = Color(.terminal(.palette(37)))
    public static let indigo = Color(.terminal(.palette(61)))
    public static let brown = Color(.terminal(.palette(130)))
    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    public static let clear = Color(Kind.clear)
    /// The tint of the view (`.tint(_:)`), blue when none is set.
    public static let accentColor = Color(.accent)
}

extension Color: ShapeStyle {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        guard opacityValue > 0 else { return .clear }
        return opaque(in: environment).opacity(opacityValue, in: environment)
    }

    /// The colour as if opaque, a lighter shade mixed in RGB.
    private func opaque(in environment: EnvironmentValues) -> _ResolvedStyle {
        var resolved: _ResolvedStyle
        switch kind {
        case .terminal(let color): resolved = _ResolvedStyle(foreground: color, fill: color)
        case .primary: resolved = HierarchicalShapeStyle.primary._resolve(in: environment)
        case .secondary: resolved = HierarchicalShapeStyle.secondary._resolve(in: environment)
        case .clear: return .clear
        case .accent: resolved = (environment.tint ?? .blue)._resolve(in: environment)
        case .asset(let color):
            let components = color.components(for: environment.colorScheme)
            let rgb = TerminalColor.rgb(Self.byte(components.red), Self.byte(components.green), Self.byte(components.blue))
            resolved = _ResolvedStyle(foreground: rgb, fill: rgb)
        }
        if whiteMix > 0 {
            func lighten(_ color: TerminalColor?) -> TerminalColor? {
                color.map { PaintColor($0)?.lightened(by: whiteMix).terminalColor ?? $0 }
            }
            resolved.foreground = lighten(resolved.foreground)
            resolved.fill = lighten(resolved.fill)
        }
        return resolved
    }

    /// The colour as a gradient mixes it: its fill's RGB (the terminal's default background
    /// counted as `behind`) and its opacity; clear is transparent black.
    func paintColor(in environment: EnvironmentValues, behind: PaintColor) -> PaintColor {
        guard opacityValue > 0, let fill = opaque(in: environment).fill else { return .clear }
        var color = PaintColor(fill) ?? behind
        color.opacity = min(max(opacityValue, 0), 1)
        return color
    }
}

extension Color: View {
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        FillNode(_resolve(in: context.environment))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var cyan: Color { Color.cyan }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var gray: Color { Color.gray }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
