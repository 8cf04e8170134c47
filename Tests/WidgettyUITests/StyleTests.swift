import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Fonts, colours, backgrounds, borders, redaction, visibility")
struct StyleTests {
    private func cells(_ view: some View, width: Int, height: Int = 1) -> CellBuffer {
        renderView(view, width: width, height: height).buffer
    }

    @Test func fontsBecomeAttributes() {
        #expect(cells(Text("a").font(.headline), width: 1)[0, 0].style.attributes == .bold)
        #expect(cells(Text("a").font(.caption), width: 1)[0, 0].style.attributes == .dim)
        #expect(cells(Text("a").font(.body), width: 1)[0, 0].style.attributes == [])
        #expect(cells(Text("a").font(.system(size: 28)), width: 1)[0, 0].style.attributes == .bold)
        #expect(cells(Text("a").font(.system(size: 12, weight: .light)), width: 1)[0, 0].style.attributes == .dim)
        #expect(cells(Text("a").font(.title.weight(.regular)), width: 1)[0, 0].style.attributes == .bold)
        #expect(cells(Text("a").font(.caption).fontWeight(.bold), width: 1)[0, 0].style.attributes == .bold)
        #expect(cells(VStack { Text("a") }.font(.title2), width: 1)[0, 0].style.attributes == .bold)
    }

    @Test func textModifiers() {
        #expect(cells(Text("a").italic().underline(), width: 1)[0, 0].style.attributes == [.italic, .underline])
        #expect(cells(HStack { Text("a") }.bold(), width: 1)[0, 0].style.attributes == .bold)
    }

    @Test func concatenationKeepsEachTextsStyle() {
        let buffer = cells((Text("a").bold() + Text("b")).foregroundColor(.red), width: 2)
        #expect(buffer[0, 0].style == Style(foreground: .red, attributes: .bold))
        #expect(buffer[1, 0].style == Style(foreground: .red))
    }

    @Test func colours() {
        #expect(cells(Text("a").foregroundColor(.green), width: 1)[0, 0].style.foreground == .green)
        #expect(cells(Text("a").foregroundStyle(.secondary), width: 1)[0, 0].style == Style(attributes: .dim))
        #expect(cells(Text("a").foregroundColor(Color(red: 1, green: 0.5, blue: 0)), width: 1)[0, 0].style.foreground == .rgb(255, 128, 0))
        #expect(cells(Text("a").foregroundColor(Color(white: 0)), width: 1)[0, 0].style.foreground == .rgb(0, 0, 0))
        #expect(cells(Text("a").foregroundColor(Color(hue: 0, saturation: 1, brightness: 1)), width: 1)[0, 0].style.foreground == .rgb(255, 0, 0))
        #expect(cells(Text("a").foregroundColor(.orange), width: 1)[0, 0].style.foreground == .palette(208))
        #expect(cells(Text("a").foregroundColor(Color("Brand")), width: 1)[0, 0].style.foreground == .palette(244))
        #expect(cells(Text("a").tint(.pink).foregroundStyle(.tint), width: 1)[0, 0].style.foreground == .palette(211))
    }

    @Test func backgroundFillsCellsAndKeepsText() {
        let buffer = cells(HStack(spacing: 0) { Text("ab").background(Color.blue); Text("c") }, width: 3)
        #expect(buffer.lines == ["abc"])
        #expect(buffer[0, 0].style.background == .blue)
        #expect(buffer[1, 0].style.background == .blue)
        #expect(buffer[2, 0].style.background == .default)
    }

    @Test func colourAsAViewFillsItsFrame() {
        let buffer = cells(Color.red.frame(width: 2, height: 1), width: 2)
        #expect(buffer[0, 0].style.background == .red && buffer[1, 0].style.background == .red)
        let clear = cells(Color.red.opacity(0).frame(width: 1, height: 1), width: 1)
        #expect(clear[0, 0].style.background == .default)
    }

    @Test func shapesFill() {
        #expect(cells(Rectangle().fill(Color.yellow).frame(width: 1, height: 1), width: 1)[0, 0].style.background == .yellow)
        #expect(cells(Capsule().foregroundColor(.green).frame(width: 1, height: 1), width: 1)[0, 0].style.background == .green)
        #expect(renderLines(RoundedRectangle(cornerRadius: 4).stroke(Color.gray).frame(width: 3, height: 3), width: 3, height: 3)
            == ["╭─╮", "│ │", "╰─╯"])
    }

    @Test func containerBackgroundFillsTheWidget() {
        let buffer = cells(Text("a").padding().containerBackground(.fill.tertiary, for: .widget), width: 3)
        #expect(buffer.lines == [" a "])
        #expect((0..<3).allSatisfy { buffer[$0, 0].style.background == .palette(237) })
    }

    @Test func borders() {
        #expect(renderLines(Text("a").border(Color.gray), width: 3, height: 3) == ["┌─┐", "│a│", "└─┘"])
        #expect(renderLines(Text("a").padding().cornerRadius(6), width: 5, height: 3) == ["╭───╮", "│ a │", "╰───╯"])
        #expect(cells(Text("a").border(Color.red), width: 3, height: 3)[0, 0].style.foreground == .red)
    }

    @Test func redactedDrawsBlocks() {
        #expect(renderLines(Text("ab c").redacted(reason: .placeholder), width: 4, height: 1) == ["░░ ░"])
        let mixed = HStack(spacing: 1) { Text("ab"); Text("cd").unredacted() }.redacted(reason: .placeholder)
        #expect(renderLines(mixed, width: 5, height: 1) == ["░░ cd"])
        #expect(renderLines(Text("日").redacted(reason: .placeholder), width: 2, height: 1) == ["░░"])
        #expect(renderLines(Label("Sun", systemImage: "sun.max").redacted(reason: .placeholder), width: 5, height: 1) == ["░ ░░░"])
    }

    @Test func hiddenAndTransparentKeepTheirSpace() {
        #expect(renderLines(HStack(spacing: 0) { Text("a").hidden(); Text("b") }, width: 2, height: 1) == [" b"])
        #expect(renderLines(HStack(spacing: 0) { Text("a").opacity(0); Text("b") }, width: 2, height: 1) == [" b"])
        #expect(renderLines(HStack(spacing: 0) { Text("a").opacity(0.4); Text("b") }, width: 2, height: 1) == ["ab"])
    }

    @Test func clippedCutsOverflow() {
        let view = HStack(spacing: 0) { Text("abc").fixedSize().frame(width: 1).clipped(); Text("|") }
        #expect(renderLines(view, width: 2, height: 1) == ["b|"])
    }
}
