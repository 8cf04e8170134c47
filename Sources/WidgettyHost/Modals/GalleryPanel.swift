import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

/// The widget gallery (`a`): every kind the registry knows, with its name, description and a
/// live preview of each family it supports. Typing filters; ↑↓ choose a kind, ←→ (or Tab) a
/// family; Enter adds it after the focused item and focuses it; Esc closes.
@MainActor
final class GalleryPanel: HomeModal {
    unowned let runtime: HomeRuntime
    private(set) var model: GalleryModel
    let previews: GalleryPreviews
    /// The first list row shown (the list scrolls to keep the selection visible).
    var listScroll = 0
    /// Where the last draw put the list rows and family tabs, for clicks.
    var rowFrames: [(rect: Rect, row: Int)] = []
    var familyFrames: [(rect: Rect, family: WidgetFamily)] = []
    var previewFrame: Rect?

    init(runtime: HomeRuntime) {
        self.runtime = runtime
        let entries = runtime.registry.descriptors.map(GalleryEntry.init)
            .sorted { $0.displayName.localizedStandardCompare($1.displayName) == .orderedAscending }
        model = GalleryModel(entries: entries)
        previews = GalleryPreviews(runtime: runtime)
    }

    var statusHints: [String] {
        ["GALLERY", "type to filter", "↑↓ widget", "←→ size", "enter add", "esc close"]
    }

    func handleKey(_ key: KeyEvent) {
        runtime.state.statusMessage = nil
        let control = key.modifiers == .control
        switch key.key {
        case .escape: close()
        case .enter: add()
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
    }

    func handlePaste(_ text: String) {
        model.type(text)
    }

    func handleMouse(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .released(.left):
            if let hit = rowFrames.first(where: { $0.rect.contains(mouse.position) }) {
                model.select(hit.row)
            } else if let hit = familyFrames.first(where: { $0.rect.contains(mouse.position) }) {
                model.choose(family: hit.family)
            } else if previewFrame?.contains(mouse.position) == true {
                add()
            }
        case .wheelUp: model.moveSelection(by: -1)
        case .wheelDown: model.moveSelection(by: 1)
        default: break
        }
    }

    /// Adds the chosen kind in the chosen family after the focused item (at the end of the page
    /// shown when nothing is focused), focuses it, and opens its edit panel when it has parameters.
    func add() {
        guard let entry = model.selected, let family = model.family else { return }
        let id = runtime.freshWidgetID(for: entry.kind)
        let anchor = runtime.state.focusedItemID
        let page = runtime.arrangePlanner.map { planner in
            anchor.flatMap { planner.locate($0)?.placement.configPage } ?? planner.configPage(ofScreenPage: runtime.state.page)
        } ?? 0
        close()
        let edit = HomeEdit.insertWidget(NewWidget(id: id, kind: entry.kind, family: family), afterItemID: anchor, page: page)
        guard runtime.saveArrangement(edit, focusing: .item(id)) else { return }
        runtime.showMessage("added \(entry.displayName) (\(HomeFileParser.name(of: family)))")
        if entry.hasParameters { runtime.openEditPanel(forWidgetID: id) }
    }

    private func close() {
        previews.cancel()
        runtime.dismissModal()
    }
}
