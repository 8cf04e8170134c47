import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Images, labels, progress, gauges, links and extras")
struct ControlsAndExtrasTests {
    @Test func systemImagesBecomeGlyphs() {
        #expect(renderLines(Image(systemName: "sun.max"), width: 1, height: 1) == ["☀"])
        #expect(renderLines(Image(systemName: "star.fill"), width: 1, height: 1) == ["★"])
        #expect(renderLines(Image(systemName: "bookmark.fill"), width: 2, height: 1) == ["🔖"])
        #expect(renderLines(Image(systemName: "no.such.symbol"), width: 1, height: 1) == ["◌"])
        #expect(renderLines(Image("photo_asset"), width: 1, height: 1) == ["▨"])
    }

    @Test func resizableImageCentresInItsFrame() {
        #expect(renderLines(Image("bg").resizable().frame(width: 3, height: 3), width: 3, height: 3) == ["   ", " ▨ ", "   "])
    }

    @Test func imagesTakeTheForegroundColour() {
        #expect(renderView(Image(systemName: "heart.fill").foregroundColor(.red), width: 1, height: 1).buffer[0, 0].style.foreground == .red)
    }

    @Test func label() {
        #expect(renderLines(Label("Rain", systemImage: "cloud.rain"), width: 6, height: 1) == ["☂ Rain"])
    }

    @Test func progressBarsInEighths() {
        #expect(renderLines(ProgressView(value: 0.5), width: 4, height: 1) == ["██░░"])
        #expect(renderLines(ProgressView(value: 0.3), width: 4, height: 1) == ["█▎░░"])
        #expect(renderLines(ProgressView(value: 3.0, total: 3.0), width: 3, height: 1) == ["███"])
        #expect(renderLines(ProgressView("Load", value: 0.5, total: 1.0), width: 4, height: 2) == ["Load", "██░░"])
        #expect(renderLines(ProgressView(), width: 1, height: 1) == ["…"])
    }

    @Test func gauge() {
        let gauge = Gauge(value: 0.5, in: 0...1) { Text("CPU") } currentValueLabel: { Text("50%") }
        #expect(renderLines(gauge, width: 8, height: 2) == ["CPU  50%", "████░░░░"])
        #expect(renderLines(Gauge(value: 5.0, in: 0...10) { Text("T") }, width: 2, height: 2) == ["T ", "█░"])
    }

    @Test func buttonsDrawTheirLabel() {
        #expect(renderLines(Button("Go") {}, width: 2, height: 1) == ["Go"])
        #expect(renderLines(Button(action: {}, label: { Text("OK") }), width: 2, height: 1) == ["OK"])
    }

    @Test func linkRegionsAndWidgetURL() throws {
        let home = try #require(URL(string: "app://home")), settings = try #require(URL(string: "app://settings"))
        let whole = try #require(URL(string: "app://widget"))
        let view = VStack {
            Link(destination: home) { Text("Home") }
            Link("Settings", destination: settings)
        }.widgetURL(whole)
        let rendered = renderView(view, width: 8, height: 2)
        #expect(rendered.buffer.lines == ["  Home  ", "Settings"])
        #expect(rendered.links == [LinkRegion(frame: Rect(x: 2, y: 0, width: 4, height: 1), url: home),
                                   LinkRegion(frame: Rect(x: 0, y: 1, width: 8, height: 1), url: settings)])
        #expect(rendered.widgetURL == whole)
    }

    @Test func linksAreInReadingOrderAndOutermostWidgetURLWins() throws {
        let a = try #require(URL(string: "a:")), b = try #require(URL(string: "b:"))
        let view = HStack(alignment: .bottom) {
            Link("x", destination: a)
            Text("y\nz")
            Link("w", destination: b).frame(height: 2, alignment: .top)
        }.widgetURL(b).widgetURL(a)
        let rendered = renderView(view, width: 5, height: 2)
        #expect(rendered.links.map(\.url) == [b, a])
        #expect(rendered.widgetURL == a)
    }

    @Test func sparkline() {
        #expect(renderLines(Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]), width: 8, height: 1) == ["▁▂▃▄▅▆▇█"])
        #expect(renderLines(HStack { Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]) }.frame(width: 4), width: 4, height: 1) == ["▁▃▆█"])
        #expect(renderLines(Sparkline(values: [2, 2]), width: 2, height: 1) == ["▄▄"])
    }

    @Test func barExtra() {
        #expect(renderLines(Bar(value: 1, total: 2), width: 2, height: 1) == ["█░"])
    }

    @Test func barChart() {
        #expect(renderLines(BarChart(values: [1, 2, 4, 0]), width: 4, height: 2) == ["  █ ", "▄██ "])
        #expect(renderLines(BarChart(values: [1, 3]), width: 2, height: 1) == ["▃█"])
        #expect(renderLines(BarChart(values: [5, 1, 2]).frame(width: 2), width: 2, height: 1) == ["▄█"])
    }

    @Test func bigDigits() {
        #expect(renderLines(BigDigits("12"), width: 7, height: 3) == ["╶┐  ╶─┐", " │  ┌─┘", "╶┴╴ └─╴"])
        #expect(renderLines(BigDigits("0:9"), width: 9, height: 3) == ["┌─┐   ┌─┐", "│ │ ∶ └─┤", "└─┘   ╶─┘"])
    }
}
