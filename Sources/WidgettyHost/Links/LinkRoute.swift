import WidgettyHomeFile
import Foundation
import WidgettyKit

/// What opening a URL does: an action inside Widgetty (`widgetty://…`), a program to run with
/// the URL as one argument, or nothing, with the reason to show in the status bar.
public enum LinkRoute: Hashable, Sendable {
    case host(HostLinkAction)
    /// Run `arguments` (no shell); `foreground` programs take over the terminal while they run.
    case run(arguments: [String], foreground: Bool)
    case unhandled(reason: String)

    /// Decides what opening `url` does. `widgetty://` URLs are handled inside; other URLs go to
    /// the handler with the longest matching prefix, else to the one for their scheme, else
    /// (given the `installed` programs) to the default for files and web pages
    /// (``DefaultLinkHandlers``).
    public static func resolve(_ url: URL, handlers: [LinkHandler], installed: InstalledPrograms? = nil) -> LinkRoute {
        let text = url.absoluteString
        if url.scheme?.lowercased() == "widgetty" {
            if let action = HostLinkAction(url: url) { return .host(action) }
            return .unhandled(reason: "unknown Widgetty link \(text)")
        }
        var best: (handler: LinkHandler, length: Int)?
        for handler in handlers {
            if case .prefix(let prefix) = handler.match, text.hasPrefix(prefix),
                prefix.count > (best?.length ?? -1)
            {
                best = (handler, prefix.count)
            }
        }
        if best == nil, let scheme = url.scheme?.lowercased() {
            best = handlers.first { $0.match == .scheme(scheme) }.map { ($0, 0) }
        }
        guard let handler = best?.handler else {
            if let installed, let route = DefaultLinkHandlers.route(url, installed: installed) { return route }
            return .unhandled(reason: "no handler for \(url.scheme ?? "this") links — add one under `links:` in the home file")
        }
        let arguments = handler.arguments.map { $0.replacingOccurrences(of: "{url}", with: text) }
        return .run(arguments: arguments, foreground: handler.foreground)
    }
}

/// What a `widgetty://` link asks of the home screen.
public enum HostLinkAction: Hashable, Sendable {
    /// `widgetty://edit/ID`: open a widget's edit panel.
    case edit(widgetID: String)
    /// `widgetty://page/N`: go to page N (1-based in the URL, 0-based here).
    case page(Int)
    /// `widgetty://reload/ID` reloads one widget, `widgetty://reload` all of them.
    case reload(widgetID: String?)
    /// `widgetty://gallery`: open the widget gallery.
    case gallery
    /// `widgetty://intent/N`: run the App Intent of a widget's button or toggle (see
    /// `IntentButtonRegistry`).
    case intent(token: Int)
    /// `widgetty://KIND/ACTION?…` for any other host: a widget's own link action
    /// (`linkAction(_:perform:)`), such as the to-do widget's `widgetty://todo/toggle?item=TEXT`.
    case widgetAction(WidgetLinkRequest)

    public init?(url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host?.lowercased() {
        case "edit":
            guard let id = parts.first else { return nil }
            self = .edit(widgetID: id)
        case "page":
            guard let n = parts.first.flatMap({ Int($0) }), n >= 1 else { return nil }
            self = .page(n - 1)
        case "reload":
            self = .reload(widgetID: parts.first)
        case "gallery":
            self = .gallery
        case "intent":
            guard parts.count == 1, let token = parts.first.flatMap({ Int($0) }) else { return nil }
            self = .intent(token: token)
        case let kind?:
            guard parts.count == 1, let action = parts.first else { return nil }
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            self = .widgetAction(WidgetLinkRequest(kind: kind, action: action, query: query))
        case nil:
            return nil
        }
    }
}

/// A link to a widget's own action: the widget kind (the link's host), the action (its one path
/// component) and the query items the action is given.
public struct WidgetLinkRequest: Hashable, Sendable {
    public var kind: String
    public var action: String
    public var query: [URLQueryItem]
    /// The widget whose link it was, when known: the link its action hands on is held to the
    /// same ``RemoteLinkPolicy``.
    public var source: WidgetInstanceID?

    public init(kind: String, action: String, query: [URLQueryItem], source: WidgetInstanceID? = nil) {
        self.kind = kind
        self.action = action
        self.query = query
        self.source = source
    }
}
