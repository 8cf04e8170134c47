import Foundation

/// Which links a widget showing remote content may open: a URL that came from a feed, a server's
/// answer or a program's output (the widget's descriptor says so) opens only `http`, `https` and
/// `mailto`, the widget's own `widgetty://KIND/…` actions, and the schemes its home-file entry
/// names in `linkSchemes:`. Links of other widgets, and links written in the home file itself,
/// are the user's and open as configured. Pure: ``HomeRuntime/open(_:from:)`` asks it for every
/// link a widget hands on, whatever the path (a click, a hint letter, Enter, a link action's answer).
public enum RemoteLinkPolicy {
    /// The schemes a remote link may always open.
    public static let remoteSchemes: Set<String> = ["http", "https", "mailto"]

    /// Why `url` may not be opened from the widget, or nil when it may.
    public static func refusal(
        for url: URL, remoteContent: Bool, widgetKind: String, allowedSchemes: [String]
    ) -> String? {
        guard remoteContent else { return nil }
        let scheme = url.scheme?.lowercased() ?? ""
        if remoteSchemes.contains(scheme) || allowedSchemes.contains(scheme) { return nil }
        if scheme == "widgetty", url.host?.lowercased() == widgetKind.lowercased() { return nil }
        let shown = scheme.isEmpty ? "a link without a scheme" : "a \(scheme): link"
        return "\(shown) from this widget's content was not opened (it opens http, https and mailto; "
            + "`linkSchemes: [\(scheme.isEmpty ? "…" : scheme)]` in its home-file entry allows more)"
    }
}
