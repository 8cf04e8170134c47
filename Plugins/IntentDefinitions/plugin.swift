import Foundation
import PackagePlugin

/// Xcode's "Intent Definition Code Generation" for SwiftPM: each `.intentdefinition` file of the
/// target becomes Swift (its intents, enums and custom types, and the intents' `…IntentHandling`
/// protocols), compiled with the target, and the target's `INExtension` subclass becomes the
/// handler those intents ask for choices. Add it to a target:
/// `plugins: [.plugin(name: "IntentDefinitions", package: "Widgetty")]`.
@main
struct IntentDefinitions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let definitions = target.sourceFiles(withSuffix: "intentdefinition").map(\.url).sorted { $0.path < $1.path }
        guard !definitions.isEmpty else { return [] }
        let tool = try context.tool(named: "IntentDefinitionCodegen").url
        let output = context.pluginWorkDirectoryURL
        var commands: [Command] = []
        var used: Set<String> = []
        for definition in definitions {
            // Two definitions of one name in different folders get distinct outputs.
            var name = definition.deletingPathExtension().lastPathComponent
            while !used.insert(name).inserted { name += "_" }
            let generated = output.appending(path: "\(name).intentdefinition.swift")
            commands.append(
                .buildCommand(
                    displayName: "Generating Swift for \(definition.lastPathComponent)",
                    executable: tool,
                    arguments: ["definition", definition.path, generated.path],
                    inputFiles: [definition],
                    outputFiles: [generated]))
        }
        // The handler lookup depends on the target's own Swift files (where its INExtension is).
        let swiftFiles = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let lookup = output.appending(path: "IntentHandlerLookup.swift")
        commands.append(
            .buildCommand(
                displayName: "Finding the intent handler of \(target.name)",
                executable: tool,
                arguments: ["handler", lookup.path] + swiftFiles.map(\.path),
                inputFiles: swiftFiles,
                outputFiles: [lookup]))
        return commands
    }
}
