import WidgettyScreen
import Testing
import WidgettyHost
import WidgettyTerminal

@Suite struct HomeScreenPainterTests {
    @Test func cellHasTitledBorderAndContent() {
        var content = CellBuffer(width: 6, height: 2)
        content.write("12:05", at: .zero)
        content.write("日本", at: Point(x: 0, y: 1))
        let cell = WidgetCellChrome(frame: Rect(x: 0, y: 0, width: 11, height: 4), title: "Clock", content: content)
        let screen = HomeScreenPainter.paint(
            size: Size(width: 12, height: 6), cells: [cell], page: 0, pageCount: 1, status: .init(hints: ["q quit"]))
        #expect(screen.lines == [
            "╭─ Clock ─╮ ",
            "│ 12:05   │ ",
            "│ 日本    │ ",
            "╰─────────╯ ",
            "            ",
            "q quit      ",
        ])
    }

    @Test func focusIsVisibleWithoutColour() {
        let cell = WidgetCellChrome(frame: Rect(x: 0, y: 0, width: 8, height: 3), title: "A", focused: true)
        let screen = HomeScreenPainter.paint(
            size: Size(width: 8, height: 5), cells: [cell], page: 0, pageCount: 1, status: .init(hints: []))
        #expect(screen.lines[0] == "┏━ A ━━┓")
        #expect(screen[2, 0].style.attributes.contains(.reverse))
    }

    @Test func staleMarkerAndReasonWhenFocused() {
        let cell = WidgetCellChrome(
            frame: Rect(x: 0, y: 0, width: 24, height: 4), title: "Git", focused: true,
            marker: .stale(reason: "timed out", age: "2m"))
        let screen = HomeScreenPainter.paint(
            size: Size(width: 24, height: 6), cells: [cell], page: 0, pageCount: 1, status: .init(hints: []))
        #expect(screen.lines[0] == "┏━ Git ━━━━━━━━━━━━ ! ━┓")
        #expect(screen.lines[2] == "┃ stale 2m: timed out  ┃")
    }

    @Test func pageDotsAndStatusMessage() {
        let screen = HomeScreenPainter.paint(
            size: Size(width: 9, height: 3), cells: [], page: 1, pageCount: 3,
            status: .init(message: "no handler for mailto links", hints: ["q quit"]))
        #expect(screen.lines == ["         ", "  ○ ● ○  ", "no handl…"])
    }

    @Test func tooSmallShowsACentredMessage() {
        #expect(HomeScreenPainter.tooSmall(size: Size(width: 16, height: 4), minimum: Size(width: 12, height: 5)).lines == [
            "                ",
            " Widgetty needs ",
            " at least 12×7  ",
            "                ",
        ])
        #expect(HomeScreenPainter.tooSmall(size: Size(width: 1, height: 1), minimum: Size(width: 12, height: 5)).lines == ["…"])
    }
}
