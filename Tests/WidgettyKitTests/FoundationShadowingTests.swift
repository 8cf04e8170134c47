import Foundation
import Testing
import Widgetty

/// Code that imports both Foundation and Widgetty (a ported file keeps its `import Foundation`)
/// names Foundation's date formatters unqualified and gets Widgetty's: Linux's Foundation lacks
/// `RelativeDateTimeFormatter` and declares `DateComponentsFormatter` unavailable, and a
/// declaration of the module that imports the other shadows it.
@Suite struct FoundationShadowingTests {
    @Test func theDateFormattersResolveToWidgettysAndFormat() {
        let duration = DateComponentsFormatter()
        duration.unitsStyle = .positional
        duration.allowedUnits = [.minute, .second]
        duration.zeroFormattingBehavior = [.pad]
        #expect(duration.string(from: 65) == "01:05")
        let style: DateComponentsFormatter.UnitsStyle = .abbreviated
        let zeros: DateComponentsFormatter.ZeroFormattingBehavior = .dropAll
        #expect(style.rawValue == 1 && zeros.contains(.dropMiddle))

        let relative = RelativeDateTimeFormatter()
        relative.locale = Locale(identifier: "en_US")
        let now = Date()
        #expect(relative.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now) == "2 hours ago")
    }
}
