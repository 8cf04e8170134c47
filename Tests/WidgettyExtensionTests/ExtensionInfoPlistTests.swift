import Foundation
import Testing
@testable import WidgettyExtensionHost

/// The Info.plist an extension runs with: its author's keys, Xcode's build-setting references
/// expanded, Widgetty's keys written over them; found from the sources `swift build` lists.
@Suite struct ExtensionInfoPlistTests {
    @Test func referencesToKnownSettingsAreExpandedAndOthersKeptAsWritten() {
        let settings = ExtensionInfoPlist.settings(bundleIdentifier: "org.example.w", name: "W")
        #expect(ExtensionInfoPlist.expand("$(PRODUCT_BUNDLE_IDENTIFIER)", settings: settings) == "org.example.w")
        #expect(ExtensionInfoPlist.expand("group.${PRODUCT_BUNDLE_IDENTIFIER}.x", settings: settings) == "group.org.example.w.x")
        #expect(ExtensionInfoPlist.expand("$(PRODUCT_NAME:rfc1034identifier) $(EXECUTABLE_NAME)", settings: settings) == "W W")
        #expect(ExtensionInfoPlist.expand("$(MARKETING_VERSION) costs $5 $( ${", settings: settings) == "$(MARKETING_VERSION) costs $5 $( ${")
        #expect(ExtensionInfoPlist.expand("", settings: settings) == "")
    }

    @Test func theIdentifierIsTheOneChosenElseTheAuthorsElseTheDefault() {
        let fallback = "widgetty.extension.w"
        #expect(ExtensionInfoPlist.bundleIdentifier(chosen: "a.b", author: ["CFBundleIdentifier": "c.d"], name: "W", fallback: fallback) == "a.b")
        #expect(ExtensionInfoPlist.bundleIdentifier(chosen: nil, author: ["CFBundleIdentifier": "c.d"], name: "W", fallback: fallback) == "c.d")
        #expect(ExtensionInfoPlist.bundleIdentifier(
            chosen: nil, author: ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER).today"], name: "W", fallback: fallback) == "widgetty.extension.w.today")
        #expect(ExtensionInfoPlist.bundleIdentifier(chosen: nil, author: ["CFBundleIdentifier": "$(UNKNOWN)"], name: "W", fallback: fallback) == fallback)
        #expect(ExtensionInfoPlist.bundleIdentifier(chosen: nil, author: nil, name: "W", fallback: fallback) == fallback)
    }

    @Test func theAuthorsKeysAreKeptAndWidgettysWrittenOverThem() throws {
        let author: [String: Any] = [
            "CFBundleIdentifier": "ignored", "CFBundleExecutable": "ignored", "CFBundleName": "Mine",
            "Groups": ["group.$(PRODUCT_BUNDLE_IDENTIFIER)"], "Nested": ["Deep": "$(TARGET_NAME)", "Count": 3],
        ]
        let data = try ExtensionInfoPlist.merged(author: author, bundleIdentifier: "org.example.w", name: "W")
        let keys = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(keys["CFBundleIdentifier"] as? String == "org.example.w")
        #expect(keys["CFBundleExecutable"] as? String == "W")
        #expect(keys["CFBundleName"] as? String == "Mine")
        #expect(keys["Groups"] as? [String] == ["group.org.example.w"])
        let nested = try #require(keys["Nested"] as? [String: Any])
        #expect(nested["Deep"] as? String == "W")
        #expect((nested["Count"] as? NSNumber)?.intValue == 3)
        let plain = try #require(try PropertyListSerialization.propertyList(
            from: ExtensionInfoPlist.merged(author: nil, bundleIdentifier: "x<&>y", name: "W"), format: nil) as? [String: Any])
        #expect(plain["CFBundleIdentifier"] as? String == "x<&>y")
        #expect(plain["CFBundleName"] as? String == "W")
    }

    /// The merged file is written by hand (the static release binary cannot pass Swift values to
    /// PropertyListSerialization): every kind of value an author's file holds reads back the same,
    /// an integer read from a file (an NSNumber, which also casts to Bool) stays an integer.
    @Test func everyKindOfValueAnAuthorWritesReadsBackTheSame() throws {
        let written = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Flag</key><false/><key>On</key><true/><key>One</key><integer>1</integer><key>Big</key><integer>-9000000000</integer>
            <key>Ratio</key><real>2.5</real><key>Whole</key><real>2</real><key>When</key><date>2026-11-29T08:00:00Z</date>
            <key>Blob</key><data>AAEC/w==</data><key>Text</key><string>a &lt;b&gt; &amp; "c"</string>
            <key>List</key><array><integer>0</integer><true/><dict><key>k</key><string>v</string></dict></array>
            </dict></plist>
            """
        let author = try #require(try PropertyListSerialization.propertyList(from: Data(written.utf8), format: nil) as? [String: Any])
        let merged = try ExtensionInfoPlist.merged(author: author, bundleIdentifier: "org.example.w", name: "W")
        let keys = try #require(try PropertyListSerialization.propertyList(from: merged, format: nil) as? [String: Any])
        #expect(type(of: keys["Flag"]!) == Bool.self && keys["Flag"] as? Bool == false)
        #expect(type(of: keys["On"]!) == Bool.self && keys["On"] as? Bool == true)
        #expect(type(of: keys["One"]!) != Bool.self && (keys["One"] as? NSNumber)?.intValue == 1)
        #expect((keys["Big"] as? NSNumber)?.int64Value == -9_000_000_000)
        #expect((keys["Ratio"] as? NSNumber)?.doubleValue == 2.5)
        #expect((keys["Whole"] as? NSNumber)?.doubleValue == 2)
        #expect(keys["When"] as? Date == Date(timeIntervalSince1970: 1_795_939_200))
        #expect(keys["Blob"] as? Data == Data([0, 1, 2, 255]))
        #expect(keys["Text"] as? String == #"a <b> & "c""#)
        let list = try #require(keys["List"] as? [Any])
        #expect(list.count == 3 && (list[2] as? [String: Any])?["k"] as? String == "v")
    }

    /// A package and its build folder as `swift build` leaves them: the target's sources listed
    /// in `NAME.build/sources` beside the program (with a derived source of the build's own).
    @Test func theAuthorsFileIsFoundFromTheTargetsSourcesUpToThePackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-plist-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("My Package")
        let target = package.appendingPathComponent("Sources/W")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        let bin = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: bin.appendingPathComponent("W.build"), withIntermediateDirectories: true)
        try Data().write(to: bin.appendingPathComponent("W"))
        // As SwiftPM writes it: each path a shell word, quoted when it has a space.
        let listed = [
            "'\(target.path)/W.swift'", "'\(target.path)/Views/Row '\\''1'\\''.swift'",
            "'\(bin.appendingPathComponent("W.build/DerivedSources/resource_bundle_accessor.swift").path)'",
        ]
        try listed.joined(separator: "\n").write(to: bin.appendingPathComponent("W.build/sources"), atomically: true, encoding: .utf8)
        #expect(ExtensionInfoPlist.authorFile(of: bin.appendingPathComponent("W")) == nil, "no Info.plist yet")
        // In the package's folder: found, as nothing nearer has one.
        try Data("<plist/>".utf8).write(to: package.appendingPathComponent("Info.plist"))
        #expect(ExtensionInfoPlist.authorFile(of: bin.appendingPathComponent("W"))?.path == package.appendingPathComponent("Info.plist").path)
        // In the target's folder: that one.
        try Data("<plist/>".utf8).write(to: target.appendingPathComponent("Info.plist"))
        #expect(ExtensionInfoPlist.authorFile(of: bin.appendingPathComponent("W"))?.path == target.appendingPathComponent("Info.plist").path)
        // Never above the package.
        try FileManager.default.removeItem(at: package.appendingPathComponent("Info.plist"))
        try FileManager.default.removeItem(at: target.appendingPathComponent("Info.plist"))
        try Data("<plist/>".utf8).write(to: root.appendingPathComponent("Info.plist"))
        #expect(ExtensionInfoPlist.authorFile(of: bin.appendingPathComponent("W")) == nil)
        #expect(ExtensionInfoPlist.unquoted("'/a b/it'\\''s.swift'") == "/a b/it's.swift")
        #expect(ExtensionInfoPlist.unquoted("/plain/x.swift") == "/plain/x.swift")
        #expect(ExtensionInfoPlist.unquoted("\"a \\\"b\\\" \\\\c\"") == "a \"b\" \\c")
    }

    @Test func aFileThatIsNoDictionaryIsRefusedWithItsName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-plist-\(UUID().uuidString.prefix(8)).plist")
        defer { try? FileManager.default.removeItem(at: file) }
        for (text, reason) in [("not a plist at all <", "not a property list"), ("<plist><array/></plist>", "its top is not a dictionary")] {
            try Data(text.utf8).write(to: file)
            #expect(throws: ExtensionInfoPlist.Failure.self) { try ExtensionInfoPlist.read(file) }
            do {
                _ = try ExtensionInfoPlist.read(file)
            } catch {
                #expect(error.description == "\(file.path): \(reason)")
            }
        }
    }
}
