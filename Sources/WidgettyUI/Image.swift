import Foundation
import WidgettyTerminal

/// A picture, as SwiftUI's `Image`. An SF Symbol becomes a terminal glyph (see
/// ``SymbolGlyphs``; an unknown symbol is `◌`), drawn in the foreground style, one glyph,
/// centred in its frame. A bitmap — `Image(uiImage:)`, or a named picture found as
/// ``ImageSearchPath`` describes — is drawn in half-block pixels (see ``BitmapNode``); a named
/// picture that is not found is the placeholder glyph `▨`. Redacted, either is `░`.
public struct Image: View {
    enum Content {
        case glyph(String)
        case bitmap(UIImage)
    }

    let content: Content
    var isResizable = false

    /// An SF Symbol, by name.
    public init(systemName: String) { content = .glyph(SymbolGlyphs.glyph(for: systemName)) }

    /// A named picture (PNG or JPEG) from `bundle`'s resources, the widget bundle's or the
    /// user's images directory (``ImageSearchPath``); the placeholder glyph `▨` when none is found.
    public init(_ name: String, bundle: Bundle? = nil) {
        content = UIImage(named: name, in: bundle).map(Content.bitmap) ?? .glyph("▨")
    }

    /// A named picture that is only decoration (the same picture: a terminal has no screen reader
    /// labels to leave out).
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// A decoded picture.
    public init(uiImage: UIImage) { content = .bitmap(uiImage) }

    /// The picture scaled to whatever frame it gets (a glyph is centred in it). Without this a
    /// bitmap keeps its own size: a pixel a point wide.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Accepted; glyphs take the foreground style, bitmaps keep their colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Accepted; glyphs have one scale.
    public func imageScale(_ scale: Scale) -> Image { self }
    /// Accepted; bitmaps are always scaled by area averaging.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Accepted; glyphs have one rendering.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        switch content {
        case .bitmap(let image):
            return BitmapNode(image: image, isResizable: isResizable, cells: Cells(environment),
                              redactedStyle: environment.redactionReasons.contains(.placeholder)
                                  ? environment.resolvedTextStyle() : nil,
                              noticeStyle: environment.resolvedTextStyle())
        case .glyph(let glyph):
            let shown = environment.redactionReasons.contains(.placeholder)
                ? String(repeating: "░", count: TerminalText.width(of: glyph)) : glyph
            let look = environment.resolvedTextLook()
            let node = GlyphNode(shown, style: look.style, paint: look.paint)
            return isResizable ? FrameNode(child: node, minWidth: 0, maxWidth: ProposedSize.unbounded,
                                           minHeight: 0, maxHeight: ProposedSize.unbounded, alignment: .center) : node
        }
    }

    /// How an image is resized, as in SwiftUI (accepted).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// Template or original rendering, as in SwiftUI (accepted).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Symbol scales, as in SwiftUI (accepted).
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// Interpolation quality, as in SwiftUI (accepted).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

/// Symbol rendering modes, as in SwiftUI (accepted).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The terminal glyphs standing for common SF Symbols. A `.fill` variant without its own entry
/// uses its outline's glyph; anything else is `◌`.
public enum SymbolGlyphs {
    static let table: [String: String] = [
        "sun.max": "☀", "sun.max.fill": "☀", "sun.min": "☼", "sunrise": "☀", "sunset": "☀",
        "moon": "☾", "moon.fill": "☾", "moon.stars": "☾", "cloud": "☁", "cloud.fill": "☁",
        "cloud.sun": "⛅", "cloud.sun.fill": "⛅", "cloud.rain": "☂", "cloud.rain.fill": "☂",
        "cloud.drizzle": "☂", "cloud.heavyrain": "☔", "cloud.bolt": "⚡", "cloud.bolt.rain": "⛈",
        "cloud.snow": "❄", "snowflake": "❄", "cloud.fog": "≋", "wind": "≈", "tornado": "§",
        "thermometer": "🌡", "drop": "💧", "drop.fill": "💧", "umbrella": "☂", "bolt": "⚡", "bolt.fill": "⚡",
        "calendar": "📅", "clock": "⏰", "clock.fill": "⏰", "alarm": "⏰", "timer": "⏱", "stopwatch": "⏱",
        "hourglass": "⌛", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "checkmark": "✓", "checkmark.circle": "✔", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "xmark": "✘", "xmark.circle": "✘", "xmark.circle.fill": "✘", "square": "☐",
        "circle": "○", "circle.fill": "●", "plus": "+", "minus": "−", "plus.circle": "⊕",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
        "arrow.up.right": "↗", "arrow.down.right": "↘", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "arrow.triangle.2.circlepath": "⟳", "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄",
        "chevron.down": "˅", "triangle.fill": "▲", "play.fill": "▶", "pause.fill": "⏸", "stop.fill": "■",
        "music.note": "♪", "bell": "🔔", "bell.fill": "🔔", "envelope": "✉", "envelope.fill": "✉",
        "phone": "☎", "phone.fill": "☎", "house": "⌂", "house.fill": "⌂", "gear": "⚙", "gearshape": "⚙",
        "gearshape.fill": "⚙", "person": "👤", "person.fill": "👤", "person.2": "👥", "flag": "⚑", "flag.fill": "⚑",
        "bookmark": "🔖", "pencil": "✎", "trash": "🗑", "folder": "📁", "doc": "📄", "doc.text": "📄",
        "magnifyingglass": "🔍", "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "key": "⚷",
        "location": "➤", "location.fill": "➤", "mappin": "📍", "map": "🗺", "globe": "🌐", "link": "🔗",
        "battery.100": "▮▮▮", "battery.50": "▮▮▯", "battery.25": "▮▯▯", "battery.0": "▯▯▯", "wifi": "📶",
        "antenna.radiowaves.left.and.right": "📡", "cpu": "▣", "memorychip": "▤", "internaldrive": "⛁",
        "network": "⇅", "terminal": "⌨", "keyboard": "⌨", "desktopcomputer": "🖥", "laptopcomputer": "💻",
        "chart.bar": "▁▃▅", "chart.bar.fill": "▁▃▅", "chart.line.uptrend.xyaxis": "↗", "cart": "🛒",
        "creditcard": "💳", "dollarsign.circle": "$", "bitcoinsign.circle": "₿", "qrcode": "▦",
        "qrcode.viewfinder": "▦", "barcode.viewfinder": "▥", "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠", "info.circle": "ℹ", "questionmark.circle": "?",
        "airplane": "✈", "car": "🚗", "car.fill": "🚗", "bus": "🚌", "tram": "🚋", "bicycle": "🚲",
        "figure.walk": "🚶", "flame": "🔥", "flame.fill": "🔥", "leaf": "🍃", "sparkles": "✨",
        "gift": "🎁", "cup.and.saucer": "☕", "book": "📖", "newspaper": "📰", "photo": "🖼",
        "camera": "📷", "tv": "📺", "gamecontroller": "🎮", "list.bullet": "☰", "ellipsis": "…",
        "square.and.arrow.up": "⇪", "tray": "⊔", "paperplane": "✈", "bubble.left": "💬", "message": "💬",
    ]

    /// The glyph for an SF Symbol name.
    public static func glyph(for systemName: String) -> String {
        if let glyph = table[systemName] { return glyph }
        if systemName.hasSuffix(".fill"), let glyph = table[String(systemName.dropLast(5))] { return glyph }
        return "◌"
    }
}

/// A title with an icon, as SwiftUI's `Label`: the icon, a space, the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 1) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
