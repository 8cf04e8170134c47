import WidgettyHomeFile
import Foundation

extension HomeRuntime {
    /// Applies an edit to the home file (atomically; re-applied over changes made elsewhere) and shows the result at once.
    ///
    /// The new text is applied at once (the screen does not wait for the file watcher); only the
    /// widgets whose configuration changed reload. On a conflict the screen shows the file as it
    /// is now and the error explains what changed.
    public func save(_ edit: HomeEdit) throws(HomeSaveError) {
        guard let url = options.homeFile else { throw .noHomeFile }
        let registry = self.registry, fileName = self.fileName
        var store = HomeFileStore(url: url, loadedText: lastHomeFileText) { text in
            HomeFileCheck.check(text, file: fileName, registry: registry).1
        }
        do {
            let saved = try store.save(edit)
            applyHomeFile(saved.text)
            if let note = saved.note { showMessage(note) }
        } catch {
            if case .conflict(_, let current) = error { applyHomeFile(current) }
            throw error
        }
    }
}
