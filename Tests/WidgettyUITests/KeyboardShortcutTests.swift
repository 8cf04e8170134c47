import Foundation
import Testing
import WidgettyTerminal
@_spi(WidgettyIntents) import WidgettyUI

/// `.keyboardShortcut` on a button or link reaches its link region, and only its own.
@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func aShortcutMarksItsOwnLinkOnly() {
        let archive = URL(string: "widgetty://intent/7")!
        let view = HStack(spacing: 1) {
            Link(destination: URL(string: "https://mail.example/1")!) { Text("Hello") }
            Button(opening: archive) { Text("Archive") }.keyboardShortcut("a")
            Link(destination: URL(string: "https://mail.example/2")!) { Text("Next") }.keyboardShortcut(.space)
        }
        let rendered = ViewRenderer.render(view, size: Size(width: 30, height: 1))
        #expect(rendered.links.map(\.shortcut) == [nil, "a", " "])
        #expect(rendered.links[1].url == archive)
    }
}
