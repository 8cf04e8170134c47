import Foundation
import WidgettyKit
import WidgettyUI

/// The time left, as W1 prints it (`41d 09:54:51`, `to 2027-01-01 00:00`) in small and in big
/// digits (as tall as fit, centred) in medium and large. Whole seconds left are cut down, as `int()` does in the peers.
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
        if family == .systemSmall {
            // W1's lines, top left.
            lines
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .timeDependent(until: bodyChange)
        } else {
            bigFace
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .timeDependent(until: bodyChange)
        }
    }

    /// When this body next reads differently: each second for big digits; in small, whose
    /// seconds run by themselves, when the hours drop (a new prefix, a new day count) or the end.
    private var bodyChange: Date? {
        guard let remaining else { return nil }
        guard family == .systemSmall else { return remaining.changesAt }
        let hours = remaining.seconds % 86_400 / 3600
        return entry.target.addingTimeInterval(-Double(remaining.seconds / 86_400 * 86_400 + hours * 3600))
    }

    private var countdownLine: Text {
        guard let remaining else { return Text(verbatim: "0d 00:00:00") }
        let rest = remaining.seconds % 86_400
        return Text(verbatim: "\(remaining.seconds / 86_400)d ")
            + TickingClockText.time(hours: rest / 3600, minutes: rest % 3600 / 60, seconds: rest % 60,
                                    padHours: true, changesAt: remaining.changesAt, countsDown: true)
    }

    /// The title over the time left in the biggest digits that fit (seven, five or three rows),
    /// centred, with the days and the target under them; the small lines where none fit.
    private var bigFace: some View {
        let seconds = remaining?.seconds ?? 0
        let rest = seconds % 86_400
        let days = seconds / 86_400
        let digits = TickingClockText.string(hours: rest / 3600, minutes: rest % 3600 / 60, seconds: rest % 60, padHours: true)
        let caption = "\(days) \(days == 1 ? "day" : "days")  \(targetLine)"
        return ViewThatFits {
            ForEach(BigDigits.heights.reversed(), id: \.self) { height in
                VStack(spacing: height > 3 ? 1 : 0) {
                    if !entry.title.isEmpty {
                        Text(verbatim: entry.title).bold().lineLimit(1)
                    }
                    BigDigits(digits, height: height)
                    Text(verbatim: caption).lineLimit(1)
                }
            }
            lines
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
