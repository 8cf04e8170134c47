import WidgettyHomeFile
import Foundation
import WidgettyHost
import WidgettyKit

/// A widget named on the command line, `KIND [--param key=value]…` (values written as in the home
/// file), checked as a home-file entry is: what `render` and `preview` draw.
@MainActor
enum CommandLineWidget {
    /// The widget's descriptor and intent values, or the message explaining what is wrong.
    /// `family` nil checks the parameters at the widget's first supported family.
    static func resolve(
        kind: String, family: WidgetFamily?, params: [String], registry: WidgetRegistry
    ) -> Result<(descriptor: AnyWidgetDescriptor, values: [String: IntentValue]), CommandFailure> {
        guard let descriptor = registry.descriptor(kind: kind) else {
            return .failure(CommandFailure("unknown widget kind '\(kind)' (known: \(registry.kinds.joined(separator: ", ")))"))
        }
        let values: [String: IntentValue], locations: [String: SourceLocation]
        switch ParamArguments.parse(params) {
        case .success(let parsed): (values, locations) = parsed
        case .failure(let error): return .failure(CommandFailure(error.description))
        }
        let placement = WidgetPlacement(
            id: "command-line", kind: kind, family: family ?? descriptor.supportedFamilies.first ?? .systemSmall,
            params: values, paramLocations: locations)
        switch HomeValidator(registry: registry).intentValues(for: placement, file: "command line") {
        case .success(let checked):
            // `--param 'token=${cmd:pass show github}'`: resolved when the widget loads, as on the home screen.
            let vault = SecretVault(resolver: SecretResolver(baseDirectory: FileManager.default.currentDirectoryPath))
            vault.setLocations(locations, of: placement.id)
            return .success((descriptor.resolvingSecrets(with: vault, for: placement.id), checked))
        case .failure(let problem): return .failure(CommandFailure(problem.message))
        }
    }
}
