import WidgettyKit
import WidgettyExtensionProtocol

/// The bundle's `#Preview`s as the extension serves them: described for `previews`, numbered
/// from 1 in the program's order (file, then line), and each one's widget — built once, on
/// first use — for `preview`'s provider calls.
@MainActor
final class BundlePreviews {
    private let previews: [WidgetPreview]
    private var built: [Int: PreviewedWidget?] = [:]

    init(_ previews: [WidgetPreview]) {
        self.previews = previews
    }

    /// What `previews` answers.
    var descriptions: [PreviewDescription] {
        previews.indices.map { index in
            let preview = previews[index]
            let widget = self.widget(index)
            let family: WidgetFamily? = if case .widget(let family, _) = preview.content { family } else { nil }
            return PreviewDescription(
                number: index + 1, name: preview.name, location: preview.location, family: family,
                widget: widget.map { KindDescription($0.descriptor) }, parameters: widget?.intentValues ?? [:])
        }
    }

    /// The widget of preview `number`, or why there is none.
    func descriptor(_ number: Int) throws -> AnyWidgetDescriptor {
        guard previews.indices.contains(number - 1) else {
            throw ExtensionProtocolError.failed("no #Preview \(number): the bundle has \(previews.count)")
        }
        guard let widget = widget(number - 1) else {
            throw ExtensionProtocolError.failed("#Preview \(number) (\(previews[number - 1].location)) shows a widget that declares no kind")
        }
        return widget.descriptor
    }

    private func widget(_ index: Int) -> PreviewedWidget? {
        if let known = built[index] { return known }
        let made = previews[index].previewedWidget()
        built[index] = made
        return made
    }
}
