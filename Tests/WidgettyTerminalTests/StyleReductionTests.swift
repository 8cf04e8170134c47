import Testing
import WidgettyTerminal

/// The rule that keeps text visible at every depth (``Style/shown(on:)``), and the picture
/// cells it leaves alone (``Cell/isPicture``).
@Suite struct StyleReductionTests {
    static func shown(_ style: Style, _ depth: ColorDepth, appearance: TerminalAppearance = .dark) -> Style {
        style.shown(on: ColorTarget(depth: depth, appearance: appearance))
    }

    @Test func eightColoursShowGreyAsTheTerminalsOwnTextDimmedAndBrightColoursInBold() {
        // Grey (bright black) is black with 8 colours: on the terminal's black, the default text, dimmed.
        #expect(Self.shown(Style(foreground: .brightBlack), .ansi8) == Style(attributes: .dim))
        #expect(Self.shown(Style(foreground: .brightCyan), .ansi8) == Style(foreground: .cyan, attributes: .bold))
        #expect(Self.shown(Style(foreground: .brightWhite, background: .blue), .ansi8)
                == Style(foreground: .white, background: .blue, attributes: .bold))
        // 16 colours have grey: kept.
        #expect(Self.shown(Style(foreground: .brightBlack), .ansi16) == Style(foreground: .brightBlack))
    }

    @Test func themeGreysAndDimColoursMapToAVisibleColourAt256And16And8() {
        // Dark greys of themes (Nord's border, Gruvbox's background grey, a near-black) and palette greys.
        let greys: [TerminalColor] = [.rgb(0x4C, 0x56, 0x6A), .rgb(0x28, 0x28, 0x28), .rgb(20, 20, 20), .palette(236), .palette(16), .black]
        for grey in greys {
            for depth in [ColorDepth.palette256, .ansi16, .ansi8] {
                let style = Self.shown(Style(foreground: grey), depth)
                #expect(!style.hidesText(on: ColorTarget(depth: depth)), "\(grey) at \(depth) is \(style)")
                if case .ansi(let n) = style.foreground { #expect(n != 0, "\(grey) at \(depth) is black") }
            }
        }
        // A grey the 16 colours have stays grey rather than becoming the default.
        #expect(Self.shown(Style(foreground: .rgb(0x4C, 0x56, 0x6A)), .ansi16).foreground == .brightBlack)
    }

    @Test func textInItsBackgroundsColourTurnsBlackOrWhite() {
        #expect(Self.shown(Style(foreground: .rgb(0, 0, 200), background: .blue), .ansi16).foreground == .white)
        #expect(Self.shown(Style(foreground: .rgb(250, 250, 250), background: .brightWhite), .ansi16).foreground == .black)
        // A theme's dark text on its dark background, both black once reduced.
        let themed = ColorTarget(depth: .ansi8, foreground: .rgb(0x83, 0x94, 0x96), background: .rgb(0x00, 0x2B, 0x36))
        #expect(Style().shown(on: themed) == Style(foreground: .white, background: .black))
    }

    @Test func aLightTerminalHidesWhiteNotBlack() {
        #expect(Self.shown(Style(foreground: .black), .ansi8, appearance: .light) == Style(foreground: .black))
        #expect(Self.shown(Style(foreground: .brightWhite), .ansi16, appearance: .light) == Style(attributes: .dim))
    }

    @Test func colourfulTextAndTheTerminalsOwnColoursAreLeftAlone() {
        for depth in [ColorDepth.trueColor, .palette256, .ansi16, .ansi8, .monochrome] {
            #expect(Self.shown(Style(attributes: .bold), depth) == Style(attributes: .bold))
        }
        #expect(Self.shown(Style(foreground: .red, background: .blue), .ansi8) == Style(foreground: .red, background: .blue))
        #expect(Self.shown(Style(foreground: .rgb(0, 200, 0), background: .rgb(200, 0, 0)), .trueColor)
                == Style(foreground: .rgb(0, 200, 0), background: .rgb(200, 0, 0)))
    }

    @Test func pictureCellsKeepTheirColoursEvenWhenEqualOrBlack() throws {
        let black = try #require(ImagePixels.cell(upper: .rgb(0, 0, 0), lower: nil, over: .blank))
        #expect(black.isPicture && !Cell("x", style: Style(foreground: .black)).isPicture)
        #expect(black.reduced(to: .ansi8).style == Style(foreground: .black))
        let block = try #require(ImagePixels.cell(upper: .rgb(255, 0, 0), lower: .rgb(250, 10, 10), over: .blank))
        #expect(block.reduced(to: .ansi16).style == Style(foreground: .brightRed, background: .brightRed))
        // The same colours as text are changed.
        let text = Cell("x", style: Style(foreground: .rgb(255, 0, 0), background: .rgb(250, 10, 10)))
        #expect(text.reduced(to: .ansi16).style.foreground != .brightRed)
    }

    @Test func renderedTextGoesThroughTheSameRule() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("grey", at: .zero, style: Style(foreground: .brightBlack))
        #expect(ANSIText.render(buffer, colorDepth: .ansi8) == "\u{1B}[0;2mgrey\u{1B}[0m")
        #expect(ANSIText.render(buffer, colorDepth: .ansi16) == "\u{1B}[0;90mgrey\u{1B}[0m")
    }

    @Test func eightColourTerminalsAreDetected() {
        #expect(TerminalCapabilities.colorDepth(environment: [:], terminfoColors: 8, noColor: false) == .ansi8)
        #expect(TerminalCapabilities.colorDepth(environment: [:], terminfoColors: 16, noColor: false) == .ansi16)
        #expect(TerminalCapabilities.colorDepth(environment: ["NO_COLOR": "1"], terminfoColors: 8, noColor: false) == .monochrome)
    }
}
