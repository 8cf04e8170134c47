import Testing
import WidgettyTerminal
import WidgettyTestSupport

@MainActor
@Suite struct MemoryTerminalTests {
    @Test func keepsTheScreenByApplyingDiffs() throws {
        let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
        let presenter = FramePresenter(backend: terminal)
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("hello 日本", at: .zero)
        presenter.present(frame)
        #expect(terminal.lines == ["hello 日本", "          "])
        frame.write("J", at: .zero)
        presenter.present(frame)
        presenter.present(frame)  // unchanged: nothing sent
        #expect(terminal.lines[0] == "Jello 日本")
        #expect(terminal.drawCount == 2)
        #expect(terminal.cellsDrawn == 20 + 1)
        #expect(terminal.screen == frame)
    }

    @Test func updatesTheShownFrameInPlaceSendingOnlyWhatChanged() throws {
        let terminal = MemoryTerminal(size: Size(width: 10, height: 2))
        let presenter = FramePresenter(backend: terminal)
        #expect(!presenter.update(within: []) { _ in })  // nothing shown yet
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("12:00 日本", at: .zero)
        presenter.present(frame)
        let sent = terminal.cellsDrawn
        #expect(presenter.update(within: [Rect(x: 3, y: 0, width: 2, height: 1), Rect(x: 6, y: 0, width: 2, height: 1)]) { buffer in
            buffer.write("01", at: Point(x: 3, y: 0))
            buffer.write("ab", at: Point(x: 6, y: 0))  // over half of 日 and 本's first half
        })
        frame.write("01", at: Point(x: 3, y: 0))
        frame.write("ab", at: Point(x: 6, y: 0))
        #expect(terminal.screen == frame)
        #expect(presenter.front == frame)
        #expect(terminal.cellsDrawn - sent <= 6)
    }

    @Test func recordsLifecycleAndDeliversEvents() throws {
        let terminal = MemoryTerminal()
        var received: [TerminalEvent] = []
        try terminal.start { received.append($0) }
        terminal.type(.up, .character("q"))
        terminal.send(.resized(Size(width: 40, height: 10)))
        terminal.suspend()
        terminal.resume()
        terminal.stop()
        terminal.send(.terminationRequested(signal: 15))  // after stop: not delivered
        #expect(received == [
            .input(.key(KeyEvent(.up))), .input(.key(KeyEvent(.character("q")))), .resized(Size(width: 40, height: 10)),
        ])
        #expect(terminal.size == Size(width: 40, height: 10))
        #expect(terminal.calls == [.start, .suspend, .resume, .stop])
        #expect(terminal.needsFullRepaint)
    }
}
