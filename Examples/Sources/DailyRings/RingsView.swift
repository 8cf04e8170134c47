import Widgetty

/// The rings in each family: three capacity rings side by side (small), a table of figures and
/// bars (medium), the move ring (circular), the three figures fitted to the space (rectangular),
/// or one line (inline).
struct RingsView: View {
    let entry: RingsEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    private static let tints: [Color] = [.red, .green, .cyan]

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                ringGauge(entry.move, tint: Self.tints[0])
            }
        case .accessoryRectangular:
            ViewThatFits(in: .horizontal) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(entry.rings, id: \.name) { ring in
                        Text("\(ring.name) \(Int(ring.value))/\(Int(ring.goal)) \(ring.unit)")
                    }
                }
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(entry.rings, id: \.name) { ring in
                        Text("\(ring.name) \(ring.progress, format: .percent.precision(.fractionLength(0)))")
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        case .accessoryInline:
            Text(entry.rings.map { "\($0.name) \(Int(($0.progress * 100).rounded()))%" }.joined(separator: " · "))
        case .systemMedium:
            Grid(alignment: .leading, horizontalSpacing: 8) {
                ForEach(Array(entry.rings.enumerated()), id: \.offset) { index, ring in
                    GridRow {
                        Text(ring.name).bold()
                        Text("\(Int(ring.value)) / \(Int(ring.goal)) \(ring.unit)").monospacedDigit()
                        Gauge(value: ring.progress) { EmptyView() }
                            .gaugeStyle(.accessoryLinearCapacity)
                            .tint(tint(index))
                    }
                }
            }
        default:
            HStack(spacing: 0) {
                ForEach(Array(entry.rings.enumerated()), id: \.offset) { index, ring in
                    ringGauge(ring, tint: Self.tints[index])
                }
            }
        }
    }

    /// A ring's colour, or none where the system draws the widget in one colour.
    private func tint(_ index: Int) -> Color? {
        renderingMode == .fullColor ? Self.tints[index] : nil
    }

    private func ringGauge(_ ring: Ring, tint: Color) -> some View {
        Gauge(value: ring.progress) {
            Text(ring.name)
        } currentValueLabel: {
            Text(ring.progress, format: .percent.precision(.fractionLength(0)))
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(renderingMode == .fullColor ? tint : nil)
    }
}

#Preview(as: .systemSmall) {
    DailyRingsWidget()
} timeline: {
    RingsEntry(date: .now, rings: [Ring(name: "Move", unit: "kcal", value: 120, goal: 500),
                                   Ring(name: "Exercise", unit: "min", value: 5, goal: 30),
                                   Ring(name: "Stand", unit: "h", value: 3, goal: 12)])
    RingsEntry(date: .now, rings: [Ring(name: "Move", unit: "kcal", value: 480, goal: 500),
                                   Ring(name: "Exercise", unit: "min", value: 32, goal: 30),
                                   Ring(name: "Stand", unit: "h", value: 11, goal: 12)])
}

#Preview("Lock screen", as: .accessoryRectangular) {
    DailyRingsWidget()
} timelineProvider: {
    RingsProvider()
}
