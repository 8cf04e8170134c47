import WidgettyUI

/// An App Intent of a kind the system treats specially, as App Intents' `SystemIntent`. Here it
/// is performed as any other intent is.
public protocol SystemIntent: AppIntent {}

/// An intent that starts, pauses or resumes audio, as App Intents' `AudioPlaybackIntent` (a
/// podcast widget's play button). iOS runs it in the app's process so playback can begin without
/// opening the app; a widget's `Button(intent:)` or `Toggle(isOn:intent:)` here runs its
/// `perform()` as it runs any intent's, and what it plays is up to that code.
public protocol AudioPlaybackIntent: SystemIntent {}
