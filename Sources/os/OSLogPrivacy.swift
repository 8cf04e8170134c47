/// Whether an interpolated value is shown in the log, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    /// The usual rule: numbers and Booleans are shown, text and other values are `<private>`.
    public static let auto = OSLogPrivacy(kind: .auto)
    /// Shown in the log whatever its kind: for identifiers and counts that give nothing away.
    public static let `public` = OSLogPrivacy(kind: .public)
    /// Written as `<private>`, even a number.
    public static let `private` = OSLogPrivacy(kind: .private)
    /// Written as `<private>`, as ``private`` is (Apple's systems also keep it out of saved logs).
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    /// Private with a mask: written as `<private>`, the mask is accepted.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Sensitive with a mask: written as `<private>`, the mask is accepted.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// A mask for private values, as in OSLog (accepted: private values are never written).
    public struct Mask: Hashable, Sendable {
        /// Apple's mask that logs a hash of the value; here the value is `<private>` all the same.
        public static let hash = Mask()
        /// No mask: the value is `<private>`.
        public static let none = Mask()
    }
}
