/// A value within a range, as SwiftUI's `Gauge`, drawn by its ``GaugeStyle``: the linear styles
/// as a label row over a bar (with the bounds' labels at its ends), `.accessoryLinear` as a track
/// with a marker, the circular styles as a ring of box-drawing lines around the current value's
/// label (heavy lines where it is filled, so it reads without colour too).
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?
    @Environment(\.gaugeStyle) private var style

    /// A gauge of a value within `bounds` (0...1 unless given; values outside are pinned to the
    /// ends), with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A gauge with labels for its bounds too, drawn at the two ends of the bar (or in an open
    /// ring's gap).
    public init<V: BinaryFloatingPoint, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    /// The gauge as its style draws it: a label row over a bar or track, or a ring around the
    /// value.
    public var body: some View {
        switch style.shape {
        case .bar: barBody
        case .track: trackBody
        case .openRing, .fullRing: ringBody
        }
    }

    private var barBody: some View { linearBody(FractionBar(fraction: fraction)) }

    private var trackBody: some View { linearBody(GaugeMarkerTrack(fraction: fraction)) }

    /// The label and current value on a row, the track below between the bounds' labels.
    private func linearBody(_ track: some View) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer(minLength: 0)
                currentValueLabel
            }
            HStack {
                minimumValueLabel
                track
                maximumValueLabel
            }
        }
    }

    /// The ring, the current value (or, without one, the label) in its middle, and the bounds'
    /// labels in the open ring's gap.
    private var ringBody: some View {
        ZStack {
            GaugeRing(fraction: fraction, open: style.shape == .openRing)
            if let currentValueLabel {
                currentValueLabel.lineLimit(1)
            } else {
                label.lineLimit(1)
            }
            if style.shape == .openRing, minimumValueLabel != nil || maximumValueLabel != nil {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    HStack(spacing: 0) {
                        minimumValueLabel.font(.caption2)
                        Spacer(minLength: 0)
                        maximumValueLabel.font(.caption2)
                    }
                }
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    /// A gauge of a value with a label and no current value label; a ring shows the label in its
    /// middle instead.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// How a ``Gauge`` is drawn, as SwiftUI's `GaugeStyle`: `.automatic`, `.linearCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular`,
/// `.accessoryCircularCapacity`, and watchOS' `.circular` and `.linear`.
public protocol GaugeStyle: Sendable {
    var _gaugeShape: GaugeShape { get }
}

/// What a gauge style draws.
public enum GaugeShape: Hashable, Sendable {
    /// A bar filled to the value.
    case bar
    /// A track with a marker at the value.
    case track
    /// A ring open at the bottom, filled to the value from its lower left.
    case openRing
    /// A closed ring filled clockwise from the top.
    case fullRing
}

/// One of SwiftUI's gauge styles.
public struct BuiltinGaugeStyle: GaugeStyle, Hashable {
    public let _gaugeShape: GaugeShape
    var shape: GaugeShape { _gaugeShape }
}

/// SwiftUI's default gauge style type: the bar.
public typealias DefaultGaugeStyle = BuiltinGaugeStyle
/// SwiftUI's capacity bar style type: the bar.
public typealias LinearCapacityGaugeStyle = BuiltinGaugeStyle
/// The Lock Screen's linear style type: a track with a marker.
public typealias AccessoryLinearGaugeStyle = BuiltinGaugeStyle
/// The Lock Screen's capacity bar style type: the bar.
public typealias AccessoryLinearCapacityGaugeStyle = BuiltinGaugeStyle
/// The Lock Screen's circular style type: a ring open at the bottom.
public typealias AccessoryCircularGaugeStyle = BuiltinGaugeStyle
/// The Lock Screen's circular capacity style type: a closed ring.
public typealias AccessoryCircularCapacityGaugeStyle = BuiltinGaugeStyle

extension GaugeStyle where Self == BuiltinGaugeStyle {
    /// The default: a bar filled to the value, as `.linearCapacity`.
    public static var automatic: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .bar) }
    /// A bar of `█` in eighths of a cell over a track, filled to the value.
    public static var linearCapacity: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .bar) }
    /// The Lock Screen's capacity bar: the same bar as `.linearCapacity`.
    public static var accessoryLinearCapacity: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .bar) }
    /// The Lock Screen's linear gauge: a track with a marker at the value.
    public static var accessoryLinear: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .track) }
    /// watchOS' linear gauge: a track with a marker, as `.accessoryLinear`.
    public static var linear: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .track) }
    /// The Lock Screen's circular gauge: a ring of box-drawing lines open at the bottom, the
    /// current value in the middle.
    public static var accessoryCircular: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .openRing) }
    /// A closed ring filled clockwise from the top, heavy lines where it is filled.
    public static var accessoryCircularCapacity: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .fullRing) }
    /// watchOS' circular gauge: a closed ring, as `.accessoryCircularCapacity`.
    public static var circular: BuiltinGaugeStyle { BuiltinGaugeStyle(_gaugeShape: .fullRing) }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: BuiltinGaugeStyle { .automatic }
}

extension EnvironmentValues {
    /// The style gauges in the subtree are drawn in (`.gaugeStyle(_:)`).
    public var gaugeStyle: BuiltinGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the gauges in the subtree.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentChange { $0.gaugeStyle = BuiltinGaugeStyle(_gaugeShape: style._gaugeShape) }
    }
}
