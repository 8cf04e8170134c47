import Foundation

extension Text {
    /// A case text is shown in whatever case it was written in, as SwiftUI's `Text.Case`
    /// (`.textCase(.uppercase)`).
    public enum Case: Hashable, Sendable {
        /// All capitals or all small letters, by the environment locale's rules (so Turkish `i`
        /// becomes `İ`).
        case uppercase, lowercase

        /// `string` in this case, by the rules of `locale`.
        func apply(to string: String, in locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The case all text in the subtree is shown in (`.textCase(_:)`); nil leaves it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows all text in the subtree in a case (`.uppercase`, `.lowercase`), dates and formatted
    /// values included; nil shows it as written.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
