/// A provider that can usually answer at once, waiting on nothing: its timeline comes from
/// memory or from files the kernel makes from its memory (`/proc/stat`, `/proc/meminfo`), which
/// never wait on a disk or a network.
///
/// The host asks ``immediateTimeline(for:in:)`` on the drawing thread at the instant the reload
/// is due, so the new entry paints in the same wake-up as everything else due then and no
/// provider thread wakes. Returning nil (this call would have to wait, say on a proc root that
/// is an ordinary directory) sends the reload the usual way: `timeline(for:in:)` off the drawing
/// thread, with its timeout. Widgetty's own; WidgetKit has no counterpart.
public protocol ImmediateAppIntentTimelineProvider: AppIntentTimelineProvider {
    /// The timeline now, or nil when it cannot be had without waiting.
    func immediateTimeline(for configuration: Intent, in context: Context) -> Timeline<Entry>?
}
