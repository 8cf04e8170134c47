import Foundation

/// A key a control answers to, as SwiftUI's `KeyEquivalent`: a character (`"d"`, `"K"`, `" "`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character typed; modifier keys are not told apart in a terminal.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// A key written as a literal: `.keyboardShortcut("d")`.
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    /// The space bar (inside a widget it also presses the chosen row's button).
    public static let space = KeyEquivalent(" ")
}

private struct LinkShortcutKey: EnvironmentKey { static var defaultValue: Character? { nil } }

extension EnvironmentValues {
    /// The key the next link or button drawn answers to (`.keyboardShortcut`), for itself alone.
    var linkShortcut: Character? {
        get { self[LinkShortcutKey.self] }
        set { self[LinkShortcutKey.self] = newValue }
    }
}

extension View {
    /// The key that chooses this button, link or toggle while the user is inside its widget on
    /// the home screen: the one on the chosen row (else the nearest) answers. Modifier keys are
    /// not read; the character is what counts (`"D"` is Shift-d).
    public func keyboardShortcut(_ key: KeyEquivalent) -> some View {
        environmentChange { $0.linkShortcut = key.character }
    }
}

extension BuildContext {
    /// The shortcut of the control being made, and the context its label is made in (without
    /// it, so a link inside the label does not answer to the same key).
    mutating func takeLinkShortcut() -> Character? {
        let shortcut = environment.linkShortcut
        environment.linkShortcut = nil
        return shortcut
    }
}
