import Foundation
import WidgettyUI

/// A value a chart can place on an axis, as Swift Charts' `Plottable`: numbers, strings and
/// dates are primitive; a type of one's own stands for one of them (`primitivePlottable`), and a
/// `RawRepresentable` type (an enum of categories) for its raw value.
public protocol Plottable {
    /// The primitive type (a number, string or date) this type stands for on an axis.
    associatedtype PrimitivePlottable: Plottable = Self
    /// The value as its primitive type, which is what the chart places.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value of this type from its primitive one, nil when there is none; a type of one's own
    /// writes it so Swift Charts code that turns axis values back into the type compiles.
    init?(primitivePlottable: PrimitivePlottable)
    /// The value as Widgetty's chart engine places it.
    var _plotDatum: PlotDatum { get }
}

extension Plottable {
    public var _plotDatum: PlotDatum { primitivePlottable._plotDatum }
}

extension Plottable where PrimitivePlottable == Self {
    /// A number, string or date stands for itself.
    public var primitivePlottable: Self { self }
    /// A primitive value made from itself, which always succeeds.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    /// An enum of categories stands for its raw value, so its cases become the axis' bands.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with this raw value, nil when no case has it.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable where Self: BinaryInteger {
    public var _plotDatum: PlotDatum { .number(Double(self)) }
}

extension Plottable where Self: BinaryFloatingPoint {
    public var _plotDatum: PlotDatum { .number(Double(self)) }
}

extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}

extension Decimal: Plottable {
    public var _plotDatum: PlotDatum { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

extension String: Plottable {
    public var _plotDatum: PlotDatum { .category(self) }
}

extension Substring: Plottable {
    public var _plotDatum: PlotDatum { .category(String(self)) }
}

extension Date: Plottable {
    public var _plotDatum: PlotDatum { .date(self) }
}

/// A value with the name of what it measures, as Swift Charts' `PlottableValue`:
/// `.value("Steps", 8_200)`, `.value("Day", date, unit: .day)`. The name titles the axis on
/// Apple's systems; cells have no room for axis titles, so only the value is kept.
public struct PlottableValue<Value: Plottable> {
    /// The value as written, before a date is cut to its unit.
    public let value: Value
    /// The value as the chart engine places it (an instant cut to the start of its unit).
    let datum: PlotDatum

    init(value: Value, datum: PlotDatum? = nil) {
        self.value = value
        self.datum = datum ?? value._plotDatum
    }

    /// A value named by a localised key (`.value("Steps", steps)`); the name is kept by Apple for
    /// the axis title, dropped here.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: value)
    }

    /// A value named by a string variable; only the value reaches the cells.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: value)
    }

    /// A value named by a `Text`; as with the string forms, the name is not drawn.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: value)
    }
}

extension PlottableValue where Value == Date {
    /// An instant placed at the start of its `unit` (its day, its hour…): bars of one unit
    /// stack, and each unit is one band.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(value: value, datum: .date(start))
    }

    /// An instant placed at the start of its `unit`, named by a string variable (the name is not drawn).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(value: value, datum: .date(start))
    }
}

extension PlotDatum {
    /// The datum as a group's name in a legend: a category as written, a whole number without
    /// decimals, an instant as a short date.
    var groupName: String {
        switch self {
        case .category(let name): return name
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .date(let date): return date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}
