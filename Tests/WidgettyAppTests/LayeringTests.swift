import Foundation
import Testing

/// The layers of Package.swift, kept: a target imports only targets of a lower layer, so the
/// timeline engine and the home file never reach up into the host, and nothing below the host
/// reaches the terminal's owner.
@Suite struct LayeringTests {
    /// Each target of ours by layer; a target may import only targets of a lower layer.
    static let layers: [String: Int] = [
        "WidgettyRedaction": -1,
        "WidgettyTerminal": 0, "WidgettyStore": 0, "WidgettyFiles": 0, "WidgettyImages": 0, "WidgettyVersion": 0,
        "WidgettyUI": 1, "WidgettyScreen": 1, "WidgettyNetwork": 1, "WidgettyFetchWire": 0,
        "WidgettyKit": 2, "WidgettyHTTP": 2, "WidgettyFetch": 3, "WidgettyExtensionProtocol": 3, "WidgettyExtension": 4,
        "WidgettyExtensionHost": 4,
        "WidgettyTimelines": 3, "WidgettyHomeFile": 3, "WidgettyBuiltins": 3, "WidgettyNcurses": 3,
        "WidgettyResources": 3,
        "WidgettyHost": 4, "WidgettyPreview": 4, "WidgettyTestSupport": 4,
        "WidgettyApp": 5, "WidgettyHostTestSupport": 5,
        "Widgetty": 6, "WidgettyTesting": 6, "WidgettyCLI": 6, "os": 0, "OSLog": 1, "Security": 0, "Charts": 2,
        "WidgettyFoundation": 1,
        // The compiler plugin behind `#Preview`: it imports swift-syntax only.
        "WidgettyMacros": 0,
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// Every `import` of one of our targets, by the target whose file writes it: the imports at
    /// the head of each file (a template's text further down is not an import).
    static func imports() throws -> [(target: String, file: String, imported: String)] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let pattern = #"^(@[\w()]+\s+)*import\s+(\w+\s+)?(Widgetty\w*)\b"#
        var found: [(String, String, String)] = []
        for file in files {
            let target = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let header = trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || trimmed.contains("import ")
                if !header { break }
                guard let range = trimmed.range(of: pattern, options: .regularExpression) else { continue }
                let module = trimmed[range].split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map(String.init) ?? ""
                found.append((target, file.lastPathComponent, module))
            }
        }
        return found
    }

    @Test func everyTargetIsInATable() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasPrefix("Widgetty") }
        #expect(targets.count > 10)
        for target in targets { #expect(Self.layers[target] != nil, "\(target) has no layer in LayeringTests") }
    }

    @Test func noTargetImportsItsOwnLayerOrOneAbove() throws {
        let imports = try Self.imports()
        #expect(imports.count > 50)
        for (target, file, imported) in imports where target != imported {
            guard let from = Self.layers[target], let to = Self.layers[imported] else { continue }
            #expect(to < from, "\(target)/\(file) imports \(imported), which is not below it")
        }
    }

    @Test func authorsTestHelpersAndThePreviewDoNotNeedTheHost() throws {
        let reachingHost = try Self.imports().filter {
            ["WidgettyTesting", "WidgettyTestSupport", "WidgettyPreview"].contains($0.target) && $0.imported == "WidgettyHost"
        }
        #expect(reachingHost.isEmpty, "\(reachingHost)")
    }

    @Test func theEngineAndTheHomeFileKnowNeitherTheHostNorNcurses() throws {
        let upward = try Self.imports().filter {
            ["WidgettyTimelines", "WidgettyHomeFile"].contains($0.target)
                && ["WidgettyHost", "WidgettyNcurses", "WidgettyApp"].contains($0.imported)
        }
        #expect(upward.isEmpty, "\(upward)")
    }

    /// An extension links only what author code needs (#32): the protocol knows the kit and the
    /// views, the extension's server those and the store, never the host, ncurses, the app or the built-ins.
    @Test func anExtensionLinksNeitherTheHostNorTheBuiltIns() throws {
        let allowed: [String: Set<String>] = [
            "WidgettyExtensionProtocol": ["WidgettyKit", "WidgettyUI", "WidgettyTerminal"],
            "WidgettyExtension": ["WidgettyKit", "WidgettyUI", "WidgettyTerminal", "WidgettyStore", "WidgettyExtensionProtocol"],
        ]
        let imports = try Self.imports().filter { allowed[$0.target] != nil && $0.target != $0.imported }
        #expect(imports.count >= 5)
        for (target, file, imported) in imports {
            #expect(allowed[target]?.contains(imported) == true, "\(target)/\(file) imports \(imported)")
        }
    }

    /// SwiftNIO and async-http-client are WidgettyHTTP's alone, and WidgettyHTTP is imported by
    /// `widgetty-fetch` alone: the home screen's binary links no event loop or TLS, and the
    /// built-ins reach the network through WidgettyNetwork's client, never around its limits.
    @Test func onlyTheFetcherReachesTheHTTPClient() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var importers: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.range(of: #"(?m)^import (AsyncHTTPClient|NIO\w*)$"#, options: .regularExpression) != nil else { continue }
            importers.insert(String(file.path.dropFirst(Self.sources.path.count + 1).split(separator: "/").first ?? ""))
        }
        #expect(importers == ["WidgettyHTTP"], "\(importers)")
        let httpImporters = Set(try Self.imports().filter { $0.imported == "WidgettyHTTP" && $0.target != "WidgettyHTTP" }.map(\.target))
        #expect(httpImporters == ["WidgettyFetch"], "\(httpImporters)")
    }

    /// Nothing of ours imports FoundationXML: it is libxml2, which would bring the system's ICU
    /// (a second copy of ICU's tables) into the static binary (#35); feeds have their own reader.
    @Test func nothingImportsFoundationXML() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50)
        let importers = try files.filter {
            try String(contentsOf: $0, encoding: .utf8).range(of: #"(?m)^\s*(@\w+\s+)?import\s+FoundationXML\b"#, options: .regularExpression) != nil
        }
        #expect(importers.isEmpty, "\(importers.map(\.lastPathComponent))")
    }
}
