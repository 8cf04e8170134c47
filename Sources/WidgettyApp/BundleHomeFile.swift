import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyKit
import WidgettyStore

/// The home file of an author's widget bundle. A bundle run with `swift run` uses its own file,
/// `$XDG_CONFIG_HOME/widgetty/NAME.yaml` (NAME: the executable's name), created on the first run
/// from the default home with the bundle's widgets at the start of the first page, so they show
/// at once next to the built-ins and the user's own `home.yaml` is never touched.
struct BundleHomeFile: Sendable {
    /// One of the bundle's widgets: its kind and families.
    struct Widget: Sendable {
        var kind: String
        var supportedFamilies: [WidgetFamily]
    }

    /// The bundle's name, as its executable is called.
    let name: String
    /// The bundle's widgets, in the bundle's order.
    let widgets: [Widget]

    init(name: String, widgets: [Widget]) {
        self.name = name
        self.widgets = widgets
    }

    @MainActor
    init(name: String, descriptors: [AnyWidgetDescriptor]) {
        self.init(name: name, widgets: descriptors.map { Widget(kind: $0.kind, supportedFamilies: $0.supportedFamilies) })
    }

    /// Where the bundle's home file lives.
    func url(in directories: XDGDirectories = XDGDirectories()) -> URL {
        directories.config.appendingPathComponent("\(name).yaml")
    }

    /// The default home file `base` with one placement per widget (at its first supported system
    /// family) inserted before the first page's widgets; a new first page when `base` has none.
    /// `shownBy` names what shows the file, for its header comment.
    func defaultText(from base: String, shownBy: String = "`swift run`") -> String {
        let placements = widgets.compactMap { widget -> String? in
            guard let family = widget.supportedFamilies.first(where: { $0 != .accessoryInline }) else { return nil }
            let kind = Self.quoted(widget.kind)
            return family == .systemSmall
                ? "      - kind: \(kind)\n"
                : "      - kind: \(kind)\n        family: \(HomeFileParser.name(of: family))\n"
        }.joined()
        let header = "# The home screen of \(name) (\(shownBy)): its widgets first, then the built-ins.\n"
        var lines = base.components(separatedBy: "\n")
        if let pages = lines.firstIndex(where: { $0.hasPrefix("pages:") }),
            let widgets = lines[pages...].firstIndex(where: { $0 == "    widgets:" })
        {
            lines.insert(String(placements.dropLast()), at: widgets + 1)
            return header + lines.joined(separator: "\n")
        }
        return header + "pages:\n  - name: \(Self.quoted(name))\n    widgets:\n" + placements
    }

    /// A YAML scalar for any text: bare when it is plainly a word, else double-quoted.
    static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } && !text.isEmpty
        if plain { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
