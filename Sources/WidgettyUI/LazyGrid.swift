import Foundation
import WidgettyTerminal

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``), as SwiftUI's `GridItem`: fixed,
/// flexible (sharing what is left), or adaptive (as many as fit at the minimum size).
public struct GridItem: Sendable {
    /// How the item is sized.
    public enum Size: Sendable {
        /// A track of exactly this length, in points (or cells, per ``CellMetrics``).
        case fixed(CGFloat)
        /// A track sharing the room the fixed ones leave, never under `minimum`; the maximum is
        /// accepted and not applied.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit the room, sharing it; the maximum is
        /// accepted and not applied.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the track is sized.
    public var size: Size
    /// The gap between tracks, in points or cells: the grid uses its first item's for all of them
    /// (when none is given, one column between a `LazyVGrid`'s columns, none between a
    /// `LazyHGrid`'s rows).
    public var spacing: CGFloat?
    /// Where a view sits in its cell of the grid: accepted; views are centred.
    public var alignment: Alignment?

    /// A grid item: flexible unless a size is given.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views flowing into columns row after row, as SwiftUI's `LazyVGrid` (all of it is built: a
/// widget has no scrolling to be lazy for).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, filled left to right and then row after row; `spacing` is the gap
    /// between rows (none by default), pinned views are accepted.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the grid lays its children out in cells itself.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let cells = Cells(context.environment)
        return LazyGridNode(axis: .vertical, items: columns.map { FlowTrack($0, cells: cells, axis: .horizontal) },
                            children: content._makeViewList(in: context),
                            trackSpacing: columns.first?.spacing.map { cells.columns($0) } ?? 1,
                            lineSpacing: cells.rows(spacing) ?? 0)
    }
}

/// Views flowing into rows column after column, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, filled top to bottom and then column after column; `spacing` is the gap
    /// between columns (one by default).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the grid lays its children out in cells itself, column after column.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let cells = Cells(context.environment)
        return LazyGridNode(axis: .horizontal, items: rows.map { FlowTrack($0, cells: cells, axis: .vertical) },
                            children: content._makeViewList(in: context),
                            trackSpacing: rows.first?.spacing.map { cells.rows($0) } ?? 0,
                            lineSpacing: cells.columns(spacing) ?? 1)
    }
}

/// Headers and footers a lazy grid keeps in view while scrolling, as in SwiftUI (accepted).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The options as bits: 1 headers, 2 footers.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers stay in view while scrolling on iOS: accepted, a widget does not scroll.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay in view while scrolling on iOS: accepted.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A grid item in cells along the axis its tracks divide.
struct FlowTrack {
    enum Kind { case fixed(Int), flexible(minimum: Int), adaptive(minimum: Int) }
    let kind: Kind

    init(_ item: GridItem, cells: Cells, axis: Axis) {
        switch item.size {
        case .fixed(let length): kind = .fixed(cells.length(length, on: axis))
        case .flexible(let minimum, _): kind = .flexible(minimum: cells.length(minimum, on: axis))
        case .adaptive(let minimum, _): kind = .adaptive(minimum: max(1, cells.length(minimum, on: axis)))
        }
    }
}

/// The layout of the lazy grids: `items` divide the cross axis into tracks (an adaptive item into
/// as many as fit), children fill the tracks in order, one line after another along `axis`.
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [FlowTrack]
    let children: [LayoutNode]
    let trackSpacing: Int
    let lineSpacing: Int

    init(axis: Axis, items: [FlowTrack], children: [LayoutNode], trackSpacing: Int, lineSpacing: Int) {
        self.axis = axis
        self.items = items
        self.children = children
        self.trackSpacing = trackSpacing
        self.lineSpacing = lineSpacing
    }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The tracks' lengths across the grid when `available` cells are offered (nil: ideal).
    func tracks(available: Int?) -> [Int] {
        var expanded: [FlowTrack.Kind] = []
        for item in items {
            if case .adaptive(let minimum) = item.kind {
                let room = available ?? minimum
                let count = max(1, (room + trackSpacing) / (minimum + trackSpacing))
                expanded += Array(repeating: .flexible(minimum: minimum), count: count)
            } else {
                expanded.append(item.kind)
            }
        }
        guard !expanded.isEmpty else { return [] }
        let fixed = expanded.reduce(0) { total, kind in if case .fixed(let length) = kind { return total + length } else { return total } }
        let flexibleCount = expanded.filter { if case .fixed = $0 { return false } else { return true } }.count
        let spacing = trackSpacing * (expanded.count - 1)
        let share: Int
        if let available, flexibleCount > 0 {
            share = max(0, (available - fixed - spacing) / flexibleCount)
        } else {
            share = children.map { $0.sizeThatFits(.unspecified).length(on: crossAxis) }.max() ?? 0
        }
        return expanded.map { kind in
            switch kind {
            case .fixed(let length): return length
            case .flexible(let minimum), .adaptive(let minimum): return max(minimum, share)
            }
        }
    }

    /// Each line's length along the axis, for the given tracks.
    func lines(tracks: [Int]) -> [Int] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: tracks.count).map { start in
            children[start..<min(start + tracks.count, children.count)].enumerated().map { index, child in
                child.sizeThatFits(ProposedSize.along(crossAxis, tracks[index], cross: nil)).length(on: axis)
            }.max() ?? 0
        }
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let tracks = tracks(available: proposal.length(on: crossAxis))
        let lines = lines(tracks: tracks)
        let across = tracks.reduce(0, +) + trackSpacing * max(0, tracks.count - 1)
        let along = lines.reduce(0, +) + lineSpacing * max(0, lines.count - 1)
        return Size.along(axis, along, cross: across)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let tracks = tracks(available: rect.size.length(on: crossAxis))
        guard !tracks.isEmpty else { return }
        let lines = lines(tracks: tracks)
        var along = 0
        for (line, length) in lines.enumerated() {
            var across = 0
            for (index, track) in tracks.enumerated() {
                let childIndex = line * tracks.count + index
                guard childIndex < children.count else { break }
                let origin = axis == .vertical ? Point(x: rect.minX + across, y: rect.minY + along)
                    : Point(x: rect.minX + along, y: rect.minY + across)
                let frame = Rect(origin: origin, size: Size.along(axis, length, cross: track))
                let size = children[childIndex].sizeThatFits(ProposedSize(frame.size))
                let fitted = Size(width: min(size.width, frame.width), height: min(size.height, frame.height))
                children[childIndex].draw(in: Rect(origin: Alignment.center.origin(of: fitted, in: frame), size: fitted), on: canvas)
                across += track + trackSpacing
            }
            along += length + lineSpacing
        }
    }
}
