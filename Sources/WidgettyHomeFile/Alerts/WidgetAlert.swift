import WidgettyKit

/// An alert a widget's home-file entry declares (`alerts:`): a condition on one of the values its
/// entries offer (``AlertValue``), the condition that clears it again (hysteresis), and what
/// happens when it fires.
public struct WidgetAlert: Hashable, Sendable {
    /// How the terminal is told: the bell, a flash of the screen, or neither.
    public enum Ring: String, Hashable, Sendable, CaseIterable {
        case bell, flash, none
    }

    /// Fires when this holds (`when:`).
    public var when: AlertCondition
    /// Clears when this holds (`clear:`); without one, when ``when`` no longer holds.
    public var clear: AlertCondition?
    public var ring: Ring
    /// A program and its arguments run when it fires (`run:`): no shell, the alert's facts in
    /// `WIDGETTY_ALERT_*` environment variables.
    public var run: [String]?
    /// Whether `notify-send` shows it on the desktop (`notify: true`).
    public var notify: Bool
    /// What the status line and `widgetty alerts` call it (`name:`; else the condition as written).
    public var name: String?
    /// Where the alert's mapping starts.
    public var location: SourceLocation?

    public init(
        when: AlertCondition, clear: AlertCondition? = nil, ring: Ring = .bell, run: [String]? = nil, notify: Bool = false,
        name: String? = nil, location: SourceLocation? = nil
    ) {
        self.when = when
        self.clear = clear
        self.ring = ring
        self.run = run
        self.notify = notify
        self.name = name
        self.location = location
    }

    /// Its name, else its condition as written.
    public var title: String { name ?? when.text }

    /// Whether an alert in state `firing` is firing after seeing `values`: it fires when its
    /// condition holds and clears when its clear condition holds (or, without one, when its
    /// condition no longer does). A value the entry does not offer (no reading yet) keeps the state.
    public func isFiring(after values: [String: AlertValue], wasFiring firing: Bool) -> Bool {
        if !firing { return when.holds(in: values) ?? false }
        if let clear { return !(clear.holds(in: values) ?? false) }
        return when.holds(in: values) ?? true
    }
}
