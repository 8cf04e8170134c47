/// The suites Widgetty itself reads or writes, documented for widget authors.
public enum WellKnownSuites {
    /// The to-do list (``SharedTodoList``).
    public static let todo = "todo"
    /// The user's launcher shortcuts: key = the button's title, value = its URL (text or url).
    public static let launcher = "launcher"
    /// Written by the running home screen: its prefix link handlers from the home file's
    /// `links:`, key = the prefix, value = the program that opens it.
    public static let links = "widgetty.links"
    /// Written by the running home screen: what it shows, key `pages` = how many pages it has
    /// now (an int), so a launcher offers only pages there are.
    public static let home = "widgetty.home"
    /// The feed widget's read marks: key = an item's id (its guid, Atom id or JSON Feed id),
    /// value = when it was opened (a date).
    public static let feedRead = "feed.read"
    /// `NSUbiquitousKeyValueStore.default`'s keys and values (iCloud's key-value store, kept on
    /// this computer).
    public static let ubiquitous = "widgetty.ubiquitous"
}
