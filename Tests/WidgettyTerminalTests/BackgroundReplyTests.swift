import Testing
import WidgettyTerminal

/// The terminal's answer to the background colour query (OSC 11): its colour forms, light or
/// dark by luminance, answers split over reads, and replies that never become keys.
@Suite struct BackgroundReplyTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func answersEndedByStOrBelRecordTheAppearanceAndTypeNothing() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")).isEmpty)
        #expect(parser.takeReportedAppearance() == .light)
        #expect(parser.takeReportedAppearance() == nil, "taken once")
        #expect(parser.feed(bytes("\u{1B}]11;rgb:0000/0000/0000\u{07}")).isEmpty)
        #expect(parser.takeReportedAppearance() == .dark)
    }

    @Test func anAnswerSplitOverReadsIsHeldUntilItsEnd() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}]11;rgb:fdfd/f6")).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.takeReportedAppearance() == nil)
        #expect(parser.feed(bytes("f6/e3e3\u{1B}")).isEmpty)
        #expect(parser.feed(bytes("\\q")) == [.key(KeyEvent(.character("q")))])
        #expect(parser.takeReportedAppearance() == .light)
    }

    @Test func coloursInEveryFormTheTerminalsUse() {
        // Solarized's base03 (dark) and base3 (light) with 4, 2 and 1 digits a component, and as #hex.
        #expect(TerminalAppearance(backgroundReply: "rgb:0000/2b2b/3636") == .dark)
        #expect(TerminalAppearance(backgroundReply: "rgb:fd/f6/e3") == .light)
        #expect(TerminalAppearance(backgroundReply: "rgb:f/f/e") == .light)
        #expect(TerminalAppearance(backgroundReply: "rgba:0000/0000/0000/ffff") == .dark)
        #expect(TerminalAppearance(backgroundReply: "#fdf6e3") == .light)
        #expect(TerminalAppearance(backgroundReply: "#000") == .dark)
        for bad in ["", "rgb:", "rgb:ff/ff", "rgb:gg/00/00", "rgb:12345/0/0", "#ff", "red"] {
            #expect(TerminalAppearance(backgroundReply: bad) == nil, "\(bad)")
        }
    }

    @Test func luminanceDecidesAtTheContrastMidpoint() {
        // Mid grey 0x76 (luminance 0.18) and above read light; 0x74 and below dark.
        #expect(TerminalAppearance(background: 0x76 / 255, 0x76 / 255, 0x76 / 255) == .light)
        #expect(TerminalAppearance(background: 0x74 / 255, 0x74 / 255, 0x74 / 255) == .dark)
        // Green weighs most, blue least: pure green is light, pure blue dark.
        #expect(TerminalAppearance(background: 0, 1, 0) == .light)
        #expect(TerminalAppearance(background: 0, 0, 1) == .dark)
        // Gruvbox light's background and Nord's.
        #expect(TerminalAppearance(background: 0xFB / 255, 0xF1 / 255, 0xC7 / 255) == .light)
        #expect(TerminalAppearance(background: 0x2E / 255, 0x34 / 255, 0x40 / 255) == .dark)
    }

    @Test func otherOscRepliesAndBrokenOnesAreDroppedNotTyped() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\x")) == [.key(KeyEvent(.character("x")))])
        #expect(parser.takeReportedAppearance() == nil)
        // A reply cut short by another sequence: the rest of the reply is dropped, the key arrives.
        #expect(parser.feed(bytes("\u{1B}]11;rgb:ff\u{1B}[A")) == [.key(KeyEvent(.up))])
        // A reply that never ends is dropped once no byte follows.
        #expect(parser.feed(bytes("\u{1B}]11;rgb:ffff")).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.takeReportedAppearance() == nil)
        // Longer than any reply: dropped whole, and what follows is read.
        let long = "\u{1B}]11;rgb:" + String(repeating: "f", count: 400) + "\u{07}z"
        #expect(parser.feed(bytes(long)) == [.key(KeyEvent(.character("z")))])
        #expect(parser.takeReportedAppearance() == nil)
    }

    @Test func altRightBracketIsStillAKey() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}]")).isEmpty)
        #expect(parser.flush() == [.key(KeyEvent(.character("]"), modifiers: .alt))])
    }

    @Test func theQueryAsksForTheBackground() {
        #expect(TerminalAppearance.backgroundQuery == "\u{1B}]11;?\u{1B}\\")
    }
}
