import WidgettyHomeFile
import Foundation
import WidgettyKit
import WidgettyTerminal

extension HomeRuntime {
    func handleKey(_ key: KeyEvent) {
        if let modal {
            if key.modifiers == .control, key.key == .character("c") { exit(status: 130) }
            modal.handleKey(key)
            return
        }
        if state.showingHelp {
            // Any key closes help; the help key and Esc only close it.
            state.showingHelp = false
            if key.key == .escape || bindings.action(for: key) == .help { return }
        }
        if state.statusMessage != nil { state.statusMessage = nil }
        if case .character(let c) = key.key, key.modifiers.isEmpty, let digit = c.wholeNumberValue, (1...9).contains(digit) {
            state.focus(number: digit)
            return
        }
        if let action = bindings.action(for: key) {
            perform(action)
            return
        }
        if case .character(let c) = key.key, key.modifiers.isEmpty, let url = linkHints[c] {
            open(url)
            return
        }
        if key.key == .escape { return }
        if key.modifiers == .control, key.key == .character("c") {
            exit(status: 130)
        }
    }

    /// Does what a bound key asks.
    public func perform(_ action: HomeAction) {
        switch action {
        case .quit: exit(status: 0)
        case .help: state.showingHelp = true
        case .focusLeft: state.moveFocus(.left)
        case .focusRight: state.moveFocus(.right)
        case .focusUp: state.moveFocus(.up)
        case .focusDown: state.moveFocus(.down)
        case .focusNext: state.focusInOrder(forward: true)
        case .focusPrevious: state.focusInOrder(forward: false)
        case .nextPage: state.showPage(state.page + 1)
        case .previousPage: state.showPage(state.page - 1)
        case .open:
            if let id = focusedInstance, let url = rendered[id]?.widgetURL {
                open(url)
            } else {
                showMessage("this widget has no link")
            }
        case .reload:
            if let id = focusedInstance {
                scheduler.requestReload(id)
                showMessage("reloading \(displayName(of: id))")
            }
        case .reloadAll:
            for id in registered.keys.sorted() { scheduler.requestReload(id) }
            showMessage("reloading every widget")
        case .stackNext, .stackPrevious:
            flipFocusedStack(by: action == .stackNext ? 1 : -1)
        case .gallery:
            present(GalleryPanel(runtime: self))
        case .arrange:
            present(ArrangeMode(runtime: self))
        case .edit:
            editFocusedWidget()
        }
    }

    func handleMouse(_ mouse: MouseEvent) {
        if let modal {
            modal.handleMouse(mouse)
            return
        }
        switch mouse.kind {
        case .pressed(.left):
            pressedAt = mouse.position
            if let placement = state.placement(at: mouse.position) { state.focus(itemID: placement.itemID) }
        case .released(.left):
            defer { pressedAt = nil }
            guard let placement = state.placement(at: mouse.position),
                pressedAt.map({ state.placement(at: $0)?.itemID == placement.itemID }) ?? true
            else { return }
            state.focus(itemID: placement.itemID)
            click(in: placement, at: mouse.position)
        case .pressed(.right):
            rightClick(at: mouse.position)
        case .wheelUp, .wheelDown:
            let step = mouse.kind == .wheelDown ? 1 : -1
            if let placement = state.placement(at: mouse.position), case .stack = state.item(for: placement) {
                state.focus(itemID: placement.itemID)
                flipFocusedStack(by: step)
            } else {
                state.showPage(state.page + step)
            }
        default:
            break
        }
    }

    /// A click opens the link under the pointer, or else the widget's URL.
    func click(in placement: HomeLayout.Placement, at point: Point) {
        guard let id = shownInstance(in: placement), let view = rendered[id] else { return }
        let content = WidgetCellChrome.contentFrame(of: placement.frame, margin: margin(of: id))
        let local = Point(x: point.x - content.minX, y: point.y - content.minY)
        if let link = view.links.first(where: { $0.frame.contains(local) }) {
            open(link.url)
        } else if let url = view.widgetURL {
            open(url)
        }
    }

    func flipFocusedStack(by step: Int) {
        guard let id = state.focusedItemID, case .stack(let stack)? = state.item(withID: id) else {
            showMessage("the focused widget is not a stack")
            return
        }
        state.flipStack(id: stack.id, by: step, showing: shownIndex(in: stack))
    }
}
