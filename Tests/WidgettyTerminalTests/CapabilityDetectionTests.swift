import Testing
import WidgettyTerminal

@Suite struct CapabilityDetectionTests {
    static let table: [([String: String], Int, Bool, ColorDepth)] = [
        ([:], 256, false, .palette256),
        ([:], 8, false, .ansi8),
        ([:], 16, false, .ansi16),
        ([:], 2, false, .monochrome),
        (["COLORTERM": "truecolor"], 256, false, .trueColor),
        (["COLORTERM": "24bit"], 8, false, .trueColor),
        (["COLORTERM": "yes"], 256, false, .palette256),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], 256, false, .monochrome),
        (["NO_COLOR": ""], 256, false, .palette256),
        ([:], 256, true, .monochrome),
    ]

    @Test(arguments: table)
    func colorDepth(_ environment: [String: String], _ colors: Int, _ noColor: Bool, _ expected: ColorDepth) {
        #expect(TerminalCapabilities.colorDepth(environment: environment, terminfoColors: colors, noColor: noColor) == expected)
    }

    @Test func modeReplies() {
        #expect(TerminalCapabilities.supportsMode(status: 1))
        #expect(TerminalCapabilities.supportsMode(status: 2))
        #expect(!TerminalCapabilities.supportsMode(status: 0))
        #expect(!TerminalCapabilities.supportsMode(status: nil))
    }
}
