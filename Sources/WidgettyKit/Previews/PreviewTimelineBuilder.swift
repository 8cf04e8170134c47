/// The entries of a widget `#Preview`'s `timeline:` closure, one per line, with `if` and `for`.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression<Entry: TimelineEntry>(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock<Entry: TimelineEntry>(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional<Entry: TimelineEntry>(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither<Entry: TimelineEntry>(first part: [Entry]) -> [Entry] { part }
    public static func buildEither<Entry: TimelineEntry>(second part: [Entry]) -> [Entry] { part }
    public static func buildArray<Entry: TimelineEntry>(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability<Entry: TimelineEntry>(_ part: [Entry]) -> [Entry] { part }
}
