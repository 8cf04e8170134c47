import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyScreen
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// Every built-in widget, in every family it has on the home screen and in every built-in
/// theme, drawn with realistic fixed data as a terminal of 8 colours, 16 colours and none
/// (`NO_COLOR`) shows it: no glyph is invisible (``LowColorCheck``); and the calendar's today
/// marker shows without colour.
@MainActor
@Suite struct LowColorWidgetTests {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    /// What widgets are drawn in under a theme's palette: its accent as tint, its graph
    /// colours, its appearance as the colour scheme (as the home screen sets them).
    static func environment(_ palette: ThemePalette) -> EnvironmentValues {
        var environment = EnvironmentValues.fixedForTests
        environment.colorScheme = palette.appearance == .light ? .light : .dark
        environment.tint = Color(terminal: palette.accent)
        environment.graphColors = palette.graph.map(Color.init(terminal:))
        return environment
    }

    @Test func noBuiltinWidgetDrawsAnInvisibleGlyphWithFewColoursOrNone() async throws {
        let directory = try FixtureDirectory()
        let repository = try await FixtureRepository.make(in: directory)
        let terminal = Size(width: 120, height: 40)
        var failures: [String] = []
        var kinds = Set<String>()
        for descriptor in BuiltinWidgets.all {
            for family in Self.families where descriptor.supportedFamilies.contains(family) {
                let size = try BuiltinCellFitTests.contentSize(family, terminal: terminal)
                let entry = try await BuiltinCellFitTests.entry(descriptor.kind, family: family, size: size, repository: repository.path)
                for (name, palette, _) in LowColorCheck.targets(depth: .ansi8) {
                    let frame = BuiltinHarness.render(descriptor, entry: entry, family: family, width: size.width, height: size.height,
                                                      now: BuiltinHarness.sunday, base: Self.environment(palette)).buffer
                    for depth in LowColorCheck.depths {
                        let target = try #require(LowColorCheck.targets(depth: depth).first { $0.name == name }).target
                        let invisible = LowColorCheck.invisible(in: frame, on: target)
                        if !invisible.isEmpty {
                            failures.append("\(descriptor.kind) \(family), \(name), \(depth): \(invisible.count), e.g. \(invisible.prefix(3))")
                        }
                    }
                }
                kinds.insert(descriptor.kind)
            }
        }
        #expect(kinds == Set(BuiltinWidgets.all.map(\.kind)), "every built-in is drawn")
        #expect(failures.isEmpty, "\(failures.count) renderings hide text:\n\(failures.prefix(40).joined(separator: "\n"))")
    }

    @Test func theCalendarsTodayIsMarkedWithoutColour() throws {
        let entry = CalendarEntry(date: BuiltinHarness.sunday, timeZoneIdentifier: "UTC", layout: .month, events: [])
        let descriptor = try BuiltinHarness.descriptor("calendar")
        for palette in BuiltinThemes.all.flatMap(\.palettes) {
            let frame = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: .systemSmall,
                                              now: BuiltinHarness.sunday, base: Self.environment(palette)).buffer
            let plain = ColorTarget(depth: .monochrome)
            // 22 November 2026: "22" at columns 18–19 of row 7 (W1's month face); the 21st beside it.
            let today = frame[18, 7].reduced(for: plain), other = frame[15, 7].reduced(for: plain)
            #expect(frame[18, 7].text == "2" && frame[15, 7].text == "2")
            #expect(!today.style.attributes.isEmpty && today.style != other.style,
                    "today \(today.style) must differ from another day \(other.style) without colour")
        }
    }
}
