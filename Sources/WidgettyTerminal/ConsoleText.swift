import WidgettyRedaction

/// Text made safe for a terminal that is not ours to own: what the command line prints
/// (`render`, `defaults`, `todo`, `timeline`, `gallery`, `check`, error messages). Each line passes
/// ``TerminalText/sanitized(_:)`` — secrets blotted out, control characters shown as pictures,
/// no escape sequence kept — while line breaks and tabs stay what they are.
public enum ConsoleText {
    public static func safe(_ text: String) -> String {
        // Secrets first, over the whole text (one may hold a tab or a line break); then line by
        // line and between tabs, so the breaks themselves stay.
        return SecretRedactor.process.redact(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { TerminalText.cleaned(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}
