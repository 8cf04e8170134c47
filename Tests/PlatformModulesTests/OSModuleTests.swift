import Foundation
import Testing
@testable import os

/// `import os` as widget code writes it: loggers, log handles, `os_log`'s formats and
/// signposts, which are accepted and run what they wrap.
@Suite struct OSModuleTests {
    @Test func aLoggerIsMadeFromAHandleAndLogsWithPrivacy() {
        let handle = OSLog(subsystem: "com.example.weather", category: "timeline")
        #expect(handle.subsystem == "com.example.weather" && handle.category == "timeline")
        #expect(handle.isEnabled(type: .info))
        #expect(!OSLog.disabled.isEnabled(type: .error))
        let logger = Logger(handle)
        let city = "Oslo"
        logger.notice("Loaded \(city, privacy: .public) with \(4) entries")
        let message: OSLogMessage = "token \(city) for \(city, privacy: .public)"
        #expect(message.text == "token <private> for Oslo")
    }

    @Test func printfFormatsShowNumbersAndHideStringsUnlessPublic() {
        #expect(OSLogFormat.render("Loaded %{public}@ in %d ms", ["Tokyo", 42]) == "Loaded Tokyo in 42 ms")
        #expect(OSLogFormat.render("user %@ has %ld items", ["ada@example.com", 7]) == "user <private> has 7 items")
        #expect(OSLogFormat.render("ratio %.2f, secret %{private}d, 100%%", [0.5, 1234]) == "ratio 0.50, secret <private>, 100%")
        #expect(OSLogFormat.render("name %{public}s!", ["Kyiv"]) == "name Kyiv!")
        #expect(OSLogFormat.render("missing %d and %@", [3]) == "missing 3 and ", "an argument short is left out")
        #expect(OSLogFormat.render("trailing %", []) == "trailing %")
        // The calls themselves, as widget code makes them.
        os_log("Reloaded %{public}@", log: OSLog(subsystem: "com.example", category: "w"), type: .info, "clock")
        os_log(.error, log: .default, "Failed with %d", 3)
        os_log("Interpolated \(5)")
    }

    @Test func signpostsAreAcceptedAndRunWhatTheyWrap() async {
        let signposter = OSSignposter(subsystem: "com.example", category: .pointsOfInterest)
        #expect(!signposter.isEnabled)
        let id = signposter.makeSignpostID()
        #expect(id != signposter.makeSignpostID(), "each identifier is new")
        let state = signposter.beginInterval("Load", id: id, "start \(1)")
        #expect(state.signpostID == id)
        signposter.emitEvent("Tick")
        signposter.endInterval("Load", state)
        let sum = signposter.withIntervalSignpost("Sum") { 2 + 3 }
        #expect(sum == 5)
        let asyncSum = await signposter.withIntervalSignpost("Later") { await Task { 4 }.value }
        #expect(asyncSum == 4)
        let log = OSLog(subsystem: "com.example", category: .pointsOfInterest)
        os_signpost(.begin, log: log, name: "Fetch", signpostID: OSSignpostID(log: log))
        os_signpost(.event, log: log, name: "Fetch", "%d bytes", 12)
        #expect(!log.signpostsEnabled)
        #expect(OSSignpostID.exclusive != OSSignpostID.invalid)
    }
}
