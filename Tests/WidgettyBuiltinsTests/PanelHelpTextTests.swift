import Testing
@_spi(WidgettyHost) import WidgettyKit
@testable import WidgettyBuiltins

/// What the edit panel and the gallery show of a built-in speaks to its user: no setting is a
/// test's (where `/proc` or `/sys` is), and no help text names a variable only the benchmarks or
/// the tests set.
@Suite @MainActor struct PanelHelpTextTests {
    @Test func noHelpTextNamesABenchmarkVariable() {
        for descriptor in BuiltinWidgets.all {
            for parameter in descriptor.intent?.schema.parameters ?? [] {
                let text = parameter.title + " " + (parameter.description ?? "")
                #expect(!text.contains("W1_") && !text.contains("BENCH"), "\(descriptor.kind).\(parameter.key): \(text)")
                #expect(!text.contains("WIDGETTY_") && !text.contains("/proc") && !text.contains("/sys")
                        && !text.lowercased().contains("proc root") && !text.lowercased().contains("sys root"),
                        "\(descriptor.kind).\(parameter.key) is a test's setting: \(text)")
            }
        }
    }
}
