import WidgettyKit

/// The entities a home file names that their queries no longer know: each widget's stored entity
/// parameters asked again through `entities(for:)` (what `widgetty check` adds to
/// ``HomeFileCheck``, which reads the file without running any widget code).
@MainActor
public enum HomeEntityCheck {
    /// A problem at the parameter for every stored entity its query does not find (or whose query
    /// fails), naming the widget's kind and the identifier; widgets with other problems are left
    /// to ``HomeFileCheck``.
    public static func problems(in configuration: HomeConfiguration, file: String, registry: WidgetRegistry) async -> [HomeFileProblem] {
        let validator = HomeValidator(registry: registry)
        var problems: [HomeFileProblem] = []
        for widget in configuration.allWidgets {
            guard let intent = registry.descriptor(kind: widget.kind)?.intent,
                case .success(let values) = validator.intentValues(for: widget, file: file)
            else { continue }
            for key in values.keys.sorted() {
                guard let stored = values[key], stored.holdsObjects else { continue }
                let at = widget.valueLocation(of: key) ?? widget.location ?? SourceLocation(file: file, line: 1, column: 1)
                do {
                    guard let lookup = try await intent.lookUpEntities(key, stored) else { continue }
                    for object in lookup.missing {
                        problems.append(HomeFileProblem(
                            "\(widget.kind): parameter '\(key)' names '\(object.display)' (id \(object.identifier ?? "none")), "
                                + "which its query no longer knows", at: at))
                    }
                } catch {
                    problems.append(HomeFileProblem("\(widget.kind): parameter '\(key)': its query failed: \(error)", at: at))
                }
            }
        }
        return problems
    }
}
