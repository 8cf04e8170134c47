import Foundation
import WidgettyScreen
import WidgettyKit
import WidgettyTerminal

/// What the next paint must do and what the last one drew. It guarantees one paint per turn
/// of the main actor (`scheduled`), and that a partial paint — only the content of the widgets
/// in `changedInstances`, drawn over the shown frame — happens only when nothing else about the
/// screen changed (`needsFullPaint` is false and every cell still looks as in `lastLooks`).
struct PaintBookkeeping {
    /// A paint is queued for the end of this turn.
    var scheduled = false
    /// Something changed besides widget content (keys, resize, messages, the file).
    var needsFullPaint = true
    /// Widgets whose entries changed since the last paint.
    var changedInstances: Set<WidgetInstanceID> = []
    /// Whether the last frame composed is the plain home screen (no overlay, not too small), so
    /// widgets can be redrawn into the shown frame.
    var lastFrameIsPlain = false
    /// How each cell of the last frame looked apart from its content.
    var lastLooks: [CellLook] = []
    /// The full height of the widget the user is inside, found for its entry at a width (so a
    /// key inside it lays it out once, not searched again).
    var insideHeight: (id: WidgetInstanceID, width: Int, entryDate: Date, rows: Int)?
}

/// How a cell looks apart from its widget's content: while it stays the same, a new entry only
/// redraws the content.
struct CellLook: Equatable {
    var frame: Rect
    var title: String
    var focused: Bool
    var marker: WidgetCellChrome.Marker?
    var stack: [Int]
    var instance: WidgetInstanceID?
    /// The focused cell shows link hints over its content.
    var hasLinks: Bool
    /// The alert mark on its border.
    var alert: WidgetCellChrome.AlertMark?
}

/// The widgets the screen registered with the scheduler, with what they were registered as, and
/// the placed widgets that cannot be shown, with why (unknown kind, bad parameters, …).
struct InstanceTable {
    var registered: [WidgetInstanceID: RegisteredInstance] = [:]
    var failures: [WidgetInstanceID: String] = [:]
}

/// What an instance was registered with the scheduler as, to tell what changed on a reload of
/// the home file.
struct RegisteredInstance: Equatable {
    var kind: String
    var family: WidgetFamily
    var displaySize: Size
    var values: [String: IntentValue]
    /// The widget's own accent (`tint:`), drawn into its view.
    var tint: TerminalColor?
}
