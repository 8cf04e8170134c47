import Testing
@_spi(WidgettyHost) import WidgettyKit
@testable import WidgettyBuiltins

/// What the edit panel and the gallery show of a built-in speaks to its user: no help text
/// names a variable only the benchmarks set.
@Suite @MainActor struct PanelHelpTextTests {
    @Test func noHelpTextNamesABenchmarkVariable() {
        for descriptor in BuiltinWidgets.all {
            for parameter in descriptor.intent?.schema.parameters ?? [] {
                let text = parameter.title + " " + (parameter.description ?? "")
                #expect(!text.contains("W1_") && !text.contains("BENCH"), "\(descriptor.kind).\(parameter.key): \(text)")
            }
        }
    }
}
