/// Whether an interpolated value is shown in the log, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    public static let auto = OSLogPrivacy(kind: .auto)
    public static let `public` = OSLogPrivacy(kind: .public)
    public static let `private` = OSLogPrivacy(kind: .private)
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// A mask for private values, as in OSLog (accepted: private values are never written).
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}
