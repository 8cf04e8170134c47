import Foundation
import WidgettyKit
import WidgettyNetwork

/// What the `http` widget shows at one moment.
struct HTTPWidgetEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var title: String
    /// The filled-in lines (fields mode).
    var lines: [String]
    /// One entry of the server's timeline (timeline mode).
    var pushed: ScriptEntry?
    /// Set when the entry is the last good one (or there is none): the reason and its age.
    var stale: StaleNotice?
    /// `stale` in words as of the load that kept the entry ("updated 3 h ago — offline · …").
    var staleText: String?
    /// A problem in the widget's own settings (a bad URL, a template error).
    var problem: String?
}
