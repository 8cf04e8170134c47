import Foundation
import Testing
@testable import WidgettyApp

@Suite("Read-ahead in the executable's data")
struct ExecutableDataReadaheadTests {
    /// The VmFlags of each mapping of this test process's executable, code first or not.
    func executableMappings() throws -> [(executable: Bool, randomRead: Bool)] {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
        var mappings: [(executable: Bool, randomRead: Bool)] = []
        var current: Bool?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), fields.count >= 2, first.first?.isHexDigit == true {
                current = line.hasSuffix(" " + executable) ? fields[1].contains("x") : nil
            } else if line.hasPrefix("VmFlags:"), let isCode = current {
                mappings.append((isCode, fields.contains("rr")))
            }
        }
        return mappings
    }

    @Test func dataMappingsReadOnlyWhatFaultsAndCodeKeepsItsReadAhead() throws {
        ExecutableDataReadahead.disable()
        let mappings = try executableMappings()
        #expect(mappings.contains { $0.executable })
        #expect(mappings.contains { !$0.executable })
        for mapping in mappings {
            #expect(mapping.randomRead == !mapping.executable)
        }
    }
}
