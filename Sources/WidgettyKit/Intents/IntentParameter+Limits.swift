import WidgettyUI

/// What a parameter allows beyond its type: a range for numbers, a size for lists.
struct ParameterLimits: Sendable {
    var inclusiveRange: ClosedRange<Double>?
    var size: IntentCollectionSize?
    var sizeByFamily: [WidgetFamily: IntentCollectionSize] = [:]
}

extension IntentParameter where Value == Int {
    /// A whole number between two bounds, both allowed: `@Parameter(title: "Days", inclusiveRange: (1, 14))`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
        inclusiveRange: (Int, Int)
    ) {
        let range = Double(min(inclusiveRange.0, inclusiveRange.1))...Double(max(inclusiveRange.0, inclusiveRange.1))
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            limits: ParameterLimits(inclusiveRange: range))
    }
}

extension IntentParameter where Value == Double {
    /// A number between two bounds, both allowed: `@Parameter(title: "Scale", inclusiveRange: (0.5, 4))`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
        inclusiveRange: (Double, Double)
    ) {
        let range = min(inclusiveRange.0, inclusiveRange.1)...max(inclusiveRange.0, inclusiveRange.1)
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            limits: ParameterLimits(inclusiveRange: range))
    }
}

extension IntentParameter {
    /// A list of values of a given size in every family: `size: 3` (exactly three) or
    /// `size: IntentCollectionSize(min: 1, max: 6)`.
    public init<Element>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        size: IntentCollectionSize
    ) where Value == [Element], Element: IntentValueConvertible {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            limits: ParameterLimits(size: size))
    }

    /// A list of values of a size that depends on the widget's family: `size: [.systemSmall: 2, .systemLarge: 8]`
    /// (a family not named has no limit).
    public init<Element>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize]
    ) where Value == [Element], Element: IntentValueConvertible {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            limits: ParameterLimits(sizeByFamily: size))
    }

    /// A list of values chosen from `optionsProvider`, of a given size in every family.
    public init<Element, Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        size: IntentCollectionSize, optionsProvider: Provider
    ) where Value == [Element], Element: IntentValueConvertible {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: ParameterOptions(optionsProvider),
            limits: ParameterLimits(size: size))
    }

    /// A list of values chosen from `optionsProvider`, of a size that depends on the widget's family.
    public init<Element, Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], optionsProvider: Provider
    ) where Value == [Element], Element: IntentValueConvertible {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: ParameterOptions(optionsProvider),
            limits: ParameterLimits(sizeByFamily: size))
    }
}

extension IntentParameterInfo {
    /// How many values the list may hold in `family` (nil: any number).
    public func size(for family: WidgetFamily) -> IntentCollectionSize? {
        sizeByFamily[family] ?? size
    }

    /// Why `value` (already of the parameter's type) is not allowed in a widget of `family`: a
    /// number outside the range, a list of the wrong size; nil when it is allowed.
    public func violation(of value: IntentValue, family: WidgetFamily) -> String? {
        if let range = inclusiveRange {
            let number: Double?
            switch value {
            case .int(let n): number = Double(n)
            case .double(let d): number = d
            default: number = nil
            }
            if let number, !range.contains(number) {
                return "must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))"
            }
        }
        if case .array(let items) = value, let size = size(for: family), !size.contains(items.count) {
            return "takes \(size) \(size.max == 1 ? "value" : "values"), not \(items.count)"
        }
        return nil
    }

    /// `3` for a whole bound, `0.5` otherwise.
    public static func format(_ bound: Double) -> String {
        bound == bound.rounded() && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
    }
}
