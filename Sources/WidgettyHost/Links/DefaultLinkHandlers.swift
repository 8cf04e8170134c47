import Foundation

/// What opens a file or a web page when the home file's `links:` has no handler for it: a file
/// in the user's editor, in the terminal; a web page with `xdg-open` where there is a display,
/// else in `$BROWSER` or `www-browser` in the terminal. When nothing fits, the reason says what
/// to install or set.
public enum DefaultLinkHandlers {
    /// The route for `url`, or nil for schemes it has no default for.
    public static func route(_ url: URL, installed: InstalledPrograms) -> LinkRoute? {
        switch url.scheme?.lowercased() {
        case "file":
            guard let editor = installed.editor else {
                return .unhandled(reason: "no editor for \(url.lastPathComponent): set $EDITOR, or add a `file` handler under `links:`")
            }
            return .run(arguments: editor + [url.path], foreground: true)
        case "http", "https":
            let environment = installed.environment
            let display = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            if display, installed.has("xdg-open") { return .run(arguments: ["xdg-open", url.absoluteString], foreground: false) }
            let browser = (environment["BROWSER"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if let program = browser.first, installed.has(program) {
                return .run(arguments: browser + [url.absoluteString], foreground: true)
            }
            if installed.has("www-browser") { return .run(arguments: ["www-browser", url.absoluteString], foreground: true) }
            return .unhandled(reason: "no browser for web links: set $BROWSER, or add an `https` handler under `links:`")
        default:
            return nil
        }
    }
}
