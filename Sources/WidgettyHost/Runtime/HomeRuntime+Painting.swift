import WidgettyScreen
import WidgettyHomeFile
import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

extension HomeRuntime {
    /// The whole screen for this moment; remembers how each cell looked, so a later new entry
    /// can redraw just that widget's content (``partialPaint(changed:)``).
    func composeFrame() -> CellBuffer {
        let size = backend.size
        paint.lastLooks = []
        guard let layout = state.layout else {
            paint.lastFrameIsPlain = false
            // The strip takes a row above the slot.
            let strip = state.configuration.controls.isEmpty ? 0 : ControlStripPainter.rows
            let minimum = Size(width: GridMetrics.minimumSlot.width, height: GridMetrics.minimumSlot.height + strip)
            return HomeScreenPainter.tooSmall(size: size, minimum: minimum)
        }
        var shown = ShownScreen()
        var visible: Set<WidgetInstanceID> = []
        var cells: [WidgetCellChrome] = []
        for placement in state.visiblePlacements {
            guard var (chrome, look) = chrome(for: placement) else { continue }
            if case .stack(let stack)? = state.item(for: placement) { shown.stackIndex[stack.id] = chrome.stackPosition?.index }
            if let id = look.instance {
                visible.insert(id)
                var cell = ShownScreen.Cell(instance: id, name: chrome.title, contentOrigin: chrome.contentFrame.origin)
                if instances.failures[id] == nil, let view = renderedView(id, size: chrome.contentFrame.size) {
                    chrome.content = view.buffer
                    cell.links = view.links
                    cell.widgetURL = view.widgetURL
                    cell.overflows = view.overflow.map { $0.height > chrome.contentFrame.height } ?? false
                    cell.hasEditableList = chrome.focused && editableItems(of: id) != nil
                    if state.inside?.itemID == placement.itemID, let inside = insideFrame(id, size: chrome.contentFrame.size) {
                        // Inside: the window of its full height, the choice marked, no hint letters.
                        chrome.content = inside.content
                        cell.links = inside.visibleLinks
                        cell.inside = inside.layout
                        cell.overflows = inside.layout.height > chrome.contentFrame.height
                    } else if chrome.focused {
                        chrome.linkHints = assignLinkHints(view.links, over: view.buffer, into: &shown)
                    }
                    look.hasLinks = chrome.focused && !view.links.isEmpty
                }
                shown.cells[placement.itemID] = cell
            }
            cells.append(chrome)
            paint.lastLooks.append(look)
        }
        let strip = stripChips(into: &shown, visible: &visible)
        state.shown = shown
        // Only what is on screen may wake the process for its time-relative text.
        for id in views.keepOnly(visible) { scheduler.setRedrawDeadline(id, at: nil) }
        var frame = HomeScreenPainter.paint(
            size: size, cells: cells, page: state.page, pageCount: layout.pages.count, status: statusLine(),
            theme: look.homeTheme, alertingPages: state.alertingPages)
        if !state.configuration.controls.isEmpty {
            ControlStripPainter.draw(strip.chips, moreBefore: strip.layout.moreBefore, moreAfter: strip.layout.moreAfter, into: &frame, theme: look.homeTheme)
        }
        if state.isEmpty, homeFile.problem == nil, state.modal == nil {
            let addKey = state.bindings.keysByAction[.gallery]?.first.map(KeyName.name(of:)) ?? "a"
            let area = HomeScreenPainter.gridArea(for: size, controlStrip: !state.configuration.controls.isEmpty)
            EmptyHomeHint.draw(addKey: addKey, into: &frame, area: area, theme: look.homeTheme)
        }
        if let failed = state.failedBuild { BuildFailureBanner(report: failed).draw(into: &frame, theme: look.homeTheme) }
        if state.showingHelp { state.helpOverlay.draw(into: &frame, theme: look.homeTheme) }
        state.modal?.draw(into: &frame, state: state, theme: look.homeTheme)
        // A partial paint draws widgets over the last frame: not over an overlay, nor over a
        // widget the user is inside (its window and selection are composed whole).
        paint.lastFrameIsPlain = !state.showingHelp && state.modal == nil && state.inside == nil && state.failedBuild == nil
        return frame
    }

    /// What to draw over the shown frame so that it shows the new content of `changed` widgets,
    /// and where: or nil when anything else about the screen differs (a marker, a title, focus
    /// with links, a stack's choice…), so the caller composes the whole frame instead. This is
    /// what a clock's tick costs.
    func partialPaint(changed: Set<WidgetInstanceID>) -> (draws: [ContentDraw], rects: [Rect])? {
        guard paint.lastFrameIsPlain, presenter.front?.size == backend.size, state.layout != nil else { return nil }
        // A control of the strip is drawn with the whole frame (controls change when acted on).
        guard !changed.contains(where: { state.configuration.isStripControl($0.rawValue) }) else { return nil }
        var looks: [CellLook] = []
        var redraw: [(itemID: String, id: WidgetInstanceID, rect: Rect)] = []
        for placement in state.visiblePlacements {
            guard let (chrome, look) = chrome(for: placement) else { return nil }
            var current = look
            current.hasLinks = paint.lastLooks.count > looks.count ? paint.lastLooks[looks.count].hasLinks : false
            looks.append(current)
            if let id = look.instance, changed.contains(id), instances.failures[id] == nil {
                if look.focused, current.hasLinks { return nil }  // its link hints may move
                redraw.append((placement.itemID, id, chrome.contentFrame))
            }
        }
        guard looks == paint.lastLooks else { return nil }
        var draws: [ContentDraw] = []
        var rects: [Rect] = []
        for (itemID, id, rect) in redraw {
            guard let view = renderedView(id, size: rect.size) else { return nil }
            if look(isFocusedWithLinks: id, view) { return nil }
            // What a key or a click acts on follows the new content.
            if state.shown.cells[itemID]?.widgetURL != view.widgetURL || state.shown.cells[itemID]?.links != view.links {
                state.shown.cells[itemID]?.widgetURL = view.widgetURL
                state.shown.cells[itemID]?.links = view.links
            }
            // A redrawn ticking text changes only its own cells.
            let changed = view.changedRects ?? [view.buffer.bounds]
            draws.append(ContentDraw(buffer: view.buffer, origin: rect.origin, areas: changed))
            rects += changed.map { Rect(origin: Point(x: rect.minX + $0.minX, y: rect.minY + $0.minY), size: $0.size) }
        }
        return (draws, rects)
    }

    private func look(isFocusedWithLinks id: WidgetInstanceID, _ view: RenderedView) -> Bool {
        state.focusedInstance == id && !view.links.isEmpty
    }

    /// A placement's border, title, marker and stack dots (no content yet), and what they depend on.
    func chrome(for placement: HomeLayout.Placement) -> (WidgetCellChrome, CellLook)? {
        guard let item = state.item(for: placement) else { return nil }
        let id = shownInstance(in: placement)
        // Named after the widget shown (a stack's choice); looked up once: this runs each tick.
        var chrome = WidgetCellChrome(frame: placement.frame, title: id.map(displayName(of:)) ?? title(of: item))
        chrome.focused = placement.itemID == state.focusedItemID && state.focusedControlID == nil
        if case .stack(let stack) = item { chrome.stackPosition = (shownIndex(in: stack), stack.widgets.count) }
        switch state.alerts.mark(ofWidgets: HomeState.widgetIDs(of: item)) {
        case .firing?: chrome.alert = .firing
        case .acknowledged?: chrome.alert = .acknowledged
        case nil: break
        }
        if let id {
            chrome.contentMargin = margin(of: id)
            chrome.marker = marker(of: id)
        }
        let look = CellLook(
            frame: placement.frame, title: chrome.title, focused: chrome.focused, marker: chrome.marker,
            stack: chrome.stackPosition.map { [$0.index, $0.count] } ?? [], instance: id, hasLinks: false, alert: chrome.alert)
        return (chrome, look)
    }

    /// Why a widget shows no fresh content: it could not be placed, or its last load failed.
    func marker(of id: WidgetInstanceID) -> WidgetCellChrome.Marker? {
        if let reason = instances.failures[id] { return .failed(reason: reason) }
        guard let stale = scheduler.staleness(of: id) else { return nil }
        let reason: String
        if case .stillWaiting(let since)? = stale.error {
            reason = "still waiting for the last load — \(age(since: since))"
        } else {
            reason = stale.error?.description ?? "reload failed"
        }
        return .stale(reason: reason, age: age(since: stale.loadedAt))
    }

    /// The widget's view for its current entry, rendered once per entry, size and time-relative change.
    func renderedView(_ id: WidgetInstanceID, size: Size) -> RenderedView? {
        if let cached = views.rendered[id], cached.buffer.size == size { return cached }
        guard let descriptor = scheduler.descriptor(of: id), let cell = scheduler.cellState(id),
            let instance = instances.registered[id]
        else { return nil }
        let stamp = RenderStamp(cell, family: instance.family)
        if let redrawn = views.redrawnDueView(id, size: size, stamp: stamp, now: clock.now) {
            scheduler.setRedrawDeadline(id, at: redrawn.nextChange)
            return redrawn
        }
        let view = render(
            descriptor, entry: cell.entry, family: instance.family, size: size, placeholder: cell.isPlaceholder,
            pressedLinks: state.pressedLinks(of: id), tint: instance.tint)
        views.store(view, for: id, stamp: stamp)
        scheduler.setRedrawDeadline(id, at: view.nextChange)
        return view
    }

    /// A widget's view for an entry, drawn as on the home screen (the gallery's previews too).
    func render(
        _ descriptor: AnyWidgetDescriptor, entry: AnyTimelineEntry, family: WidgetFamily, size: Size, placeholder: Bool,
        pressedLinks: Set<URL> = [],
        tint: TerminalColor? = nil
    ) -> RenderedView {
        let environment = WidgetDrawing.environment(
            family: family, now: clock.now, placeholder: placeholder, pressedLinks: pressedLinks, base: look.environment(tint: tint))
        return WidgetDrawing.render(entry, of: descriptor, size: size, environment: environment)
    }

    func statusLine() -> HomeScreenPainter.StatusLine {
        let message = state.statusMessage ?? homeFile.problem ?? homeFile.themeProblem
        if let modal = state.modal { return HomeScreenPainter.StatusLine(message: message, hints: modal.statusHints) }
        if let inside = state.inside, let content = state.shown.cells[inside.itemID]?.inside {
            let position = inside.selection.map { "\($0 + 1)/\(content.links.count)" }
                ?? "rows \(inside.scroll + 1)–\(min(content.height, inside.scroll + content.visibleRows)) of \(content.height)"
            let moves = inside.selection == nil ? "j/k scroll" : "j/k choose"
            if let edit = inside.lineEdit {
                let what = if case .add = edit.purpose { "new item" } else { "edit item" }
                return HomeScreenPainter.StatusLine(message: message, hints: [what, "enter save", "esc cancel"])
            }
            if content.editableItems != nil {
                return HomeScreenPainter.StatusLine(
                    message: message,
                    hints: [moves, "n new", "e edit", "x done", "d delete", "u undo", "J/K move", "esc leave", position])
            }
            let press = inside.selection.flatMap { content.links.indices.contains($0) ? content.links[$0].url : nil }
                .flatMap(HomeState.intentToken(of:)) != nil ? ["x press"] : []
            return HomeScreenPainter.StatusLine(
                message: message, hints: [moves, "enter open"] + press + ["g/G ends", "esc leave", position])
        }
        func key(_ action: HomeAction) -> String {
            state.bindings.keysByAction[action]?.first.map(KeyName.name(of:)) ?? "?"
        }
        if let id = state.focusedControlID {
            return controlStripStatus(id, message: message, help: key(.help))
        }
        let hints = [
            "\(key(.help)) help", "\(key(.quit)) quit", "←↓↑→ move", "\(key(.open)) open",
            "\(key(.reload)) reload", "\(key(.reloadAll)) all", "\(key(.previousPage))\(key(.nextPage)) page",
        ]
        return HomeScreenPainter.StatusLine(message: message, hints: hints)
    }

    // MARK: Stacks and names

    /// The instance a placement shows: the widget, or the stack's chosen widget.
    func shownInstance(in placement: HomeLayout.Placement) -> WidgetInstanceID? {
        switch state.item(for: placement) {
        case .widget(let w): return WidgetInstanceID(w.id)
        case .stack(let s): return WidgetInstanceID(s.widgets[shownIndex(in: s)].id)
        case nil: return nil
        }
    }

    /// A stack shows the widget flipped to by hand, else the one whose current entry is most
    /// relevant (a relevance counts for its duration; ties keep the first).
    func shownIndex(in stack: WidgetStack) -> Int {
        if let flipped = state.flippedStacks[stack.id], stack.widgets.indices.contains(flipped) { return flipped }
        let now = clock.now
        var best = (index: 0, score: -Double.infinity)
        for (index, widget) in stack.widgets.enumerated() {
            let score = relevance(of: WidgetInstanceID(widget.id), at: now)
            if score > best.score { best = (index, score) }
        }
        return best.index
    }

    func relevance(of id: WidgetInstanceID, at now: Date) -> Double {
        guard let entry = scheduler.cellState(id)?.entry, let relevance = entry.relevance else { return 0 }
        if relevance.duration > 0, now >= entry.date.addingTimeInterval(relevance.duration) { return 0 }
        return Double(relevance.score)
    }

    func title(of item: HomeItem) -> String {
        switch item {
        case .widget(let w): return displayName(of: WidgetInstanceID(w.id))
        case .stack(let s): return s.widgets.first.map { displayName(of: WidgetInstanceID($0.id)) } ?? "Stack"
        }
    }

    func displayName(of id: WidgetInstanceID) -> String {
        let placement = state.configuration.widget(withID: id.rawValue)
        if let title = placement?.title { return title }
        if let descriptor = scheduler.descriptor(of: id) { return descriptor.displayName }
        return placement?.kind ?? id.rawValue
    }

    func margin(of id: WidgetInstanceID) -> Int {
        scheduler.descriptor(of: id)?.contentMarginsDisabled == true ? 0 : 1
    }

    func age(since date: Date?) -> String {
        guard let date else { return "" }
        let seconds = max(0, Int(clock.now.timeIntervalSince(date)))
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m" }
        if seconds < 86_400 { return "\(seconds / 3600)h" }
        return "\(seconds / 86_400)d"
    }

    /// Hint letters for the focused cell's links: letters no key is bound to, in reading order,
    /// each beside its link, never over text (``LinkHintPlacement``).
    func assignLinkHints(_ links: [LinkRegion], over content: CellBuffer, into shown: inout ShownScreen)
        -> [(position: Point, letter: Character)]
    {
        var letters = LinkHintAlphabet(bindings: state.bindings).letters.makeIterator()
        var hints: [(position: Point, letter: Character)] = []
        for link in links {
            guard let letter = letters.next() else { break }
            shown.linkHints[letter] = link.url
            let taken = Set(hints.map(\.position))
            if let position = LinkHintPlacement.position(for: link.frame, in: content, taken: taken) {
                hints.append((position, letter))
            }
        }
        return hints
    }
}

/// A widget's content drawn over the shown frame: the cells of `areas` (in the buffer's
/// coordinates) of `buffer`, placed at `origin`.
struct ContentDraw {
    var buffer: CellBuffer
    var origin: Point
    var areas: [Rect]

    func apply(to frame: inout CellBuffer) {
        if areas == [buffer.bounds] {
            frame.draw(buffer, at: origin)
            return
        }
        for area in areas {
            frame.draw(buffer.copy(of: area.intersection(buffer.bounds)), at: Point(x: origin.x + area.minX, y: origin.y + area.minY))
        }
    }
}
