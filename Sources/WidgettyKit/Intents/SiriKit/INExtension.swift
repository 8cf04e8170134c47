import Foundation

/// The principal class of an Intents extension, as in SiriKit: `handler(for:)` returns the
/// object that handles an intent — for a widget, the one whose `provide…OptionsCollection`
/// methods offer a parameter's choices.
///
/// There is no Info.plist naming the principal class here. The `IntentDefinitions` build plugin
/// looks through the target's Swift files for the first class (by file path) inheriting from
/// `INExtension` and has the generated intents ask a new instance of it whenever the edit
/// panel wants choices: each request gets its own handler, as each SiriKit request may.
open class INExtension: NSObject {
    /// An extension object; the generated intents make a new one for each request.
    public override init() {
        super.init()
    }

    /// The object handling `intent`; by default the extension itself, as Xcode's template has it.
    open func handler(for intent: INIntent) -> Any? { self }
}

/// Why a parameter has no choices: no class of the widget's target inherits from
/// ``INExtension``, or its handler does not conform to the intent's `…IntentHandling` protocol.
public struct IntentHandlerMissing: Error, Hashable, Sendable, CustomStringConvertible {
    /// The protocol the handler should conform to (`ConfigurationIntentHandling`).
    public let handling: String

    /// A missing handler for the `…IntentHandling` protocol named.
    public init(handling: String) {
        self.handling = handling
    }

    /// The reason, with what to add: a class inheriting from `INExtension` whose `handler(for:)`
    /// returns that protocol's handler.
    public var description: String {
        "no intent handler: give the widget's target a class inheriting from INExtension whose "
            + "handler(for:) returns a \(handling)"
    }
}
