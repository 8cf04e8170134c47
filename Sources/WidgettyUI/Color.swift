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

    /// A 24-bit colour from components between 0 and 1 (clamped), drawn as the terminal's RGB
    /// colour; terminals without 24-bit colour show the nearest palette entry.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.terminal(.rgb(Self.byte(red), Self.byte(green), Self.byte(blue))), opacity: opacity)
    }

    /// A grey from 0 (black) to 1 (white), as 24-bit RGB.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0 to 1, around the wheel), saturation and brightness, converted to 24-bit
    /// RGB.
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

    /// ANSI red (colour 1): the terminal's theme decides the exact shade.
    public static let red = Color(.terminal(.red))
    /// ANSI green (colour 2).
    public static let green = Color(.terminal(.green))
    /// ANSI blue (colour 4).
    public static let blue = Color(.terminal(.blue))
    /// ANSI yellow (colour 3), which many themes draw closer to olive.
    public static let yellow = Color(.terminal(.yellow))
    /// ANSI magenta (colour 5), SwiftUI's purple.
    public static let purple = Color(.terminal(.magenta))
    /// ANSI cyan (colour 6).
    public static let cyan = Color(.terminal(.cyan))
    /// Bright white (colour 15), so it stays white on themes where plain white is a light grey.
    public static let white = Color(.terminal(.brightWhite))
    /// ANSI black (colour 0): on a dark theme often the same as the background.
    public static let black = Color(.terminal(.black))
    /// Bright black (colour 8), the grey of most themes.
    public static let gray = Color(.terminal(.brightBlack))
    /// Colour 208 of the 256-colour palette, an orange.
    public static let orange = Color(.terminal(.palette(208)))
    /// Colour 211 of the 256-colour palette, a light pink.
    public static let pink = Color(.terminal(.palette(211)))
    /// Colour 121 of the 256-colour palette, a pale green.
    public static let mint = Color(.terminal(.palette(121)))
    /// Colour 37 of the 256-colour palette, a blue-green.
    public static let teal = Color(.terminal(.palette(37)))
    /// Colour 61 of the 256-colour palette, a muted indigo.
    public static let indigo = Color(.terminal(.palette(61)))
    /// Colour 130 of the 256-colour palette, a brown.
    public static let brown = Color(.terminal(.palette(130)))
    /// The terminal's default foreground: text in `.primary` follows the user's theme, light or
    /// dark.
    public static let primary = Color(.primary)
    /// The default foreground drawn dim, for less important text.
    public static let secondary = Color(.secondary)
    /// No colour: nothing is drawn and what is behind shows through.
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
    /// Never called: a colour as a view is drawn by Widgetty, filling its frame with background
    /// cells.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        FillNode(_resolve(in: context.environment))
    }
}

extension ShapeStyle where Self == Color {
    /// ``Color/red`` where a shape style is expected, as in `.foregroundStyle(.red)`.
    public static var red: Color { Color.red }
    /// ``Color/green`` as a shape style: `.fill(.green)`.
    public static var green: Color { Color.green }
    /// ``Color/blue`` as a shape style, the tint when none is set.
    public static var blue: Color { Color.blue }
    /// ``Color/yellow`` as a shape style.
    public static var yellow: Color { Color.yellow }
    /// ``Color/purple`` (ANSI magenta) as a shape style.
    public static var purple: Color { Color.purple }
    /// ``Color/cyan`` as a shape style.
    public static var cyan: Color { Color.cyan }
    /// ``Color/white`` (bright white) as a shape style.
    public static var white: Color { Color.white }
    /// ``Color/black`` as a shape style; on a dark terminal it can vanish into the background.
    public static var black: Color { Color.black }
    /// ``Color/gray`` (bright black) as a shape style, for quiet labels.
    public static var gray: Color { Color.gray }
    /// ``Color/orange`` (palette 208) as a shape style.
    public static var orange: Color { Color.orange }
    /// ``Color/pink`` (palette 211) as a shape style.
    public static var pink: Color { Color.pink }
    /// ``Color/mint`` (palette 121) as a shape style.
    public static var mint: Color { Color.mint }
    /// ``Color/teal`` (palette 37) as a shape style.
    public static var teal: Color { Color.teal }
    /// ``Color/indigo`` (palette 61) as a shape style.
    public static var indigo: Color { Color.indigo }
    /// ``Color/brown`` (palette 130) as a shape style.
    public static var brown: Color { Color.brown }
    /// ``Color/clear`` as a shape style: `.background(.clear)` draws nothing.
    public static var clear: Color { Color.clear }
    /// ``Color/accentColor`` as a shape style: the view's tint, or blue.
    public static var accentColor: Color { Color.accentColor }
}
