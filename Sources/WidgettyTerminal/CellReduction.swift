/// Reducing a cell to what a terminal shows: the one place every backend (the ncurses
/// terminal, ``ANSIText`` for `widgetty render`, tests) turns a frame's cells into what is drawn.
extension Cell {
    /// Whether the cell shows pixels of a picture (``TextAttributes/imagePixels``, set by
    /// ``ImagePixels/cell(upper:lower:over:)``): its two colours are the picture's, even when
    /// they are equal or dark, so they are only reduced, never changed to keep text visible.
    public var isPicture: Bool { style.attributes.contains(.imagePixels) }

    /// This cell as `target` shows it. Text keeps a visible foreground (``Style/shown(on:)``);
    /// a picture cell keeps its colours, reduced to the depth, and without colour becomes a
    /// shade of its brightness.
    public func reduced(for target: ColorTarget) -> Cell {
        var cell = self
        if isPicture {
            if target.depth == .monochrome, !isContinuation { return ImagePixels.shade(of: self) }
            cell.style = style.themed(by: target)
            cell.style.foreground = cell.style.foreground.reduced(to: target.depth)
            cell.style.background = cell.style.background.reduced(to: target.depth)
            cell.style.attributes.remove(.imagePixels)
        } else {
            cell.style = style.shown(on: target)
        }
        return cell
    }

    /// This cell as a terminal of `depth`, with its own default colours and a dark background,
    /// shows it (``reduced(for:)``).
    public func reduced(to depth: ColorDepth) -> Cell {
        reduced(for: ColorTarget(depth: depth))
    }
}
