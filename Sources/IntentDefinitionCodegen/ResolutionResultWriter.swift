/// Resolution results for a custom type or enum, which handlers' `resolve…` methods return.
enum ResolutionResultWriter {
    static func swift(for typeName: String, base: String, disambiguates: Bool) -> String {
        let result = typeName + "ResolutionResult"
        var lines = [
            "/// How the intent handler resolves a \(typeName) (Widgetty never asks: see INIntentResolutionResult).",
            "public final class \(result): \(base), @unchecked Sendable {",
            "    public static func success(with resolvedValue: \(typeName)) -> \(result) { \(result)() }",
        ]
        if disambiguates {
            lines.append("    public static func disambiguation(with valuesToDisambiguate: [\(typeName)]) -> \(result) { \(result)() }")
            lines.append("    public static func confirmationRequired(with valueToConfirm: \(typeName)?) -> \(result) { \(result)() }")
        } else {
            lines.append("    public static func confirmationRequired(with valueToConfirm: \(typeName)) -> \(result) { \(result)() }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
