import Testing
import WidgettyTerminal

/// Two pixels to a cell: `▀` over `▄`, transparency keeping the cell behind, and shades of
/// brightness where a terminal has no colour.
@Suite struct ImagePixelsTests {
    let red = TerminalColor.rgb(255, 0, 0), white = TerminalColor.rgb(255, 255, 255), black = TerminalColor.rgb(0, 0, 0)
    let behind = Cell("x", style: Style(foreground: .green, background: .blue, attributes: .bold))

    @Test func bothPixelsAreTheHalvesOfAnUpperHalfBlock() throws {
        let cell = try #require(ImagePixels.cell(upper: red, lower: white, over: behind))
        #expect(cell.text == "▀" && cell.style == Style(foreground: red, background: white, attributes: .imagePixels))
    }

    @Test func aTransparentPixelShowsTheBackgroundBehind() throws {
        let upper = try #require(ImagePixels.cell(upper: red, lower: nil, over: behind))
        #expect(upper.text == "▀" && upper.style.foreground == red && upper.style.background == .blue)
        let lower = try #require(ImagePixels.cell(upper: nil, lower: red, over: behind))
        #expect(lower.text == "▄" && lower.style.foreground == red && lower.style.background == .blue)
        #expect(ImagePixels.cell(upper: nil, lower: nil, over: behind) == nil)
    }

    @Test func withoutColourACellIsAShadeOfItsBrightness() throws {
        func shade(_ upper: TerminalColor?, _ lower: TerminalColor?) throws -> String {
            try #require(ImagePixels.cell(upper: upper, lower: lower, over: .blank)).reduced(to: .monochrome).text
        }
        #expect(try shade(white, white) == "█")
        #expect(try shade(black, black) == " ")
        #expect(try shade(white, black) == "▒")
        #expect(try shade(white, nil) == "▒", "the terminal's background counts as black")
        let reduced = try #require(ImagePixels.cell(upper: white, lower: white, over: .blank)).reduced(to: .monochrome)
        #expect(reduced.style == .plain)
    }

    @Test func withColourOnlyTheColoursAreReduced() throws {
        let cell = try #require(ImagePixels.cell(upper: red, lower: white, over: .blank))
        #expect(cell.reduced(to: .ansi16) == Cell("▀", style: Style(foreground: .ansi(9), background: .ansi(15))))
        #expect(cell.reduced(to: .trueColor) == Cell("▀", style: Style(foreground: red, background: white)))
        #expect(Cell("▀", style: Style(foreground: red)).reduced(to: .monochrome).text == "▀", "text that is not a picture stays")
    }
}
