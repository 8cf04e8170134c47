import Foundation
import Testing
import WidgettyExtensionProtocol
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The rendered entry: cells, links and the time-driven parts, sent and rebuilt so that the host
/// redraws them as time passes exactly as a render in its own process would.
@MainActor @Suite struct RenderedEntryTests {
    static let t0 = Date(timeIntervalSinceReferenceDate: 812_000_000)
    static let size = Size(width: 40, height: 9)
    static let environment = RenderEnvironment(locale: "en_GB", timeZone: "UTC", tint: .rgb(200, 100, 0))

    /// A timer, a relative date, a timer bar with its label, wide characters, emoji sequences,
    /// colours, links and a widget URL.
    static func view() -> some View {
        let t0 = Self.t0
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(verbatim: "⏱").foregroundColor(.red)
                Text(timerInterval: t0...t0.addingTimeInterval(3000), countsDown: true).bold()
            }
            Text(verbatim: "due ") + Text(t0.addingTimeInterval(-90), style: .relative).foregroundColor(.blue)
            ProgressView(timerInterval: t0.addingTimeInterval(-100)...t0.addingTimeInterval(2900), countsDown: true)
            Link(destination: URL(string: "https://example.com/%E6%97%A5")!) {
                Text(verbatim: "日本語 👩‍👩‍👧 🇵🇹 é ok").foregroundColor(Color(red: 0.1, green: 0.5, blue: 0.9))
            }
            Text(verbatim: "wide 漢字").background(Color.blue)
        }
        .widgetURL(URL(string: "https://example.com/open")!)
    }

    static func render(at now: Date) -> RenderedView {
        ViewRenderer.render(view(), size: size, environment: environment.values(family: .systemMedium, now: now))
    }

    static func sampleEntry() throws -> RenderedEntry {
        RenderedEntry(date: t0, relevance: TimelineEntryRelevance(score: 0.5, duration: 60), view: render(at: t0))
    }

    static func sent(_ entry: RenderedEntry) throws -> RenderedView {
        try ExtensionProtocol.decode(RenderedEntry.self, from: ExtensionProtocol.encode(entry)).renderedView()
    }

    @Test func theCellsLinksAndURLArriveAsRendered() throws {
        let rendered = Self.render(at: Self.t0)
        let entry = try Self.sampleEntry()
        #expect(entry.ticking != nil)
        #expect(entry.ticking?.spans.count == 4)  // the timer, the relative text, the bar and its label
        let received = try Self.sent(entry)
        #expect(received.buffer == rendered.buffer)
        #expect(received.links == rendered.links)
        #expect(received.links.count == 1)
        #expect(received.widgetURL == rendered.widgetURL)
        #expect(received.nextChange == rendered.nextChange)
        #expect(rendered.buffer.lines.joined().contains("漢字"))
        #expect(rendered.buffer.lines.joined().contains("👩‍👩‍👧"))
    }

    @Test func timeDrivenPartsRedrawAsAnInProcessRenderWould() throws {
        let received = try Self.sent(Self.sampleEntry())
        let original = Self.render(at: Self.t0)
        var patched = 0
        for seconds in [1, 2, 7, 59, 61, 299, 300, 601, 2999, 3001] {
            let later = Self.t0.addingTimeInterval(TimeInterval(seconds))
            let whole = Self.render(at: later)
            let local = original.redrawn(at: later)
            let remote = received.redrawn(at: later)
            #expect((local == nil) == (remote == nil), "at +\(seconds) s")
            guard let remote else { continue }
            patched += 1
            #expect(remote.buffer == whole.buffer, "at +\(seconds) s:\n\(remote.buffer.lines.joined(separator: "\n"))\n≠\n\(whole.buffer.lines.joined(separator: "\n"))")
            #expect(remote.nextChange == whole.nextChange, "at +\(seconds) s")
            // Sent again from the patched view: still the same parts, still live.
            let resent = try Self.sent(RenderedEntry(date: Self.t0, relevance: nil, view: remote))
            let next = later.addingTimeInterval(1)
            #expect(resent.redrawn(at: next)?.buffer == Self.render(at: next).buffer, "after +\(seconds) s")
        }
        #expect(patched >= 5, "\(original.buffer.lines)")
    }

    @Test func aPrerenderedViewDrawsAsTheOriginalAndStaysPatchable() throws {
        let received = try Self.sent(Self.sampleEntry())
        for seconds in [0, 1, 59, 299] {
            let later = Self.t0.addingTimeInterval(TimeInterval(seconds))
            let environment = Self.environment.values(family: .systemMedium, now: later)
            let host = ViewRenderer.render(PrerenderedView(received), size: Self.size, environment: environment)
            let whole = Self.render(at: later)
            #expect(host.buffer == whole.buffer, "at +\(seconds) s")
            #expect(host.links == whole.links)
            #expect(host.widgetURL == whole.widgetURL)
            #expect(host.nextChange == whole.nextChange, "at +\(seconds) s")
            // The host's own patch path (RenderedView.redraw) works on it.
            let next = later.addingTimeInterval(1)
            let hostPatched = try #require(host.redrawn(at: next), "at +\(seconds) s")
            #expect(hostPatched.buffer == Self.render(at: next).buffer, "at +\(seconds + 1) s")
        }
    }

    @Test func anotherSizeDrawsWhatFitsAndSaysSo() throws {
        let received = try Self.sent(Self.sampleEntry())
        let reports = Reports()
        let small = Size(width: 12, height: 3)
        let host = ViewRenderer.render(
            PrerenderedView(received) { reports.list.append($0) }, size: small,
            environment: Self.environment.values(family: .systemMedium, now: Self.t0))
        #expect(reports.list == [.size(rendered: Self.size, shown: small)])
        #expect(host.buffer.size == small)
        // Whole graphemes only: no continuation cell without its wide grapheme.
        for y in 0..<small.height {
            for x in 0..<small.width where host.buffer[x, y].isContinuation {
                #expect(x > 0 && host.buffer[x - 1, y].width == 2)
            }
        }
        #expect(host.buffer.lines[0] == String(received.buffer.lines[0].prefix(12)))
    }

    @Test func gridsKeepGraphemesWidthsAndStyles() throws {
        var buffer = CellBuffer(width: 12, height: 4)
        let red = Style(foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold, .italic])
        buffer.write("a漢b👩‍👩‍👧🇵🇹e\u{301}", at: Point(x: 0, y: 0), style: red)
        buffer.write("xyz", at: Point(x: 0, y: 1), style: Style(foreground: .palette(208)))
        // Lone regional indicators and leading jamo side by side: each its own cell.
        buffer.setCell(Cell("🇵", width: 2, style: .plain), x: 0, y: 2)
        buffer.setCell(Cell("🇹", width: 2, style: .plain), x: 2, y: 2)
        buffer.setCell(Cell("\u{1100}", width: 2, style: .plain), x: 4, y: 2)
        buffer.setCell(Cell("\u{1100}", width: 2, style: .plain), x: 6, y: 2)
        // The right half of a wide grapheme restyled alone.
        buffer.write("字", at: Point(x: 0, y: 3))
        buffer.restyle(Rect(x: 1, y: 3, width: 1, height: 1)) { $0.attributes = .reverse }
        let grid = CellGrid(buffer)
        let decoded = try ExtensionProtocol.decode(CellGrid.self, from: ExtensionProtocol.encode(grid)).buffer()
        #expect(decoded == buffer)
        #expect(grid.styles.count == 4)
        #expect(grid.lines[1].first?.t == "xyz")
    }

    @Test func aBrokenGridIsRefused() throws {
        var grid = CellGrid(CellBuffer(width: 3, height: 1))
        grid.lines[0][0].t = "ab"
        #expect(throws: ExtensionProtocolError.self) { try grid.buffer() }
        grid = CellGrid(CellBuffer(width: 3, height: 1))
        grid.lines[0][0].s = 5
        #expect(throws: ExtensionProtocolError.self) { try grid.buffer() }
    }
}

/// What a prerendered view reported.
@MainActor final class Reports {
    var list: [PrerenderedStaleness] = []
}
