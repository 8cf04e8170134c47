/// The entries of a widget `#Preview`'s `timeline:` closure, one per line, with `if` and `for`.
@resultBuilder
public enum PreviewTimelineBuilder {
    /// An entry written on a line of the closure.
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    /// An array of entries (from a helper or a `map`) in order.
    public static func buildExpression<Entry: TimelineEntry>(_ entries: [Entry]) -> [Entry] { entries }
    /// The entries of each line, in order: the preview steps through them.
    public static func buildBlock<Entry: TimelineEntry>(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    /// The entries of an `if` without `else`, or none.
    public static func buildOptional<Entry: TimelineEntry>(_ part: [Entry]?) -> [Entry] { part ?? [] }
    /// The entries of an `if`'s true branch.
    public static func buildEither<Entry: TimelineEntry>(first part: [Entry]) -> [Entry] { part }
    /// The entries of an `else` branch.
    public static func buildEither<Entry: TimelineEntry>(second part: [Entry]) -> [Entry] { part }
    /// The entries of a `for` loop's passes.
    public static func buildArray<Entry: TimelineEntry>(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    /// The entries inside `if #available`.
    public static func buildLimitedAvailability<Entry: TimelineEntry>(_ part: [Entry]) -> [Entry] { part }
}
