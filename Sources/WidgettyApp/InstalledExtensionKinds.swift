import Foundation
import WidgettyBuiltins
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyKit
import WidgettyUI

/// The widget kinds of the installed extensions, as this program offers them: each kind served
/// by its bundle's process (``ExtensionProcess``, one per bundle, started when first asked). A
/// kind that a built-in or an earlier bundle already has is offered as `BUNDLE/kind`.
@MainActor
enum InstalledExtensionKinds {
    /// Read once per run, on first use.
    static let all: [AnyWidgetDescriptor] = load(from: ExtensionStore(), taken: Set(BuiltinWidgets.all.map(\.kind)))

    /// The process serving each installed kind (as placed), for a reload by hand.
    private static var processes: [String: ExtensionProcess] = [:]

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

    static func load(from store: ExtensionStore, taken: Set<String>) -> [AnyWidgetDescriptor] {
        var taken = taken
        var descriptors: [AnyWidgetDescriptor] = []
        for (record, description) in store.installed() {
            guard let bundle = bundleDescription(description) else { continue }
            let process = ExtensionProcess(
                executable: store.executable(of: record.name).path, environment: environment(for: record))
            Task { await process.observeState { state in store.record(state: state.description, of: record.name) } }
            for kind in bundle.kinds {
                let timeout = kind.providerTimeout.map { Duration.milliseconds(Int($0 * 1000)) } ?? defaultTimeout
                let placed = taken.contains(kind.kind) ? "\(record.name)/\(kind.kind)" : kind.kind
                var descriptor = ExtensionKindDescriptor.make(
                    kind: kind, bundle: bundle, onStale: { _, staleness in StaleExtensionKinds.reload(placed, staleness) },
                    exchange: { request in
                        let reply = try await process.exchange(ExtensionProtocol.encode(request), timeout: timeout)
                        return try ExtensionProtocol.decode(ExtensionReply.self, from: reply)
                    })
                descriptor.kind = placed
                descriptor.bundleName = bundle.displayName
                processes[placed] = process
                // The timeline engine waits a little longer than the request's own limit, so the
                // extension is killed and its reason ("killed: no answer in 15 s") is what shows.
                descriptor.providerTimeout = timeout + .seconds(1)
                taken.insert(descriptor.kind)
                descriptors.append(descriptor)
            }
        }
        return descriptors
    }

    /// A bundle's reply to describe, as install kept it (nil when it is not one).
    nonisolated static func bundleDescription(_ data: Data) -> BundleDescription? {
        guard let reply = try? ExtensionProtocol.decode(ExtensionReply.self, from: data), case .described(let bundle) = reply.message
        else { return nil }
        return bundle
    }

    /// What an extension's process sees: the user's home, XDG folders, locale and time zone,
    /// and its bundle identifier; nothing else of the home screen's environment.
    static func environment(for record: InstalledExtension) -> [String: String] {
        let passed = ["HOME", "USER", "LOGNAME", "PATH", "LANG", "LANGUAGE", "TZ", "TMPDIR",
                      "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"]
        var environment = ProcessInfo.processInfo.environment.filter { passed.contains($0.key) || $0.key.hasPrefix("LC_") }
        environment["WIDGETTY_EXTENSION_BUNDLE_ID"] = record.bundleIdentifier
        return environment
    }
}

/// Extension kinds whose entries were drawn at another size than their cells now have: each is
/// asked again once (not once per paint) for entries of the new size.
@MainActor
enum StaleExtensionKinds {
    private static var asked: Set<String> = []

    static func reload(_ kind: String, _ staleness: PrerenderedStaleness) {
        guard case .size = staleness, asked.insert(kind).inserted else { return }
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
        // Asked again at the next resize only once this reload has been made.
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            asked.remove(kind)
        }
    }
}
