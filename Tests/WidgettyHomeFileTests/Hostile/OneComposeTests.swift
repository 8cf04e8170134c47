import Foundation
import Testing

/// Every YAML text of ours is composed through `HomeYAML.compose`, which measures aliases and
/// nesting first: no other source file asks Yams (or libyaml) for nodes.
@Suite struct OneComposeTests {
    @Test func onlyHomeYAMLComposes() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50)
        let entries = ["Yams.compose", "compose(yaml:", "compose_all(", "load(yaml:", "load_all(", "Parser(yaml:", "YAMLDecoder", "yaml_parser_parse"]
        let allowed: Set = ["HomeYAML.swift", "YAMLExpansionScan.swift"]
        for file in files where !allowed.contains(file.lastPathComponent) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for entry in entries {
                #expect(!text.contains(entry), "\(file.lastPathComponent) uses \(entry): compose through HomeYAML.compose instead")
            }
        }
    }
}
