/// Modifier keys held with a key or a mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key on the keyboard, as the terminal reports it.
public enum Key: Hashable, Sendable {
    /// A printable character (already combined with Shift; Ctrl-letters are `.character` with `.control`).
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 … F24.
    case function(Int)
}

/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    public init(_ key: Key, modifiers: KeyModifiers = []) { self.key = key; self.modifiers = modifiers }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable { case left, middle, right }

/// A mouse event at a cell position.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did: a button pressed, released or dragged, or the wheel turned.
    public enum Kind: Hashable, Sendable {
        case pressed(MouseButton), released(MouseButton), dragged(MouseButton)
        case wheelUp, wheelDown
    }
    public var kind: Kind
    public var position: Point
    public var modifiers: KeyModifiers
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind; self.position = position; self.modifiers = modifiers
    }
}

/// Everything the terminal can tell the program, already decoded.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// Text pasted with bracketed paste, delivered whole.
    case paste(String)
}
