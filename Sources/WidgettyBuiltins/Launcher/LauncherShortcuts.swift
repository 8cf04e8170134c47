import Foundation
import WidgettyKit
import WidgettyStore

/// One launcher button: a title and the deep link it opens.
struct LauncherShortcut: Codable, Hashable, Sendable {
    var title: String
    var url: URL
}

/// Every shortcut a launcher can show, in the order an empty `buttons` parameter shows them:
/// the user's own (suite `launcher`: title → URL, set with `widgetty defaults write --suite
/// launcher TITLE URL`), then one per prefix link handler of the home file (suite
/// `widgetty.links`, which the running home screen fills), then the home screen's own links.
/// Read through the public store API, so the launcher reloads when either suite changes.
struct LauncherShortcuts: Sendable {
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    /// What every home screen handles itself (`widgetty://…`): home, a button for each further
    /// page there is (`pages`, as the running screen shares it; none known: none), reload all.
    static func builtIn(pages: Int) -> [LauncherShortcut] {
        let home = page(1, title: "Home").map { [$0] } ?? []
        let further = pages < 2 ? [] : (2...pages).compactMap { page($0, title: "Page \($0)") }
        let reload = URL(string: "widgetty://reload").map { [LauncherShortcut(title: "Reload all", url: $0)] } ?? []
        return home + further + reload
    }

    private static func page(_ number: Int, title: String) -> LauncherShortcut? {
        URL(string: "widgetty://page/\(number)").map { LauncherShortcut(title: title, url: $0) }
    }

    /// All shortcuts, each title once (the first wins), and why the store could not be read.
    func all() -> (shortcuts: [LauncherShortcut], problem: String?) {
        var shortcuts: [LauncherShortcut] = []
        var problem: String?
        var pages = 1
        switch store() {
        case .success(let store):
            shortcuts += user(store) + handlers(store)
            pages = Self.pages(store)
        case .failure(let error):
            problem = error.description
        }
        var seen = Set<String>()
        let unique = (shortcuts + Self.builtIn(pages: pages)).filter { seen.insert($0.title).inserted }
        return (unique, problem)
    }

    /// How many pages the running home screen has (suite `widgetty.home`); 1 when none says.
    private static func pages(_ store: SharedStore) -> Int {
        guard let defaults = SharedDefaults(suiteName: WellKnownSuites.home, store: store) else { return 1 }
        return max(1, defaults.integer(forKey: "pages"))
    }

    /// The user's shortcuts by title; values that are not URLs with a scheme are skipped.
    private func user(_ store: SharedStore) -> [LauncherShortcut] {
        guard let defaults = SharedDefaults(suiteName: WellKnownSuites.launcher, store: store) else { return [] }
        return defaults.dictionaryRepresentation().keys.sorted().compactMap { title in
            guard let url = defaults.url(forKey: title), url.scheme != nil else { return nil }
            return LauncherShortcut(title: title, url: url)
        }
    }

    /// One shortcut per prefix handler: the prefix itself, titled by its last path component
    /// (`notes` for `file:///home/me/notes/`) or its host (`github.com`).
    private func handlers(_ store: SharedStore) -> [LauncherShortcut] {
        guard let defaults = SharedDefaults(suiteName: WellKnownSuites.links, store: store) else { return [] }
        return defaults.dictionaryRepresentation().keys.sorted().compactMap { prefix in
            guard let url = URL(string: prefix), url.scheme != nil else { return nil }
            return LauncherShortcut(title: Self.title(for: url), url: url)
        }
    }

    static func title(for url: URL) -> String {
        let last = url.lastPathComponent
        if !last.isEmpty, last != "/" { return last }
        return url.host ?? url.absoluteString
    }
}

/// The titles a launcher's `buttons` parameter offers: every shortcut there is now.
struct LauncherOptions: DynamicOptionsProvider {
    var shortcuts = LauncherShortcuts()
    func results() async throws -> [String] { shortcuts.all().shortcuts.map(\.title) }
}
