import WidgettyTerminal

/// The keys of the home screen: the defaults with the home file's overrides applied. An
/// override replaces an action's default keys (`reload: "f5, r"` binds both).
public struct KeyBindings: Sendable {
    private var actionsByKey: [KeyEvent: HomeAction] = [:]
    /// Keys per action, in the order they are shown in help.
    public private(set) var keysByAction: [HomeAction: [KeyEvent]] = [:]

    /// The bindings and the problems found in the overrides (unknown action or key, a key bound
    /// to two actions), each with where it was written.
    public static func resolve(_ overrides: [String: KeyBindingSetting], file: String = "home.yaml")
        -> (KeyBindings, [HomeFileProblem])
    {
        var problems: [HomeFileProblem] = []
        var keysByAction: [HomeAction: [KeyEvent]] = [:]
        for action in HomeAction.allCases {
            keysByAction[action] = action.defaultKeys.compactMap(KeyName.parse)
        }
        var overridden: [HomeAction: SourceLocation] = [:]
        for (name, setting) in overrides.sorted(by: { $0.key < $1.key }) {
            let location = setting.location ?? SourceLocation(file: file, line: 1, column: 1)
            guard let action = HomeAction(rawValue: name) else {
                let known = HomeAction.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(HomeFileProblem("unknown action '\(name)' (known: \(known))", at: location))
                continue
            }
            var keys: [KeyEvent] = []
            for keyName in setting.keyName.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if let key = KeyName.parse(keyName) {
                    keys.append(key)
                } else {
                    problems.append(HomeFileProblem("unknown key name '\(keyName)' for \(name)", at: location))
                }
            }
            if !keys.isEmpty {
                keysByAction[action] = keys
                overridden[action] = location
            }
        }
        var bindings = KeyBindings()
        for action in HomeAction.allCases {
            for key in keysByAction[action] ?? [] {
                if let other = bindings.actionsByKey[key], other != action {
                    let location = overridden[action] ?? overridden[other] ?? SourceLocation(file: file, line: 1, column: 1)
                    problems.append(
                        HomeFileProblem(
                            "key '\(KeyName.name(of: key))' is bound to both \(other.rawValue) and \(action.rawValue)",
                            at: location))
                    continue
                }
                bindings.actionsByKey[key] = action
                bindings.keysByAction[action, default: []].append(key)
            }
        }
        return (bindings, problems)
    }

    /// The defaults alone.
    public static var standard: KeyBindings { resolve([:]).0 }

    /// The action a key press stands for.
    public func action(for event: KeyEvent) -> HomeAction? {
        if let action = actionsByKey[event] { return action }
        // Terminals report Shift with letters as the capital letter alone.
        if case .character = event.key, event.modifiers == .shift {
            return actionsByKey[KeyEvent(event.key)]
        }
        return nil
    }
}
