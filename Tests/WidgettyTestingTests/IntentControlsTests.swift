import Foundation
import Synchronization
import Testing
import Widgetty
import WidgettyTesting

/// A widget's buttons and toggles as a test finds them in a rendered entry, and one pressed: its
/// intent performed and the timeline that follows.
let tallyCount = Mutex(0)
let tallyMuted = Mutex(false)

struct AddToTally: AppIntent {
    static var title: LocalizedStringResource { "Add" }
    @Parameter(title: "Amount") var amount: Int
    init() {}
    init(amount: Int) { self.amount = amount }
    func perform() async throws -> some IntentResult {
        tallyCount.withLock { $0 += amount }
        return .result()
    }
}

struct MuteTally: SetValueIntent {
    static var title: LocalizedStringResource { "Mute" }
    @Parameter(title: "Muted") var value: Bool
    func perform() async throws -> some IntentResult {
        tallyMuted.withLock { $0 = value }
        return .result()
    }
}

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
    let muted: Bool
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .distantPast, count: 0, muted: false) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TallyEntry) -> Void) {
        completion(TallyEntry(date: Date(), count: tallyCount.withLock { $0 }, muted: tallyMuted.withLock { $0 }))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TallyEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tally", provider: TallyProvider()) { entry in
            VStack(alignment: .leading) {
                Text("Count \(entry.count)")
                Link("Docs", destination: URL(string: "https://example.com")!)
                HStack {
                    Button("+1", intent: AddToTally(amount: 1))
                    Button(intent: AddToTally(amount: 10)) { Text("+10") }
                }
                Toggle("Muted", isOn: entry.muted, intent: MuteTally())
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct IntentControlsTests {
    @Test func aRenderedEntryListsItsButtonsAndTogglesApartFromItsLinks() throws {
        let view = renderEntry(TallyEntry(date: widgetTestDate, count: 3, muted: true), of: TallyWidget(), family: .systemMedium)
        #expect(view.buttons.map(\.title) == ["+1", "+10"])
        #expect(view.toggles.map(\.title) == ["Muted"])
        #expect(view.toggles.first?.isOn == true)
        #expect(view.links.count == 4, "the link and the three controls")
        let plus = try #require(view.control("+1"))
        #expect(view.lines[plus.frame.minY].contains("+1"))
        #expect(view.control("Docs") == nil, "a plain link is no control")
    }

    @Test func performingAButtonRunsItsIntentAndReturnsTheTimelineThatFollows() async throws {
        tallyCount.withLock { $0 = 0 }
        let view = renderEntry(TallyEntry(date: widgetTestDate, count: 0, muted: false), of: TallyWidget(), family: .systemMedium)
        let ten = try #require(view.control("+10"))
        let timeline = try await perform(ten, of: TallyWidget(), family: .systemMedium)
        #expect(timeline.entries(as: TallyEntry.self).map(\.count) == [10])
        let again = try await perform(try #require(view.control("+1")), of: TallyWidget())
        #expect(again.entries(as: TallyEntry.self).map(\.count) == [11])
    }

    @Test func performingAToggleSetsTheOppositeOfWhatItShows() async throws {
        tallyMuted.withLock { $0 = false }
        let off = renderEntry(TallyEntry(date: widgetTestDate, count: 0, muted: false), of: TallyWidget(), family: .systemMedium)
        let toggle = try #require(off.toggles.first)
        #expect(toggle.isOn == false)
        let timeline = try await perform(toggle, of: TallyWidget(), family: .systemMedium)
        let entry = try #require(timeline.entries(as: TallyEntry.self).first)
        #expect(entry.muted)
        let on = renderEntry(entry, of: TallyWidget(), family: .systemMedium)
        #expect(on.toggles.first?.text.hasPrefix("[x]") == true)
        #expect(on.toggles.first?.title == "Muted")
    }

    @Test func aControlNoLongerDrawnCannotBePerformed() async throws {
        let stale = IntentControl(frame: .init(x: 0, y: 0, width: 1, height: 1), text: "?", url: URL(string: "widgetty://intent/999999")!, isOn: nil)
        await #expect(throws: (any Error).self) { try await perform(stale, of: TallyWidget()) }
    }
}
