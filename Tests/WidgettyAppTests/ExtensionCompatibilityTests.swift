import Foundation
import Testing
@testable import WidgettyApp
import WidgettyExtensionProtocol

/// `widgetty install` refuses, with the reason, a package whose SDK is gone or was made by another
/// compiler, and a bundle of another protocol version.
@Suite struct ExtensionCompatibilityTests {
    /// An SDK folder whose manifest says it was made by `compiler`.
    static func sdk(madeBy compiler: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdk \"\(UUID().uuidString.prefix(6))\"")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = try JSONSerialization.data(withJSONObject: ["compiler": compiler, "libraries": ["z"]])
        try manifest.write(to: folder.appendingPathComponent("sdk.json"))
        return folder.path
    }

    @Test func theSDKAPackageNamesIsReadBackFromTheManifestWidgettyNewWrites() {
        for path in ["/usr/local/lib/widgetty", #"/opt/my "odd" \ place/lib/widgetty"#] {
            let manifest = WidgetPackageTemplate(name: "Tides", dependency: .sdk(path: path, libraries: ["z"])).packageManifest
            #expect(ExtensionCompatibility.sdkPath(inManifest: manifest) == path)
        }
        let fromSource = WidgetPackageTemplate(name: "Tides", dependency: .source(path: "/src/widgetty")).packageManifest
        #expect(ExtensionCompatibility.sdkPath(inManifest: fromSource) == nil)
    }

    @Test func aPackageOfAnotherCompilersSDKIsRefusedNamingBoth() throws {
        let path = try Self.sdk(madeBy: "Swift version 6.1.2 (swift-6.1.2-RELEASE)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let manifest = WidgetPackageTemplate(name: "Tides", dependency: .sdk(path: path, libraries: [])).packageManifest
        let problem = try #require(ExtensionCompatibility.buildProblem(
            name: "Tides", manifest: manifest, compiler: "Swift version 6.3.1 (swift-6.3.1-RELEASE)"))
        #expect(problem.contains("Tides builds against the Widgetty SDK at \(path), made by Swift version 6.1.2"))
        #expect(problem.contains("`swift` here is Swift version 6.3.1"))
        #expect(ExtensionCompatibility.buildProblem(name: "Tides", manifest: manifest, compiler: "Swift version 6.1.2 (swift-6.1.2-RELEASE)") == nil)
        #expect(ExtensionCompatibility.buildProblem(name: "Tides", manifest: manifest, compiler: nil) == nil, "unknown: the build will say")
    }

    @Test func aPackageWhoseSDKIsGoneIsRefused() {
        let manifest = WidgetPackageTemplate(name: "Tides", dependency: .sdk(path: "/nonexistent/lib/widgetty", libraries: [])).packageManifest
        let problem = ExtensionCompatibility.buildProblem(name: "Tides", manifest: manifest, compiler: "Swift version 6.3.1")
        #expect(problem?.hasPrefix("Tides builds against the Widgetty SDK at /nonexistent/lib/widgetty, which is not there") == true)
        #expect(ExtensionCompatibility.buildProblem(name: "Tides", manifest: "let package = Package(name: \"x\")", compiler: "x") == nil)
    }

    @Test func aBundleOfAnotherProtocolVersionIsRefused() {
        let newer = BundleDescription(version: ExtensionProtocol.version + 1, displayName: "Tides", kinds: [])
        #expect(ExtensionCompatibility.protocolProblem(newer, name: "Tides")
            == "Tides speaks version \(ExtensionProtocol.version + 1) of the extension protocol; this widgetty speaks version "
            + "\(ExtensionProtocol.version): build it against this Widgetty's SDK and install it again")
        #expect(ExtensionCompatibility.protocolProblem(BundleDescription(displayName: "Tides", kinds: []), name: "Tides") == nil)
    }
}
