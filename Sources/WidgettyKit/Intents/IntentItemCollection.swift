import WidgettyUI

/// One choice offered by a ``DynamicOptionsProvider``: a value and how to show it, as App
/// Intents' `IntentItem`. Without a title the value is shown as it is stored.
public struct IntentItem<Result: IntentValueConvertible>: Sendable {
    public let value: Result
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?

    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }

    /// Collects items written one per line: plain values or ``IntentItem``s.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
        public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
        public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
        public static func buildEither(first part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
        public static func buildEither(second part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
    }
}

/// A titled group of choices, as App Intents' `IntentItemSection`.
public struct IntentItemSection<Result: IntentValueConvertible>: Sendable {
    public let title: LocalizedStringResource?
    public let items: [IntentItem<Result>]

    public init(items: [IntentItem<Result>]) {
        self.title = nil
        self.items = items
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.title = title
        self.items = itemsBuilder()
    }

    /// Collects sections written one per line.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
        public static func buildEither(first part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildEither(second part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
    }
}

/// Choices divided into sections, which a ``DynamicOptionsProvider`` may return instead of a
/// plain array, as App Intents' `IntentItemCollection`:
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection {
///         ItemSection("Europe") { "Europe/Lisbon"; "Europe/Paris" }
///         ItemSection("Asia") { "Asia/Tokyo" }
///     }
/// }
/// ```
public struct IntentItemCollection<Result: IntentValueConvertible>: Sendable {
    public let sections: [IntentItemSection<Result>]
    /// The prompt over the choices (the picker's title when set).
    public let promptLabel: LocalizedStringResource?
    /// Kept for source compatibility; the panel's search serves the same purpose.
    public let usesIndexedCollation: Bool

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }
}

/// What a ``DynamicOptionsProvider``'s `results()` may return: an array of values or an
/// ``IntentItemCollection``, as App Intents' `ResultsCollection`.
public protocol ResultsCollection: Sendable {
    associatedtype Option: IntentValueConvertible
    /// The choices as the edit panel lists them.
    var optionSections: [IntentOptionSection] { get }
}

extension Array: ResultsCollection where Element: IntentValueConvertible {
    public typealias Option = Element
    public var optionSections: [IntentOptionSection] {
        [IntentOptionSection(title: nil, options: map { IntentOption(value: $0.intentValue) })]
    }
}

extension IntentItemCollection: ResultsCollection {
    public typealias Option = Result
    public var optionSections: [IntentOptionSection] {
        sections.map { section in
            IntentOptionSection(
                title: section.title?.key,
                options: section.items.map { IntentOption(value: $0.value.intentValue, title: $0.title?.key, subtitle: $0.subtitle?.key) })
        }
    }
}

/// One choice as the host sees it: the stored value and, when the provider gave them, a title
/// and subtitle.
public struct IntentOption: Hashable, Sendable, Codable {
    public let value: IntentValue
    public let title: String?
    public let subtitle: String?

    public init(value: IntentValue, title: String? = nil, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

/// A group of choices as the host sees it (an untitled section for a provider returning an array).
public struct IntentOptionSection: Hashable, Sendable, Codable {
    public let title: String?
    public let options: [IntentOption]

    public init(title: String?, options: [IntentOption]) {
        self.title = title
        self.options = options
    }
}
