import Synchronization

/// The choices an intent handler offers for a parameter, as SiriKit's: items, or titled
/// sections of them. Widgetty turns them into the edit panel's choices.
///
/// Sendable by fiat (its items need not be, NSString is not): a collection is made by the
/// handler and read once, in the task that asked for it.
public final class INObjectCollection<ObjectType>: @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    private let collation = Atomic<Bool>(false)

    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
    }

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
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}
