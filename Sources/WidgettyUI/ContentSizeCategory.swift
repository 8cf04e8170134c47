/// The person's preferred size of text, as SwiftUI's `ContentSizeCategory` (the older name of
/// ``DynamicTypeSize``). A terminal has one size of letters: the environment says `.large`,
/// iOS's default, and a different category changes nothing drawn.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    /// The seven standard sizes, smallest to largest; `.large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The first three accessibility sizes, larger than any standard one.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    /// The two largest accessibility sizes.
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The same size as a ``DynamicTypeSize``.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

/// The person's preferred size of text, as SwiftUI's `DynamicTypeSize`; the environment says
/// `.large`, as ``ContentSizeCategory`` does.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    /// The seven standard sizes, smallest to largest; `.large` is the default and the only one a
    /// terminal reports.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The five accessibility sizes, from `accessibility1` up.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The same size as a ``ContentSizeCategory``.
    public init?(_ category: ContentSizeCategory) {
        guard let index = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        self = Self.allCases[index]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The preferred size of text: `.large` unless a view sets another (nothing drawn changes).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The preferred size of text by its older name: ``dynamicTypeSize`` as a category.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}

extension View {
    /// The subtree's preferred size of text (read back through `@Environment(\.dynamicTypeSize)`;
    /// letters keep the terminal's one size).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// The subtree's preferred size of text kept within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentChange { environment in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
        }
    }
}
