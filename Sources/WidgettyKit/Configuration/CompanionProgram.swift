import Foundation

/// The program a widget opens when its cell is opened (Enter, a click) and it has no link of its
/// own, as tapping a widget on iOS opens its app: the system monitor opens `btop` or `htop`, the
/// git widget `lazygit` or `tig`. Declared with Widgetty's `companionProgram(_:)`; a home-file
/// entry's `open:` replaces it.
public struct CompanionProgram: Hashable, Sendable {
    /// The first argument that stands for the user's editor (`$VISUAL`, `$EDITOR`, then
    /// `editor`, `nano` or `vi`, whichever is installed).
    public static let editor = "$EDITOR"

    /// What the program is for, in the message when none of the choices is installed
    /// ("a process viewer").
    public var purpose: String
    /// Argument vectors in order of preference: the first whose program is installed runs, in
    /// the terminal, while the home screen steps aside.
    public var choices: [[String]]

    /// A companion program for a purpose, with the commands to try in order.
    public init(purpose: String, choices: [[String]]) {
        self.purpose = purpose
        self.choices = choices
    }
}

extension WidgetConfiguration {
    /// Widgetty: what opening the widget's cell runs when its view sets no `widgetURL`, given
    /// the instance's configuration values (its parameters, defaults filled in); nil for nothing.
    public func companionProgram(
        _ program: @escaping @Sendable ([String: IntentValue]) -> CompanionProgram?
    ) -> ModifiedWidgetConfiguration {
        modified { $0.companionProgram = program }
    }
}
