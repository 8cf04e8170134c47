/// Whether something is shown, as SwiftUI's `Visibility` (`.chartLegend(.hidden)`,
/// `.chartXAxis(.hidden)`): `.automatic` leaves it to the view.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// `.automatic` lets the view decide (a chart shows a legend only when its marks have groups),
    /// `.visible` always draws it, `.hidden` leaves its cells to the rest of the view.
    case automatic, visible, hidden
}
