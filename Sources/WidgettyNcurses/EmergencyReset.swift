#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a crash or an unexpected `exit` must undo, kept where an async-signal-safe handler can
/// reach it: the reset bytes (terminfo's sgr0/cnorm/rmkx/rmcup plus our private modes), the tty
/// modes saved before curses started, and the descriptors.
///
/// The handlers only call `write`, `tcsetattr`, `sigaction` and `raise`, which are async-signal-safe.
enum EmergencyReset {
    static let capacity = 512
    nonisolated(unsafe) static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static var byteCount = 0
    nonisolated(unsafe) static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static var hasSavedModes = false
    nonisolated(unsafe) static var outputDescriptor: Int32 = -1
    nonisolated(unsafe) static var inputDescriptor: Int32 = -1
    /// Whether the terminal is in curses mode now, so a reset is needed.
    nonisolated(unsafe) static var isArmed = false
    nonisolated(unsafe) static var guardInstalled = false
    nonisolated(unsafe) static var atExitInstalled = false
    nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]
    /// The crash log's path, NUL-terminated (empty: none), and the line's start, prepared in advance.
    static let pathCapacity = 4096
    nonisolated(unsafe) static let crashLogPath = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity)
    nonisolated(unsafe) static var hasCrashLog = false

    /// Names the file that gets a line when the process dies of a fatal signal.
    static func setCrashLog(path: String) {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= pathCapacity else { return }
        for (i, byte) in bytes.enumerated() { crashLogPath[i] = byte }
        hasCrashLog = true
    }

    /// Appends `<unix seconds> critical widgetty.crash: fatal signal N, terminal restored` to the
    /// crash log. Async-signal-safe: only `time`, `open`, `write` and `close`, digits by hand.
    static func logCrash(_ signal: Int32) {
        guard hasCrashLog else { return }
        let fd = open(crashLogPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        var line = [UInt8](repeating: 0, count: 128)
        var count = 0
        func append(_ text: StaticString) {
            text.withUTF8Buffer { for byte in $0 where count < line.count { line[count] = byte; count += 1 } }
        }
        func append(number: Int) {
            var digits = [UInt8](repeating: 0, count: 20)
            var n = max(0, number), used = 0
            repeat { digits[used] = UInt8(48 + n % 10); n /= 10; used += 1 } while n > 0 && used < digits.count
            while used > 0, count < line.count { used -= 1; line[count] = digits[used]; count += 1 }
        }
        append(number: time(nil))
        append(" critical widgetty.crash: fatal signal ")
        append(number: Int(signal))
        append(", terminal restored\n")
        _ = write(fd, line, count)
        _ = close(fd)
    }

    /// Saves the tty modes of `input` (call before curses changes them).
    static func saveModes(input: Int32, output: Int32) {
        inputDescriptor = input
        outputDescriptor = output
        hasSavedModes = tcgetattr(input, savedModes) == 0
    }

    /// Sets the bytes written on an emergency reset (truncated to the capacity).
    static func setResetSequence(_ sequence: [UInt8]) {
        let count = min(sequence.count, capacity)
        for i in 0..<count { bytes[i] = sequence[i] }
        byteCount = count
    }

    /// Writes the reset bytes and restores the tty modes if curses is active. Async-signal-safe.
    static func perform() {
        guard isArmed else { return }
        isArmed = false
        _ = write(outputDescriptor, bytes, byteCount)
        if hasSavedModes { _ = tcsetattr(inputDescriptor, TCSANOW, savedModes) }
    }

    /// Installs the fatal-signal handlers (once) that reset the terminal and then hand the signal
    /// on to the previous handler (Swift's backtracer), and an `atexit` hook for `exit()` paths.
    static func install() {
        if !atExitInstalled {
            atExitInstalled = true
            atexit { EmergencyReset.perform() }
        }
        guard !guardInstalled else { return }
        guardInstalled = true
        for signal in fatalSignals {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_NODEFER | SA_SIGINFO)
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                EmergencyReset.handleFatal(signal, sentByProcess: (info?.pointee.si_code ?? 0) <= 0)
            }
            #else
            action.__sigaction_u.__sa_sigaction = { signal, info, _ in
                EmergencyReset.handleFatal(signal, sentByProcess: (info?.pointee.si_code ?? 0) <= 0)
            }
            #endif
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    static func handleFatal(_ signal: Int32, sentByProcess: Bool) {
        perform()
        logCrash(signal)
        _ = sigaction(signal, previousActions + Int(signal), nil)
        // A fault re-executes the faulting instruction and traps again into the previous handler
        // (Swift's backtracer, with the real crash site); an abort, a breakpoint trap or a signal
        // sent with kill does not, so it is raised again.
        if sentByProcess || signal == SIGABRT || signal == SIGTRAP { _ = raise(signal) }
    }
}
