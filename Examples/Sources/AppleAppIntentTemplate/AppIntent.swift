//
//  AppIntent.swift
//  Apple's Xcode "Widget Extension" template with "Include Configuration App Intent" checked,
//  with only the imports changed (`import Widgetty` for `import WidgetKit` and `import AppIntents`).
//

import Widgetty

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
