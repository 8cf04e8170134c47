import WidgettyTerminal

/// Key names as written in the home file and shown in help: `q`, `R`, `ctrl-s`, `alt-x`,
/// `enter`, `esc`, `tab`, `shift-tab`, `space`, `up`, `pgdn`, `f5`, `?`, `[` …
public enum KeyName {
    /// The key event a name stands for, or nil for a name that is not a key.
    public static func parse(_ name: String) -> KeyEvent? {
        var modifiers: KeyModifiers = []
        var rest = Substring(name.trimmingCharacters(in: .whitespaces))
        while let dash = rest.firstIndex(of: "-"), dash != rest.startIndex, rest.index(after: dash) != rest.endIndex {
            switch rest[..<dash].lowercased() {
            case "ctrl", "control", "c": modifiers.insert(.control)
            case "alt", "meta", "m", "option": modifiers.insert(.alt)
            case "shift", "s": modifiers.insert(.shift)
            default: return nil
            }
            rest = rest[rest.index(after: dash)...]
        }
        let base = String(rest)
        if base.count == 1, let character = base.first {
            if modifiers.contains(.control) {
                guard character.isLetter else { return nil }
                return KeyEvent(.character(Character(character.lowercased())), modifiers: modifiers)
            }
            return KeyEvent(.character(character), modifiers: modifiers)
        }
        let key: Key
        switch base.lowercased() {
        case "enter", "return": key = .enter
        case "esc", "escape": key = .escape
        case "tab": key = modifiers.contains(.shift) ? .backTab : .tab
        case "backtab": key = .backTab
        case "space": key = .character(" ")
        case "backspace", "bs": key = .backspace
        case "delete", "del": key = .delete
        case "insert", "ins": key = .insert
        case "up": key = .up
        case "down": key = .down
        case "left": key = .left
        case "right": key = .right
        case "home": key = .home
        case "end": key = .end
        case "pgup", "pageup": key = .pageUp
        case "pgdn", "pagedown": key = .pageDown
        default:
            let lower = base.lowercased()
            guard lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) else { return nil }
            key = .function(n)
        }
        if key == .backTab { modifiers.remove(.shift) }
        return KeyEvent(key, modifiers: modifiers)
    }

    /// The name to show for a key event (the inverse of ``parse(_:)``).
    public static func name(of event: KeyEvent) -> String {
        var prefix = ""
        if event.modifiers.contains(.control) { prefix += "ctrl-" }
        if event.modifiers.contains(.alt) { prefix += "alt-" }
        if event.modifiers.contains(.shift) { prefix += "shift-" }
        let base: String
        switch event.key {
        case .character(" "): base = "space"
        case .character(let c): base = String(c)
        case .enter: base = "enter"
        case .escape: base = "esc"
        case .tab: base = "tab"
        case .backTab: base = "shift-tab"
        case .backspace: base = "backspace"
        case .delete: base = "delete"
        case .insert: base = "insert"
        case .up: base = "↑"
        case .down: base = "↓"
        case .left: base = "←"
        case .right: base = "→"
        case .home: base = "home"
        case .end: base = "end"
        case .pageUp: base = "pgup"
        case .pageDown: base = "pgdn"
        case .function(let n): base = "f\(n)"
        }
        return prefix + base
    }
}
