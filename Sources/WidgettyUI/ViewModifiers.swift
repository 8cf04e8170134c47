import Foundation
import WidgettyTerminal

extension View {
    /// Padding on `edges`; without a length, 1 column on the leading and trailing edges and
    /// 0 rows on the top and bottom ones (a row is about twice as tall as a column is wide).
    /// Lengths are cells unless the environment's ``CellMetrics`` says points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        return wrapNode { node, context in
            let cells = Cells(context.environment)
            func amount(_ edge: Edge.Set, horizontal: Bool) -> Int {
                guard edges.contains(edge) else { return 0 }
                guard let length else { return horizontal ? 1 : 0 }
                return horizontal ? cells.columns(length) : cells.rows(length)
            }
            return PaddingNode(child: node, top: amount(.top, horizontal: false), leading: amount(.leading, horizontal: true),
                               bottom: amount(.bottom, horizontal: false), trailing: amount(.trailing, horizontal: true))
        }
    }

    /// The same padding in cells on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding given per edge, in cells.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNode { node, context in
            let cells = Cells(context.environment)
            return PaddingNode(child: node, top: cells.rows(insets.top), leading: cells.columns(insets.leading),
                               bottom: cells.rows(insets.bottom), trailing: cells.columns(insets.trailing))
        }
    }

    /// A frame of fixed width and/or height, in cells, with the view aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNode { node, context in
            let cells = Cells(context.environment)
            return FrameNode(child: node, width: cells.columns(width).map { max(0, $0) }, height: cells.rows(height).map { max(0, $0) },
                             alignment: alignment)
        }
    }

    /// A flexible frame, in cells: the proposal clamped between the minimum and the maximum
    /// (`maxWidth: .infinity` takes all the width offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapNode { node, context in
            let cells = Cells(context.environment)
            return FrameNode(child: node, minWidth: cells.columns(minWidth), idealWidth: cells.columns(idealWidth),
                             maxWidth: cells.columns(maxWidth), minHeight: cells.rows(minHeight),
                             idealHeight: cells.rows(idealHeight), maxHeight: cells.rows(maxHeight), alignment: alignment)
        }
    }

    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNode { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Which views a stack sizes first: higher first.
    public func layoutPriority(_ value: Double) -> some View {
        wrapNode { node, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// A view drawn behind this one, in this one's size.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        let background = content()
        return wrapNode { LayeredNode(child: $0, layer: background._makeNode(in: $1), inFront: false, alignment: alignment) }
    }

    /// A view drawn behind this one, in this one's size (the older SwiftUI spelling).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        wrapNode { LayeredNode(child: $0, layer: background._makeNode(in: $1), inFront: false, alignment: alignment) }
    }

    /// Cells behind this view filled with a style: one colour, or a gradient or a colour seen
    /// through, cell by cell over the view's frame (see ``CellPaint``).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapNode { LayeredNode(child: $0, layer: FillNode(style._resolve(in: $1.environment)), inFront: false, alignment: .center) }
    }

    /// The view's background as SwiftUI's argument-less `background()`: the environment's
    /// background style (`.backgroundStyle(_:)`) when one is set, otherwise the terminal's own
    /// background, which shows nothing on a screen of the default colour and covers a coloured
    /// one behind the view, as SwiftUI's opaque system background does.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Cells behind this view filled with a style that is also a view (a `Color`, a gradient):
    /// drawn as the style.
    public func background<S: ShapeStyle & View>(_ style: S) -> some View { background(style, ignoresSafeAreaEdges: .all) }

    /// A view drawn over this one, in this one's size.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        let overlay = content()
        return wrapNode { LayeredNode(child: $0, layer: overlay._makeNode(in: $1), inFront: true, alignment: alignment) }
    }

    /// A view drawn over this one, in this one's size (the older SwiftUI spelling).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        wrapNode { LayeredNode(child: $0, layer: overlay._makeNode(in: $1), inFront: true, alignment: alignment) }
    }

    /// The widget's background, as WidgetKit's `containerBackground(_:for:)`: fills the view's
    /// cells, a gradient cell by cell.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }

    /// The widget's background given as a view.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }

    /// A box-drawing border one cell outside the view, in a style's colour. `width` is accepted;
    /// a terminal line has one thickness.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        wrapNode { node, context in
            let resolved = content._resolve(in: context.environment)
            var style = Style(foreground: resolved.foreground ?? .default)
            if resolved.dim { style.attributes.insert(.dim) }
            return BorderNode(child: node, style: style, rounded: false)
        }
    }

    /// A rounded box-drawing border one cell outside the view (square when the radius is 0), in
    /// the foreground style: cells cannot round a background's corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wrapNode { BorderNode(child: $0, style: $1.environment.resolvedForeground(dimByDefault: true), rounded: radius > 0) }
    }

    /// The view's space kept, nothing drawn.
    public func hidden() -> some View { wrapNode { node, _ in HiddenNode(child: node) } }

    /// Opacity 0 (or less) hides the view and keeps its space; any other opacity draws it as it is.
    public func opacity(_ opacity: Double) -> some View {
        wrapNode { node, _ in opacity <= 0 ? HiddenNode(child: node) : node }
    }

    /// Drawing cut at the view's frame.
    public func clipped(antialiased: Bool = false) -> some View { wrapNode { node, _ in ClipNode(child: node) } }

    /// Drawing cut at the view's frame; pictures (``Image``) are cut to the shape itself, pixel
    /// by pixel (`Circle()`, `Ellipse()`, `Capsule()`, `RoundedRectangle`), leaving the cells
    /// outside it as they were. Text and other cells have no curved edges and are cut at the frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNode { node, context in ClipNode(child: node, outline: shape._clipOutline(in: context.environment)) }
    }

    /// The URL the whole widget opens, as WidgetKit's `widgetURL(_:)`; the outermost one wins.
    public func widgetURL(_ url: URL?) -> some View {
        wrapNode { node, _ in URLNode(child: node, url: url, isWidgetURL: true) }
    }
}

/// Where a container background goes, as WidgetKit's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// The background of a navigation container (accepted for source compatibility).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// How shapes are filled, as SwiftUI's `FillStyle` (accepted; cells are filled whole).
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling on iOS (holes where outlines overlap): accepted, a filled shape's cells are
    /// filled whole.
    public var isEOFilled: Bool
    /// Smoothed edges on iOS: accepted, cells have none to smooth.
    public var isAntialiased: Bool
    /// A fill style: both values are kept and change nothing drawn.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
