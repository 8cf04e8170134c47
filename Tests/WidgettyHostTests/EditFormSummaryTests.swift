import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit

/// The edit panel with an intent's parameter summary, as iOS shows it: the sentence at the top
/// with the values written in, and a `When`'s rows only while it holds.
@Suite struct EditFormSummaryTests {
    enum Fill: String, AppEnum {
        case color, gradient
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Fill")
        static let caseDisplayRepresentations: [Fill: DisplayRepresentation] = [.color: "Colour", .gradient: "Gradient"]
    }

    struct BackgroundIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Background"
        @Parameter(title: "Fill", default: .color) var fill: Fill
        @Parameter(title: "First", default: "teal") var first: String
        @Parameter(title: "Second", default: "navy") var second: String

        static var parameterSummary: some ParameterSummary {
            When(\.$fill, .equalTo, .gradient) {
                Summary("\(\.$fill) from \(\.$first) to \(\.$second)")
            } otherwise: {
                Summary("\(\.$fill) of \(\.$first)")
            }
        }
    }

    static func form(_ values: [String: IntentValue] = [:]) -> EditForm {
        let intent = AnyConfigurationIntentType(BackgroundIntent.self)
        return EditForm(schema: intent.schema, family: .systemSmall, values: values, defaults: intent.defaultValues,
                        timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func theSentenceSaysTheValuesAndOnlyTheRowsItNamesShow() {
        let form = Self.form()
        #expect(form.summarySentence == "Colour of teal")
        #expect(form.visibleRows.map { form.rows[$0].info.key } == ["fill", "first"])
        #expect(form.focusOrder.contains(.row(2)) == false, "a hidden row takes no focus")
    }

    @Test func changingTheValueTheWhenAsksAboutShowsTheOtherRows() {
        var form = Self.form()
        form.rows[0].draft = .value(.string("gradient"))
        #expect(form.summarySentence == "Gradient from teal to navy")
        #expect(form.visibleRows.map { form.rows[$0].info.key } == ["fill", "first", "second"])
        let saved = form.paramsToSave(fileParams: [:])
        #expect(saved?["fill"] == .string("gradient"))
    }
}
