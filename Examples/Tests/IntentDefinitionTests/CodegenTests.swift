import Foundation
import Testing

/// The generator the IntentDefinitions plugin runs: what it makes of a definition and of a
/// target's Swift files, and the build errors a broken definition gives (file and key).
@Suite struct CodegenTests {
    struct Run {
        let status: Int32
        let errorText: String
    }

    /// The generator built beside the test bundle (the plugin's tool build, or the product).
    static var generator: String {
        let bundle = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let folder = bundle.deletingLastPathComponent()
        for name in ["IntentDefinitionCodegen-tool", "IntentDefinitionCodegen"] {
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return folder.appendingPathComponent("IntentDefinitionCodegen").path
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: generator)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, errorText: String(decoding: data, as: UTF8.self))
    }

    /// Generates Swift for `plist` in a fresh folder: the run and the generated text.
    static func generate(_ plist: String) throws -> (run: Run, definition: String, swift: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let definition = folder.appendingPathComponent("Broken.intentdefinition").path
        let output = folder.appendingPathComponent("Broken.swift").path
        try plist.write(toFile: definition, atomically: true, encoding: .utf8)
        let run = try run(["definition", definition, output])
        return (run, definition, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    /// A parameter's name and type as the definition's XML writes them.
    static func parameter(_ name: String, type: String) -> String {
        "<key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>\(type)</string>"
    }

    /// A definition of one intent with `parameter` (the dictionary's inner XML).
    static func definition(parameter: String, enums: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>INEnums</key><array>\(enums)</array>
        <key>INIntents</key><array><dict>
          <key>INIntentName</key><string>Glance</string>
          <key>INIntentType</key><string>Custom</string>
          <key>INIntentParameters</key><array><dict>\(parameter)</dict></array>
        </dict></array>
        </dict></plist>
        """
    }

    @Test func aGoodDefinitionBecomesSwift() throws {
        let (run, _, swift) = try Self.generate(
            Self.definition(parameter: Self.parameter("label", type: "String")))
        #expect(run.status == 0, "\(run.errorText)")
        #expect(swift.contains("public final class GlanceIntent: INIntent, WidgetConfigurationIntent, @unchecked Sendable {"))
        #expect(swift.contains("let _label = IntentParameter<String?>(title: \"label\")"))
        #expect(swift.contains("public protocol GlanceIntentHandling {"))
    }

    /// An enum `Size` with one case, `small`.
    static let sizeEnum = """
        <dict><key>INEnumName</key><string>Size</string><key>INEnumValues</key><array>
          <dict><key>INEnumValueName</key><string>small</string><key>INEnumValueIndex</key><integer>1</integer></dict>
        </array></dict>
        """

    /// A parameter `size` of the enum `Size`, with more keys (`extra`) after.
    static func sizeParameter(_ extra: String = "") -> String {
        """
        <key>INIntentParameterName</key><string>size</string><key>INIntentParameterType</key><string>Integer</string>
        <key>INIntentParameterEnumType</key><string>Size</string>\(extra)
        """
    }

    @Test func theProjectsClassPrefixBeginsTheGeneratedNames() throws {
        let enums = Self.sizeEnum, parameter = Self.sizeParameter()
        func generated(prefixes: [String?]) throws -> String {
            let intents = prefixes.enumerated().map { index, prefix in
                let key = prefix.map { "<key>INIntentClassPrefix</key><string>\($0)</string>" } ?? ""
                return "<dict>\(key)<key>INIntentName</key><string>Glance\(index)</string><key>INIntentType</key><string>Custom</string>"
                    + "<key>INIntentParameters</key><array><dict>\(parameter)</dict></array></dict>"
            }.joined()
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>INEnums</key><array>\(enums)</array>
                <key>INIntents</key><array>\(intents)</array></dict></plist>
                """
            let (run, _, swift) = try Self.generate(plist)
            #expect(run.status == 0, "\(run.errorText)")
            return swift
        }
        let shared = try generated(prefixes: ["HRPG", "HRPG"])
        #expect(shared.contains("public final class HRPGGlance0Intent: INIntent"))
        #expect(shared.contains("public protocol HRPGGlance1IntentHandling {"))
        #expect(shared.contains("public enum HRPGSize: Int"), "an enum takes the prefix the intents share")
        #expect(shared.contains("IntentParameter<HRPGSize"))
        let mixed = try generated(prefixes: ["SJ", nil])
        #expect(mixed.contains("public final class SJGlance0Intent: INIntent") && mixed.contains("public final class Glance1Intent: INIntent"))
        #expect(mixed.contains("public enum Size: Int"), "intents that disagree name no project prefix")
    }

    @Test func aFileThatIsNoPropertyListIsABuildErrorNamingIt() throws {
        let (run, path, _) = try Self.generate("intents: [oops]")
        #expect(run.status == 1)
        #expect(run.errorText.hasPrefix("\(path): error: not a property list"), "\(run.errorText)")
    }

    @Test func aMissingKeyIsNamedWithWhereItIsMissing() throws {
        let (run, path, _) = try Self.generate(
            Self.definition(parameter: "<key>INIntentParameterType</key><string>String</string>"))
        #expect(run.status == 1)
        #expect(
            run.errorText == "\(path): error: INIntents[0] (Glance) › INIntentParameters[0]: 'INIntentParameterName' is missing\n",
            "\(run.errorText)")
    }

    @Test func anUnsupportedTypeNamesTheParameterAndTheKey() throws {
        let (run, path, _) = try Self.generate(
            Self.definition(parameter: Self.parameter("friend", type: "Person")))
        #expect(run.status == 1)
        #expect(
            run.errorText.hasPrefix(
                "\(path): error: INIntents[0] (Glance) › INIntentParameters[0] (friend) › INIntentParameterType: 'Person' is not a type"),
            "\(run.errorText)")
    }

    @Test func aDefaultThatIsNoCaseOfItsEnumIsRefused() throws {
        let parameter = Self.sizeParameter(
            "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>huge</string></dict>")
        let (run, path, _) = try Self.generate(Self.definition(parameter: parameter, enums: Self.sizeEnum))
        #expect(run.status == 1)
        #expect(
            run.errorText.contains(
                "\(path): error: INIntents[0] (Glance) › INIntentParameters[0] (size) › INIntentParameterMetadata › "
                    + "INIntentParameterMetadataDefaultValue: expected one of Size's cases (small), found 'huge'"),
            "\(run.errorText)")
    }

    @Test func theHandlerIsTheFirstINExtensionSubclassOfTheTarget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = folder.appendingPathComponent("A.swift").path
        let handler = folder.appendingPathComponent("B.swift").path
        let output = folder.appendingPathComponent("Lookup.swift").path
        try "struct Widget {}\n// class Commented: INExtension {}\nprivate class Hidden: INExtension {}\n"
            .write(toFile: widget, atomically: true, encoding: .utf8)
        try "import Widgetty\n\nfinal class IntentHandler: INExtension, GlanceIntentHandling {}\n"
            .write(toFile: handler, atomically: true, encoding: .utf8)

        #expect(try Self.run(["handler", output, widget, handler]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("    IntentHandler().handler(for: intent)"))
        #expect(try Self.run(["handler", output, widget]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("    nil\n"), "none: no choices, not a build error")
    }
}
