import Foundation

/// How an intent handler resolves a parameter, as in SiriKit. Widgetty never asks for a
/// resolution (a widget's configuration is what the user chose), so these exist for handlers'
/// `resolve…` methods to compile; the generated code adds one for each custom type and enum.
open class INIntentResolutionResult: @unchecked Sendable {  // holds nothing
    /// An empty result; the class methods below are how handler code makes one.
    public required init() {}

    /// The parameter needs a value from the user (never asked for: the edit panel already shows
    /// each parameter).
    public class func needsValue() -> Self { Self() }
    /// The parameter may be left out.
    public class func notRequired() -> Self { Self() }
    /// The value cannot be used; Widgetty does not act on it.
    public class func unsupported() -> Self { Self() }
    /// The value cannot be used, with a handler's reason code; the code is not kept.
    public class func unsupported(forReason reason: Int) -> Self { Self() }
}

/// A text parameter's resolution, as in SiriKit.
public final class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The text is accepted as it is.
    public static func success(with resolvedString: String) -> Self { Self() }
    /// Several texts the user would choose among; Widgetty never offers the choice.
    public static func disambiguation(with stringsToDisambiguate: [String]) -> Self { Self() }
    /// The text needs the user's confirmation, which a widget's configuration never asks.
    public static func confirmationRequired(with stringToConfirm: String?) -> Self { Self() }
}

/// A whole-number parameter's resolution, as in SiriKit.
public final class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The number is accepted as it is.
    public static func success(with resolvedValue: Int) -> Self { Self() }
    /// The number needs confirming: accepted for source compatibility, never asked.
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A decimal parameter's resolution, as in SiriKit.
public final class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The decimal number is accepted as it is.
    public static func success(with resolvedValue: Double) -> Self { Self() }
    /// The decimal number needs confirming: accepted, never asked.
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A Boolean parameter's resolution, as in SiriKit.
public final class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The flag is accepted as it is.
    public static func success(with resolvedValue: Bool) -> Self { Self() }
    /// The flag needs confirming: accepted, never asked.
    public static func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// A date parameter's resolution, as in SiriKit.
public final class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The date is accepted as it is.
    public static func success(with resolvedDateComponents: DateComponents) -> Self { Self() }
    /// Several dates the user would choose among; never offered.
    public static func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self { Self() }
    /// The date needs confirming: accepted, never asked.
    public static func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self { Self() }
}

/// A URL parameter's resolution, as in SiriKit.
public final class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The URL is accepted as it is.
    public static func success(with resolvedURL: URL) -> Self { Self() }
    /// Several URLs the user would choose among; never offered.
    public static func disambiguation(with urlsToDisambiguate: [URL]) -> Self { Self() }
    /// The URL needs confirming: accepted, never asked.
    public static func confirmationRequired(with urlToConfirm: URL?) -> Self { Self() }
}

/// A custom type's resolution; the generated `…ResolutionResult` classes inherit from it.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {}

/// An enum's resolution; the generated `…ResolutionResult` classes inherit from it.
open class INEnumResolutionResult: INIntentResolutionResult, @unchecked Sendable {}
