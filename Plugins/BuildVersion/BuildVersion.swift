import Foundation
import PackagePlugin

/// Stamps the program's version into the `WidgettyVersion` target before every build: runs
/// `scripts/build-version.sh` (git describe of the checkout, or the VERSION file of a tarball),
/// which rewrites its one generated file only when the version changed.
@main
struct BuildVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedVersion.swift")
        return [
            .prebuildCommand(
                displayName: "Stamping Widgetty's version",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [package.appending(path: "scripts/build-version.sh").path, package.path, output.path],
                outputFilesDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
