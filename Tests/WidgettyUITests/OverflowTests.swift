import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A view larger than the size it is given is cut at the edges, and says how big it wanted to be.
@MainActor
@Suite struct OverflowTests {
    @Test func aFixedFrameLargerThanTheSizeReportsItsSize() {
        let view = Text("wide").frame(width: 40, height: 3)
        let rendered = renderView(view, width: 20, height: 5)
        #expect(rendered.overflow == Size(width: 40, height: 3))
        #expect(rendered.buffer.size == Size(width: 20, height: 5), "the drawing stays inside its size")
    }

    @Test func aViewThatFitsReportsNothing() {
        #expect(renderView(Text("fits").frame(width: 20, height: 5), width: 20, height: 5).overflow == nil)
        #expect(renderView(VStack { Text("a"); Spacer(); Text("b") }, width: 20, height: 5).overflow == nil)
        #expect(renderView(Text(String(repeating: "long words wrap ", count: 20)), width: 20, height: 5).overflow == nil,
                "text wraps and truncates instead of overflowing")
    }
}
