import WidgettyKit
import WidgettyTerminal

/// The home screen as the user's home file describes it: pages of widgets and stacks, and the
/// settings that go with them.
public struct HomeConfiguration: Hashable, Sendable {
    public var pages: [HomePage]
    public var settings: HomeSettings
    /// The control strip (`controls:`): controls drawn on one line across the top of every page,
    /// as Control Center holds them, in the order written. Each is placed `accessoryInline`.
    public var controls: [WidgetPlacement]

    public init(pages: [HomePage], settings: HomeSettings = HomeSettings(), controls: [WidgetPlacement] = []) {
        self.pages = pages
        self.settings = settings
        self.controls = controls
    }

    /// Every widget placement in reading order, stacked ones included, then the strip's controls.
    public var allWidgets: [WidgetPlacement] {
        pages.flatMap { page in
            page.items.flatMap { item -> [WidgetPlacement] in
                switch item {
                case .widget(let w): return [w]
                case .stack(let s): return s.widgets
                }
            }
        } + controls
    }

    /// Whether `id` names a control of the strip rather than a widget of a page.
    public func isStripControl(_ id: String) -> Bool { controls.contains { $0.id == id } }

    /// The placement with this id, stacked ones included (found without building ``allWidgets``:
    /// every cell's title asks, every frame).
    public func widget(withID id: String) -> WidgetPlacement? {
        for page in pages {
            for item in page.items {
                switch item {
                case .widget(let w): if w.id == id { return w }
                case .stack(let s): if let w = s.widgets.first(where: { $0.id == id }) { return w }
                }
            }
        }
        return controls.first { $0.id == id }
    }
}

/// One page of the home screen: an ordered list of items placed densely on the grid.
public struct HomePage: Hashable, Sendable {
    public var name: String?
    public var items: [HomeItem]
    public init(name: String? = nil, items: [HomeItem]) {
        self.name = name
        self.items = items
    }
}

/// What takes a place on the grid: one widget, or a smart stack of widgets of one family.
public enum HomeItem: Hashable, Sendable {
    case widget(WidgetPlacement)
    case stack(WidgetStack)

    public var family: WidgetFamily {
        switch self {
        case .widget(let w): return w.family
        case .stack(let s): return s.family
        }
    }

    public var id: String {
        switch self {
        case .widget(let w): return w.id
        case .stack(let s): return s.id
        }
    }
}

/// One widget on the home screen: its kind, family, stable id and configuration.
public struct WidgetPlacement: Hashable, Sendable {
    /// Stable across restarts: written in the file, or derived from the kind and its position.
    public var id: String
    public var kind: String
    public var family: WidgetFamily
    /// The cell's title when the user named it (`title:`), else the widget's display name is used.
    public var title: String?
    /// The widget's accent (`tint:`): what `.tint` and `.widgetAccentable()` draw in; nil takes
    /// the theme's.
    public var tint: TerminalColor?
    /// Values for the widget's configuration intent, by parameter name, as YAML typed them
    /// (the widget's intent schema decides what they mean: see ``HomeValidator``).
    public var params: [String: IntentValue]
    /// Where the item starts in the home file (nil for items not read from a file).
    public var location: SourceLocation?
    /// Where each parameter is written (its key).
    public var paramLocations: [String: SourceLocation]
    /// Where each parameter's value is written: a problem with the value points there.
    public var paramValueLocations: [String: SourceLocation] = [:]
    /// Schemes a link from this widget's remote content may open besides http, https and mailto
    /// (`linkSchemes: [file]`), lowercased.
    public var linkSchemes: [String]
    /// What opening the widget runs instead of its link or companion program (`open: [tig]`):
    /// an argument vector, run without a shell while the home screen steps aside.
    public var open: [String]?
    /// Conditions on the widget's values that alert (`alerts:`), in the order written.
    public var alerts: [WidgetAlert] = []

    public init(
        id: String, kind: String, family: WidgetFamily = .systemSmall, title: String? = nil, tint: TerminalColor? = nil,
        params: [String: IntentValue] = [:], location: SourceLocation? = nil, paramLocations: [String: SourceLocation] = [:],
        linkSchemes: [String] = [], open: [String]? = nil
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.title = title
        self.tint = tint
        self.linkSchemes = linkSchemes
        self.open = open
        self.params = params
        self.location = location
        self.paramLocations = paramLocations
    }

    /// Where the value of parameter `key` is written (else its key).
    public func valueLocation(of key: String) -> SourceLocation? { paramValueLocations[key] ?? paramLocations[key] }
}

/// A smart stack: several widgets of one family in one place, showing the most relevant one.
public struct WidgetStack: Hashable, Sendable {
    public var id: String
    public var family: WidgetFamily
    public var widgets: [WidgetPlacement]
    public var location: SourceLocation?

    public init(id: String, family: WidgetFamily, widgets: [WidgetPlacement], location: SourceLocation? = nil) {
        self.id = id
        self.family = family
        self.widgets = widgets
        self.location = location
    }
}

/// Settings that apply to the whole home screen.
public struct HomeSettings: Hashable, Sendable {
    /// Key overrides: action name (`reload`, `quit`, …) → key name (`r`, `ctrl-r`, `f5`, …).
    public var keyBindings: [String: KeyBindingSetting]
    /// Programs that open URLs, matched by URL prefix first, then by scheme.
    public var linkHandlers: [LinkHandler]
    /// Fixed grid dimensions, when the user prefers them to the automatic ones.
    public var gridColumns: Int?
    public var gridRows: Int?
    /// The theme's name (`theme:`): a built-in theme or a file in the themes folder; nil for the default.
    public var theme: String?
    /// Where `theme:`'s value is written.
    public var themeLocation: SourceLocation?

    public init(
        keyBindings: [String: KeyBindingSetting] = [:], linkHandlers: [LinkHandler] = [],
        gridColumns: Int? = nil, gridRows: Int? = nil, theme: String? = nil
    ) {
        self.keyBindings = keyBindings
        self.linkHandlers = linkHandlers
        self.gridColumns = gridColumns
        self.gridRows = gridRows
        self.theme = theme
    }
}

/// A key binding as written in the home file, with where it was written.
public struct KeyBindingSetting: Hashable, Sendable {
    public var keyName: String
    public var location: SourceLocation?
    public init(keyName: String, location: SourceLocation? = nil) {
        self.keyName = keyName
        self.location = location
    }
}

/// A program that opens URLs: an argument vector in which `{url}` stands for the URL. Never run
/// through a shell. `foreground` programs take over the terminal while they run.
public struct LinkHandler: Hashable, Sendable {
    /// Which URLs a handler opens: those of a scheme, or those starting with a prefix.
    public enum Match: Hashable, Sendable {
        case scheme(String)
        case prefix(String)
    }
    public var match: Match
    public var arguments: [String]
    public var foreground: Bool
    public var location: SourceLocation?

    public init(match: Match, arguments: [String], foreground: Bool = false, location: SourceLocation? = nil) {
        self.match = match
        self.arguments = arguments
        self.foreground = foreground
        self.location = location
    }
}
