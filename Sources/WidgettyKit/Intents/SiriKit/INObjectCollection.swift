import Synchronization

/// The choices an intent handler offers for a parameter, as SiriKit's: items, or titled
/// sections of them. Widgetty turns them into the edit panel's choices.
///
/// Sendable by fiat (its items need not be, NSString is not): a collection is made by the
/// handler and read once, in the task that asked for it.
public final class INObjectCollection<ObjectType>: @unchecked Sendable {
    /// The sections, in the order the edit panel lists them.
    public let sections: [INObjectSection<ObjectType>]
    private let collation = Atomic<Bool>(false)

    /// A collection of sections, as an intent handler's `provide…OptionsCollection` returns it.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
    }

    /// A collection of one untitled section.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// Every item, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }

    /// Kept for source compatibility; the edit panel's search serves the same purpose.
    public var usesIndexedCollation: Bool {
        get { collation.load(ordering: .relaxed) }
        set { collation.store(newValue, ordering: .relaxed) }
    }
}

/// A titled group of an intent handler's choices, as SiriKit's.
public final class INObjectSection<ObjectType>: @unchecked Sendable {
    /// The section's heading in the edit panel, or nil for none.
    public let title: String?
    /// The section's choices, in order.
    public let items: [ObjectType]

    /// A section of choices under a heading.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}
