import Foundation
import WidgettyTerminal

/// A part of a rendered view that opens a URL when chosen: a `Link`, or the whole view's `widgetURL`.
public struct LinkRegion: Hashable, Sendable {
    /// Where the link is, in the coordinates of the rendered buffer.
    public var frame: Rect
    /// The URL opened when the link is chosen.
    public var url: URL
    /// The key that chooses it while the user is inside its widget (`.keyboardShortcut`).
    public var shortcut: Character?
    /// A link region of a frame, a URL and the key that chooses it inside the widget, if any.
    public init(frame: Rect, url: URL, shortcut: Character? = nil) {
        self.frame = frame
        self.url = url
        self.shortcut = shortcut
    }
}

/// The result of rendering a view at a size: its cells, its links, the URL of the whole view,
/// and the next instant at which its date-relative text would read differently.
public struct RenderedView: Sendable {
    /// The cells drawn: characters with their colours and attributes.
    public var buffer: CellBuffer
    /// The `Link`s drawn, in reading order.
    public var links: [LinkRegion]
    /// The URL set with `widgetURL(_:)`, if any (the outermost one wins, as in WidgetKit).
    public var widgetURL: URL?
    /// When a `Text(date, style:)` in the view next changes; nil when nothing in it depends on time.
    public var nextChange: Date?
    /// The size the view needed when it is larger than the size it was given (it is then cut at
    /// the edges); nil when it fits.
    public var overflow: Size?
    /// How to draw the view at a later instant by redrawing only its time-driven texts; nil when
    /// it has none or cannot be patched (``redrawn(at:)``).
    public var ticking: TickingTexts?
    /// For a view from ``redrawn(at:)``: the only cells that may differ from the view it was made
    /// from. Nil for a view rendered whole.
    public var changedRects: [Rect]?

    /// A rendered view of its cells and what was found while drawing them; ``ViewRenderer`` makes
    /// these.
    public init(
        buffer: CellBuffer, links: [LinkRegion] = [], widgetURL: URL? = nil, nextChange: Date? = nil, overflow: Size? = nil
    ) {
        self.buffer = buffer
        self.links = links
        self.widgetURL = widgetURL
        self.nextChange = nextChange
        self.overflow = overflow
    }
}
