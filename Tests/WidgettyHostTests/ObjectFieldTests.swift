import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit

/// The edit panel's fields for a custom type of an `.intentdefinition` file: the handler's
/// choices in a picker, shown by display string; without a handler, an identifier typed.
@Suite struct ObjectFieldTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let lisbon = IntentObject(identifier: "lis", display: "Lisbon")

    @Test func anObjectIsPickedFromTheHandlersChoicesOrTypedAsAnIdentifier() {
        #expect(FieldEditor(kind: .optional(.object(typeName: "Place")), provided: true) == .choice(cases: nil))
        #expect(FieldEditor(kind: .array(of: .object(typeName: "Place")), provided: true) == .list(element: .choice(cases: nil)))
        #expect(FieldEditor(kind: .object(typeName: "Place"), provided: false) == .text(.object))
        #expect(
            FieldText.value(of: " lis ", kind: .object, optional: false, timeZone: Self.utc)
                == .success(.object(IntentObject(identifier: "lis", display: "lis"))))
        #expect(FieldText.value(of: "", kind: .object, optional: true, timeZone: Self.utc) == .success(.null))
        #expect(FieldText.text(of: .object(Self.lisbon), timeZone: Self.utc) == "lis")
    }

    @Test func anObjectIsSummarisedByItsDisplayString() {
        let choice = FieldEditor.choice(cases: nil)
        #expect(FieldText.summary(of: .object(Self.lisbon), editor: choice, titles: [:], timeZone: Self.utc) == "Lisbon")
        let list = FieldEditor.list(element: choice)
        let two = IntentValue.array([.object(Self.lisbon), .object(IntentObject(identifier: "osl", display: "Oslo"))])
        #expect(FieldText.summary(of: two, editor: list, titles: [:], timeZone: Self.utc) == "Lisbon, Oslo")
    }
}
