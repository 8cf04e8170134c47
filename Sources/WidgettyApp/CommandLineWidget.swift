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
    ) -> Result<(descriptor: AnyWidgetDescriptor, values: [String: IntentValue]), Failure> {
        guard let descriptor = registry.descriptor(kind: kind) else {
            return .failure(Failure("unknown widget kind '\(kind)' (known: \(registry.kinds.joined(separator: ", ")))"))
        }
        var values: [String: IntentValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for param in params {
            guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
                return .failure(Failure("--param \(param): expected key=value"))
            }
            let key = String(param[..<equals])
            let text = String(param[param.index(after: equals)...])
            guard let value = HomeFileParser.value(fromText: text) else {
                return .failure(Failure("--param \(param): not a value (text, a number, true/false or a [list])"))
            }
            values[key] = value
            locations[key] = SourceLocation(file: "--param \(param)", line: 1, column: 1)
        }
        let placement = WidgetPlacement(
            id: "command-line", kind: kind, family: family ?? descriptor.supportedFamilies.first ?? .systemSmall,
            params: values, paramLocations: locations)
        switch HomeValidator(registry: registry).intentValues(for: placement, file: "command line") {
        case .success(let checked): return .success((descriptor, checked))
        case .failure(let problem): return .failure(Failure(problem.message))
        }
    }

    /// Why the named widget cannot be drawn.
    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
