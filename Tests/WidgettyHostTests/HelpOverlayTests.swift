import Foundation
import Testing
import WidgettyHomeFile
@testable import WidgettyHost
import WidgettyScreen
import WidgettyTerminal

/// The help overlay lists the hint letters the assigner gives out, and scrolls on a short screen
/// until its last line shows.
@MainActor
@Suite struct HelpOverlayTests {
    static let yaml = "widgets:\n  - kind: clock\n"

    func state(_ yaml: String = yaml, size: Size) throws -> HomeState {
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        return HomeState(configuration: configuration, size: size)
    }

    /// Every letter in the help's hint range is one the assigner uses, and back: the default
    /// keys leave out a, e, h, j, k, l, m, q and r; rebinding a key changes both.
    @Test func theListedHintLettersAreTheAssignersAlphabet() throws {
        for yaml in [Self.yaml, Self.yaml + "keys:\n  reload: x\n  arrange: z\n"] {
            let state = try state(yaml, size: Size(width: 120, height: 40))
            let alphabet = LinkHintAlphabet(bindings: state.bindings)
            let line = try #require(state.helpOverlay.lines.first { $0.contains("hint letter") })
            let listed = Self.expand(line.split(separator: " ").prefix { $0 != "open" }.joined(separator: " "))
            #expect(listed == alphabet.letters, "\(line)")
            for letter in "aehjklmqr" where yaml == Self.yaml { #expect(!listed.contains(letter)) }
            #expect(!line.contains("a–z"))
        }
    }

    /// `b–d f` → [b, c, d, f].
    static func expand(_ summary: String) -> [Character] {
        summary.split(separator: " ").flatMap { part -> [Character] in
            let letters = Array(part)
            if letters.count == 3, letters[1] == "–", let low = letters[0].asciiValue, let high = letters[2].asciiValue {
                return (low...high).map { Character(UnicodeScalar($0)) }
            }
            return letters
        }
    }

    @Test func aShortScreenScrollsToTheLastLineAndSaysWhenMoreIsBelow() throws {
        let size = Size(width: 40, height: 12)
        var state = try state(size: size)
        _ = state.update(.keyPressed(KeyEvent(.character("?"))))
        let overlay = state.helpOverlay
        let last = try #require(overlay.lines.last)
        #expect(overlay.lines.count > overlay.visibleRows(on: size))
        func screen() -> [String] {
            var buffer = CellBuffer(width: size.width, height: size.height)
            state.helpOverlay.draw(into: &buffer, theme: .standard)
            return buffer.lines
        }
        #expect(screen().contains { $0.contains("↓ more") })
        #expect(!screen().contains { $0.contains(String(last.prefix(10))) })
        for _ in 0..<overlay.lines.count { _ = state.update(.keyPressed(KeyEvent(.character("j")))) }
        #expect(state.showingHelp, "j scrolls, it does not close the help")
        #expect(screen().contains { $0.contains(String(last.prefix(10))) })
        #expect(!screen().contains { $0.contains("↓ more") })
        _ = state.update(.keyPressed(KeyEvent(.pageUp)))
        _ = state.update(.keyPressed(KeyEvent(.up)))
        #expect(state.helpFirstLine < overlay.lastFirstLine(on: size))
        _ = state.update(.mouseUsed(MouseEvent(.wheelDown, at: .zero)))
        _ = state.update(.keyPressed(KeyEvent(.pageDown)))
        #expect(state.helpFirstLine == overlay.lastFirstLine(on: size))
        _ = state.update(.keyPressed(KeyEvent(.escape)))
        #expect(!state.showingHelp)
        #expect(state.helpFirstLine == 0)
    }
}
