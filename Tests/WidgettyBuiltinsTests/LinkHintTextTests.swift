import Foundation
import Testing
import WidgettyBuiltins
import WidgettyHomeFile
@testable import WidgettyHost
import WidgettyHostTestSupport
import WidgettyTerminal

/// The built-ins with links, focused: their hint letters appear and hide no character of what
/// they label — every character of the unfocused widget's content is still there once focused.
@MainActor
@Suite(.serialized) struct LinkHintTextTests {
    @Test(arguments: ["timer", "launcher"])
    func hintLettersHideNoText(kind: String) async throws {
        let text = "widgets:\n  - kind: clock\n  - kind: \(kind)\n"
        let (configuration, _) = HomeFileParser.parse(text, file: "home.yaml")
        let pilot = try HostPilot(widgets: BuiltinWidgets.all, configuration: try #require(configuration))
        await pilot.settle()
        let placement = try #require(pilot.runtime.state.visiblePlacements.last)
        let before = pilot.terminal.screen
        await pilot.press(.character("2"))
        let after = pilot.terminal.screen
        let hints = pilot.runtime.state.shown.linkHints
        #expect(!hints.isEmpty, "\(kind) shows links\n\(pilot.text)")
        let frame = placement.frame
        var hidden: [String] = []
        // Inside the border: the content and its margins.
        for y in (frame.minY + 1)..<(frame.maxY - 1) {
            for x in (frame.minX + 1)..<(frame.maxX - 1) where before[x, y].text != after[x, y].text {
                if !before[x, y].text.allSatisfy({ $0 == " " }) { hidden.append("'\(before[x, y].text)'→'\(after[x, y].text)' at \(x),\(y)") }
            }
        }
        #expect(hidden.isEmpty, "\(kind): \(hidden)\n\(pilot.text)")
        // Each hint letter is on screen somewhere in the cell (beside its link).
        let cellText = (frame.minY..<frame.maxY).map { y in (frame.minX..<frame.maxX).map { after[$0, y].text }.joined() }.joined()
        for letter in hints.keys { #expect(cellText.contains(letter), "\(kind): hint \(letter) not drawn") }
    }
}
