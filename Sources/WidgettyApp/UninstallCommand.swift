import ArgumentParser
import Foundation
import WidgettyExtensionHost
import WidgettyHomeFile

/// `widgetty uninstall NAME`: removes an installed extension, and its widgets from the home file
/// first, so the file never names a kind that is gone.
struct Uninstall: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove an installed extension and its widgets from the home file.")

    @Argument(help: "The extension's name (`widgetty extensions` lists them).")
    var name: String

    @OptionGroup var home: HomeFileOptions

    func run() throws {
        let store = ExtensionStore()
        let installed = try InstalledExtensionKinds.installed(name, in: store)
        let kinds = Set((InstalledExtensionKinds.bundleDescription(installed.description)?.kinds ?? []).flatMap { [$0.kind, "\(name)/\($0.kind)"] })
        let removed = try MainActor.assumeIsolated { try removePlacements(of: kinds) }
        _ = try store.uninstall(name)
        Console.write("Uninstalled \(name)" + (removed.isEmpty ? "." : "; removed its widgets from the home file: \(removed.joined(separator: ", "))"))
    }

    /// Removes every widget of `kinds` from the home file, one save each; the ids removed.
    @MainActor private func removePlacements(of kinds: Set<String>) throws -> [String] {
        guard let url = try? HomeFileLocation.resolve(home.path, createDefault: false),
            case .success(let text) = HomeFileText.read(url, name: url.path)
        else { return [] }
        let ids = (HomeFileParser.parse(text, file: url.path).0?.allWidgets ?? []).filter { kinds.contains($0.kind) }.map(\.id)
        let registry = WidgettyProgram.registry
        var store = HomeFileStore(url: url) { HomeFileCheck.check($0, file: url.path, registry: registry, themes: .user).1 }
        for id in ids {
            do {
                _ = try store.save(making: { _ throws(HomeSaveError) in .remove(itemID: id) })
            } catch {
                throw CommandFailure("could not remove \(id) from \(url.path): \(error.description); nothing was uninstalled", status: 1)
            }
        }
        return ids
    }
}

/// `widgetty extensions`: the installed extensions, with what a home screen last saw of each.
struct Extensions: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the installed extensions: version, source, kinds and state.")

    func run() throws {
        let store = ExtensionStore()
        let installed = store.installed()
        guard !installed.isEmpty else {
            Console.write("No extensions installed (widgetty install PATH installs a widget package).")
            return
        }
        for (record, description) in installed {
            let kinds = InstalledExtensionKinds.bundleDescription(description)?.kinds.map(\.kind) ?? []
            Console.write("\(record.name)  \(record.version)  \(record.bundleIdentifier)")
            Console.write("  source: \(record.source)")
            Console.write("  kinds:  \(kinds.joined(separator: ", "))")
            Console.write("  state:  \(store.state(of: record.name) ?? "not started yet")")
        }
    }
}
