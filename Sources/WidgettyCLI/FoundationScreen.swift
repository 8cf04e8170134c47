import WidgettyTerminal

/// The screen shown until the home screen exists: a rounded box filling the terminal with text in
/// several scripts, proving borders stay aligned. Delete this file when WidgettyHost draws the home screen.
enum FoundationScreen {
    static let lines = [
        "Widgetty terminal foundation",
        "ASCII: The quick brown fox jumps over the lazy dog.",
        "日本語のテキスト — CJK takes two columns per character.",
        "Emoji: 🚀✅📅⏰ launch, done, calendar, alarm.",
        "Mixed: 東京 🚀 09:00 ✅ 한국어 📅 2026 ⏰ end",
    ]

    static func render(size: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        guard size.width >= 2, size.height >= 2 else { return buffer }
        let border = Style(foreground: .cyan)
        let right = size.width - 1, bottom = size.height - 1
        for x in 1..<right {
            buffer.write("─", at: Point(x: x, y: 0), style: border)
            buffer.write("─", at: Point(x: x, y: bottom), style: border)
        }
        for y in 1..<bottom {
            buffer.write("│", at: Point(x: 0, y: y), style: border)
            buffer.write("│", at: Point(x: right, y: y), style: border)
        }
        buffer.write("╭", at: Point(x: 0, y: 0), style: border)
        buffer.write("╮", at: Point(x: right, y: 0), style: border)
        buffer.write("╰", at: Point(x: 0, y: bottom), style: border)
        buffer.write("╯", at: Point(x: right, y: bottom), style: border)
        let inside = Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
        buffer.write(" Widgetty ", at: Point(x: 2, y: 0), style: Style(attributes: .bold), clip: Rect(x: 1, y: 0, width: size.width - 2, height: 1))
        for (i, line) in (lines + ["Size: \(size.width)×\(size.height)"]).enumerated() {
            buffer.write(line, at: Point(x: 2, y: 1 + i), clip: inside.inset(leading: 1, trailing: 1))
        }
        buffer.write(" q quit ", at: Point(x: 1, y: bottom - 1), style: Style(attributes: .reverse), clip: inside)
        return buffer
    }
}
