import Testing
@testable import WidgettyFiles

/// Sizes in messages: one decimal in the largest binary unit, bytes when that would hide a
/// difference.
@Suite struct ByteCountTests {
    @Test func sizesReadInTheLargestUnit() {
        let cases: [(Int64, String)] = [
            (0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1.0 KiB"), (1536, "1.5 KiB"),
            (1024 * 1024 - 1, "1.0 MiB"), (8 * 1024 * 1024, "8.0 MiB"), (50 * 1024 * 1024, "50.0 MiB"),
            (50_000_000, "47.7 MiB"), (2 * 1024 * 1024 * 1024, "2.0 GiB"), (Int64.max, "8589934592.0 GiB"),
        ]
        for (bytes, text) in cases { #expect(ByteCount.text(bytes) == text) }
    }

    @Test func twoSizesThatRoundAlikeAreGivenInBytes() {
        #expect(ByteCount.texts(4 * 1024 * 1024 + 1, 4 * 1024 * 1024) == ("4194305 bytes", "4194304 bytes"))
        #expect(ByteCount.texts(5 * 1024 * 1024, 4 * 1024 * 1024) == ("5.0 MiB", "4.0 MiB"))
    }

    @Test func theHomeFileLimitIsFourMebibytes() {
        #expect(ByteCount.text(Int64(BoundedFile.Limit.homeFile)) == "4.0 MiB")
    }
}
