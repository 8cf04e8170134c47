import Foundation
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyKit
import WidgettyPreview

/// An extension's `#Preview`s as `preview` shows them: listed by the bundle (`previews`), each
/// one's entries made and rendered by the bundle (`preview`) and drawn here, as an installed
/// widget's are. For an installed bundle (`preview --extension NAME`) and for the temporary
/// extension of an author's `swift run MyWidgets preview`.
@MainActor
enum ExtensionPreviews {
    /// The `#Preview`s of the bundle `name` served by `process`.
    static func catalog(of process: ExtensionProcess, name: String) throws -> PreviewCatalog {
        guard case .previews(let reply) = try ExtensionQuestion.reply(to: .previews(PreviewsRequest()), of: process, name: name) else {
            throw CommandFailure("\(name) did not list its #Previews", status: 1)
        }
        let bundle = BundleDescription(displayName: name, kinds: [])
        return PreviewCatalog(items: reply.previews.map { preview in
            PreviewCatalog.Item(name: preview.name, location: preview.location, family: preview.family) {
                preview.widget.map { kind in
                    let descriptor = InstalledExtensionKinds.remote(kind, of: bundle, route: .preview(preview.number), by: process)
                    return PreviewedWidget(descriptor: descriptor, intentValues: preview.parameters)
                }
            }
        })
    }

    /// The `#Preview`s of the installed bundle `name`, served by a process of its own.
    static func catalog(ofInstalled name: String, in store: ExtensionStore = ExtensionStore()) throws -> PreviewCatalog {
        let installed = try InstalledExtensionKinds.installed(name, in: store)
        let process = ExtensionProcess(
            executable: store.executable(of: name).path,
            environment: InstalledExtensionKinds.environment(bundleIdentifier: installed.record.bundleIdentifier))
        return try catalog(of: process, name: name)
    }
}
