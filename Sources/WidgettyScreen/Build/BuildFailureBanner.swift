import WidgettyTerminal

/// The banner `widgetty dev` shows along the bottom of its screen (the home screen, or the
/// preview) while its package does not build: the compiler's errors, each at `file:line:column`
/// (relative to the package), in a box over the lowest rows, above the status line. The widgets
/// above keep the last good build.
public struct BuildFailureBanner {
    let report: BuildReport

    /// The banner of the failed build `report`.
    public init(report: BuildReport) { self.report = report }

    /// The lines listed: errors first, then anything else the compiler said with a place.
    var lines: [String] {
        let errors = report.diagnostics.filter { $0.severity == .error }
        let shown = errors.isEmpty ? report.diagnostics : errors
        let lines = shown.map { $0.text(relativeTo: report.package) }
        return lines.isEmpty ? ["the build failed (swift build printed no error with a place)"] : lines
    }

    var title: String {
        let count = report.diagnostics.filter { $0.severity == .error }.count
        let errors = count == 1 ? "1 error" : "\(count) errors"
        return "\(report.product) did not build (\(errors)); the widgets show the last good build"
    }

    /// Draws the banner over the lowest rows of `buffer` but the last.
    public func draw(into buffer: inout CellBuffer, theme: HomeTheme) {
        let size = buffer.size
        let all = lines
        // At most half the screen, and never the status line (the last row).
        let height = min(all.count + 2, max(3, size.height / 2))
        guard size.width >= 10, size.height >= height + 1 else { return }
        let box = PanelBox(frame: Rect(x: 0, y: size.height - 1 - height, width: size.width, height: height))
        box.draw(title: title, into: &buffer, theme: theme)
        let room = box.content.height
        var shown = Array(all.prefix(room))
        if all.count > room, room > 0 { shown[room - 1] = "… and \(all.count - room + 1) more" }
        for (i, line) in shown.enumerated() {
            buffer.write(
                TextFitting.truncate(line, toWidth: box.content.width), at: Point(x: box.content.minX, y: box.content.minY + i),
                style: i < room - 1 || all.count <= room ? theme.error : theme.warning)
        }
    }
}
