import Foundation
import WidgettyFiles
import WidgettyKit

/// The home file on disk and the text last loaded from it. ``save(_:)`` applies an edit with
/// ``HomeFileEditor`` to the file as it is under ``HomeFileWriter``'s lock and writes the result
/// there; when another program changed the file since it was loaded, the edit is applied over
/// that change (never dropping it) or refused with an explanation of what changed.
@MainActor
public struct HomeFileStore {
    public let url: URL
    /// The text the caller is showing (nil: the file as it is on disk).
    public private(set) var loadedText: String?
    private let check: @MainActor (String) -> [HomeFileProblem]

    /// What a save did.
    public struct Saved: Sendable {
        /// The file's new content.
        public var text: String
        /// Set when the file had been changed elsewhere and the edit was applied over that change.
        public var note: String?
    }

    /// `check` lists a text's problems; a save whose result has a problem the file did not have is
    /// refused (by default, the parser's structural problems).
    public init(
        url: URL, loadedText: String? = nil,
        check: @escaping @MainActor (String) -> [HomeFileProblem] = { HomeFileParser.parse($0, file: "home.yaml").1 }
    ) {
        self.url = url
        self.loadedText = loadedText
        self.check = check
    }

    /// Reads the file and remembers its text as loaded.
    public mutating func load() throws(HomeSaveError) -> String {
        let text = try read()
        loadedText = text
        return text
    }

    /// Applies an edit to the file as it is on disk now and replaces it atomically.
    public mutating func save(_ edit: HomeEdit) throws(HomeSaveError) -> Saved {
        try save { _ throws(HomeSaveError) in edit }
    }

    /// Saves the edit `makeEdit` makes from the file's text as it is now, read with every other
    /// writer waiting (``HomeFileWriter``): `widgetty edit` decides there what its values change.
    /// When the text differs from ``loadedText`` (what the caller shows), the edit is applied
    /// over that change or refused as a conflict.
    public mutating func save(making makeEdit: (_ current: String) throws(HomeSaveError) -> HomeEdit) throws(HomeSaveError) -> Saved {
        let base = loadedText, check = self.check, url = self.url
        var seen: String?
        do {
            let saved = try HomeFileWriter.update(url) { current throws(HomeSaveError) in
                guard let current else { throw .unreadable(path: url.path, reason: "no such file") }
                seen = current
                let saved = try Self.apply(makeEdit(current), base: base ?? current, current: current, check: check)
                return (saved.text, saved)
            }
            loadedText = saved.text
            return saved
        } catch {
            if let seen { loadedText = seen }
            throw error
        }
    }

    /// The text `edit` makes of `current`, rebased when the caller loaded `base` and the file has
    /// changed since.
    private static func apply(
        _ edit: HomeEdit, base: String, current: String, check: @MainActor (String) -> [HomeFileProblem]
    ) throws(HomeSaveError) -> Saved {
        let changedElsewhere = current != base
        let newText: String
        do {
            let rebased = changedElsewhere ? try Self.rebase(edit, from: base, onto: current) : edit
            newText = try HomeFileEditor.apply(rebased, to: current)
        } catch {
            guard changedElsewhere else { throw .invalidEdit(error) }
            throw .conflict(
                message: "the home file was changed elsewhere (\(Self.describeChanges(from: base, to: current))) "
                    + "and your change no longer fits it: \(error.message). Nothing was saved; the file is shown as it is now",
                currentText: current)
        }
        if let problem = HomeFileEditor.firstNewProblem(before: check(current), after: check(newText)) {
            throw .invalidEdit(HomeEditError("\(problem.message); nothing was saved"))
        }
        let note = changedElsewhere ? "the home file had been changed elsewhere; your change was applied over that change" : nil
        return Saved(text: newText, note: note)
    }

    private func read() throws(HomeSaveError) -> String {
        switch HomeFileText.read(url, name: url.path) {
        case .success(let text): return text
        case .failure(let error): throw .unreadable(path: url.path, reason: error.reason.description)
        }
    }

    /// The edit to apply to `current` instead: a parameter change carries only what the user
    /// changed, so parameters changed elsewhere are kept; both changing one parameter is a conflict.
    static func rebase(_ edit: HomeEdit, from base: String, onto current: String) throws(HomeEditError) -> HomeEdit {
        guard case .setParams(let id, let params) = edit,
            let now = widget(id, in: current)?.params
        else { return edit }
        let old = widget(id, in: base)?.params ?? [:]
        var merged = now
        for key in Set(old.keys).union(params.keys).sorted() where old[key] != params[key] {
            if now[key] != old[key], now[key] != params[key] {
                throw HomeEditError(
                    "'\(key)' of '\(id)' was set to \(now[key]?.description ?? "nothing") there while you set it to \(params[key]?.description ?? "nothing")")
            }
            merged[key] = params[key]
        }
        return .setParams(widgetID: id, params: merged)
    }

    private static func widget(_ id: String, in text: String) -> WidgetPlacement? {
        HomeFileParser.parse(text, file: "home.yaml").0?.allWidgets.first { $0.id == id }
    }

    /// What differs between two versions of the file, by item: "removed 'clock'; changed 'world'".
    static func describeChanges(from old: String, to new: String) -> String {
        func items(_ text: String) -> [String: HomeItem] {
            let pages = HomeFileParser.parse(text, file: "home.yaml").0?.pages ?? []
            var result: [String: HomeItem] = [:]
            for item in pages.flatMap(\.items) { result[item.id] = result[item.id] ?? item.withoutLocations }
            return result
        }
        let before = items(old), after = items(new)
        var parts: [String] = []
        let removed = before.keys.filter { after[$0] == nil }.sorted()
        let added = after.keys.filter { before[$0] == nil }.sorted()
        let changed = before.keys.filter { after[$0] != nil && after[$0] != before[$0] }.sorted()
        if !removed.isEmpty { parts.append("removed " + removed.map { "'\($0)'" }.joined(separator: ", ")) }
        if !added.isEmpty { parts.append("added " + added.map { "'\($0)'" }.joined(separator: ", ")) }
        if !changed.isEmpty { parts.append("changed " + changed.map { "'\($0)'" }.joined(separator: ", ")) }
        return parts.isEmpty ? "outside its widgets" : parts.joined(separator: "; ")
    }
}

extension HomeItem {
    /// The item without where it is written, to compare two versions of a file.
    var withoutLocations: HomeItem {
        func strip(_ widget: WidgetPlacement) -> WidgetPlacement {
            var copy = widget
            copy.location = nil
            copy.paramLocations = [:]
            copy.paramValueLocations = [:]
            return copy
        }
        switch self {
        case .widget(let widget): return .widget(strip(widget))
        case .stack(var stack):
            stack.location = nil
            stack.widgets = stack.widgets.map(strip)
            return .stack(stack)
        }
    }
}
