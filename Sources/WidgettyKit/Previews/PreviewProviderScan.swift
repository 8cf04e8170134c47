internal import CPreviewSection
import WidgettyUI

/// The program's `PreviewProvider`s (Xcode 14's previews), found as Xcode finds them: by their
/// conformance. The Swift runtime keeps a record of every conformance in the
/// `swift5_protocol_conformances` section; this reads the records whose protocol is WidgettyUI's
/// `PreviewProvider` and asks each non-generic conforming type for its metadata. (A generic
/// provider has no one type to preview and is left out.)
enum PreviewProviderScan {
    /// Each provider with its module and type name.
    @MainActor
    static func providers() -> [(module: String, name: String, type: any PreviewProvider.Type)] {
        var found: [(module: String, name: String, type: any PreviewProvider.Type)] = []
        for index in 0..<widgetty_conformance_count() {
            let record = widgetty_conformance_at(index)
            guard let proto = indirectable(record, at: 0), name(of: proto) == "PreviewProvider",
                let protoModule = indirectable(proto, at: 4), name(of: protoModule) == "WidgettyUI"
            else { continue }
            let flags = record.load(fromByteOffset: 12, as: UInt32.self)
            let typeKind = (flags >> 3) & 0x7
            let typeDescriptor: UnsafeRawPointer?
            switch typeKind {
            case 0: typeDescriptor = relative(record, at: 4)
            case 1: typeDescriptor = relative(record, at: 4)?.load(as: UnsafeRawPointer?.self)
            default: typeDescriptor = nil  // Objective-C classes: none on Linux
            }
            guard let type = typeDescriptor else { continue }
            let typeFlags = type.load(as: UInt32.self)
            let isGeneric = typeFlags & 0x80 != 0
            guard !isGeneric, let accessor = relative(type, at: 12), let typeName = name(of: type),
                let metadata = widgetty_call_metadata_accessor(accessor),
                let provider = unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type
            else { continue }
            let module = moduleName(of: type) ?? ""
            found.append((module, typeName, provider))
        }
        return found.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
    }

    /// The target of a 32-bit relative pointer at `offset` from `base` (nil for 0).
    private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
        let value = base.load(fromByteOffset: offset, as: Int32.self)
        return value == 0 ? nil : base + offset + Int(value)
    }

    /// The target of a relative pointer whose low bit says it points at the target's address.
    private static func indirectable(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
        let value = base.load(fromByteOffset: offset, as: Int32.self)
        guard value != 0 else { return nil }
        let address = base + offset + Int(value & ~1)
        return value & 1 == 1 ? address.load(as: UnsafeRawPointer?.self) : address
    }

    /// A context descriptor's name (its third field, a relative pointer to a C string).
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        relative(descriptor, at: 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The name of the module a type descriptor sits in, through its parents.
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var current = descriptor
        for _ in 0..<16 {
            guard let parent = indirectable(current, at: 4) else { return name(of: current) }
            current = parent
        }
        return nil
    }
}
