import WidgettyUI

/// One choice offered by a ``DynamicOptionsProvider``: a value and how to show it, as App
/// Intents' `IntentItem`. Without a title the value is shown as it is stored.
public struct IntentItem<Result: IntentValueConvertible>: Sendable {
    /// The value stored in the intent's parameter when this choice is picked.
    public let value: Result
    /// The text the edit panel shows for the choice; without one, the value's own text.
    public let title: LocalizedStringResource?
    /// A second, dimmer line under the title in the edit panel, or nothing.
    public let subtitle: LocalizedStringResource?

    /// A choice of a value, with the title and subtitle the edit panel shows for it.
    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }

    /// Collects items written one per line: plain values or ``IntentItem``s.
    @resultBuilder
    public enum Builder {
        /// A plain value written in the builder, offered with its own text as the title.
        public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
        /// An item written in the builder, offered as written.
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
        /// An array of items (from a `for` loop or a helper) offered in order.
        public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
        /// The items of each line, one after another.
        public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        /// The items of a `for` loop's passes, one after another.
        public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        /// The items of an `if` without `else`, or none when its condition is false.
        public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
        /// The items of an `if`'s true branch.
        public static func buildEither(first part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
        /// The items of an `else` branch.
        public static func buildEither(second part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
    }
}

/// A titled group of choices, as App Intents' `IntentItemSection`.
public struct IntentItemSection<Result: IntentValueConvertible>: Sendable {
    /// The heading the edit panel shows over the section's choices, or nothing for an untitled
    /// section.
    public let title: LocalizedStringResource?
    /// The section's choices, in the order the panel lists them.
    public let items: [IntentItem<Result>]

    /// An untitled section: its choices follow the previous section's without a heading.
    public init(items: [IntentItem<Result>]) {
        self.title = nil
        self.items = items
    }

    /// A section with a heading, of items you built.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    /// A section with a heading, of plain values shown with their own text.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section with an optional heading whose choices are written one per line:
    /// `ItemSection("Asia") { "Asia/Tokyo" }`.
    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.title = title
        self.items = itemsBuilder()
    }

    /// Collects sections written one per line.
    @resultBuilder
    public enum Builder {
        /// One section written in the builder.
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        /// The sections of each line, in order.
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        /// The sections of a `for` loop's passes, in order.
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        /// The sections of an `if` without `else`, or none.
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
        /// The sections of an `if`'s true branch.
        public static func buildEither(first part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        /// The sections of an `else` branch.
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
    /// The sections, in the order the edit panel lists them.
    public let sections: [IntentItemSection<Result>]
    /// The prompt over the choices (the picker's title when set).
    public let promptLabel: LocalizedStringResource?
    /// Kept for source compatibility; the panel's search serves the same purpose.
    public let usesIndexedCollation: Bool

    /// A collection of sections you built, with an optional prompt over them.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// A collection whose sections are written one per line, as in the example above.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// A collection of one untitled section of these items.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }
}

/// What a ``DynamicOptionsProvider``'s `results()` may return: an array of values or an
/// ``IntentItemCollection``, as App Intents' `ResultsCollection`.
public protocol ResultsCollection: Sendable {
    /// The type of the values offered: what the parameter stores.
    associatedtype Option: IntentValueConvertible
    /// The choices as the edit panel lists them.
    var optionSections: [IntentOptionSection] { get }
}

extension Array: ResultsCollection where Element: IntentValueConvertible {
    /// An array offers values of its element type.
    public typealias Option = Element
    /// The array as one untitled section of its values, each shown with its own text.
    public var optionSections: [IntentOptionSection] {
        [IntentOptionSection(title: nil, options: map { IntentOption(value: $0.intentValue) })]
    }
}

extension IntentItemCollection: ResultsCollection {
    /// A collection offers values of its ``IntentItemCollection/Result`` type.
    public typealias Option = Result
    /// The collection's sections as the edit panel lists them, titles and subtitles resolved to
    /// their keys.
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
    /// The value, in the form the home file and the extension protocol store parameters.
    public let value: IntentValue
    /// The title shown for the choice, already resolved to text; nil shows the value.
    public let title: String?
    /// The subtitle shown under the title, if any.
    public let subtitle: String?

    /// A choice as the host sees it; providers build ``IntentItem``s instead.
    public init(value: IntentValue, title: String? = nil, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

/// A group of choices as the host sees it (an untitled section for a provider returning an array).
public struct IntentOptionSection: Hashable, Sendable, Codable {
    /// The section's heading, or nil for an untitled one.
    public let title: String?
    /// The section's choices, in order.
    public let options: [IntentOption]

    /// A section as the host sees it; providers build ``IntentItemSection``s instead.
    public init(title: String?, options: [IntentOption]) {
        self.title = title
        self.options = options
    }
}
