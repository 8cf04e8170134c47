import Foundation

/// How an intent handler resolves a parameter, as in SiriKit. Widgetty never asks for a
/// resolution (a widget's configuration is what the user chose), so these exist for handlers'
/// `resolve…` methods to compile; the generated code adds one for each custom type and enum.
open class INIntentResolutionResult: @unchecked Sendable {  // holds nothing
    public required init() {}

    public class func needsValue() -> Self { Self() }
    public class func notRequired() -> Self { Self() }
    public class func unsupported() -> Self { Self() }
    public class func unsupported(forReason reason: Int) -> Self { Self() }
}

/// A text parameter's resolution, as in SiriKit.
public final class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedString: String) -> Self { Self() }
    public static func disambiguation(with stringsToDisambiguate: [String]) -> Self { Self() }
    public static func confirmationRequired(with stringToConfirm: String?) -> Self { Self() }
}

/// A whole-number parameter's resolution, as in SiriKit.
public final class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedValue: Int) -> Self { Self() }
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A decimal parameter's resolution, as in SiriKit.
public final class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedValue: Double) -> Self { Self() }
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A Boolean parameter's resolution, as in SiriKit.
public final class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedValue: Bool) -> Self { Self() }
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A date parameter's resolution, as in SiriKit.
public final class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedDateComponents: DateComponents) -> Self { Self() }
    public static func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self { Self() }
    public static func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self { Self() }
}

/// A URL parameter's resolution, as in SiriKit.
public final class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public static func success(with resolvedURL: URL) -> Self { Self() }
    public static func disambiguation(with urlsToDisambiguate: [URL]) -> Self { Self() }
    public static func confirmationRequired(with urlToConfirm: URL?) -> Self { Self() }
}

/// A custom type's resolution; the generated `…ResolutionResult` classes inherit from it.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {}

/// An enum's resolution; the generated `…ResolutionResult` classes inherit from it.
open class INEnumResolutionResult: INIntentResolutionResult, @unchecked Sendable {}
