// The built-in widgets, written only against the public widget API (WidgettyKit and WidgettyUI,
// which `import Widgetty` re-exports), exactly as a third-party author would write them.
import WidgettyKit
import WidgettyUI

/// The widgets that ship with Widgetty, as one bundle. Kinds and their parameters (home-file keys):
/// - `clock`: `use24Hour`, `showSeconds`, `timeZone` (empty = local), `bigDigits` (false = W1's plain lines)
/// - `world-clock`: `zones` (time-zone identifiers), `use24Hour`
/// - `calendar`: `icsPath`, `layout` (`automatic` | `day` | `month`; `month` = W1's calendar), or a CalDAV
///   `calendarURL` with `username` and `password`
/// - `countdown`: `title`, `target` (a date; none = the next 1 January 00:00 local)
/// - `todo`: `file` (empty: the shared list of `widgetty todo`; else a todo.txt path)
/// - `timer`: `name` (widgets with the same name show the same stopwatch)
/// - `launcher`: `buttons` (shortcut titles; empty: every shortcut)
/// - `system`, `disk`, `battery`: nothing to set; `network`: `interface`
/// - `git`: `repoPath`, `branch`, `viewerURL` (`{repo}`, `{branch}`, `{hash}` filled in)
/// - `weather`: `place` or `latitude`/`longitude`, `units`, `refreshMinutes`, `baseURL`, `geocodingURL`
/// - `feed`: `feeds`, `maxItems`, `showRead`, `refreshMinutes`, `baseURL`
/// - `github`: `mode`, `repository`, `branch`, `token`, `refreshMinutes`, `baseURL`
/// - `http`: `url`, `mode` (`fields` | `timeline`), `title`, `lines` (`{/json/pointer|format}`), `method`,
///   `headers`, `body`, `refresh`, `timeout`, `insecure`
/// - `monitor`: `targets` (URLs and `host:port`), `slowMilliseconds`, `refresh`, `timeout`, `insecure`
/// - `prometheus`: `baseURL`, `query`, `show` (`value` | `chart`), `title`, `legend`, `unit`, `format`, `rangeMinutes`,
///   `token`, `refresh`, `timeout`, `insecure`
/// - `alertmanager`: `baseURL`, `filter` (label matchers), `showSilenced`, `token`, `refresh`
/// - `mqtt`: `broker` (`mqtt://HOST:PORT`), `topics`, `title`, `field` (a JSON pointer), `unit`, `format`, `username`,
///   `password`, `qos`, `keepAlive`, `timeout`
/// - `chart`: `style` (`runchart` | `sparkline` | `bars` | `gauge`), `title`, `commands` (argument vectors),
///   `urls` (`URL#/json/pointer`), `names`, `interval`, `window`, `minimum`, `maximum`, `unit`, `timeout`
///
/// Paths expand `~` and `$VARIABLES`. The system widgets read `/proc` and `/sys`, or the trees
/// `$WIDGETTY_PROC_ROOT` and `$WIDGETTY_SYS_ROOT` name (tests, containers).
public struct BuiltinWidgetBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ClockWidget()
        WorldClockWidget()
        CalendarWidget()
        CountdownWidget()
        TodoWidget()
        TimerWidget()
        LauncherWidget()
        SystemWidget()
        GitWidget()
        DiskWidget()
        NetworkWidget()
        BatteryWidget()
        ScriptWidget()
        CommandWidget()
        WeatherWidget()
        FeedWidget()
        GitHubWidget()
        HTTPWidget()
        MonitorWidget()
        PrometheusWidget()
        AlertmanagerWidget()
        MQTTWidget()
        ChartWidget()
    }
}

/// The built-in widgets for the host to register.
@MainActor
public enum BuiltinWidgets {
    /// Every built-in widget kind, in gallery order.
    public static var all: [AnyWidgetDescriptor] { BuiltinWidgetBundle().widgetDescriptors }
}
