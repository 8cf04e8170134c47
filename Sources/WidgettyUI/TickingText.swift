import Foundation
import WidgettyTerminal

/// A node whose drawing follows `now` by itself — a `Text` of a date style or timer interval,
/// the bar of a `ProgressView(timerInterval:)` — so that a later instant can be drawn by
/// redrawing it alone.
protocol TimeDrivenNode: LayoutNode {
    /// When it next draws differently, as last drawn (nil: never, or not drawn).
    var nextChange: Date? { get }

    /// This node resolved at `now`, when drawing it over its old cells in `rect` (nil: it was not
    /// drawn) gives exactly what a full render would, its size unchanged for every proposal it
    /// was measured at; nil otherwise.
    @MainActor
    func retimed(at now: Date, drawnIn rect: Rect?) -> Self?

    /// Draws into `rect`, covering every cell it drew there before, with no change reported.
    func drawGlyphs(in rect: Rect, on canvas: Canvas)
}

extension TimeDrivenNode {
    /// Draws the node as a render does: its glyphs, its next change reported, and itself kept
    /// among the time-driven spans when it has one.
    func drawTimeDriven(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.noteChange(at: nextChange)
        drawGlyphs(in: rect, on: canvas)
        if nextChange != nil { canvas.noteTicking(self, in: rect) }
    }
}

/// A time-driven node (a date text, a timer's bar) as drawn in one render: the node, the
/// rectangle it was drawn in and the clip then in force.
struct TickingSpan {
    let node: any TimeDrivenNode
    let rect: Rect
    let clip: Rect

    /// The cells the text may have written.
    var area: Rect { rect.intersection(clip) }
}

/// What a render keeps so that a later instant can be drawn by redrawing only its time-driven
/// texts and bars (``RenderedView/redrawn(at:)``).
///
/// `@unchecked Sendable`: the nodes are made and read only by the main-actor renderer
/// (`redrawn(at:)` is main-actor); a `RenderedView` that crosses actors never touches them.
public struct TickingTexts: @unchecked Sendable {
    let spans: [TickingSpan]
    /// Time-driven nodes laid out but not drawn (hidden, no room): their size still places others.
    let silent: [any TimeDrivenNode]
    /// The instant the view was rendered at: bodies may read differently before it.
    let renderedAt: Date
    /// When a body that read `now` reads differently (nil: never).
    let rebuildAt: Date?
}

extension RenderedView {
    /// This view at a later instant `now` with only its time-driven texts drawn again: exactly
    /// what rendering the same view at `now` gives, or nil when that cannot be promised and
    /// the caller must render it whole — a body read `now` without `timeDependent(until:)`,
    /// `now` is before the render or at the rebuild instant, something covers a ticking text,
    /// or a text would change its size or shape (it got longer, a space moved).
    ///
    /// ``changedRects`` of the result holds the cells that may differ from this view.
    @MainActor
    public func redrawn(at now: Date) -> RenderedView? {
        var view = self
        return view.redraw(at: now) ? view : nil
    }

    /// ``redrawn(at:)`` in place (no copy of the cells when this is their only holder): false,
    /// and nothing changed, when the view must be rendered whole.
    @MainActor
    public mutating func redraw(at now: Date) -> Bool {
        guard let ticking, now >= ticking.renderedAt, ticking.rebuildAt.map({ now < $0 }) ?? true else { return false }
        var spans: [TickingSpan] = []
        spans.reserveCapacity(ticking.spans.count)
        var rects: [Rect] = []
        var nextChange = ticking.rebuildAt
        for span in ticking.spans {
            guard let node = span.node.retimed(at: now, drawnIn: span.rect) else { return false }
            spans.append(TickingSpan(node: node, rect: span.rect, clip: span.clip))
            rects.append(span.area)
            if let change = node.nextChange, nextChange.map({ change < $0 }) ?? true { nextChange = change }
        }
        var silent: [any TimeDrivenNode] = []
        for node in ticking.silent {
            guard let retimed = node.retimed(at: now, drawnIn: nil) else { return false }
            silent.append(retimed)
        }
        let canvas = Canvas(buffer: buffer)
        buffer = CellBuffer(size: .zero)  // the canvas holds the only reference: drawn in place
        for span in spans {
            canvas.clip = span.clip
            span.node.drawGlyphs(in: span.rect, on: canvas)
        }
        buffer = canvas.buffer
        self.nextChange = nextChange
        self.ticking = TickingTexts(spans: spans, silent: silent, renderedAt: now, rebuildAt: ticking.rebuildAt)
        changedRects = rects
        return true
    }
}

/// Which view bodies read `now` while a tree is built, and whether each said until when it
/// reads the same (`timeDependent(until:)`). A body that read `now` without saying so makes
/// the render unpatchable: only its texts' next change is known, not what its body shows then.
@MainActor
enum BodyTimeScope {
    private static let nowKeyPath: AnyKeyPath = \EnvironmentValues.now
    private static let wholeEnvironment: AnyKeyPath = \EnvironmentValues.self
    /// One frame per composite view whose body is being built: (read `now`, declared).
    private static var frames: [(readsNow: Bool, declared: Bool)] = []
    /// A body read `now` without declaring until when (reset by each render).
    static var undeclaredRead = false

    /// Builds a composite view's node(s): `make` evaluates its body and builds the result.
    static func building<T>(_ make: () -> T) -> T {
        frames.append((false, false))
        let result = make()
        let frame = frames.removeLast()
        if frame.readsNow, !frame.declared { undeclaredRead = true }
        return result
    }

    /// An `@Environment` read: notes it when it reads `now`.
    static func noteRead(_ keyPath: AnyKeyPath) {
        guard keyPath == nowKeyPath || keyPath == wholeEnvironment else { return }
        if frames.isEmpty { undeclaredRead = true } else { frames[frames.count - 1].readsNow = true }
    }

    /// The earliest instant a body said it reads differently (reset by each render).
    static var rebuildAt: Date?
    /// The time-driven nodes made while recording (nil when not recording).
    static var tickingTexts: [any TimeDrivenNode]?

    /// A time-driven node was made.
    static func noteTickingText(_ node: any TimeDrivenNode) {
        tickingTexts?.append(node)
    }

    /// The body being built said it reads the same until `date`.
    static func noteDeclaration(until date: Date?) {
        if !frames.isEmpty { frames[frames.count - 1].declared = true }
        if let date, rebuildAt.map({ date < $0 }) ?? true { rebuildAt = date }
    }

    /// Runs a render with fresh records, giving back whether a body read `now` undeclared, the
    /// earliest declared instant and the time-driven texts made; what was recorded before (an
    /// enclosing render) is restored.
    static func recording<T>(
        _ render: () -> T
    ) -> (result: T, undeclaredRead: Bool, rebuildAt: Date?, tickingTexts: [any TimeDrivenNode]) {
        let saved = (frames, undeclaredRead, rebuildAt, tickingTexts)
        frames = []
        undeclaredRead = false
        rebuildAt = nil
        tickingTexts = []
        defer { (frames, undeclaredRead, rebuildAt, tickingTexts) = saved }
        let result = render()
        return (result, undeclaredRead, rebuildAt, tickingTexts ?? [])
    }
}

extension View {
    /// Says that the body this view is returned from reads `@Environment(\.now)` and shows the
    /// same until `date` (nil: for good), apart from its time-driven texts (`Text(date, style:)`,
    /// `Text(timerInterval:)`), which follow time by themselves. The host then redraws only those
    /// texts as time passes and renders the body again at `date`. Without it, a body that reads
    /// `now` is rendered again whole each time one of its texts changes.
    public func timeDependent(until date: Date?) -> Self {
        BodyTimeScope.noteDeclaration(until: date)
        return self
    }
}
