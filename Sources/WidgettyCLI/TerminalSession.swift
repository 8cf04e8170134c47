import Dispatch
import WidgettyNcurses
import WidgettyTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lifecycle of one full-screen run: takes the terminal, draws a frame whenever something
/// changed (start, resize, resume), and gives the terminal back on `q` or a termination signal.
/// Nothing is drawn on a timer.
@MainActor
final class TerminalSession {
    let terminal: NcursesTerminal
    let presenter: FramePresenter
    let render: @MainActor (Size) -> CellBuffer

    init(terminal: NcursesTerminal, render: @escaping @MainActor (Size) -> CellBuffer) {
        self.terminal = terminal
        self.presenter = FramePresenter(backend: terminal)
        self.render = render
    }

    /// Runs until the user quits; exits the process with 0 on `q`, 128 + signal on a signal, and
    /// 2 with one line on stderr when there is no usable terminal.
    func run() -> Never {
        do {
            try terminal.start { [unowned self] event in self.handle(event) }
        } catch let error as TerminalStartError {
            Self.fail(error.message, status: 2)
        } catch {
            Self.fail("\(error)", status: 1)
        }
        redraw()
        dispatchMain()
    }

    func handle(_ event: TerminalEvent) {
        switch event {
        case .input(.key(let key)) where key.key == .character("q") && key.modifiers.isEmpty:
            finish(status: 0)
        case .resized:
            presenter.invalidate()
            redraw()
        case .terminationRequested(let signal):
            finish(status: 128 + signal)
        case .input:
            break
        }
    }

    func redraw() {
        presenter.present(render(terminal.size))
    }

    func finish(status: Int32) -> Never {
        terminal.stop()
        exit(status)
    }

    static func fail(_ message: String, status: Int32) -> Never {
        let line = Array("widgetty: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(status)
    }
}
