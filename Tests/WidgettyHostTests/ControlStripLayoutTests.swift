import Testing
import WidgettyHost
import WidgettyScreen
import WidgettyTerminal

/// The control strip's row: chips of one width shared out of the row, scrolled to the focused
/// control when they do not all fit, and drawn into a cell buffer — the focused chip in reverse,
/// a failed control's name after `✗`, `‹` `›` where more lie.
@Suite struct ControlStripLayoutTests {
    @Test func chipsShareTheRowWithinTheirBoundsAndOneSizeWhateverTheScroll() {
        let three = ControlStripLayout(count: 3, width: 80)
        #expect(three.chips.map(\.frame) == [0, 1, 2].map { Rect(x: $0 * 27, y: 0, width: 26, height: 1) }, "80 columns shared by 3")
        #expect(!three.moreBefore && !three.moreAfter)
        let one = ControlStripLayout(count: 1, width: 120)
        #expect(one.chips.map(\.frame.width) == [ControlStripLayout.widest], "a lone control is no wider than the widest chip")
        #expect(ControlStripLayout.contentSize(count: 1, width: 120) == Size(width: ControlStripLayout.widest - 2, height: 1))
        for width in [20, 41, 80, 133] {
            for count in 1...12 {
                let size = ControlStripLayout.contentSize(count: count, width: width)
                for focused in 0..<count {
                    let strip = ControlStripLayout(count: count, width: width, showing: focused)
                    #expect(strip.chips.contains { $0.index == focused }, "the focused control is shown (\(count) in \(width))")
                    #expect(strip.chips.allSatisfy { $0.contentFrame.size == size }, "one size for every chip")
                    #expect(strip.chips.allSatisfy { $0.frame.minX >= (strip.moreBefore ? 1 : 0) && $0.frame.maxX <= width - (strip.moreAfter ? 1 : 0) })
                    #expect(zip(strip.chips, strip.chips.dropFirst()).allSatisfy { $1.frame.minX == $0.frame.maxX + 1 && $1.index == $0.index + 1 })
                    #expect(strip.moreBefore == (strip.chips.first!.index > 0) && strip.moreAfter == (strip.chips.last!.index < count - 1))
                }
            }
        }
    }

    @Test func aPointFindsItsChipAndTheGapsNone() {
        let strip = ControlStripLayout(count: 2, width: 40)
        let second = strip.chips[1].frame
        #expect(strip.index(at: Point(x: second.minX, y: 0)) == 1)
        #expect(strip.index(at: Point(x: strip.chips[0].frame.maxX, y: 0)) == nil, "the separator is no chip's")
        #expect(strip.index(at: Point(x: second.minX, y: 1)) == nil, "the strip is one row")
        #expect(ControlStripLayout(count: 0, width: 40).chips.isEmpty)
    }

    @Test func theStripIsDrawnOnTheTopRowWithFocusVisibleWithoutColour() {
        let strip = ControlStripLayout(count: 3, width: 40, showing: 1)
        var fan = CellBuffer(width: strip.chips[0].contentFrame.width, height: 1)
        fan.write("Fan [x] On", at: .zero)
        var boil = CellBuffer(width: strip.chips[1].contentFrame.width, height: 1)
        boil.write("☕ Boil", at: .zero)
        let chips = [
            ControlStripChip(frame: strip.chips[0].frame, content: fan, title: "Fan"),
            ControlStripChip(frame: strip.chips[1].frame, content: boil, title: "Kettle", focused: true),
            ControlStripChip(frame: strip.chips[2].frame, title: "Lights", marker: .failed(reason: "unknown room")),
        ]
        var screen = HomeScreenPainter.paint(size: Size(width: 40, height: 4), cells: [], page: 0, pageCount: 1, status: .init(hints: ["q quit"]))
        ControlStripPainter.draw(chips, moreBefore: false, moreAfter: false, into: &screen, theme: .standard)
        #expect(screen.lines[0] == " Fan [x] On │ ☕ Boil    │ ✗ Lights     ", "13 columns a chip, the last with no separator after it")
        let kettle = strip.chips[1].frame
        #expect((kettle.minX..<kettle.maxX).allSatisfy { screen[$0, 0].style.attributes.contains(.reverse) }, "the focused chip, margins too")
        #expect(!screen[0, 0].style.attributes.contains(.reverse) && !screen[kettle.maxX, 0].style.attributes.contains(.reverse))
        #expect(screen.lines[1].allSatisfy { $0 == " " }, "the grid starts below")
    }

    @Test func aLoadingOrStaleControlShowsItsNameOrItsMarkAndTheEndsShowWhereMoreLie() {
        let strip = ControlStripLayout(count: 9, width: 30, showing: 4)
        #expect(strip.moreBefore && strip.moreAfter)
        let chips = strip.chips.map { chip in
            ControlStripChip(frame: chip.frame, title: "c\(chip.index)", marker: chip.index == 4 ? .stale(reason: "timed out", age: "1m") : nil)
        }
        var screen = CellBuffer(width: 30, height: 2)
        ControlStripPainter.draw(chips, moreBefore: true, moreAfter: true, into: &screen, theme: .standard)
        #expect(screen.lines[0] == "‹ c3       │ c4      !       ›", "the run holding c4, its last reload failed")
    }
}
