import Foundation
import Testing
import Widgetty

/// A parameter whose choices an intent handler gives, written as the generated code writes it.
private final class ReadingIntent: INIntent, WidgetConfigurationIntent, @unchecked Sendable {
    static var title: LocalizedStringResource { "Reading" }

    let _scale = IntentParameter<Double?>(
        title: "Scale",
        handlerOptions: IntentHandlerOptions(
            collection: { INObjectCollection(items: [NSNumber(value: 0.5), NSNumber(value: 2)]) },
            default: { NSNumber(value: 2) }))
    let _missing = IntentParameter<String?>(
        title: "Missing",
        handlerOptions: IntentHandlerOptions(collection: { () throws -> INObjectCollection<NSString>? in
            throw IntentHandlerMissing(handling: "ReadingIntentHandling")
        }))
}

/// SiriKit's types as generated intents and their handlers use them.
@Suite struct SiriKitSurfaceTests {
    @Test func numbersFromTheHandlerTakeTheParametersKind() async throws {
        #expect(try await IntentSchema.options(ReadingIntent.self, forKey: "scale") == [.double(0.5), .double(2)])
    }

    @Test func aMissingHandlerIsSaidInThePanel() async {
        await #expect(throws: IntentHandlerMissing(handling: "ReadingIntentHandling")) {
            try await IntentSchema.options(ReadingIntent.self, forKey: "missing")
        }
        #expect("\(IntentHandlerMissing(handling: "ReadingIntentHandling"))".contains("inheriting from INExtension"))
    }

    @Test func collectionsListTheirItemsSectionAfterSection() {
        let collection = INObjectCollection(sections: [
            INObjectSection(title: "A", items: ["a1", "a2"] as [NSString]), INObjectSection(title: "B", items: ["b1"] as [NSString]),
        ])
        #expect(collection.allItems == ["a1", "a2", "b1"])
        collection.usesIndexedCollation = true
        #expect(collection.usesIndexedCollation)
    }

    @Test func anExtensionHandlesIntentsItselfUnlessItSaysOtherwise() {
        let handler = INExtension()
        #expect(handler.handler(for: ReadingIntent()) as? INExtension === handler)
    }
}
