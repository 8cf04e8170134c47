import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Colours seen through, the background style, and terminals with fewer colours")
struct OpacityAndBackgroundTests {
    private func cells(_ view: some View, width: Int, height: Int = 1, environment: EnvironmentValues = .fixedForTests) -> CellBuffer {
        renderView(view, width: width, height: height, environment: environment).buffer
    }

    static let blue = Color(red: 0, green: 0, blue: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func aColourSeenThroughBlendsWithTheBackgroundBehindIt() {
        // Text over a known background: half white, half blue.
        let text = cells(Text("x").foregroundStyle(.white.opacity(0.5)).background(Self.blue), width: 1)
        #expect(isColor(text[0, 0].style.foreground, [128, 128, 255]), "\(text[0, 0].style)")
        #expect(text[0, 0].style.background == .rgb(0, 0, 255))
        // A fill over a known background: black at 0.3 darkens red to 70 %.
        let fill = cells(ZStack { Self.red; Color.black.opacity(0.3) }.frame(width: 2, height: 1), width: 2)
        #expect(isColor(fill[0, 0].style.background, [179, 0, 0]) && fill[1, 0].style.background == fill[0, 0].style.background)
        // Any shape style, type-erased, takes an opacity too.
        let erased = cells(Text("y").background(AnyShapeStyle(Self.red).opacity(0.5)), width: 1)
        #expect(isColor(erased[0, 0].style.background, [128, 0, 0]))
        // A gradient is a style and a view: seen through, it fills its frame over what is behind.
        let shade = LinearGradient(colors: [Color.black, Color.white], startPoint: .leading, endPoint: .trailing).opacity(0.5)
        let over = cells(ZStack { Self.red; shade }.frame(width: 2, height: 1), width: 2)
        #expect(isColor(over[0, 0].style.background, [160, 32, 32]) && isColor(over[1, 0].style.background, [223, 96, 96]))
    }

    @Test func overTheTerminalsOwnBackgroundAColourKeepsItsHueAtLessIntensity() {
        let text = cells(Text("x").foregroundStyle(Color.white.opacity(0.8)), width: 1)
        #expect(isColor(text[0, 0].style.foreground, [204, 204, 204]))
        let fill = cells(Self.red.opacity(0.5).frame(width: 1, height: 1), width: 1)
        #expect(isColor(fill[0, 0].style.background, [128, 0, 0]))
        var light = EnvironmentValues.fixedForTests
        light.colorScheme = .light
        let onLight = cells(Self.red.opacity(0.5).frame(width: 1, height: 1), width: 1, environment: light)
        #expect(isColor(onLight[0, 0].style.background, [255, 128, 128]), "a light scheme counts its background white")
        // The terminal's own foreground has no RGB: seen through, it is dim.
        #expect(cells(Text("p").foregroundStyle(Color.primary.opacity(0.5)), width: 1)[0, 0].style == Style(attributes: .dim))
    }

    @Test func aGradientFadingToClearLeavesWhatIsBehind() {
        let fade = LinearGradient(colors: [Color.black.opacity(0.6), .clear], startPoint: .bottom, endPoint: .top)
        let buffer = cells(Text("ab").frame(width: 2, height: 4).background(Self.blue).overlay(fade), width: 2, height: 4)
        let blues = (0..<4).compactMap { channels(buffer[0, $0].style.background)?[2] }
        #expect(blues.count == 4 && zip(blues, blues.dropFirst()).allSatisfy { $0 > $1 }, "darker towards the bottom: \(blues)")
        #expect(buffer.lines.contains("ab"), "a colour seen through keeps the text under it")
    }

    @Test func backgroundWithoutArgumentsDrawsTheBackgroundStyle() {
        // No background style: the terminal's own background, covering the colour behind.
        let plain = cells(Text("a").background().padding(.horizontal, 1).background(Self.blue), width: 3)
        #expect(plain[1, 0].style.background == .default && plain[0, 0].style.background == .rgb(0, 0, 255))
        let styled = cells(Text("a").background().backgroundStyle(Self.blue), width: 1)
        #expect(styled[0, 0].style.background == .rgb(0, 0, 255))
        let shapeStyle = cells(Rectangle().fill(.background).backgroundStyle(Self.red).frame(width: 1, height: 1), width: 1)
        #expect(shapeStyle[0, 0].style.background == .rgb(255, 0, 0))
        let gradient = cells(Text("a").frame(width: 4, height: 4).background().backgroundStyle(Color.blue.gradient), width: 4, height: 4)
        #expect(gradient[0, 0].style.background != gradient[0, 3].style.background)
    }

    @Test func fewerColoursMapEachCellToItsNearestAndNoColourKeepsOnlyTheText() {
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let buffer = cells(Text("Hello").frame(width: 20, height: 5).background(gradient), width: 20, height: 5)
        func backgrounds(_ depth: ColorDepth) -> Set<TerminalColor> { Set(buffer.cells.map { $0.reduced(to: depth).style.background }) }
        let full = backgrounds(.trueColor), palette = backgrounds(.palette256), ansi = backgrounds(.ansi16)
        #expect(full.count == 20)
        #expect(palette.count > 1 && palette.count < full.count && palette.allSatisfy { if case .palette = $0 { true } else { false } })
        #expect(ansi.count > 1 && ansi.count <= palette.count && ansi.allSatisfy { if case .ansi = $0 { true } else { false } })
        let monochrome = ANSIText.render(buffer, colorDepth: .monochrome)
        #expect(!monochrome.contains("\u{1B}"), "no colour, no escapes")
        #expect(monochrome.split(separator: "\n")[2] == "       Hello        ")
        #expect(backgrounds(.monochrome) == [.default])
    }
}
