import Foundation
import WidgettyBuiltins
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyKit
import WidgettyUI

/// The widget kinds of the installed extensions, as this program offers them: each kind served
/// by its bundle's process (``ExtensionProcess``, one per bundle, started when first asked). A
/// kind that a built-in or an earlier bundle already has is offered as `BUNDLE/kind`. Read on
/// first use, and again when a home screen sees the store change (``reload()``).
@MainActor
enum InstalledExtensionKinds {
    /// One installed bundle as read: its record and description as install wrote them, and the
    /// one process serving its kinds.
    struct Loaded {
        var record: InstalledExtension
        var description: Data
        var process: ExtensionProcess
        /// Its kinds as placed (`kind`, or `BUNDLE/kind` when another had it first).
        var placedKinds: [String] = []
    }

    /// The kinds of the bundle `name` as placed, in the bundle's order (none when it is not installed).
    static func placedKinds(of name: String) -> [AnyWidgetDescriptor] {
        let descriptors = all
        let kinds = Set(bundles[name]?.placedKinds ?? [])
        return descriptors.filter { kinds.contains($0.kind) }
    }

    /// The kinds as last read.
    static var all: [AnyWidgetDescriptor] {
        if let read { return read }
        let descriptors = load(from: ExtensionStore(), taken: taken)
        read = descriptors
        return descriptors
    }

    private static var read: [AnyWidgetDescriptor]?

    /// The bundles read, by name: kept across a reload when their install did not change.
    private static var bundles: [String: Loaded] = [:]

    /// The process serving each installed kind (as placed), for a reload by hand.
    private static var processes: [String: ExtensionProcess] = [:]

    /// Reads the store again: a bundle installed anew (or upgraded) gets a new process, and the
    /// processes of bundles reinstalled or uninstalled are ended. Returns the kinds (as placed)
    /// served by another process than before or by none, and what changed, by bundle.
    static func reload(from store: ExtensionStore = ExtensionStore()) -> (changedKinds: Set<String>, summary: [String]) {
        let before = all
        let oldBundles = bundles
        let oldProcesses = processes
        bundles = [:]
        processes = [:]
        read = load(from: store, taken: taken, keeping: oldBundles)
        var summary: [String] = []
        for (name, old) in oldBundles.sorted(by: { $0.key < $1.key }) where bundles[name]?.process !== old.process {
            let process = old.process
            Task { await process.stop() }
            summary.append(bundles[name] == nil ? "uninstalled \(name)" : "installed \(name) again")
        }
        for name in bundles.keys.sorted() where oldBundles[name] == nil { summary.append("installed \(name)") }
        let kinds = Set(before.map(\.kind)).union((read ?? []).map(\.kind))
        let changed = kinds.filter { kind in
            guard let old = oldProcesses[kind], let new = processes[kind] else { return true }
            return old !== new
        }
        return (changed, summary)
    }

    /// Gives the extensions serving `kinds` another chance (a disabled one starts again).
    static func reloadingByHand(_ kinds: [String]) {
        _ = all
        var seen = Set<ObjectIdentifier>()
        for kind in kinds {
            guard let process = processes[kind], seen.insert(ObjectIdentifier(process)).inserted else { continue }
            Task { await process.reset() }
        }
    }

    /// How long one request may take when the widget names no time limit of its own.
    static let defaultTimeout: Duration = .seconds(15)

    /// The kinds an installed bundle's kind must not take: the built-ins' and the program's own
    /// (a temporary extension's, `--extension-binary`).
    private static var taken: Set<String> {
        Set(BuiltinWidgets.all.map(\.kind)).union(WidgettyProgram.extraWidgets.map(\.kind))
    }

    /// The kinds of every bundle in `store` (but the one this run serves as a temporary extension,
    /// which it shows instead); a bundle in `keeping` with the same record and description keeps
    /// its process.
    static func load(from store: ExtensionStore, taken: Set<String>, keeping: [String: Loaded] = [:]) -> [AnyWidgetDescriptor] {
        var taken = taken
        var descriptors: [AnyWidgetDescriptor] = []
        for (record, description) in store.installed() where record.name != TemporaryExtension.current?.name {
            guard let bundle = bundleDescription(description) else { continue }
            let process: ExtensionProcess
            if let kept = keeping[record.name], kept.record == record, kept.description == description {
                process = kept.process
            } else {
                process = ExtensionProcess(executable: store.executable(of: record.name).path, environment: environment(bundleIdentifier: record.bundleIdentifier))
                Task { await process.observeState { state in store.record(state: state.description, of: record.name) } }
            }
            bundles[record.name] = Loaded(record: record, description: description, process: process)
            for var descriptor in served(bundle, name: record.name, by: process, taken: &taken) {
                bundles[record.name]?.placedKinds.append(descriptor.kind)
                descriptor.bundleName = bundle.displayName
                processes[descriptor.kind] = process
                descriptors.append(descriptor)
            }
        }
        return descriptors
    }

    /// The descriptors of `bundle`'s kinds, each served by `process`: a kind in `taken` is placed
    /// as `NAME/kind`, and each kind as placed joins `taken`. What installed bundles and the
    /// temporary extension of `--extension-binary` alike are.
    static func served(_ bundle: BundleDescription, name: String, by process: ExtensionProcess, taken: inout Set<String>) -> [AnyWidgetDescriptor] {
        var descriptors: [AnyWidgetDescriptor] = []
        for kind in bundle.kinds {
            let placed = taken.contains(kind.kind) ? "\(name)/\(kind.kind)" : kind.kind
            var descriptor = remote(kind, of: bundle, by: process) { _, staleness in StaleExtensionKinds.reload(placed, staleness) }
            descriptor.kind = placed
            taken.insert(placed)
            descriptors.append(descriptor)
        }
        return descriptors
    }

    /// `kind` of `bundle` as a descriptor whose provider calls (`route`: the kind's own, or a
    /// `#Preview`'s) are asked of `process`, each within the kind's time limit (else the default).
    static func remote(
        _ kind: KindDescription, of bundle: BundleDescription, route: ExtensionKindDescriptor.Route = .kind, by process: ExtensionProcess,
        onStale: (@MainActor @Sendable (_ kind: String, PrerenderedStaleness) -> Void)? = nil
    ) -> AnyWidgetDescriptor {
        let timeout = kind.providerTimeout.map { Duration.milliseconds(Int($0 * 1000)) } ?? defaultTimeout
        var descriptor = ExtensionKindDescriptor.make(
            kind: kind, bundle: bundle, route: route, environment: ScreenEnvironment.request, onStale: onStale,
            exchange: exchange(with: process, timeout: timeout))
        // The timeline engine waits a little longer than the request's own limit, so the
        // extension is killed and its reason ("killed: no answer in 15 s") is what shows.
        descriptor.providerTimeout = timeout + .seconds(1)
        return descriptor
    }

    /// One request to `process` and its reply, within `timeout`.
    static func exchange(with process: ExtensionProcess, timeout: Duration) -> ExtensionKindDescriptor.Exchange {
        { request in
            let reply = try await process.exchange(ExtensionProtocol.encode(request), timeout: timeout)
            return try ExtensionProtocol.decode(ExtensionReply.self, from: reply)
        }
    }

    /// The installed bundle `name`, or a failure naming those there are.
    nonisolated static func installed(_ name: String, in store: ExtensionStore) throws -> (record: InstalledExtension, description: Data) {
        let all = store.installed()
        guard let installed = all.first(where: { $0.record.name == name }) else {
            let names = all.map(\.record.name)
            throw CommandFailure("no extension named '\(name)' (installed: \(names.isEmpty ? "none" : names.joined(separator: ", ")))", status: 1)
        }
        return installed
    }

    /// A bundle's reply to describe, as install kept it (nil when it is not one).
    nonisolated static func bundleDescription(_ data: Data) -> BundleDescription? {
        guard let reply = try? ExtensionProtocol.decode(ExtensionReply.self, from: data), case .described(let bundle) = reply.message
        else { return nil }
        return bundle
    }

    /// What an extension's process sees: the user's home, XDG folders, locale and time zone,
    /// and its bundle identifier; nothing else of the home screen's environment.
    static func environment(bundleIdentifier: String) -> [String: String] {
        let passed = ["HOME", "USER", "LOGNAME", "PATH", "LANG", "LANGUAGE", "TZ", "TMPDIR",
                      "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"]
        var environment = ProcessInfo.processInfo.environment.filter { passed.contains($0.key) || $0.key.hasPrefix("LC_") }
        environment["WIDGETTY_EXTENSION_BUNDLE_ID"] = bundleIdentifier
        return environment
    }
}

/// Extension kinds whose entries were drawn at another size than their cells now have, or in
/// another environment than they were rendered for (one rule: an entry rendered for what the
/// screen no longer is is stale): each is asked again once (not once per paint) for entries of
/// the new size and environment.
@MainActor
enum StaleExtensionKinds {
    private static var asked: Set<String> = []
    /// Kinds reported stale again while their reload was being made.
    private static var reportedMeanwhile: Set<String> = []

    static func reload(_ kind: String, _ staleness: PrerenderedStaleness) {
        guard staleness.asksAgain else { return }
        guard asked.insert(kind).inserted else {
            reportedMeanwhile.insert(kind)
            return
        }
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
        // Asked again only once this reload has been made; a report meanwhile is not dropped (a
        // cell drawn once, with nothing else to repaint it, would stay stale): it asks once more then.
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            asked.remove(kind)
            if reportedMeanwhile.remove(kind) != nil { reload(kind, staleness) }
        }
    }
}

extension PrerenderedStaleness {
    /// Whether the extension is asked again for it: a size or an environment it was not rendered
    /// for (time-driven parts that cannot be redrawn wait for the entry's own reload).
    var asksAgain: Bool {
        switch self {
        case .size, .environment: true
        case .time: false
        }
    }
}
