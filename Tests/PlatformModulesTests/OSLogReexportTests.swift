import OSLog
import Testing

/// `import OSLog` alone gives what `import os` does, as Apple's OSLog re-exports `os`.
@Suite struct OSLogReexportTests {
    @Test func osLogBringsTheHandlesAndSignpostsToo() {
        let logger = Logger(subsystem: "com.example", category: "reexport")
        logger.debug("seen \(1)")
        let handle = OSLog.default
        #expect(handle.isEnabled(type: .debug))
        #expect(!OSSignposter(logger: logger).isEnabled)
    }
}
