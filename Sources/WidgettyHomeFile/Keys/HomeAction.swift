/// Something a key on the home screen does. The raw value is the name used under `keys:` in
/// the home file.
public enum HomeAction: String, CaseIterable, Hashable, Sendable {
    case quit, help
    case focusLeft, focusRight, focusUp, focusDown, focusNext, focusPrevious
    case open, enterWidget, reload, reloadAll
    case nextPage, previousPage, stackNext, stackPrevious
    case edit, gallery, arrange
    case acknowledgeAlert
    case controlStrip

    /// What the action does, for the help overlay.
    public var summary: String {
        switch self {
        case .quit: return "quit"
        case .help: return "show this help"
        case .focusLeft: return "focus the widget to the left"
        case .focusRight: return "focus the widget to the right"
        case .focusUp: return "focus the widget above"
        case .focusDown: return "focus the widget below"
        case .focusNext: return "focus the next widget"
        case .focusPrevious: return "focus the previous widget"
        case .open: return "open the focused widget (a list: go inside it)"
        case .enterWidget: return "go inside the focused widget: j/k choose, Enter opens, Esc leaves"
        case .reload: return "reload the focused widget"
        case .reloadAll: return "reload every widget"
        case .nextPage: return "next page"
        case .previousPage: return "previous page"
        case .stackNext: return "next widget in a stack"
        case .stackPrevious: return "previous widget in a stack"
        case .edit: return "edit the focused widget"
        case .gallery: return "add a widget from the gallery"
        case .arrange: return "arrange the home screen (then ? for its keys)"
        case .acknowledgeAlert: return "acknowledge the focused widget's firing alerts"
        case .controlStrip: return "the control strip: ←→ choose, enter or space act, esc leaves"
        }
    }

    /// The keys bound to the action when the home file says nothing.
    public var defaultKeys: [String] {
        switch self {
        case .quit: return ["q"]
        case .help: return ["?"]
        case .focusLeft: return ["left", "h"]
        case .focusRight: return ["right", "l"]
        case .focusUp: return ["up", "k"]
        case .focusDown: return ["down", "j"]
        case .focusNext: return ["tab"]
        case .focusPrevious: return ["shift-tab"]
        case .open: return ["enter"]
        case .enterWidget: return ["i"]
        case .reload: return ["r"]
        case .reloadAll: return ["R"]
        case .nextPage: return ["]", "pgdn"]
        case .previousPage: return ["[", "pgup"]
        case .stackNext: return [">"]
        case .stackPrevious: return ["<"]
        case .edit: return ["e"]
        case .gallery: return ["a"]
        case .arrange: return ["m"]
        case .acknowledgeAlert: return ["A"]
        case .controlStrip: return ["C"]
        }
    }
}
