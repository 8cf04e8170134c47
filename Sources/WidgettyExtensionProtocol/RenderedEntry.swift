import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// A timeline entry rendered by the extension for one cell size: what the host shows when the
/// entry comes due, with no extension running (PROTOCOL.md, "The rendered entry").
public struct RenderedEntry: Codable, Hashable, Sendable {
    /// When the entry is shown.
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// The size it was rendered at: the host asks again for another.
    public var size: CellSize
    public var cells: CellGrid
    /// The `Link`s drawn, in reading order.
    public var links: [WireLink]
    public var widgetURL: URL?
    /// The size the view wanted when larger than `size` (it is cut at the edges).
    public var overflow: CellSize?
    /// When something drawn next reads differently (nil: never).
    public var nextChange: Date?
    /// The parts the host keeps live (timers, relative dates, timer bars); nil when there are
    /// none, or when they cannot be redrawn by themselves: the host then asks for a fresh render
    /// at `nextChange`.
    public var ticking: WireTicking?
    /// For each link that runs an intent (`widgetty://intent/N`, keyed by the link), the intent's
    /// identity: what a `perform` request names.
    public var intents: [String: String]?

    public init(
        date: Date, relevance: TimelineEntryRelevance?, size: CellSize, cells: CellGrid, links: [WireLink], widgetURL: URL?,
        overflow: CellSize?, nextChange: Date?, ticking: WireTicking?, intents: [String: String]?
    ) {
        self.date = date
        self.relevance = relevance
        self.size = size
        self.cells = cells
        self.links = links
        self.widgetURL = widgetURL
        self.overflow = overflow
        self.nextChange = nextChange
        self.ticking = ticking
        self.intents = intents
    }

    /// `view` as rendered for an entry of `date`; `intentIdentity` names the intent behind a link
    /// (nil: the link runs none).
    @MainActor
    public init(date: Date, relevance: TimelineEntryRelevance?, view: RenderedView, intentIdentity: (URL) -> String? = { _ in nil }) {
        var intents: [String: String] = [:]
        for link in view.links {
            if let identity = intentIdentity(link.url) { intents[link.url.absoluteString] = identity }
        }
        self.init(
            date: date, relevance: relevance, size: CellSize(view.buffer.size), cells: CellGrid(view.buffer),
            links: view.links.map { WireLink(rect: WireRect($0.frame), url: $0.url) }, widgetURL: view.widgetURL,
            overflow: view.overflow.map(CellSize.init), nextChange: view.nextChange,
            ticking: view.ticking?.archive.map(WireTicking.init), intents: intents.isEmpty ? nil : intents)
    }

    /// The rendered view again, its time-driven parts rebuilt as the render left them.
    @MainActor
    public func renderedView() throws -> RenderedView {
        let buffer = try cells.buffer()
        guard buffer.size == size.size else { throw ExtensionProtocolError.unexpectedReply("cells of another size than the entry's") }
        var view = RenderedView(
            buffer: buffer, links: links.map { LinkRegion(frame: $0.rect.rect, url: $0.url) }, widgetURL: widgetURL,
            nextChange: nextChange, overflow: overflow?.size)
        if let ticking { view.ticking = TickingTexts(archive: try ticking.archive()) }
        return view
    }
}

/// A link: where it is (`[x, y, width, height]`) and what it opens.
public struct WireLink: Codable, Hashable, Sendable {
    public var rect: WireRect
    public var url: URL
    public init(rect: WireRect, url: URL) {
        self.rect = rect
        self.url = url
    }
}
