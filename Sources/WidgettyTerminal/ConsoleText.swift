/// Text made safe for a terminal that is not ours to own: what the command line prints
/// (`render`, `defaults`, `todo`, `timeline`, `gallery`, `check`, error messages). Each line passes
/// ``TerminalText/sanitized(_:)`` — secrets blotted out, control characters shown as pictures,
/// no escape sequence kept — while line breaks and tabs stay what they are.
public enum ConsoleText {
    public static func safe(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) {
            return TerminalText.sanitized(text)  // plain: only the redactor has work to do
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}
