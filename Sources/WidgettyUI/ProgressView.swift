import Foundation

/// Progress, as SwiftUI's `ProgressView`: its label, then a bar for a known fraction or a time
/// interval, then its current value's label; without a value, the label and `…` (a terminal
/// widget does not animate). A `ProgressView(timerInterval:)` bar empties (or fills) as `now`
/// passes and its current value's label is the time left, both redrawn by themselves.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// How far along it is.
    enum Completion {
        case indeterminate
        case fraction(Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let progress: Completion
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(progress: Completion, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func progress<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Completion {
        value.map { .fraction(total > 0 ? Double($0) / Double(total) : 0) } ?? .indeterminate
    }

    /// The label, then the bar (or `…` without a value), then the current value's label, each on a
    /// row of its own.
    public var body: some View {
        switch progress {
        case .indeterminate:
            HStack {
                label
                Text(verbatim: "…")
            }
        case .fraction(let fraction):
            VStack(alignment: .leading, spacing: 0) {
                label
                FractionBar(fraction: fraction)
                currentValueLabel
            }
        case .timer(let interval, let countsDown):
            VStack(alignment: .leading, spacing: 0) {
                label
                TimerBar(interval: interval, countsDown: countsDown)
                currentValueLabel
            }
        }
    }
}

/// The current value's label of a `ProgressView(timerInterval:countsDown:)`, as in SwiftUI: the
/// time left (or gone, when not counting down), ticking like `Text(timerInterval:)`.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The ticking time left (or gone): `m:ss`, or `h:mm:ss` from an hour.
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
    /// A bar filled to `value` out of `total` (pinned to 0...total), a label above it and a current
    /// value label below; nil for `value` shows `…`.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(progress: Self.progress(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar over `timerInterval` with a label and a current value's label of your own.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// The label and `…`: progress of unknown length (a terminal draws no spinner).
    public init(@ViewBuilder label: () -> Label) {
        self.init(progress: .indeterminate, label: label(), currentValueLabel: nil)
    }

    /// A bar filled to `value` out of `total`, under a label of your own.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: Self.progress(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// `…` alone: progress of unknown length with no label.
    public init() {
        self.init(progress: .indeterminate, label: nil, currentValueLabel: nil)
    }

    /// A bar alone, filled to `value` out of `total` (1 by default).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A localized title and `…`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(progress: .indeterminate, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A title string and `…`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(progress: .indeterminate, label: Text(title), currentValueLabel: nil)
    }

    /// A title resource and `…`.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource) {
        self.init(progress: .indeterminate, label: Text(title), currentValueLabel: nil)
    }

    /// A localized title over a bar filled to `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A title string over a bar filled to `value` out of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value, total: total), label: Text(title), currentValueLabel: nil)
    }

    /// A title resource over a bar filled to `value` out of `total`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval` with a label, and the time left under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties over `timerInterval` (fills, when not `countsDown`), and the time left
    /// under it, as in SwiftUI.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}
