import Foundation
import WidgettyKit
import WidgettyUI

/// The time left, as W1 prints it (`41d 09:54:51`, `to 2027-01-01 00:00`) in small and in big
/// digits (as tall as fit, centred) in medium and large, and in a small cell with room for
/// seven-row digits. Whole seconds left are cut down, as `int()` does in the peers.
struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.now) private var now
    @Environment(\.nonEnglishLocale) private var locale

    /// Whole seconds left and the instant that number drops, or nil once the target is reached.
    private var remaining: (seconds: Int, changesAt: Date)? {
        let left = entry.target.timeIntervalSince(now)
        guard left > 0 else { return nil }
        // One less than the seconds rounded up: the same as rounding down except exactly on a
        // second, where the render happens just as the number drops.
        let seconds = Int(left.rounded(.up)) - 1
        return (seconds, entry.target.addingTimeInterval(-Double(seconds)))
    }

    var body: some View {
        // The biggest digits that fit, centred; else the lines (W1's, top left, in small).
        ViewThatFits {
            ForEach(faces, id: \.self) { face in bigFace(height: face.height, dayHeight: face.dayHeight) }
            lines.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: family == .systemSmall ? .topLeading : .center)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .timeDependent(until: bodyChange)
    }

    /// The digit heights tried, tallest first: small keeps W1's lines unless seven-row digits
    /// fit (a small cell of a big terminal).
    private var faceHeights: [Int] {
        (family == .systemSmall ? BigDigits.tallHeights + [7] : BigDigits.tallHeights + BigDigits.heights).sorted(by: >)
    }

    /// The faces tried, biggest first: for each height of the time's digits, first with the days
    /// in big digits over them (a large cell of a big terminal has the rows), then without.
    private var faces: [Face] {
        faceHeights.flatMap { height in
            [13, 11, 9].filter { $0 < height }.map { Face(height: height, dayHeight: $0) } + [Face(height: height, dayHeight: nil)]
        }
    }

    private struct Face: Hashable {
        let height: Int
        let dayHeight: Int?
    }

    /// When this body next reads differently: the digits run by themselves, so when the hours
    /// drop (a new prefix, a new day count) or at the end.
    private var bodyChange: Date? {
        guard let remaining else { return nil }
        let hours = remaining.seconds % 86_400 / 3600
        return entry.target.addingTimeInterval(-Double(remaining.seconds / 86_400 * 86_400 + hours * 3600))
    }

    private var countdownLine: Text {
        guard let remaining else { return Text(verbatim: "0d 00:00:00") }
        return Text(verbatim: "\(remaining.seconds / 86_400)d ") + runningTime
    }

    /// `HH:MM:SS` left in the day, running by itself (redrawn alone each second).
    private var runningTime: Text {
        guard let remaining else { return Text(verbatim: "00:00:00") }
        let rest = remaining.seconds % 86_400
        return TickingClockText.time(hours: rest / 3600, minutes: rest % 3600 / 60, seconds: rest % 60,
                                     padHours: true, changesAt: remaining.changesAt, countsDown: true)
    }

    /// The title over the time left in digits `height` rows tall, with the days and the target
    /// under them. The digits run by themselves, as the lines do: each second redraws only them.
    /// With `dayHeight`, the days are big digits of that height over the time, the word `days`
    /// beside them (they change with the hours, when the body is drawn anew).
    private func bigFace(height: Int, dayHeight: Int? = nil) -> some View {
        let days = (remaining?.seconds ?? 0) / 86_400
        let dayWord = days == 1 ? "day" : "days"
        let dayCount = "\(days) \(dayWord)"
        return VStack(spacing: height > 3 ? 1 : 0) {
            if !entry.title.isEmpty {
                Text(verbatim: entry.title).bold().lineLimit(1)
            }
            if let dayHeight {
                HStack(alignment: .bottom, spacing: 2) {
                    BigDigits(String(days), height: dayHeight)
                    Text(verbatim: dayWord).lineLimit(1)
                }
            }
            TimeDrivenBigDigits(runningTime, height: height)
            if dayHeight != nil {
                Text(verbatim: targetLine).lineLimit(1)
            } else if BigDigits.tallHeights.contains(height) {
                // Under the tallest digits (a cell with rows to spare), the days and the target a line each.
                VStack(spacing: 0) {
                    Text(verbatim: dayCount).lineLimit(1)
                    Text(verbatim: targetLine).lineLimit(1)
                }
            } else {
                Text(verbatim: "\(dayCount)  \(targetLine)").lineLimit(1)
            }
        }
    }

    /// The title, `39d 09:54:51` and `to 2027-01-01 00:00`, one a line.
    private var lines: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !entry.title.isEmpty {
                Text(verbatim: entry.title).bold().lineLimit(1)
            }
            countdownLine.lineLimit(1)
            Text(verbatim: targetLine).lineLimit(1)
        }
    }

    private var targetLine: String {
        "to " + DateText.string(
            entry.target, "yyyy-MM-dd HH:mm", in: TimeZone(identifier: entry.timeZoneIdentifier) ?? .current, locale: locale)
    }
}
