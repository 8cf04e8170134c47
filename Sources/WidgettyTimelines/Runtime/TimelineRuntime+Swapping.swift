import Foundation
import WidgettyKit

extension TimelineRuntime {
    /// Gives a cell a new descriptor of the same kind (an extension installed again: a new
    /// program behind the same kind) and asks it for a timeline at once, as a configuration
    /// change does. The cell keeps showing what it shows until the new timeline arrives, so a
    /// widget being rebuilt never blinks to its placeholder; a call in flight to the old program
    /// is followed by one to the new.
    public func swapDescriptor(_ id: WidgetInstanceID, to descriptor: AnyWidgetDescriptor) {
        guard instances[id] != nil else { return }
        instances[id]?.descriptor = descriptor
        descriptors[id] = descriptor
        requestReload(id, reason: .configurationChanged)
    }
}
