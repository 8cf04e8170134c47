import WidgettyHomeFile
import WidgettyKit

/// The program's `#Preview`s as `preview` offers them: a numbered listing, and a preview found by
/// its number, its name or where it is written (`File.swift:LINE`).
@MainActor
public struct PreviewCatalog {
    public let previews: [WidgetPreview]

    public init(previews: [WidgetPreview] = WidgetPreviewRegistry.all) {
        self.previews = previews
    }

    /// What a preview is called in the listing and the header: its name, or its widget's kind
    /// and family, or "Preview" for an unnamed view.
    public static func title(of preview: WidgetPreview) -> String {
        if let name = preview.name { return "\"\(name)\"" }
        switch preview.content {
        case .widget(let family, _):
            let kind = preview.previewedWidget()?.descriptor.kind ?? "widget"
            return "\(kind) · \(HomeFileParser.name(of: family))"
        case .view:
            return "Preview"
        }
    }

    /// One line a preview: its number, title, what it shows and where it is written.
    public var listing: String {
        guard !previews.isEmpty else { return "No #Preview in this program.\n" }
        let titles = previews.map(Self.title(of:))
        let kinds = previews.map { preview in
            switch preview.content {
            case .widget(let family, _): return "widget, \(HomeFileParser.name(of: family))"
            case .view: return "view"
            }
        }
        let titleWidth = titles.map(\.count).max() ?? 0, kindWidth = kinds.map(\.count).max() ?? 0
        var out = "#Preview (preview NUMBER, NAME or FILE:LINE shows one):\n"
        for (index, preview) in previews.enumerated() {
            let title = titles[index].padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let kind = kinds[index].padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            out += "  \(index + 1)  \(title)  \(kind)  \(preview.location)\n"
        }
        return out
    }

    /// The preview a command-line word names: its number from 1, its name, or `File.swift:LINE`.
    public func index(named word: String) -> Int? {
        if let number = Int(word), previews.indices.contains(number - 1) { return number - 1 }
        return previews.firstIndex { $0.name == word || $0.location == word }
    }

    /// Preview `index` as the subject of a preview run, labelled with its number; nil for a
    /// widget preview whose `Widget` declares no kind.
    public func subject(at index: Int) -> PreviewSubject? {
        let preview = previews[index]
        guard let widget = preview.previewedWidget() else { return nil }
        return PreviewSubject(
            descriptor: widget.descriptor, intentValues: widget.intentValues,
            label: "#Preview \(index + 1)/\(previews.count) \(Self.title(of: preview)) · \(preview.location)")
    }
}
