import Foundation
import WidgettyTerminal

/// A view that opens a URL when chosen, as SwiftUI's `Link`; its frame is reported as a
/// ``LinkRegion`` of the render.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link of any label; choosing it (hint letter, Enter or a click) opens `destination` with
    /// the system's opener.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Never called: the label is drawn and its cells are reported as a link region.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var labelContext = context
        let shortcut = labelContext.takeLinkShortcut()
        return URLNode(child: label._makeNode(in: labelContext), url: destination, isWidgetURL: false, shortcut: shortcut)
    }
}

extension Link where Label == Text {
    /// A link whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link whose label is a title string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button, as in SwiftUI, drawn as its label. A closure action cannot run from a widget (as
/// on iOS); a button made with an App Intent (`Button(intent:)`, in WidgettyKit) is a link the
/// home screen opens with a key, a hint letter or a click, running the intent.
public struct Button<Label: View>: View {
    let action: (@MainActor () -> Void)?
    let link: URL?
    let label: Label

    /// A button of any label. The action is kept but never runs: a widget cannot run closures, so
    /// use `Button(intent:)` for a button that does something.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.link = nil
        self.label = label()
    }

    /// The same with a role, which is accepted and changes nothing.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    /// A button that opens `link` when chosen (what `Button(intent:)` is made of).
    @_spi(WidgettyIntents)
    public init(opening link: URL, @ViewBuilder label: () -> Label) {
        self.action = nil
        self.link = link
        self.label = label()
    }

    /// Never called: the label is drawn, pressed (in reverse video) while an intent it runs is
    /// working.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        guard let link else { return context.single(label._makeViewList(in: context)) }
        // A button whose action is running is drawn pressed.
        var labelContext = context
        let shortcut = labelContext.takeLinkShortcut()
        if context.environment.pressedLinks.contains(link) { labelContext.environment.textAttributes.insert(.reverse) }
        return URLNode(
            child: labelContext.single(label._makeViewList(in: labelContext)), url: link, isWidgetURL: false, shortcut: shortcut)
    }
}

/// What a button does, as SwiftUI's `ButtonRole` (accepted; a role changes nothing drawn).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or destroys: accepted, drawn like any other.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: accepted, drawn like any other.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == Text {
    /// A button titled with a localized string; its closure never runs in a widget.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string shown as written; its closure never runs in a widget.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A localized title and a role; the role is accepted and the closure never runs.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A plain-string title and a role; the role is accepted and the closure never runs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == WidgettyUI.Label<Text, Image> {
    /// A button drawn as a label, an SF Symbol's glyph then a localized title; the closure never
    /// runs.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { WidgettyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button drawn as a symbol and a plain-string title; the closure never runs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { WidgettyUI.Label(title, systemImage: systemImage) }
    }

    /// A symbol, a localized title and a role; accepted, never run.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { WidgettyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A symbol, a plain-string title and a role; accepted, never run.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { WidgettyUI.Label(title, systemImage: systemImage) }
    }
}

/// A horizontal bar filled to a fraction in eighths of a cell (`▏▎▍▌▋▊▉█`) over a dim `░`
/// track, in the tint colour: what ``ProgressView``, ``Gauge`` and ``Bar`` draw.
struct FractionBar: View {
    let fraction: Double
    var body: Never { primitiveBody(Self.self) }

    func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let fill = environment.tintForeground
        return FractionBarNode(fraction: fraction, style: Style(foreground: fill))
    }
}

/// The layout of a ``FractionBar``: as wide as offered (10 cells ideally), one row.
final class FractionBarNode: LayoutNode {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    let fraction: Double
    let style: Style

    init(fraction: Double, style: Style) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.style = style
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    /// The bar's text at a width: full blocks, one partial block, then the track.
    static func cells(fraction: Double, width: Int) -> (filled: String, track: String) {
        let total = Int((fraction * Double(width * 8)).rounded())
        let full = total / 8, part = total % 8
        let filled = String(repeating: "█", count: full) + eighths[part]
        let used = full + (part > 0 ? 1 : 0)
        return (filled, String(repeating: "░", count: max(0, width - used)))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        let (filled, track) = Self.cells(fraction: fraction, width: rect.width)
        let x = canvas.write(filled, at: rect.origin, style: style)
        var trackStyle = Style()
        trackStyle.attributes = .dim
        canvas.write(track, at: Point(x: rect.minX + x, y: rect.minY), style: trackStyle)
    }
}
