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

    /// A decoded picture, or the glyph of a `UIImage(systemName:)`.
    public init(uiImage: UIImage) {
        if let glyph = uiImage.symbolGlyph { content = .glyph(glyph) } else { content = .bitmap(uiImage) }
    }

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

    /// Never called: Widgetty draws the glyph or the half-block pixels itself.
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
    public enum ResizingMode: Hashable, Sendable {
        /// Tile the picture or stretch it: a resizable bitmap is always scaled to fit, never tiled.
        case tile, stretch
    }
    /// Template or original rendering, as in SwiftUI (accepted).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draw in the foreground colour (template) or in the picture's own: glyphs take the
        /// foreground anyway, bitmaps keep their own colours.
        case template, original
    }
    /// Symbol scales, as in SwiftUI (accepted).
    public enum Scale: Hashable, Sendable {
        /// A symbol's size next to text: every glyph is one cell, so the three look the same.
        case small, medium, large
    }
    /// Interpolation quality, as in SwiftUI (accepted).
    public enum Interpolation: Hashable, Sendable {
        /// How smoothly a scaled bitmap is resampled: Widgetty averages each half-block pixel's
        /// area whatever is asked.
        case none, low, medium, high
    }
}

/// Symbol rendering modes, as in SwiftUI (accepted).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour, the foreground style: what every glyph is drawn in.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours on iOS; a glyph here still takes the foreground style.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in shades of one colour on iOS; a glyph here is one colour.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in colours you give on iOS; a glyph here is one colour.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A title with an icon, as SwiftUI's `Label`: the icon, a space, the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of any title and icon views, drawn as the icon, one blank column, then the title.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon and the title side by side, one column apart.
    public var body: some View {
        HStack {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a localized title and an SF Symbol, as `Label("Rain", systemImage: "cloud.rain")`
    /// draws a rain glyph, a blank column and "Rain".
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label of a title string (not looked up) and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label of a localized title and a named picture (half-block pixels, or `▨` when not found).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label of a title string and a named picture.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
