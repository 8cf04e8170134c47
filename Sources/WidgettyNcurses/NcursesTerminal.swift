import CNcursesW
import Dispatch
import WidgettyTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal backend for a real tty, built on ncursesw: the only code that talks to ncurses.
///
/// Owned by the main actor. Input is read as raw bytes (ncurses' own key decoding is not used)
/// from a Dispatch read source and decoded by ``InputParser``; signals arrive through Dispatch
/// signal sources. Nothing runs on a timer except a one-shot ESC timeout while a lone ESC is
/// pending. Frames are drawn with `wnoutrefresh` + `doupdate`, so ncurses sends only what differs.
@MainActor
public final class NcursesTerminal: TerminalBackend {
    /// Choices made when the terminal is taken over.
    public struct Options: Sendable {
        /// Show no colour (`--no-color`); `NO_COLOR` in the environment has the same effect.
        public var noColor: Bool
        /// Report mouse presses, drags and the wheel.
        public var mouse: Bool
        /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
        public var escapeDelay: DispatchTimeInterval
        /// The terminfo entry to use instead of `$TERM`.
        public var terminalType: String?
        /// Handle SIGINT/SIGTERM/SIGHUP/SIGQUIT, SIGWINCH and SIGTSTP, and install the crash guard.
        /// Off only for tests that run a terminal on a pty inside the test process.
        public var handlesSignals: Bool
        /// A file that gets one line naming the signal when the process crashes (the log file).
        public var crashLog: String?
        /// The variables consulted (`TERM`, `NO_COLOR`, `COLORTERM`, `TERM_PROGRAM`) when they
        /// should not come from the process environment (tests); nil reads the process's.
        public var environment: [String: String]?

        public init(
            noColor: Bool = false, mouse: Bool = true, escapeDelay: DispatchTimeInterval = .milliseconds(25),
            terminalType: String? = nil, handlesSignals: Bool = true, environment: [String: String]? = nil
        ) {
            self.environment = environment
            self.noColor = noColor
            self.mouse = mouse
            self.escapeDelay = escapeDelay
            self.terminalType = terminalType
            self.handlesSignals = handlesSignals
        }
    }

    public let options: Options
    let inputDescriptor: Int32
    let outputDescriptor: Int32

    public internal(set) var size: Size = .zero
    public internal(set) var capabilities = TerminalCapabilities(colorDepth: .monochrome)
    /// The terminfo entry in use (after any fallback from an unset or unknown `TERM`).
    public internal(set) var terminalType = ""
    /// Whether the terminal is in curses mode (started and not suspended).
    public var isActive: Bool { screen != nil && !isSuspended }
    public internal(set) var isSuspended = false

    var screen: OpaquePointer?
    var window: UnsafeMutablePointer<WINDOW>?
    var outputFile: UnsafeMutablePointer<FILE>?
    var inputFile: UnsafeMutablePointer<FILE>?
    /// The depth colours are sent at: 24-bit only when terminfo has the RGB flag.
    var drawDepth: ColorDepth = .monochrome
    var directColor = false
    var colorCount: Int32 = 0
    var pairs = ColorPairTable(limit: 0)
    /// What cells' `.default` colours are drawn as, and the terminal's own background's
    /// appearance (``setDefaultColors(foreground:background:appearance:)``).
    var defaultForeground: TerminalColor = .default
    var defaultBackground: TerminalColor = .default
    var defaultAppearance: TerminalAppearance = .dark
    /// What the terminal shows: every diff applied, used to repaint after a colour-pair reset.
    var shown = CellBuffer(size: .zero)
    var parser = InputParser()
    var handler: (@MainActor (TerminalEvent) -> Void)?
    var inputSource: (any DispatchSourceRead)?
    var signalSources: [any DispatchSourceSignal] = []
    var escapeTimer: DispatchWorkItem?

    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// A terminal on the process's stdin and stdout, or on explicit descriptors (a pty in tests).
    public init(options: Options = Options(), input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.options = options
        self.inputDescriptor = input
        self.outputDescriptor = output
    }

    public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) throws {
        guard screen == nil else { throw TerminalStartError.alreadyStarted }
        if options.handlesSignals {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
        }
        guard isatty(inputDescriptor) == 1, isatty(outputDescriptor) == 1 else { throw TerminalStartError.notATerminal }
        Self.useUTF8Locale()
        EmergencyReset.saveModes(input: inputDescriptor, output: outputDescriptor)
        if let crashLog = options.crashLog { EmergencyReset.setCrashLog(path: crashLog) }
        if options.handlesSignals {
            for sig in Self.terminationSignals + [SIGWINCH, SIGTSTP] { _ = signal(sig, SIG_IGN) }
        }
        try openScreen()
        configureScreen()
        detectCapabilities()
        self.handler = handler
        shown = CellBuffer(size: size)
        // ncurses (6.4) writes its output to the tty after every cursor jump until the screen has
        // been suspended and resumed once: a frame changing n places took n + 1 writes. One
        // endwin/doupdate cycle before anything is drawn (what Ctrl-Z and `fg` do) leaves it
        // writing each frame once, at the end of `doupdate`.
        _ = endwin()
        _ = wnoutrefresh(window)
        _ = doupdate()
        armEmergencyReset()
        // The background query is answered, if at all, among the input; nothing waits for it.
        // The Linux console does not know OSC 11 and would print the rest of it.
        let queries = TerminalModes.querySynchronizedOutput + (terminalType.hasPrefix("linux") ? "" : TerminalModes.queryBackground)
        writeToTerminal(enterModes + queries)
        startInput()
        if options.handlesSignals { startSignals() }
    }

    /// ncursesw drops every non-ASCII character unless LC_CTYPE is UTF-8: use the user's locale,
    /// or C.UTF-8 when that is not UTF-8.
    static func useUTF8Locale() {
        _ = setlocale(LC_ALL, "")
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        if codeset != "UTF-8" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// `newterm` on `$TERM`, falling back to common entries when it is unset or unknown.
    func openScreen() throws {
        let requested = options.terminalType ?? environment("TERM") ?? ""
        if requested == "dumb" { throw TerminalStartError.unsupportedTerminal(requested) }
        let candidates = (requested.isEmpty ? [] : [requested]) + ["xterm-256color", "xterm", "vt100"]
        guard let out = fdopen(dup(outputDescriptor), "w"), let input = fdopen(dup(inputDescriptor), "r") else {
            throw TerminalStartError.notATerminal
        }
        for name in candidates {
            guard let candidate = newterm(name, out, input) else { continue }
            _ = set_term(candidate)
            if let cup = tigetstr("cup"), Int(bitPattern: cup) != -1 {
                screen = candidate
                terminalType = name
                outputFile = out
                inputFile = input
                window = nc_stdscr()
                return
            }
            _ = endwin()
            delscreen(candidate)
        }
        fclose(out)
        fclose(input)
        throw TerminalStartError.unsupportedTerminal(requested.isEmpty ? "(unset)" : requested)
    }

    func configureScreen() {
        _ = cbreak()
        // Ctrl-S and Ctrl-Q are keys (Ctrl-S saves in the edit panel), not XOFF/XON flow control,
        // which would freeze the screen; the shell's modes come back on exit as before.
        var modes = termios()
        if let inputFile, tcgetattr(fileno(inputFile), &modes) == 0 {
            modes.c_iflag &= ~tcflag_t(IXON)
            if tcsetattr(fileno(inputFile), TCSANOW, &modes) == 0 { _ = def_prog_mode() }
        }
        _ = noecho()
        _ = nonl()
        _ = curs_set(0)
        _ = leaveok(window, true)
        _ = intrflush(window, false)
        _ = scrollok(window, false)
        // No typeahead check (a poll of the input) during doupdate: keys come from our own read
        // source, and a frame is always sent whole.
        _ = typeahead(-1)
        size = Size(width: Int(nc_cols()), height: Int(nc_lines()))
    }

    func detectCapabilities() {
        var env: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "TERM_PROGRAM"] { env[name] = environment(name) }
        if has_colors() {
            _ = start_color()
            _ = use_default_colors()
        }
        colorCount = has_colors() ? nc_colors() : 0
        let depth = TerminalCapabilities.colorDepth(
            environment: env, terminfoColors: Int(colorCount), noColor: options.noColor)
        directColor = nc_has_rgb() != 0 && colorCount >= 1 << 24
        switch depth {
        case .trueColor where !directColor:
            drawDepth = colorCount >= 256 ? .palette256 : colorCount >= 16 ? .ansi16 : .ansi8
        default: drawDepth = depth
        }
        pairs = ColorPairTable(limit: max(0, min(nc_color_pairs() - 1, 32_767)))
        let knownSync = env["TERM_PROGRAM"].map { TerminalCapabilities.synchronizedOutputPrograms.contains($0) } ?? false
        capabilities = TerminalCapabilities(colorDepth: depth, synchronizedOutput: knownSync, mouse: options.mouse)
    }

    var enterModes: String { options.mouse ? TerminalModes.enable : "\u{1B}[?2004h" }
    var leaveModes: String { options.mouse ? TerminalModes.disable : "\u{1B}[?2004l" }

    func armEmergencyReset() {
        var sequence: [UInt8] = Array((TerminalModes.endSynchronizedUpdate + leaveModes).utf8)
        for cap in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let s = tigetstr(cap), Int(bitPattern: s) != -1 { sequence += Array(String(cString: s).utf8) }
        }
        sequence += Array("\r\n".utf8)
        EmergencyReset.setResetSequence(sequence)
        if options.handlesSignals { EmergencyReset.install() }
        EmergencyReset.isArmed = true
    }

    /// Writes bytes straight to the tty, after anything ncurses still buffers.
    func writeToTerminal(_ text: String) {
        if let outputFile { fflush(outputFile) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(outputDescriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    func environment(_ name: String) -> String? {
        if let environment = options.environment { return environment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    public func ring(_ signal: TerminalSignal) {
        guard isActive else { return }
        switch signal {
        case .bell: _ = beep()
        case .flash: _ = flash()
        }
    }

    public func invalidate() {
        guard isActive else { return }
        _ = clearok(window, true)
    }

    public func suspend() {
        guard isActive else { return }
        inputSource?.suspend()
        cancelEscapeTimer()
        writeToTerminal(leaveModes)
        _ = def_prog_mode()
        _ = endwin()
        if let outputFile { fflush(outputFile) }  // the reset must reach the tty before anything else runs
        EmergencyReset.isArmed = false
        isSuspended = true
    }

    public func resume() {
        guard screen != nil, isSuspended else { return }
        isSuspended = false
        _ = reset_prog_mode()
        let resized = updateSize()
        _ = clearok(window, true)
        _ = wnoutrefresh(window)
        _ = doupdate()
        armEmergencyReset()
        writeToTerminal(enterModes)
        inputSource?.resume()
        if resized { handler?(.resized(size)) }
    }

    public func stop() {
        guard let screen else { return }
        cancelEscapeTimer()
        inputSource?.cancel()
        if isSuspended { inputSource?.resume() }  // a suspended source must be resumed to be released
        inputSource = nil
        for source in signalSources { source.cancel() }
        signalSources = []
        if !isSuspended {
            writeToTerminal(leaveModes)
            _ = endwin()
        }
        EmergencyReset.isArmed = false
        delscreen(screen)
        self.screen = nil
        window = nil
        if let outputFile { fclose(outputFile) }
        if let inputFile { fclose(inputFile) }
        outputFile = nil
        inputFile = nil
        isSuspended = false
        handler = nil
        if options.handlesSignals {
            for sig in Self.terminationSignals + [SIGWINCH, SIGTSTP] { _ = signal(sig, SIG_DFL) }
        }
    }

    /// Reads the window size from the tty and resizes curses to it; true when it changed.
    @discardableResult
    func updateSize() -> Bool {
        var ws = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return false }
        let newSize = Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
        guard newSize != size else { return false }
        _ = resizeterm(Int32(ws.ws_row), Int32(ws.ws_col))
        size = Size(width: Int(nc_cols()), height: Int(nc_lines()))
        shown = CellBuffer(size: size)
        return true
    }
}
