import Testing

@testable import WidgettyNcurses

@Suite struct ColorPairTableTests {
    @Test func assignsPairsOnDemandAndReportsWhenFull() {
        var table = ColorPairTable(limit: 2)
        #expect(table.pair(foreground: -1, background: -1) == .existing(0))
        #expect(table.pair(foreground: 1, background: -1) == .assigned(1))
        #expect(table.pair(foreground: 1, background: -1) == .existing(1))
        #expect(table.pair(foreground: 2, background: 3) == .assigned(2))
        #expect(table.pair(foreground: 4, background: 4) == .full)
        table.reset()
        #expect(table.count == 0)
        #expect(table.pair(foreground: 4, background: 4) == .assigned(1))
    }
}
