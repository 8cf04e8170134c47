import Foundation
import WidgettyHomeFile
import WidgettyResources
import WidgettyStore

/// The home file a `widgetty dev` session shows: the user's `home.yaml` when it already places
/// one of the package's widgets; else a file of the session's own beside it,
/// `$XDG_CONFIG_HOME/widgetty/NAME-dev.yaml`, made from the default home with the package's
/// widgets first (as ``BundleHomeFile`` makes a bundle's), so they show at once and the user's
/// own file is never rewritten.
enum DevHomeFile {
    /// The file to show for the bundle `name` whose widgets are `widgets` (kinds as placed).
    static func choose(name: String, widgets: [BundleHomeFile.Widget], directories: XDGDirectories = XDGDirectories()) throws -> URL {
        let kinds = Set(widgets.map(\.kind))
        if places(any: kinds, in: directories.homeFile) { return directories.homeFile }
        let own = BundleHomeFile(name: "\(name)-dev", widgets: widgets)
        let url = own.url(in: directories)
        if places(any: kinds, in: url) { return url }
        guard let base = WidgettyResources.defaultHomeFile else {
            throw CommandFailure("the default home file is not installed next to the program", status: 2)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = own.defaultText(from: base, shownBy: "`widgetty dev`")
            // Through the one writer (a file there that places none of the widgets is replaced).
            try HomeFileWriter.update(url, creating: true) { _ throws(HomeSaveError) in (text, ()) }
        } catch {
            throw CommandFailure("could not write \(url.path): \(error)", status: 2)
        }
        return url
    }

    /// Whether the home file at `url` reads, parses and places a widget of one of `kinds`.
    static func places(any kinds: Set<String>, in url: URL) -> Bool {
        guard case .success(let text) = HomeFileText.read(url, name: url.path),
            let parsed = HomeFileParser.parse(text, file: url.lastPathComponent).0
        else { return false }
        return parsed.allWidgets.contains { kinds.contains($0.kind) }
    }
}
