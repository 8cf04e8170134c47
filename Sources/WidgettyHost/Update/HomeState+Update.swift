import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

extension HomeState {
    /// Every decision of the home screen: applies a message to the state and returns what must
    /// be done besides. Pure: no terminal, no clock, no files; a panel that is open decides for
    /// the keys and clicks it takes (``HomeModal``).
    @MainActor
    public mutating func update(_ message: HomeMessage) -> [HomeEffect] {
        let modalBefore = modal
        var effects: [HomeEffect]
        switch message {
        case .keyPressed(let key): effects = keyPressed(key)
        case .mouseUsed(let mouse): effects = mouseUsed(mouse)
        case .textPasted(let text):
            if modal == nil, pasteIntoLineEdit(text) { effects = [] } else { effects = modal?.handle(.paste(text), state: &self) ?? [] }
        case .terminalResized(let size):
            resize(to: size)
            effects = []
        case .terminationRequested(let signal): effects = [.quit(status: 128 + signal)]
        case .hostLinkOpened(let action): effects = hostLinkOpened(action)
        case .entriesChanged(let ids):
            for id in ids { followRelevance(of: id) }
            effects = []
        case .configurationLoaded(let configuration):
            replaceConfiguration(configuration)
            alerts.keep(matching: configuration)
            effects = []
        case .modalPresented(let panel):
            modal = panel
            showingHelp = false
            effects = []
        case .saveSucceeded(let request):
            if request.closesPanelWhenSaved { dismissModal() }
            if let focus = request.focus { focusAfterSave(focus) }
            effects = request.then
        case .saveFailed(let request, let reason):
            effects = request.closesPanelWhenSaved
                ? modal?.handle(.saveFailed(reason), state: &self) ?? [] : [.showMessage(reason)]
        case .intentFinished(let token, let outcome): effects = intentFinished(token: token, outcome)
        case .listEdited(let instance, let edit, let failure): effects = listEdited(instance, edit, failure: failure)
        case .alertValuesRead(let instance, let values, let date): effects = alertValuesRead(instance, values, at: date)
        case .widgetReloaded(let id):
            widgetReloaded(id)
            effects = []
        case .statusMessageExpired(let token):
            if token == statusToken { statusMessage = nil }
            effects = []
        case .picturesDecoded:
            effects = []
        case .buildStarted(let product):
            effects = [.showMessage("building \(product)…", onlyIfNone: false)]
        case .buildFinished(let report):
            failedBuild = report.succeeded ? nil : report
            effects = report.succeeded
                ? [.showMessage("built \(report.product) in \(String(format: "%.1f", report.seconds)) s: swapping it in", onlyIfNone: false)]
                : [.showMessage("\(report.product) did not build: the widgets show its last good build", onlyIfNone: false)]
        case .homeFileChanged, .themeFileChanged, .appearanceReported, .timelineReported, .controlRequested, .widgetCenterCalled,
            .extensionsChanged:
            // The runtime's: it reads or asks, and sends what it found.
            effects = []
        }
        // A panel that closed (itself or by another opening) stops its background work.
        if let modalBefore, modalBefore !== modal { effects.insert(.closeModal(modalBefore), at: 0) }
        return effects
    }

    /// A status message shown from now: its number, for the timer that clears it.
    public mutating func showMessage(_ text: String) -> Int {
        statusMessage = text
        statusToken += 1
        return statusToken
    }

    // MARK: Keys

    @MainActor
    private mutating func keyPressed(_ key: KeyEvent) -> [HomeEffect] {
        if let modal {
            if key.modifiers == .control, key.key == .character("c") { return [.quit(status: 130)] }
            return modal.handle(.key(key), state: &self)
        }
        if showingHelp {
            if scrollHelp(for: key) { return [] }
            // Any other key closes help; the help key and Esc only close it.
            showingHelp = false
            if key.key == .escape || bindings.action(for: key) == .help { return [] }
        }
        statusMessage = nil
        if inside != nil {
            if let effects = insideKeyPressed(key) { return effects }
            inside = nil  // any other key leaves the widget, then does what it does on the home screen
        }
        if focusedControlID != nil {
            if let effects = stripKeyPressed(key) { return effects }
            focusedControlID = nil  // any other key leaves the strip, then does what it does on the home screen
        }
        if case .character(let c) = key.key, key.modifiers.isEmpty, let digit = c.wholeNumberValue, (1...9).contains(digit) {
            focus(number: digit)
            return []
        }
        if let action = bindings.action(for: key) { return perform(action) }
        if case .character(let c) = key.key, key.modifiers.isEmpty, let url = shown.linkHints[c] { return [.open(url, from: focusedCell?.instance)] }
        if key.modifiers == .control, key.key == .character("c") { return [.quit(status: 130)] }
        return []
    }

    /// What a bound key does.
    public mutating func perform(_ action: HomeAction) -> [HomeEffect] {
        switch action {
        case .quit: return [.quit(status: 0)]
        case .help: showingHelp = true
        case .focusLeft: moveFocus(.left)
        case .focusRight: moveFocus(.right)
        case .focusUp: moveFocus(.up)
        case .focusDown: moveFocus(.down)
        case .focusNext: focusInOrder(forward: true)
        case .focusPrevious: focusInOrder(forward: false)
        case .nextPage: showPage(page + 1)
        case .previousPage: showPage(page - 1)
        case .open:
            guard let cell = focusedCell else { return [] }
            // A list (several links, or more than the cell shows) is gone inside, to choose from.
            if cell.links.count > 1 || cell.overflows { return enterFocusedWidget() }
            // The home file's `open:` wins over the widget's own link; a widget without a link
            // opens its companion program.
            if let url = cell.widgetURL, configuration.widget(withID: cell.instance.rawValue)?.open == nil {
                return [.open(url, from: cell.instance)]
            }
            return [.openCompanion(cell.instance)]
        case .enterWidget:
            return enterFocusedWidget()
        case .reload:
            guard let cell = focusedCell else { return [] }
            return [.reload([cell.instance]), .showMessage("reloading \(cell.name)")]
        case .reloadAll:
            return [.reloadAll, .showMessage("reloading every widget")]
        case .stackNext, .stackPrevious:
            return flipFocusedStack(by: action == .stackNext ? 1 : -1)
        case .gallery: return [.openGallery]
        case .arrange: return [.openArrangeMode]
        case .edit:
            guard let id = focusedInstance else { return [.showMessage("no widget is focused")] }
            return [.openEditPanel(widgetID: id.rawValue)]
        case .acknowledgeAlert:
            return acknowledgeFocusedAlerts()
        case .controlStrip:
            return enterControlStrip()
        }
        return []
    }

    // MARK: Links

    private mutating func hostLinkOpened(_ action: HostLinkAction) -> [HomeEffect] {
        switch action {
        case .edit(let widgetID): return [.openEditPanel(widgetID: widgetID)]
        case .page(let index): showPage(index)
        case .reload(let widgetID?): return [.reload([WidgetInstanceID(widgetID)])]
        case .reload(nil): return [.reloadAll]
        case .gallery: return [.openGallery]
        case .widgetAction(let request): return [.runWidgetAction(request)]
        case .intent(let token): return intentChosen(token: token)
        }
        return []
    }

    // MARK: Stacks and what is shown

    /// The shown cell of the focused item.
    var focusedCell: ShownScreen.Cell? { (focusedControlID ?? focusedItemID).flatMap { shown.cells[$0] } }

    /// The widget the focused item shows (a stack's choice).
    public var focusedInstance: WidgetInstanceID? { focusedCell?.instance }

    /// Flips the focused stack by hand by `step` widgets, from the one it shows now.
    mutating func flipFocusedStack(by step: Int) -> [HomeEffect] {
        guard let id = focusedItemID, case .stack(let stack)? = item(withID: id) else {
            return [.showMessage("the focused widget is not a stack")]
        }
        flipStack(id: stack.id, by: step, showing: shown.stackIndex[stack.id] ?? flippedStacks[stack.id] ?? 0)
        return []
    }

    /// A new entry in a stack: the stack follows relevance again (a hand flip lasts until then).
    mutating func followRelevance(of id: WidgetInstanceID) {
        guard !flippedStacks.isEmpty else { return }
        for case .stack(let stack) in configuration.pages.flatMap(\.items)
        where stack.widgets.contains(where: { $0.id == id.rawValue }) {
            clearFlip(stackID: stack.id)
        }
    }

    /// Focuses what a saved arrangement names.
    mutating func focusAfterSave(_ focus: ArrangeFocus) {
        switch focus {
        case .item(let id):
            self.focus(itemID: id)
        case .stackHolding(let widgetID):
            for case .stack(let stack) in configuration.pages.flatMap(\.items) {
                guard let index = stack.widgets.firstIndex(where: { $0.id == widgetID }) else { continue }
                self.focus(itemID: stack.id)
                flipStack(id: stack.id, by: 0, showing: index)  // show the widget just dropped
            }
        }
    }
}
