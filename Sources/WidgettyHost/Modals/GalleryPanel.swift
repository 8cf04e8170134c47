import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

/// The widget gallery (`a`): every kind the registry knows, with its name, description and a
/// live preview of each family it supports. Typing filters; ↑↓ choose a kind, ←→ (or Tab) a
/// family; Enter adds it after the focused item and focuses it; Esc closes.
@MainActor
final class GalleryPanel: HomeModal {
    let services: ModalServices
    private(set) var model: GalleryModel
    let previews: GalleryPreviews
    /// The first list row shown (the list scrolls to keep the selection visible).
    var listScroll = 0
    /// Where the last draw put the list rows and family tabs, for clicks.
    var rowFrames: [(rect: Rect, row: Int)] = []
    var familyFrames: [(rect: Rect, family: WidgetFamily)] = []
    var previewFrame: Rect?
    /// The grid's slot sizes when last drawn, so a preview has its family's real size.
    var gridMetrics: GridMetrics?

    init(services: ModalServices) {
        self.services = services
        let entries = services.registry.descriptors.flatMap(GalleryEntry.entries(for:))
            .sorted(by: GalleryEntry.galleryOrder)
        model = GalleryModel(entries: entries)
        previews = GalleryPreviews(services: services)
    }

    func handle(_ input: ModalInput, state: inout HomeState) -> [HomeEffect] {
        switch input {
        case .key(let key): return handleKey(key, state: &state)
        case .mouse(let mouse): return handleMouse(mouse, state: &state)
        case .paste(let text):
            model.type(text)
            return []
        case .saveFailed: return []
        }
    }

    func cancelWork() { previews.cancel() }

    var statusHints: [String] {
        ["GALLERY", "type to filter", "↑↓ widget", "←→ size", "enter add", "esc close"]
    }

    private func handleKey(_ key: KeyEvent, state: inout HomeState) -> [HomeEffect] {
        state.statusMessage = nil
        let control = key.modifiers == .control
        switch key.key {
        case .escape: state.dismissModal()
        case .enter: return add(state: &state)
        case .up: model.moveSelection(by: -1)
        case .down: model.moveSelection(by: 1)
        case .pageUp: model.moveSelection(by: -10)
        case .pageDown: model.moveSelection(by: 10)
        case .home: model.moveSelection(by: -model.visible.count)
        case .end: model.moveSelection(by: model.visible.count)
        case .left, .backTab: model.cycleFamily(by: -1)
        case .right, .tab: model.cycleFamily(by: 1)
        case .backspace, .delete: model.deleteBackward()
        case .character("p") where control: model.moveSelection(by: -1)
        case .character("n") where control: model.moveSelection(by: 1)
        case .character("u") where control: model.setFilter("")
        case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
            model.type(String(c))
        default: break
        }
        return []
    }

    private func handleMouse(_ mouse: MouseEvent, state: inout HomeState) -> [HomeEffect] {
        switch mouse.kind {
        case .released(.left):
            if let hit = rowFrames.first(where: { $0.rect.contains(mouse.position) }) {
                model.select(hit.row)
            } else if let hit = familyFrames.first(where: { $0.rect.contains(mouse.position) }) {
                model.choose(family: hit.family)
            } else if previewFrame?.contains(mouse.position) == true {
                return add(state: &state)
            }
        case .wheelUp: model.moveSelection(by: -1)
        case .wheelDown: model.moveSelection(by: 1)
        default: break
        }
        return []
    }

    /// Adds the chosen kind in the chosen family after the focused item (at the end of the page
    /// shown when nothing is focused), focuses it, and opens its edit panel when it has parameters.
    private func add(state: inout HomeState) -> [HomeEffect] {
        guard let entry = model.selected, let family = model.family else { return [] }
        let id = state.freshWidgetID(for: entry.kind)
        let anchor = state.focusedItemID
        let page = state.arrangePlanner.map { planner in
            anchor.flatMap { planner.locate($0)?.placement.configPage } ?? planner.configPage(ofScreenPage: state.page)
        } ?? 0
        state.dismissModal()
        let edit = HomeEdit.insertWidget(
            NewWidget(id: id, kind: entry.kind, family: family, params: entry.params), afterItemID: anchor, page: page)
        var then: [HomeEffect] = [.showMessage("added \(entry.displayName) (\(HomeFileParser.name(of: family)))")]
        // A recommendation comes configured; the kind itself opens its edit panel.
        if entry.hasParameters, entry.params.isEmpty { then.append(.openEditPanel(widgetID: id)) }
        return [.save(SaveRequest(edit, focus: .item(id), then: then))]
    }
}
