import Foundation
import Synchronization

/// A value of a custom type of an `.intentdefinition` file, as SiriKit's `INObject`: an
/// identifier and the string shown for it. The class generated for the type inherits from it
/// and keeps the type's own properties here, by name, so that a stored object
/// (``IntentObject``) brings them back.
///
/// Sendable: the identifier and strings never change, the properties sit behind a lock.
open class INObject: NSObject, IntentValueConvertible, @unchecked Sendable {
    /// The value's identifier, as the home file stores it; nil for an object made without one.
    public let identifier: String?
    /// The text shown for the value in the edit panel and in a summary.
    public let displayString: String
    /// How the value is pronounced by Siri: kept, never used in a terminal.
    public let pronunciationHint: String?
    /// A dimmer second line under the display string in the edit panel, when given.
    public let subtitleString: String?
    private let properties = Mutex<[String: IntentValue]>([:])

    /// An object of an identifier and the text shown for it; generated subclasses add their
    /// properties.
    public required init(identifier: String?, display: String, pronunciationHint: String? = nil, subtitle: String? = nil) {
        self.identifier = identifier
        self.displayString = display
        self.pronunciationHint = pronunciationHint
        self.subtitleString = subtitle
        super.init()
    }

    /// The type's name as the edit panel shows it (the generated class gives the definition's).
    open class var typeDisplayName: String { String(describing: self) }

    /// A property of the custom type, as the generated class reads it (nil when unset or of
    /// another type).
    public func intentProperty<Value: IntentValueConvertible>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        properties.withLock { $0[name] }.flatMap { Value(intentValue: $0) }
    }

    /// Sets (or, with nil, removes) a property of the custom type.
    public func setIntentProperty<Value: IntentValueConvertible>(_ name: String, _ value: Value?) {
        properties.withLock { $0[name] = value.map(\.intentValue) }
    }

    // MARK: Stored as an IntentValue

    /// A parameter of this type is edited as a choice among its options provider's objects, named
    /// by the type.
    open class var intentParameterKind: IntentParameterKind { .object(typeName: typeDisplayName) }
    /// An unset object: no identifier, empty text.
    public class var intentEmptyValue: Self { Self(identifier: nil, display: "") }

    /// The object as the home file stores it: identifier, display text and the generated class's
    /// properties.
    public var intentValue: IntentValue {
        .object(IntentObject(identifier: identifier, display: displayString, properties: properties.withLock { $0 }))
    }

    /// An object from its stored form; plain text stands for an identifier shown as itself.
    public required convenience init?(intentValue: IntentValue) {
        switch intentValue {
        case .object(let object):
            self.init(identifier: object.identifier, display: object.display)
            properties.withLock { $0 = object.properties }
        case .string(let identifier):
            self.init(identifier: identifier, display: identifier)
        default:
            return nil
        }
    }

    // MARK: NSObject

    /// The display string, as `String(describing:)` and interpolation print the object.
    open override var description: String { displayString }

    /// Equal when of the same class with the same identifier, display string and properties.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.intentValue == intentValue
    }

    /// A hash of the identifier, display string and properties, matching ``isEqual(_:)``.
    open override var hash: Int { intentValue.hashValue }
}
