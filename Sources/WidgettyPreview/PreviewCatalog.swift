import WidgettyHomeFile
import WidgettyKit

/// The `#Preview`s `preview` offers — this program's own, or an extension's asked through the
/// protocol — as a numbered listing, and a preview found by its number, its name or where it is
/// written (`File.swift:LINE`).
@MainActor
public struct PreviewCatalog {
    /// One `#Preview` as the catalog lists and shows it.
    public struct Item {
        /// The name given to `#Preview("…")`, if any.
        public var name: String?
        /// Where it is written: `File.swift:LINE`, or `Module.TypeName` for a `PreviewProvider`.
        public var location: String
        /// A widget preview's family; nil for a view preview.
        public var family: WidgetFamily?
        /// The widget it shows, made when asked; nil when it cannot be shown.
        public var widget: @MainActor () -> PreviewedWidget?

        public init(name: String?, location: String, family: WidgetFamily?, widget: @escaping @MainActor () -> PreviewedWidget?) {
            self.name = name
            self.location = location
            self.family = family
            self.widget = widget
        }

        /// A preview of this program's own.
        public init(_ preview: WidgetPreview) {
            let family: WidgetFamily? = if case .widget(let family, _) = preview.content { family } else { nil }
            self.init(name: preview.name, location: preview.location, family: family, widget: { preview.previewedWidget() })
        }
    }

    public let items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    /// This program's own `#Preview`s.
    public init(previews: [WidgetPreview] = WidgetPreviewRegistry.all) {
        self.init(items: previews.map(Item.init))
    }

    /// What a preview is called in the listing and the header: its name, or its widget's kind
    /// and family, or "Preview" for an unnamed view.
    public static func title(of item: Item) -> String {
        if let name = item.name { return "\"\(name)\"" }
        guard let family = item.family else { return "Preview" }
        return "\(item.widget()?.descriptor.kind ?? "widget") · \(HomeFileParser.name(of: family))"
    }

    /// One line a preview: its number, title, what it shows and where it is written.
    public var listing: String {
        guard !items.isEmpty else { return "No #Preview in this program.\n" }
        let titles = items.map(Self.title(of:))
        let kinds = items.map { item in item.family.map { "widget, \(HomeFileParser.name(of: $0))" } ?? "view" }
        let titleWidth = titles.map(\.count).max() ?? 0, kindWidth = kinds.map(\.count).max() ?? 0
        var out = "#Preview (preview NUMBER, NAME or FILE:LINE shows one):\n"
        for (index, item) in items.enumerated() {
            let title = titles[index].padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let kind = kinds[index].padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            out += "  \(index + 1)  \(title)  \(kind)  \(item.location)\n"
        }
        return out
    }

    /// The preview a command-line word names: its number from 1, its name, or `File.swift:LINE`.
    public func index(named word: String) -> Int? {
        if let number = Int(word), items.indices.contains(number - 1) { return number - 1 }
        return items.firstIndex { $0.name == word || $0.location == word }
    }

    /// Preview `index` as the subject of a preview run, labelled with its number; nil for a
    /// widget preview whose `Widget` declares no kind.
    public func subject(at index: Int) -> PreviewSubject? {
        let item = items[index]
        guard let widget = item.widget() else { return nil }
        return PreviewSubject(
            descriptor: widget.descriptor, intentValues: widget.intentValues,
            label: "#Preview \(index + 1)/\(items.count) \(Self.title(of: item)) · \(item.location)")
    }
}
