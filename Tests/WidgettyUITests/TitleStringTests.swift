import Foundation
import Testing
import WidgettyTestSupport
import WidgettyUI

/// Titles as widget code writes them: a property typed `LocalizedStringResource` handed to
/// `Text`, `Button`, `Link` and `Label`, and values through Foundation formatters in `Text`.
@MainActor
@Suite struct TitleStringTests {
    struct Titled: View {
        let title: LocalizedStringResource
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(title)
                Button(title) {}
                Link(title, destination: URL(string: "https://example.org")!)
                Label(title, systemImage: "star")
                Text("literal \(1 + 1)")
            }
        }
    }

    @Test func aResourceIsATitleEverywhereAndALiteralStaysAKey() {
        // The stack is as wide as its widest line, centred in the width given.
        let lines = renderLines(Titled(title: "Next train"), width: 14, height: 5).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "Next train")
        #expect(lines[1].contains("Next train"))
        #expect(lines[2] == "Next train")
        #expect(lines[3].hasSuffix("Next train"))
        #expect(lines[4] == "literal 2")
    }

    @Test func valuesThroughFormattersAndSpecifiers() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE d MMM"
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let percent = 0.4213
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("due \(date, formatter: formatter)")
            Text(date, formatter: formatter)
            Text("\(percent * 100, specifier: "%.f")%")
        }
        let lines = renderLines(view, width: 20, height: 3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["due Fri 15 Jan", "Fri 15 Jan", "42%"])
    }
}
