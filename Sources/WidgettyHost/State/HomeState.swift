import WidgettyScreen
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

/// What the home screen shows and where the user is in it: the configuration laid out for the
/// terminal size, the key bindings, the current page, the focused item, hand-flipped stacks,
/// the open panel, the help overlay and the status message. Changed by ``update(_:)``, which
/// returns what the runtime must do (and by the runtime only to record what it drew, ``shown``).
public struct HomeState: Sendable {
    public private(set) var configuration: HomeConfiguration
    public private(set) var size: Size
    /// The grid layout, or nil while the terminal is too small for one slot.
    public private(set) var layout: HomeLayout?
    public private(set) var page = 0
    public private(set) var focusedItemID: String? {
        // Focus elsewhere leaves the widget the user was inside.
        didSet { if inside?.itemID != focusedItemID { inside = nil } }
    }
    /// The control of the strip that has the keyboard (its id), while the strip has it: keys and
    /// the focused cell's actions then go to it (``HomeState/stripKeyPressed(_:)``).
    public internal(set) var focusedControlID: String?
    /// Stacks flipped by hand: stack id → index of the widget shown.
    public private(set) var flippedStacks: [String: Int] = [:]
    public var showingHelp = false {
        didSet { if !showingHelp { helpFirstLine = 0 } }
    }
    /// The first line of the help shown while it is scrolled (``HelpOverlay``).
    public internal(set) var helpFirstLine = 0
    /// Inside the focused widget: its selection and scroll (nil on the home screen itself).
    public internal(set) var inside: InsideWidget?
    /// What `u` inside a widget puts back: the item last deleted from its list.
    public internal(set) var listUndo: ListUndo?
    /// The alerts firing now, and those acknowledged.
    public internal(set) var alerts = AlertBook()
    public var statusMessage: String?
    /// Numbers the status messages, so that only the latest one's timer clears it.
    public internal(set) var statusToken = 0
    /// The keys: the defaults with the home file's overrides.
    public internal(set) var bindings: KeyBindings
    /// The panel open over the home screen (edit panel, gallery, arrange mode), which takes the keys.
    public internal(set) var modal: (any HomeModal)?
    /// Where the last left-button press landed, to tell a click from a drag.
    var pressedAt: Point?
    /// What the last frame shows, for keys and clicks that act on it.
    public var shown = ShownScreen()
    /// The buttons and toggles whose intent is running or whose widget has not reloaded since,
    /// by intent token: drawn pressed (a toggle flipped) until then.
    public internal(set) var pressedControls: [Int: PressedControl] = [:]
    /// The last build of `widgetty dev`'s package, while it failed: listed over the screen until
    /// a build succeeds.
    public internal(set) var failedBuild: BuildReport?

    public init(configuration: HomeConfiguration, size: Size) {
        self.configuration = configuration
        self.size = size
        bindings = KeyBindings.resolve(configuration.settings.keyBindings).0
        relayout()
        focusedItemID = layout?.pages.first?.first?.itemID
    }

    /// The placements on the page shown now.
    public var visiblePlacements: [HomeLayout.Placement] {
        guard let layout, layout.pages.indices.contains(page) else { return [] }
        return layout.pages[page]
    }

    public var pageCount: Int { layout?.pages.count ?? 1 }

    /// Whether the home file places no widget at all (the screen then says how to add one).
    public var isEmpty: Bool { configuration.pages.allSatisfy(\.items.isEmpty) }

    /// The item shown at a placement.
    public func item(for placement: HomeLayout.Placement) -> HomeItem? {
        guard configuration.pages.indices.contains(placement.configPage) else { return nil }
        let items = configuration.pages[placement.configPage].items
        return items.indices.contains(placement.itemIndex) ? items[placement.itemIndex] : nil
    }

    /// The item with an id, wherever it is.
    public func item(withID id: String) -> HomeItem? {
        for page in configuration.pages {
            if let item = page.items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }

    // MARK: Changes

    /// Lays the screen out for a new terminal size, keeping the focused item focused and shown.
    public mutating func resize(to newSize: Size) {
        size = newSize
        relayout()
    }

    /// Replaces the configuration (the home file changed), keeping focus when the item remains.
    public mutating func replaceConfiguration(_ newConfiguration: HomeConfiguration) {
        configuration = newConfiguration
        bindings = KeyBindings.resolve(newConfiguration.settings.keyBindings).0
        flippedStacks = flippedStacks.filter { id, _ in newConfiguration.pages.contains { $0.items.contains { $0.id == id } } }
        // A widget gone from the file will not reload: its controls are no longer pressed.
        let widgetIDs = Set(newConfiguration.allWidgets.map(\.id))
        pressedControls = pressedControls.filter { $0.value.instance.map { widgetIDs.contains($0.rawValue) } ?? true }
        if let id = focusedControlID, !newConfiguration.isStripControl(id) { focusedControlID = newConfiguration.controls.first?.id }
        relayout()
    }

    /// Focuses an item and shows its page.
    public mutating func focus(itemID: String) {
        guard let (p, _) = layout?.locate(itemID: itemID) else { return }
        page = p
        focusedItemID = itemID
    }

    /// Focuses the n-th item (1-based) of the current page, as the digit keys do.
    public mutating func focus(number: Int) {
        let placements = visiblePlacements
        guard number >= 1, number <= placements.count else { return }
        focusedItemID = placements[number - 1].itemID
    }

    public mutating func moveFocus(_ direction: FocusDirection) {
        let placements = visiblePlacements
        guard !placements.isEmpty else { return }
        let current = placements.firstIndex { $0.itemID == focusedItemID } ?? 0
        if let next = FocusNavigation.next(from: current, in: placements.map(\.frame), direction: direction) {
            focusedItemID = placements[next].itemID
        } else if direction == .up, !configuration.controls.isEmpty {
            _ = enterControlStrip()  // above the top row: the strip
        } else if direction == .right, page + 1 < pageCount {
            enterPage(page + 1, from: placements[current].frame, direction: direction)
        } else if direction == .left, page > 0 {
            enterPage(page - 1, from: placements[current].frame, direction: direction)
        }
    }

    /// Shows a neighbouring page, focusing the item that keeps the row of the one left behind,
    /// on the edge focus enters by (``FocusNavigation/entry(from:into:direction:)``).
    private mutating func enterPage(_ index: Int, from frame: Rect, direction: FocusDirection) {
        guard let layout, layout.pages.indices.contains(index) else { return }
        let placements = layout.pages[index]
        guard let entry = FocusNavigation.entry(from: frame, into: placements.map(\.frame), direction: direction) else {
            return showPage(index)
        }
        page = index
        focusedItemID = placements[entry].itemID
    }

    /// Tab order: every item of every page in layout order, wrapping around.
    public mutating func focusInOrder(forward: Bool) {
        guard let layout else { return }
        let all = layout.pages.flatMap { $0 }
        guard !all.isEmpty else { return }
        let current = all.firstIndex { $0.itemID == focusedItemID } ?? (forward ? all.count - 1 : 0)
        let next = (current + (forward ? 1 : all.count - 1)) % all.count
        focus(itemID: all[next].itemID)
    }

    /// Shows a page (clamped), focusing its first item.
    public mutating func showPage(_ index: Int) {
        let target = max(0, min(pageCount - 1, index))
        guard target != page || focusedItemID == nil else { return }
        page = target
        focusedItemID = visiblePlacements.first?.itemID
    }

    /// Flips a stack by hand by `step` widgets (wrapping), starting from the one shown now.
    public mutating func flipStack(id: String, by step: Int, showing current: Int) {
        guard case .stack(let stack) = item(withID: id), !stack.widgets.isEmpty else { return }
        let count = stack.widgets.count
        flippedStacks[id] = ((current + step) % count + count) % count
    }

    /// Forgets a hand flip, so the stack follows relevance again.
    public mutating func clearFlip(stackID: String) {
        flippedStacks[stackID] = nil
    }

    /// The item at a screen point on the current page.
    public func placement(at point: Point) -> HomeLayout.Placement? {
        visiblePlacements.first { $0.frame.contains(point) }
    }

    private mutating func relayout() {
        let area = HomeScreenPainter.gridArea(for: size, controlStrip: !configuration.controls.isEmpty)
        if let metrics = GridMetrics.fitting(
            area, columns: configuration.settings.gridColumns, rows: configuration.settings.gridRows)
        {
            layout = HomeLayout(configuration: configuration, metrics: metrics)
        } else {
            layout = nil
        }
        guard let layout else { return }  // too small: keep focus for when it grows again
        if let id = focusedItemID, let (p, _) = layout.locate(itemID: id) {
            page = p
        } else {
            page = min(page, max(0, pageCount - 1))
            focusedItemID = visiblePlacements.first?.itemID
        }
    }
}
