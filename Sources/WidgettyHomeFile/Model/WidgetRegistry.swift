import WidgettyKit

/// Every kind of widget the home screen can show (built-ins, the author's bundle, scripts), by
/// kind. When two sources offer the same kind, the first registered wins.
@MainActor
public struct WidgetRegistry {
    public private(set) var descriptors: [AnyWidgetDescriptor] = []
    private var byKind: [String: Int] = [:]

    public init(_ descriptors: [AnyWidgetDescriptor] = []) {
        for descriptor in descriptors { register(descriptor) }
    }

    public mutating func register(_ descriptor: AnyWidgetDescriptor) {
        guard byKind[descriptor.kind] == nil else { return }
        byKind[descriptor.kind] = descriptors.count
        descriptors.append(descriptor)
    }

    public func descriptor(kind: String) -> AnyWidgetDescriptor? {
        byKind[kind].map { descriptors[$0] }
    }

    /// Known kinds, sorted, for messages.
    public var kinds: [String] { descriptors.map(\.kind).sorted() }
}
