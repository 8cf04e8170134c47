import Foundation

/// Where Widgetty keeps its files, following the XDG Base Directory specification:
/// configuration (`home.yaml`), data (the shared store), cache (timelines), state (logs) and
/// runtime (the control socket).
public struct XDGDirectories: Hashable, Sendable {
    /// Configuration: `$XDG_CONFIG_HOME/widgetty` (`~/.config/widgetty`), where `home.yaml` is.
    public var config: URL
    /// Data: `$XDG_DATA_HOME/widgetty` (`~/.local/share/widgetty`), with the shared store and
    /// installed extensions.
    public var data: URL
    /// Cache: `$XDG_CACHE_HOME/widgetty` (`~/.cache/widgetty`), with cached timelines; safe to
    /// delete.
    public var cache: URL
    /// State: `$XDG_STATE_HOME/widgetty` (`~/.local/state/widgetty`), with the log.
    public var state: URL
    /// Runtime: `$XDG_RUNTIME_DIR/widgetty` (without it, `widgetty-UID` in the temporary folder),
    /// with the running home screen's control socket.
    public var runtime: URL

    /// The directories from an environment (normally the process's), each with `widgetty` appended.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, _ fallback: String) -> URL {
            // The specification says relative paths are invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("widgetty")
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("widgetty")
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("widgetty")
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("widgetty")
        if let value = environment["XDG_RUNTIME_DIR"], value.hasPrefix("/") {
            runtime = URL(fileURLWithPath: value).appendingPathComponent("widgetty")
        } else {
            runtime = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgetty-\(getuid())")
        }
    }

    /// The default home file.
    public var homeFile: URL { config.appendingPathComponent("home.yaml") }

    /// The running home screen's control socket.
    public var controlSocket: URL { runtime.appendingPathComponent("control.sock") }

    /// The shared store's database.
    public var sharedStore: URL { data.appendingPathComponent("shared.sqlite3") }
}
