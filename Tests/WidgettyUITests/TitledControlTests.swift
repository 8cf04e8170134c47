import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Every initialiser that takes a title, with a literal (`LocalizedStringKey`), a `String` and a
/// `LocalizedStringResource` property: `Label`, `Link`, `Button`, `Toggle`, `ProgressView`.
@MainActor
@Suite struct TitledControlTests {
    private func lines(_ view: some View, width: Int, height: Int) -> [String] {
        renderLines(view, width: width, height: height).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func labelsInEveryForm() {
        let title = "Rain"
        let resource: LocalizedStringResource = "Wind"
        let view = VStack(alignment: .leading, spacing: 0) {
            Label("Sun", systemImage: "sun.max")
            Label(title, systemImage: "cloud.rain")
            Label(resource, systemImage: "wind")
            Label(title: { Text("Snow") }, icon: { Image(systemName: "snowflake") })
            Label {
                Text("Bolt").bold()
            } icon: {
                Image(systemName: "bolt.fill")
            }
            Label("Logo", image: "no-such-picture")
            Label(title, image: "no-such-picture")
            Label(resource, image: "no-such-picture")
        }
        #expect(lines(view, width: 8, height: 8) == ["☀ Sun", "☂ Rain", "≈ Wind", "❄ Snow", "⚡ Bolt", "▨ Logo", "▨ Rain", "▨ Wind"])
    }

    @Test func linksAndButtonsInEveryForm() {
        let url = URL(string: "https://example.org")!
        let title = "Open"
        let resource: LocalizedStringResource = "Undo"
        let view = VStack(alignment: .leading, spacing: 0) {
            Link("Site", destination: url)
            Link(title, destination: url)
            Link(resource, destination: url)
            Button("Go") {}
            Button(title) {}
            Button(resource) {}
            Button("Delete", role: .destructive) {}
            Button(title, role: .cancel) {}
            Button(resource, role: nil) {}
            Button("Star", systemImage: "star") {}
            Button(title, systemImage: "star.fill") {}
            Button(resource, systemImage: "heart") {}
            Button(role: .destructive) {} label: { Text("Trash") }
        }
        #expect(lines(view, width: 8, height: 13) == [
            "Site", "Open", "Undo", "Go", "Open", "Undo", "Delete", "Open", "Undo", "☆ Star", "★ Open", "♡ Undo", "Trash",
        ])
        #expect(renderView(view, width: 8, height: 13).links.count == 3)
    }

    @Test func togglesDrawTheirStateBeforeTheirLabel() {
        let title = "Alarm"
        let resource: LocalizedStringResource = "Sound"
        let view = VStack(alignment: .leading, spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle(title, isOn: .constant(false))
            Toggle(resource, isOn: .constant(true))
            Toggle(isOn: .constant(false)) { Text("Custom").italic() }
            Toggle("Mute", systemImage: "bell", isOn: .constant(true))
            Toggle(title, systemImage: "alarm", isOn: .constant(false))
        }
        .toggleStyle(.switch)
        #expect(lines(view, width: 14, height: 6) == [
            "[x] Wi-Fi", "[ ] Alarm", "[x] Sound", "[ ] Custom", "[x] 🔔 Mute", "[ ] ⏰ Alarm",
        ])
        let on = renderView(Toggle("On", isOn: .constant(true)).tint(.green), width: 6, height: 1).buffer
        #expect(on[1, 0].style.foreground == .green)
        #expect(on[4, 0].style.foreground == .default)
        // A binding is read when the toggle is made.
        var state = false
        let binding = Binding(get: { state }, set: { state = $0 })
        binding.wrappedValue = true
        #expect(lines(Toggle("Set", isOn: binding).toggleStyle(.button), width: 7, height: 1) == ["[x] Set"])
    }

    @Test func progressViewsWithATitle() {
        let title = "Upload"
        let resource: LocalizedStringResource = "Sync"
        let view = VStack(alignment: .leading, spacing: 0) {
            ProgressView("Load", value: 0.5, total: 1.0)
            ProgressView(title, value: 1.0, total: 4.0)
            ProgressView(resource, value: 3, total: 4)
        }
        #expect(renderLines(view, width: 8, height: 6) == ["Load    ", "████░░░░", "Upload  ", "██░░░░░░", "Sync    ", "██████░░"])
        #expect(renderLines(ProgressView("Waiting"), width: 9, height: 1) == ["Waiting …"])
        #expect(renderLines(ProgressView(resource), width: 6, height: 1) == ["Sync …"])
    }
}
