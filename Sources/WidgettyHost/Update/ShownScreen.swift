import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// What the last frame shows, as the runtime drew it: which widget each placement shows (a
/// stack's choice), each shown widget's links and URL, and the focused cell's link hints.
/// ``HomeState/update(_:)`` reads it to act on a key or a click without rendering anything.
public struct ShownScreen: Sendable, Equatable {
    /// A shown widget: its instance, where its content starts on screen, its links (in content
    /// coordinates) and the URL of the whole cell.
    public struct Cell: Sendable, Equatable {
        public var instance: WidgetInstanceID
        /// The name the cell's title shows.
        public var name: String
        public var contentOrigin: Point
        public var links: [LinkRegion]
        public var widgetURL: URL?
        /// Whether its content is taller than the cell (entering it scrolls).
        public var overflows = false
        /// Its content at full height, while the user is inside it.
        public var inside: InsideContent?
        /// Its widget's list can be edited from the screen (it can be gone inside to add to it,
        /// even while empty).
        public var hasEditableList = false
        /// It shows its placeholder: its value has not come (a strip's control does not act on it).
        public var isPlaceholder = false

        public init(
            instance: WidgetInstanceID, name: String, contentOrigin: Point, links: [LinkRegion] = [], widgetURL: URL? = nil
        ) {
            self.instance = instance
            self.name = name
            self.contentOrigin = contentOrigin
            self.links = links
            self.widgetURL = widgetURL
        }
    }

    /// By item id (a widget's or a stack's) on the page shown.
    public var cells: [String: Cell] = [:]
    /// The widget each stack on the page shows, by stack id.
    public var stackIndex: [String: Int] = [:]
    /// The focused cell's link hint letters and the URLs they open.
    public var linkHints: [Character: URL] = [:]

    public init() {}
}
