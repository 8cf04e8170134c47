import Testing
@testable import WidgettyFiles

/// Text must be UTF-8; where it is not is told by line and column, as a parser's problems are.
@Suite struct TextTests {
    @Test func validUTF8IsReadAsText() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("home.yaml", Array("grid: 🚀\r\nwörld: ✅\n".utf8))
        #expect(BoundedFile.readText(file, limit: 1024) == .success("grid: 🚀\r\nwörld: ✅\n"))
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("home.yaml", Array("grid: 1\nwidgets:\n  - kï".utf8) + [0xFF] + Array("nd: clock\n".utf8))
        let outcome = BoundedFile.readText(file, limit: 1024)
        #expect(outcome == .failure(BoundedFileError(path: file, reason: .notUTF8(line: 3, column: 7))))
        #expect(outcome.failureDescription == "\(file):3:7: not UTF-8")
        var named = try #require(outcome.failureError)
        named.path = "home.yaml"
        #expect(named.description == "home.yaml:3:7: not UTF-8")
        // The bytes alone still read.
        #expect((try? BoundedFile.read(file, limit: 1024).get())?.count == 35)
    }

    @Test func everyIllFormedSequenceIsFoundWhereItStarts() {
        let cases: [([UInt8], UTF8Text.Position)] = [
            ([0x61, 0x80], .init(line: 1, column: 2)),  // a lone continuation byte
            ([0xC0, 0xAF], .init(line: 1, column: 1)),  // an overlong "/"
            (Array("é\n".utf8) + [0xE2, 0x82], .init(line: 2, column: 1)),  // cut short at the end
            ([0x0A, 0x0A, 0x62, 0xED, 0xA0, 0x80], .init(line: 3, column: 2)),  // a surrogate
            (Array("ab".utf8) + [0xF4, 0x90, 0x80, 0x80], .init(line: 1, column: 3)),  // past U+10FFFF
            (Array("€😀".utf8) + [0xF8], .init(line: 1, column: 3)),  // no such lead byte
        ]
        for (bytes, position) in cases {
            #expect(UTF8Text.decode(bytes) == .failure(position), "\(bytes)")
        }
        #expect(UTF8Text.decode(Array("€😀\u{10FFFF}".utf8)) == .success("€😀\u{10FFFF}"))
    }
}

extension Result where Failure == BoundedFileError {
    /// The failure; nil on success.
    var failureError: BoundedFileError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
