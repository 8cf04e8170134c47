import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// The edit panel's form without a terminal: editors by type, bounds, defaults, lists, pickers,
/// and what a save would write.
@Suite @MainActor struct EditFormTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let intent = AnyConfigurationIntentType(PanelFixtureIntent.self)

    static func form(values: [String: IntentValue] = [:]) -> EditForm {
        EditForm(schema: intent.schema, family: .systemSmall, values: values, defaults: intent.defaultValues, timeZone: utc)
    }

    static func row(_ form: EditForm, _ key: String) -> Int {
        form.rows.firstIndex { $0.info.key == key } ?? -1
    }

    @discardableResult
    static func press(_ form: inout EditForm, _ keys: Key...) -> EditForm.Command {
        var command = EditForm.Command.none
        for key in keys { command = form.handle(KeyEvent(key)) }
        return command
    }

    static func type(_ form: inout EditForm, _ text: String) {
        for character in text { _ = form.handle(KeyEvent(.character(character))) }
    }

    static func focus(_ form: inout EditForm, _ key: String) {
        form.focus = .row(row(form, key))
    }

    @Test func textFieldsEditAtTheCursor() {
        var field = TextFieldState("hello")
        _ = field.handle(KeyEvent(.left))
        _ = field.handle(KeyEvent(.left))
        _ = field.handle(KeyEvent(.character("X")))
        #expect(field.text == "helXlo")
        _ = field.handle(KeyEvent(.home))
        _ = field.handle(KeyEvent(.delete))
        #expect(field.text == "elXlo")
        _ = field.handle(KeyEvent(.end))
        _ = field.handle(KeyEvent(.backspace))
        #expect(field.text == "elXl")
        _ = field.handle(KeyEvent(.character("a"), modifiers: .control))
        _ = field.handle(KeyEvent(.character("k"), modifiers: .control))
        #expect(field.text == "")
        field.insert("a\nb\u{1B}[31m")
        #expect(field.text == "a b[31m")
        let handledUp = field.handle(KeyEvent(.up))
        #expect(!handledUp)
        let long = TextFieldState(String(repeating: "x", count: 30) + "END")
        let shown = long.visible(width: 10)
        #expect(shown.text.hasSuffix("END"))
        #expect(shown.cursorColumn == 9)
    }

    @Test func rowsFollowTheIntentInDeclarationOrderWithAnEditorForEachType() {
        let form = Self.form()
        #expect(form.rows.map(\.info.key) == ["label", "days", "scale", "compact", "unit", "since", "link", "tags", "pair", "city", "backup"])
        let cases = [
            IntentEnumCase(value: "celsius", title: "Celsius"), IntentEnumCase(value: "fahrenheit", title: "Fahrenheit"),
            IntentEnumCase(value: "kelvin", title: "Kelvin"),
        ]
        #expect(form.rows.map(\.editor) == [
            .text(.string), .text(.int), .text(.double), .toggle, .choice(cases: cases), .text(.date), .text(.url),
            .list(element: .text(.string)), .list(element: .choice(cases: cases)), .choice(cases: nil), .choice(cases: cases),
        ])
        #expect(form.rows.last?.optional == true)
        #expect(form.summary(ofRow: 10) == "none")
        #expect(form.summary(ofRow: 4) == "Celsius")
        #expect(form.summary(ofRow: 8) == "Celsius, Kelvin")
        #expect(form.focus == .row(0))
        #expect(form.rows.indices.allSatisfy { form.isDefault(row: $0) })
    }

    @Test func numbersOutsideTheirRangeAreExplainedAndCannotBeSaved() {
        var form = Self.form()
        Self.focus(&form, "days")
        Self.press(&form, .enter)
        _ = form.handle(KeyEvent(.character("u"), modifiers: .control))
        Self.type(&form, "9")
        // Explained while typing, and after Enter.
        #expect(form.problem(ofRow: 1)?.message == "must be between 1 and 7")
        Self.press(&form, .enter)
        #expect(form.editors.isEmpty)
        #expect(form.problem(ofRow: 1)?.message == "must be between 1 and 7")
        #expect(form.paramsToSave(fileParams: [:]) == nil)
        #expect(form.firstProblemRow == 1)
        Self.press(&form, .enter, .backspace)
        Self.type(&form, "two")
        Self.press(&form, .enter)
        #expect(form.problem(ofRow: 1)?.message == "enter a whole number")
        // `d` brings the default back.
        Self.type(&form, "d")
        #expect(form.summary(ofRow: 1) == "3")
        #expect(form.problem(ofRow: 1) == nil)
        #expect(form.paramsToSave(fileParams: [:]) == [:])
    }

    @Test func arrowsStepNumbersWithinTheirRangeFlipTogglesAndCycleEnums() {
        var form = Self.form()
        Self.focus(&form, "days")
        for _ in 0..<10 { Self.press(&form, .right) }
        #expect(form.summary(ofRow: 1) == "7")
        Self.focus(&form, "scale")
        Self.press(&form, .left, .left)
        #expect(form.summary(ofRow: 2) == "0.5")
        Self.focus(&form, "compact")
        Self.press(&form, .right)
        #expect(form.summary(ofRow: 3) == "on")
        Self.press(&form, .character(" "))
        #expect(form.summary(ofRow: 3) == "off")
        Self.focus(&form, "unit")
        Self.press(&form, .right)
        #expect(form.summary(ofRow: 4) == "Fahrenheit")
        Self.press(&form, .left, .left)
        #expect(form.summary(ofRow: 4) == "Kelvin")
    }

    @Test func escLeavesTheSubEditorFirstThenCancelsTheForm() {
        var form = Self.form()
        Self.press(&form, .enter)
        Self.type(&form, " sweet home")
        let first = Self.press(&form, .escape)
        #expect(first == .none)
        #expect(form.editors.isEmpty)
        #expect(form.summary(ofRow: 0) == "Home")
        #expect(!form.hasChanges)
        let second = Self.press(&form, .escape)
        #expect(second == .cancel)
    }

    @Test func ctrlSKeepsTheFieldBeingTypedAndAsksToSave() {
        var form = Self.form()
        Self.press(&form, .enter)
        Self.type(&form, "!")
        let command = form.handle(KeyEvent(.character("s"), modifiers: .control))
        #expect(command == .save)
        #expect(form.editors.isEmpty)
        #expect(form.paramsToSave(fileParams: [:]) == ["label": .string("Home!")])
    }

    @Test func listsAddRemoveAndReorderWithinTheirSize() {
        var form = Self.form()
        let tags = Self.row(form, "tags")
        Self.focus(&form, "tags")
        Self.press(&form, .enter)
        #expect(form.editors == [.list(row: tags, selection: 0)])
        Self.press(&form, .character("a"))
        Self.type(&form, "c")
        Self.press(&form, .enter)
        #expect(form.items(ofRow: tags) == [.string("a"), .string("c"), .string("b")])
        #expect(form.editors == [.list(row: tags, selection: 1)])
        // Three is the most.
        Self.press(&form, .character("a"))
        #expect(form.notice == "Tags holds 1 to 3 values")
        #expect(form.editors.count == 1)
        Self.press(&form, .character("x"))
        #expect(form.items(ofRow: tags) == [.string("a"), .string("b")])
        _ = form.handle(KeyEvent(.up, modifiers: .shift))
        #expect(form.items(ofRow: tags) == [.string("b"), .string("a")])
        Self.press(&form, .character("x"), .character("x"))
        #expect(form.items(ofRow: tags) == [.string("a")])
        #expect(form.notice == "Tags holds 1 to 3 values")
        Self.press(&form, .escape)
        #expect(form.editors.isEmpty)
        #expect(form.summary(ofRow: tags) == "a")
    }

    @Test func fixedSizeListsChangeAndReorderButNeitherGrowNorShrink() {
        var form = Self.form()
        let pair = Self.row(form, "pair")
        Self.focus(&form, "pair")
        Self.press(&form, .enter, .character("x"))
        #expect(form.notice == "Pair holds exactly 2: change or reorder its values")
        Self.press(&form, .character("a"))
        #expect(form.items(ofRow: pair).count == 2)
        Self.press(&form, .enter)
        guard case .picker(_, 0, false, let picker)? = form.editors.last else {
            Issue.record("no picker: \(form.editors)")
            return
        }
        #expect(picker.matches.map(\.title) == ["Celsius", "Fahrenheit", "Kelvin"])
        Self.type(&form, "fahr")
        Self.press(&form, .enter)
        #expect(form.items(ofRow: pair) == [.string("fahrenheit"), .string("kelvin")])
        Self.press(&form, .character("J"))
        #expect(form.items(ofRow: pair) == [.string("kelvin"), .string("fahrenheit")])
    }

    @Test func providerChoicesLoadIntoTheOpenPickerAndFilterAsYouType() async throws {
        var form = Self.form()
        let city = Self.row(form, "city")
        Self.focus(&form, "city")
        Self.press(&form, .enter)
        guard case .picker(_, _, _, let loading)? = form.editors.last else {
            Issue.record("no picker")
            return
        }
        #expect(loading.load == .loading)
        let sections = try #require(try await Self.intent.optionSections("city"))
        form.finishLoading(key: "city", .loaded(sections))
        guard case .picker(_, _, _, let picker)? = form.editors.last else { return }
        #expect(picker.rows.first == .section("Europe"))
        #expect(picker.selected?.value == .string("lisbon"))
        #expect(picker.total == 4)
        Self.type(&form, "tok")
        guard case .picker(_, _, _, let filtered)? = form.editors.last else { return }
        #expect(filtered.rows == [.section("Asia"), .option(IntentOption(value: .string("tokyo")))])
        Self.press(&form, .enter)
        #expect(form.editors.isEmpty)
        #expect(form.rows[city].draft == .value(.string("tokyo")))
        // A value the provider titled is shown by its title.
        Self.press(&form, .enter)
        Self.type(&form, "fran")
        Self.press(&form, .enter)
        #expect(form.summary(ofRow: city) == "Paris")
    }

    @Test func paramsToSaveKeepUntouchedValuesAsWrittenAndLeaveDefaultsOut() {
        let file: [String: IntentValue] = ["days": .int(5), "unit": .string("Fahrenheit"), "label": .string("Home"), "legacy": .int(1)]
        var form = Self.form(values: ["days": .int(5), "unit": .string("fahrenheit"), "label": .string("Home")])
        #expect(!form.hasChanges)
        Self.focus(&form, "compact")
        Self.press(&form, .enter)
        #expect(form.hasChanges)
        #expect(form.paramsToSave(fileParams: file) == [
            "days": .int(5), "unit": .string("Fahrenheit"), "label": .string("Home"), "legacy": .int(1), "compact": .bool(true),
        ])
        Self.focus(&form, "days")
        Self.type(&form, "d")
        #expect(form.paramsToSave(fileParams: file)?["days"] == nil)
        form.restoreAllDefaults()
        #expect(form.paramsToSave(fileParams: file) == ["label": .string("Home"), "legacy": .int(1)])
    }

    @Test func datesAndURLsAreCheckedAsTypedAndEmptyMeansNone() {
        var form = Self.form()
        let since = Self.row(form, "since")
        Self.focus(&form, "since")
        Self.press(&form, .enter)
        Self.type(&form, "2026-13-40")
        #expect(form.problem(ofRow: since)?.message == "enter a date as YYYY-MM-DD HH:MM")
        _ = form.handle(KeyEvent(.character("u"), modifiers: .control))
        Self.type(&form, "2026-12-31 18:00")
        Self.press(&form, .home, .up)
        Self.press(&form, .enter)
        #expect(form.summary(ofRow: since) == "2027-12-31 18:00")
        #expect(form.value(ofRow: since) == .success(.date(Date(timeIntervalSince1970: 1_830_276_000))))
        let link = Self.row(form, "link")
        Self.focus(&form, "link")
        Self.press(&form, .enter)
        Self.type(&form, "not a url")
        #expect(form.problem(ofRow: link)?.message == "enter a URL such as https://example.com")
        _ = form.handle(KeyEvent(.character("u"), modifiers: .control))
        #expect(form.value(ofRow: link) == .success(.null))
        form.paste("https://example.com/a")
        Self.press(&form, .enter)
        #expect(form.value(ofRow: link) == .success(.url(URL(string: "https://example.com/a")!)))
    }

    @Test func theButtonsSaveRestoreAndCancel() {
        var form = Self.form(values: ["days": .int(5)])
        Self.press(&form, .up)
        #expect(form.focus == .row(0))
        for _ in 0..<form.rows.count { Self.press(&form, .down) }
        #expect(form.focus == .save)
        let save = Self.press(&form, .enter)
        #expect(save == .save)
        Self.press(&form, .right)
        #expect(form.focus == .restoreDefaults)
        Self.press(&form, .enter)
        #expect(form.summary(ofRow: 1) == "3")
        Self.press(&form, .right, .right)
        #expect(form.focus == .cancel)
        let cancel = Self.press(&form, .character(" "))
        #expect(cancel == .cancel)
    }

    @Test func anOptionalChoiceOffersNone() {
        var form = Self.form()
        let backup = Self.row(form, "backup")
        Self.focus(&form, "backup")
        Self.press(&form, .enter)
        guard case .picker(_, _, _, let picker)? = form.editors.last else {
            Issue.record("no picker")
            return
        }
        #expect(picker.matches.map(\.title) == ["None", "Celsius", "Fahrenheit", "Kelvin"])
        #expect(picker.selected?.value == .null)
        Self.type(&form, "kel")
        Self.press(&form, .enter)
        #expect(form.summary(ofRow: backup) == "Kelvin")
        Self.press(&form, .enter)
        Self.type(&form, "none")
        Self.press(&form, .enter)
        #expect(form.value(ofRow: backup) == .success(.null))
        #expect(form.paramsToSave(fileParams: [:]) == [:])
    }
}
