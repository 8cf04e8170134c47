import Testing
@testable import WidgettyApp

@Suite("One malloc arena")
@MainActor
struct MallocArenaTests {
    /// glibc takes the one-arena setting when it is called by name (a `dlsym` look-up found
    /// nothing in the static release binary, and the setting was silently lost).
    @Test func glibcTakesTheOneArenaSetting() {
        #expect(WidgettyProgram.useOneMallocArena())
    }
}
