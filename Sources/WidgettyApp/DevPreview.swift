import Foundation
import WidgettyPreview
import WidgettyScreen

/// `widgetty dev --preview`: the dev loop shown in the preview instead of the home screen. It
/// shows the installed bundle's `#Preview`s, then its kinds; a good build is swapped in (its
/// previews asked of the new program, the one shown kept), a failed one listed over the bottom
/// rows, file:line:column, while the preview keeps the last good build.
@MainActor
enum DevPreview {
    /// The installed bundle `name`'s `#Preview`s, then its kinds (each with its default
    /// configuration), and the place of the one `wanted` (a kind, or a `#Preview`'s number, name
    /// or `File.swift:LINE`; the first when nil).
    static func subjects(of name: String, showing wanted: String?) throws -> (subjects: [PreviewSubject], first: Int) {
        let catalog = try ExtensionPreviews.catalog(ofInstalled: name)
        let previews = catalog.items.indices.compactMap { index in catalog.subject(at: index).map { (index, $0) } }
        let kinds = InstalledExtensionKinds.placedKinds(of: name)
        let subjects = previews.map(\.1) + kinds.map { PreviewSubject(descriptor: $0, intentValues: $0.intent?.defaultValues ?? [:]) }
        guard !subjects.isEmpty else { throw CommandFailure("\(name) has no widget or #Preview to show", status: 1) }
        guard let wanted else { return (subjects, 0) }
        if let kind = kinds.firstIndex(where: { $0.kind == wanted }) { return (subjects, previews.count + kind) }
        if let item = catalog.index(named: wanted), let place = previews.firstIndex(where: { $0.0 == item }) { return (subjects, place) }
        throw CommandFailure(
            "\(name) has no kind or #Preview '\(wanted)' (kinds: \(kinds.map(\.kind).joined(separator: ", ")); `widgetty preview --extension \(name) --list`)",
            status: 2)
    }

    /// Where the session shows its builds: the preview's status line and banner; a good build's
    /// bundle read again and its subjects swapped in.
    static func screen(_ runtime: WidgetPreviewRuntime, name: String, showing wanted: String?) -> DevScreen {
        DevScreen(
            started: { [weak runtime] product in runtime?.showMessage("building \(product)…") },
            finished: { [weak runtime] report in
                guard let runtime else { return }
                guard report.succeeded else {
                    runtime.failedBuild = report
                    runtime.showMessage("\(report.product) did not build: the preview shows its last good build")
                    return
                }
                _ = InstalledExtensionKinds.reload()
                do {
                    runtime.replace(subjects: try subjects(of: name, showing: wanted).subjects)
                    runtime.failedBuild = nil
                    runtime.showMessage("built \(report.product) in \(String(format: "%.1f", report.seconds)) s: swapped in")
                } catch {
                    runtime.showMessage("built \(report.product), but \(error)")
                }
            },
            message: { [weak runtime] in runtime?.showMessage($0) })
    }
}
