import Foundation
import Testing

/// ncurses stays behind one wall: only WidgettyNcurses may import CNcursesW.
@Suite struct NcursesWallTests {
    @Test func onlyWidgettyNcursesImportsCNcursesW() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10)
        var importers: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let imports = text.split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).range(of: #"^(@\w+\s+)*import\s+(\w+\s+)?CNcursesW\b"#, options: .regularExpression) != nil
            }
            if imports { importers.insert(file.deletingLastPathComponent().lastPathComponent) }
        }
        #expect(importers == ["WidgettyNcurses"])
    }
}
