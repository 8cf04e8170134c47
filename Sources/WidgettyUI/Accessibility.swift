import Foundation

// VoiceOver's words, as SwiftUI's accessibility modifiers take them. A terminal has no screen
// reader reading a widget's views (the text drawn is what a terminal reader reads), so they are
// accepted and change nothing drawn.

/// What an element is to assistive technology, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button, a link, a header, selected, an image, static text, updating often.
    public static let isButton = AccessibilityTraits(rawValue: 1), isLink = AccessibilityTraits(rawValue: 2),
        isHeader = AccessibilityTraits(rawValue: 4), isSelected = AccessibilityTraits(rawValue: 8),
        isImage = AccessibilityTraits(rawValue: 16), isStaticText = AccessibilityTraits(rawValue: 32),
        updatesFrequently = AccessibilityTraits(rawValue: 64)
}

/// How an element's children are presented, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children hidden, kept as they are, or combined into one element.
    public static let ignore = AccessibilityChildBehavior(name: "ignore"), contain = AccessibilityChildBehavior(name: "contain"),
        combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    /// Accepted: the label a screen reader would speak.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// Accepted: the label a screen reader would speak.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Accepted: the label a screen reader would speak.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// Accepted: the value a screen reader would speak.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Accepted: the value a screen reader would speak.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// Accepted: the hint a screen reader would speak.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// Accepted: the hint a screen reader would speak.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// Accepted: hidden from a screen reader, still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Accepted: an identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Accepted: traits added.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted: traits removed.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted: the view as one element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Accepted: SwiftUI's older spelling of `accessibilityLabel`.
    public func accessibility(label: Text) -> some View { self }
    /// Accepted: SwiftUI's older spelling of `accessibilityHidden`.
    public func accessibility(hidden: Bool) -> some View { self }
}
