import Foundation
import Synchronization
import WidgettyKit
import WidgettyUI

/// The environment each instance of an extension's kind was last drawn in, by what its requests
/// say of it (family and configuration; not the size, which a resize changes while the
/// environment stays): a request asks for entries rendered for that
/// environment, so that an entry found stale by its environment
/// (``PrerenderedStaleness/environment(rendered:shown:)``) is asked again for the one it is
/// drawn in, and the answer is no longer stale.
final class DrawnEnvironmentLedger: Sendable {
    private struct Key: Hashable {
        let family: WidgetFamily
        let parameters: [String: IntentValue]
    }

    private let drawn = Mutex<[Key: DrawnEnvironment]>([:])

    /// What the instance asking `request` was last drawn in, if it was drawn elsewhere than it was asked for.
    func environment(for request: ProviderRequest) -> DrawnEnvironment? {
        drawn.withLock { $0[Key(family: request.family, parameters: request.parameters)] }
    }

    /// Notes that the instance that asked `request` is drawn in `environment`.
    func record(_ environment: DrawnEnvironment, for request: ProviderRequest) {
        drawn.withLock { $0[Key(family: request.family, parameters: request.parameters)] = environment }
    }
}
