import CNcursesW
import Dispatch
import WidgettyTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where events come from: stdin bytes through a Dispatch read source and ``InputParser``, a
/// one-shot ESC timeout, and Dispatch signal sources for resize, termination and Ctrl-Z.
extension NcursesTerminal {
    func startInput() {
        let source = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        inputSource = source
        source.resume()
    }

    func readInput() {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
        // End of file, or EIO once the terminal has hung up: the terminal went away. (Left
        // readable, an EIO source would fire again at once, forever.)
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            inputSource?.cancel()
            inputSource = nil
            handler?(.terminationRequested(signal: SIGHUP))
            return
        }
        guard count > 0 else { return }
        cancelEscapeTimer()
        deliver(parser.feed(bytes[0..<count]))
        if parser.hasPending { armEscapeTimer() }
    }

    func deliver(_ events: [InputEvent]) {
        if !capabilities.synchronizedOutput, TerminalCapabilities.supportsMode(status: parser.reportedModes[2026]) {
            capabilities.synchronizedOutput = true
        }
        for event in events { handler?(.input(event)) }
        if let appearance = parser.takeReportedAppearance() { handler?(.appearanceReported(appearance)) }
    }

    /// Flushes the parser once if no byte follows within the ESC delay; never repeats.
    func armEscapeTimer() {
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.escapeTimer = nil
                self.deliver(self.parser.flush())
            }
        }
        escapeTimer = item
        DispatchQueue.main.asyncAfter(deadline: .now() + options.escapeDelay, execute: item)
    }

    func cancelEscapeTimer() {
        escapeTimer?.cancel()
        escapeTimer = nil
    }

    func startSignals() {
        var sources: [any DispatchSourceSignal] = []
        func observe(_ signal: Int32, _ action: @escaping @MainActor (NcursesTerminal) -> Void) {
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    action(self)
                }
            }
            source.resume()
            sources.append(source)
        }
        observe(SIGWINCH) { $0.windowChanged() }
        observe(SIGTSTP) { $0.stopForJobControl() }
        for signal in Self.terminationSignals {
            observe(signal) { $0.handler?(.terminationRequested(signal: signal)) }
        }
        signalSources = sources
    }

    func windowChanged() {
        guard isActive, updateSize() else { return }
        _ = clearok(window, true)
        handler?(.resized(size))
    }

    /// Ctrl-Z: gives the terminal back (modes off, cooked tty), stops the process, and takes the
    /// terminal back with a full repaint when the shell continues it (`fg`).
    func stopForJobControl() {
        guard isActive else { return }
        suspend()
        // raise, not kill: a thread-directed SIGSTOP takes effect before raise returns, so nothing
        // below runs until the shell continues the process (kill(getpid()) may land on another
        // thread later, after resume() already took the terminal back).
        _ = raise(SIGSTOP)
        resume()
    }
}
