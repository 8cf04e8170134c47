import WidgettyHomeFile
import ArgumentParser
import WidgettyHost
import WidgettyKit

/// `widgetty gallery`: every widget kind with its families and parameters.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the widget kinds, their families and parameters.")

    func run() throws {
        let text = MainActor.assumeIsolated { GalleryListing.text(of: WidgettyProgram.registry) }
        Console.write(text, terminator: "")
    }
}

/// The gallery as text: a block per kind, the program's own first, then each installed
/// bundle's under its name.
@MainActor
enum GalleryListing {
    static func text(of registry: WidgetRegistry) -> String {
        var out = ""
        var bundle: String?
        let own = registry.descriptors.filter { $0.bundleName == nil }
        let installed = registry.descriptors.filter { $0.bundleName != nil }.sorted { ($0.bundleName ?? "") < ($1.bundleName ?? "") }
        for descriptor in own + installed {
            if let name = descriptor.bundleName, name != bundle {
                bundle = name
                out += "From \(name) (installed):\n\n"
            }
            out += "\(descriptor.kind) — \(descriptor.displayName)\n"
            if !descriptor.description.isEmpty { out += "  \(descriptor.description)\n" }
            out += "  families: " + descriptor.supportedFamilies.map(HomeFileParser.name(of:)).joined(separator: ", ") + "\n"
            for parameter in descriptor.intent?.schema.parameters ?? [] {
                var line = "  \(parameter.key): \(parameter.kind)"
                if let value = parameter.defaultValue { line += " = " + (value == .string("") ? "\"\"" : value.description) }
                if parameter.hasOptionsProvider { line += " (choices offered)" }
                line += " — \(parameter.title)"
                out += line + "\n"
            }
            for recommendation in descriptor.recommendations() {
                let values = recommendation.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                out += "  recommended: \(recommendation.description)" + (values.isEmpty ? "" : " (\(values))") + "\n"
            }
            out += "\n"
        }
        return out
    }
}
