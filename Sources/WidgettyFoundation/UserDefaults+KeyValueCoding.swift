import Foundation

extension UserDefaults {
    /// Stores `value` under `key`, as Key-Value Coding does on Apple's systems (where widget code
    /// writes defaults with it); `set(_:forKey:)` here, there being no KVC on Linux. Its reading
    /// half, `value(forKey:)`, is the shared store module's.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
