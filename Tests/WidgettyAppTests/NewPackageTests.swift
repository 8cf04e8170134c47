import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyApp
import WidgettyHost
import WidgettyKit
import WidgettyStore

@Suite("widgetty new: the generated package")
struct NewPackageTests {
    let template = WidgetPackageTemplate(name: "Demo", dependency: .source(path: "/src/widgetty"))

    @Test func itWritesAManifestABundleAWidgetAnIntentATestAndAReadme() {
        #expect(template.files.map(\.path) == [
            "Package.swift", "Sources/Demo/DemoBundle.swift", "Sources/Demo/DemoWidget.swift",
            "Sources/Demo/ConfigurationAppIntent.swift", "Tests/DemoTests/DemoWidgetTests.swift", ".gitignore", "README.md",
        ])
    }

    @Test func theManifestDependsOnTheCheckoutByPathInSwift6Mode() {
        let manifest = template.packageManifest
        #expect(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        #expect(manifest.contains(#".package(name: "Widgetty", path: "/src/widgetty")"#))
        #expect(manifest.contains(#".executableTarget(name: "Demo", dependencies: [.product(name: "Widgetty", package: "Widgetty")])"#))
        #expect(manifest.contains(#".product(name: "WidgettyTesting", package: "Widgetty")"#))
        #expect(manifest.contains("swiftLanguageModes: [.v6]"))
        let odd = WidgetPackageTemplate(name: "Demo", dependency: .source(path: #"/a "b"\c"#)).packageManifest
        #expect(odd.contains(#"path: "/a \"b\"\\c")"#), "a path is a valid string literal")
    }

    @Test func againstAnSDKTheManifestNamesItsModulesPluginAndLibrariesAndNoPackage() {
        let manifest = WidgetPackageTemplate(name: "Demo", dependency: .sdk(path: #"/opt/w "x"/lib/widgetty"#, libraries: ["sqlite3", "z"]))
            .packageManifest
        #expect(manifest.contains(#"let sdk = "/opt/w \"x\"/lib/widgetty""#), "a path is a valid string literal")
        #expect(manifest.contains(#""-I", sdk + "/modules", "-Xcc", "-I" + sdk + "/include""#))
        #expect(manifest.contains(#""-load-plugin-executable", sdk + "/plugins/WidgettyMacros#WidgettyMacros""#))
        #expect(manifest.contains(#".unsafeFlags(["-L" + sdk + "/lib", "-lWidgettySDK", "-lsqlite3", "-lz"])"#))
        #expect(!manifest.contains(".package("), "nothing to fetch or build from source")
        #expect(manifest.contains(#""-module-cache-path", moduleCache"#), "the system modules are compiled once per user")
        #expect(manifest.contains(#"(environment["XDG_CACHE_HOME"] ?? (environment["HOME"] ?? "/tmp") + "/.cache") + "/widgetty/module-cache""#))
        #expect(manifest.contains(#".executableTarget(name: "Demo", swiftSettings: widgettyModules, linkerSettings: widgettyLibrary)"#))
    }

    @Test func anSDKIsFoundBesideTheProgramOrByTheEnvironmentAndABadOneIsNamed() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-sdk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let sdk = prefix.appendingPathComponent("lib/widgetty")
        try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try #"{"compiler": "Swift version 6.3.1", "libraries": ["sqlite3"], "modules": ["Widgetty"]}"#
            .write(to: sdk.appendingPathComponent("sdk.json"), atomically: true, encoding: .utf8)
        let program = prefix.appendingPathComponent("bin/widgetty").path
        let found = try InstalledSDK.find(environment: [:], executable: program)
        #expect(found == InstalledSDK(path: sdk.path, compiler: "Swift version 6.3.1", libraries: ["sqlite3"]))
        #expect(try InstalledSDK.find(environment: [:], executable: "/nowhere/bin/widgetty") == nil, "a build tree has none")
        #expect(try InstalledSDK.find(environment: ["WIDGETTY_SDK": sdk.path], executable: "/nowhere/bin/widgetty") == found)
        #expect {
            try InstalledSDK.find(environment: ["WIDGETTY_SDK": prefix.path], executable: program)
        } throws: { error in
            (error as? CommandFailure)?.message.contains("is not a Widgetty SDK") == true
        }
        try "{}".write(to: sdk.appendingPathComponent("sdk.json"), atomically: true, encoding: .utf8)
        #expect { try InstalledSDK.read(at: sdk.path) } throws: { error in
            (error as? CommandFailure)?.message.contains("not the SDK's manifest") == true
        }
    }

    @Test func theSourcesHoldTheWidgetKitPieces() {
        #expect(template.bundleSource.contains("@main\nstruct DemoBundle: WidgetBundle {"))
        let widget = template.widgetSource
        #expect(widget.contains("struct SimpleEntry: TimelineEntry"))
        #expect(widget.contains("struct Provider: AppIntentTimelineProvider"))
        #expect(widget.contains(#"@Environment(\.widgetFamily) var family"#))
        #expect(widget.contains("case .systemMedium:"))
        #expect(widget.contains(#"AppIntentConfiguration(kind: "Demo", intent: ConfigurationAppIntent.self"#))
        #expect(widget.contains(".supportedFamilies([.systemSmall, .systemMedium])"))
        #expect(template.intentSource.contains(#"@Parameter(title: "Greeting", default: "Hello")"#))
        let test = template.testSource
        #expect(test.contains("import WidgettyTesting\n@testable import Demo\n"))
        #expect(test.contains("renderEntry(entry, of: DemoWidget(), family: .systemMedium)"))
        #expect(test.contains("TimelineProbe(DemoWidget()"))
    }

    @Test func namesThatCannotNameAModuleAreRefusedWithTheReason() {
        #expect(WidgetPackageTemplate.problem(withName: "MyWidgets2") == nil)
        #expect(WidgetPackageTemplate.problem(withName: "my-widgets")?.contains("letters and digits") == true)
        #expect(WidgetPackageTemplate.problem(withName: "2Widgets")?.contains("starting with a letter") == true)
        #expect(WidgetPackageTemplate.problem(withName: "Widgetty")?.contains("WidgettyWidgets") == true)
    }

    @Test func itWritesTheFilesAndNeverOverwrites() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let checkout = WidgetPackageWriter.builtFromCheckout
        #expect(FileManager.default.fileExists(atPath: checkout + "/Package.swift"), "#filePath points at this checkout")

        let folder = try WidgetPackageWriter.write(name: "Demo", dependency: .source(path: checkout), into: parent)
        let bundle = try String(contentsOf: folder.appendingPathComponent("Sources/Demo/DemoBundle.swift"), encoding: .utf8)
        #expect(bundle == template.bundleSource)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.resolved").path))

        #expect {
            try WidgetPackageWriter.write(name: "Demo", dependency: .source(path: checkout), into: parent)
        } throws: { error in
            (error as? CommandFailure)?.message.contains("already exists; nothing was written") == true
        }
        #expect {
            try WidgetPackageWriter.write(name: "Other", dependency: .source(path: parent.path), into: parent)
        } throws: { error in
            let message = (error as? CommandFailure)?.message ?? ""
            return message.contains("is not a Widgetty checkout") && message.contains("--source PATH")
        }
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("Other").path))
    }
}

@Suite("An author's bundle gets its own home file")
struct BundleHomeFileTests {
    let bundle = BundleHomeFile(name: "Demo", widgets: [
        .init(kind: "Demo", supportedFamilies: [.systemSmall, .systemMedium]),
        .init(kind: "Wide one", supportedFamilies: [.systemMedium]),
    ])

    @Test func itLivesNextToHomeYamlUnderTheBundlesName() {
        let directories = XDGDirectories(environment: ["HOME": "/home/me", "XDG_CONFIG_HOME": "/cfg"])
        #expect(bundle.url(in: directories).path == "/cfg/widgetty/Demo.yaml")
    }

    @Test @MainActor func theDefaultHomeGetsTheBundlesWidgetsFirstOnPageOne() throws {
        let base = "pages:\n  - name: Today\n    widgets:\n      - kind: clock\n  - name: Two\n    widgets:\n      - kind: system\n"
        let text = bundle.defaultText(from: base)
        let (parsed, problems) = HomeFileParser.parse(text, file: "Demo.yaml")
        #expect(problems.isEmpty, "\(problems)")
        let pages = try #require(parsed).pages
        #expect(pages.map { $0.items.count } == [3, 1])
        #expect(pages[0].items.compactMap { item -> String? in
            if case .widget(let w) = item { return "\(w.kind)/\(HomeFileParser.name(of: w.family))" }
            return nil
        } == ["Demo/small", "Wide one/medium", "clock/small"])
    }

    @Test @MainActor func aHomeWithoutPagesGetsANewPage() throws {
        let text = bundle.defaultText(from: "links: []\n")
        let (parsed, problems) = HomeFileParser.parse(text, file: "Demo.yaml")
        #expect(problems.isEmpty, "\(problems)")
        #expect(try #require(parsed).pages.first?.items.count == 2)
    }
}
