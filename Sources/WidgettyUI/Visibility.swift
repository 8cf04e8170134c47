/// Whether something is shown, as SwiftUI's `Visibility` (`.chartLegend(.hidden)`,
/// `.chartXAxis(.hidden)`): `.automatic` leaves it to the view.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
