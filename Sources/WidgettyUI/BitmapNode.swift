import Foundation
import WidgettyImages
import WidgettyTerminal

/// A picture drawn in cells as half-block pixels (``ImagePixels``): a cell is two square
/// pixels, `▀` with the upper pixel as foreground and the lower as background, in 24-bit colour
/// (the terminal reduces it to 256 or 16 colours, or to shades without colour).
///
/// The picture is scaled to the rectangle it is given, `width` × `2 × height` pixels, by area
/// averaging (``Bitmap/scaled(width:height:)``). Resizable, it takes the size it is offered;
/// otherwise its own: a pixel a point wide (through the environment's ``CellMetrics``), as many
/// rows as keep its proportions. `.aspectRatio`/`.scaledToFit()`/`.scaledToFill()` choose a
/// frame of its proportions. A pixel less than half opaque, or outside a `.clipShape`, leaves
/// the cell behind it. A picture still being decoded in the background is a placeholder (`…`),
/// one the decoder refused is its reason (`⚠ 100000×100000 pixels (limit 16 megapixels)`): the
/// host renders the widget again when the decoder finishes.
final class BitmapNode: LayoutNode {
    let bitmap: Bitmap
    let isResizable: Bool
    /// The picture's own size in cells.
    let naturalSize: Size
    /// The style of `░` when the view is redacted; nil when it is not.
    let redactedStyle: Style?
    /// What stands in for the pixels while there are none: `…` while decoding, else the reason.
    let notice: String?
    /// The style of the notice (the text's).
    let noticeStyle: Style
    /// Above this many pixels the visible part of the scaled picture is computed alone instead
    /// of the whole (kept) scaled copy: a picture stretched over a huge frame.
    static let wholeScalingLimit = 1 << 20

    init(image: UIImage, isResizable: Bool, cells: Cells, redactedStyle: Style?, noticeStyle: Style = .plain) {
        switch image.state {
        case .decoded(let decoded):
            bitmap = decoded
            notice = nil
        case .pending:
            bitmap = .empty
            notice = "…"
        case .refused(let reason):
            bitmap = .empty
            notice = "⚠ " + reason
        }
        self.isResizable = isResizable
        self.redactedStyle = redactedStyle
        self.noticeStyle = noticeStyle
        if notice != nil {
            naturalSize = Size(width: 1, height: 1)
            return
        }
        let points = CGFloat(bitmap.width) / image.scale
        let columns = bitmap.width == 0 ? 0 : max(1, cells.columns(points))
        let rows = bitmap.width == 0 ? 0 : max(1, Int((Double(columns) * Double(bitmap.height) / Double(bitmap.width) / 2).rounded()))
        naturalSize = Size(width: columns, height: rows)
    }

    override var aspectRatio: Double? {
        bitmap.width > 0 && bitmap.height > 0 ? Double(bitmap.width) / Double(bitmap.height) : nil
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let visible = rect.intersection(canvas.clip)
        guard !visible.isEmpty else { return }
        canvas.noteDrawn(visible)
        if let redactedStyle {
            canvas.buffer.fill(visible, with: Cell("░", style: redactedStyle))
            return
        }
        if let notice {
            drawNotice(notice, in: rect, clip: visible, on: canvas)
            return
        }
        // The visible part of the scaled picture, in pixels relative to `rect`.
        let width = rect.width, height = 2 * rect.height
        let columns = (visible.minX - rect.minX)..<(visible.maxX - rect.minX)
        let rows = 2 * (visible.minY - rect.minY)..<2 * (visible.maxY - rect.minY)
        let pixels: Bitmap, origin: (x: Int, y: Int)
        if width * height <= Self.wholeScalingLimit {
            pixels = bitmap.scaled(width: width, height: height)
            origin = (0, 0)
        } else {
            pixels = bitmap.scaledRegion(width: width, height: height, columns: columns, rows: rows)
            origin = (columns.lowerBound, rows.lowerBound)
        }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let px = x - rect.minX, py = 2 * (y - rect.minY)
                let upper = color(pixels, px - origin.x, py - origin.y, at: x, 2 * y, on: canvas)
                let lower = color(pixels, px - origin.x, py + 1 - origin.y, at: x, 2 * y + 1, on: canvas)
                if let cell = ImagePixels.cell(upper: upper, lower: lower, over: canvas.buffer[x, y]) {
                    canvas.buffer.setCell(cell, x: x, y: y)
                }
            }
        }
    }

    /// The placeholder centred, or the reason from the top left, a row at a time.
    private func drawNotice(_ notice: String, in rect: Rect, clip: Rect, on canvas: Canvas) {
        if notice == "…" {
            _ = canvas.buffer.write(notice, at: Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2),
                                    style: noticeStyle, clip: clip)
            return
        }
        var rest = Substring(notice)
        for y in rect.minY..<rect.maxY where !rest.isEmpty {
            let line = rest.prefix(max(1, rect.width))
            rest = rest.dropFirst(line.count)
            _ = canvas.buffer.write(String(line), at: Point(x: rect.minX, y: y), style: noticeStyle, clip: clip)
        }
    }

    /// The colour of pixel (`x`, `y`) of `pixels`, which lies at canvas pixel (`canvasX`,
    /// `canvasY`); nil when it is transparent or masked.
    private func color(_ pixels: Bitmap, _ x: Int, _ y: Int, at canvasX: Int, _ canvasY: Int, on canvas: Canvas) -> TerminalColor? {
        guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { return nil }
        let pixel = pixels[x, y]
        guard pixel.isOpaque, canvas.isUnmasked(pixelX: canvasX, pixelY: canvasY) else { return nil }
        return .rgb(pixel.red, pixel.green, pixel.blue)
    }
}
