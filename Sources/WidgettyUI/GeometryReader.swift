import Foundation
import WidgettyTerminal

/// The space a ``GeometryReader`` was given, as SwiftUI's `GeometryProxy`: its size in the units
/// the widget is written in (iOS points under the home screen's point metrics).
public struct GeometryProxy: Sendable {
    /// The room offered, in points (or cells, per ``CellMetrics``): what `proxy.size.width` reads.
    public let size: CGSize

    /// No safe area inside a widget cell.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin in `.local`; the cell has no other space to speak of.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space, as in SwiftUI: frames are reported in the reader's own.
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole screen, the view's own space, or a space named with `.coordinateSpace(name:)`: all
    /// give the same frame, the reader's own.
    case global, local
    /// A space named by a view above; the reader's own frame all the same.
    case named(String)
}

/// A view built from the space it is given, as SwiftUI's `GeometryReader`: it takes all the space
/// offered and lays its content out from the top leading corner. Its content is built when it is
/// drawn, in the reader's environment.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is built from the proxy when the reader is drawn.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never called: the reader builds its content from the room it gets when drawn.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        let content = self.content
        return GeometryReaderNode(metrics: context.environment.cellMetrics) { proxy in
            // The closure runs when the reader is drawn, after the body that wrote it has been
            // evaluated: the `@Environment` properties it reads (the enclosing view's) must still
            // see the environment the reader is in, as in SwiftUI.
            inner.single(EnvironmentScope.evaluating(in: inner.environment) { content(proxy)._makeViewList(in: inner) })
        }
    }
}

/// The layout of a ``GeometryReader``: the offered size (10×1 cells when none is offered); its
/// content is built once the size is known, at drawing (views render on the main actor, so the
/// drawing of a render is on it too).
final class GeometryReaderNode: LayoutNode {
    let metrics: CellMetrics
    let make: @MainActor (GeometryProxy) -> LayoutNode

    init(metrics: CellMetrics, make: @escaping @MainActor (GeometryProxy) -> LayoutNode) {
        self.metrics = metrics
        self.make = make
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        let proxy = GeometryProxy(size: CGSize(width: CGFloat(rect.width) * metrics.pointsPerColumn,
                                               height: CGFloat(rect.height) * metrics.pointsPerRow))
        let child = MainActor.assumeIsolated { [make] in UncheckedNode(node: make(proxy)) }.node
        let size = child.sizeThatFits(ProposedSize(rect.size))
        canvas.clipping(to: rect) {
            child.draw(in: Rect(origin: rect.origin, size: Size(width: min(size.width, rect.width), height: min(size.height, rect.height))),
                       on: canvas)
        }
    }
}

/// A node handed back from the main actor to the drawing that runs on it.
private struct UncheckedNode: @unchecked Sendable {
    let node: LayoutNode
}
