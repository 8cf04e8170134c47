// swift-tools-version:6.0
import PackageDescription

/// Widget code from WidgetKit articles and Apple's Xcode templates, ported to Widgetty by changing
/// the imports (README.md lists every other change). Each port is one executable target holding
/// the article's code with its `@main` type; the tests reach it with `@testable import`.
let package = Package(
    name: "WidgettyExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Widgetty", path: ".."),
    ],
    targets: [
        .executableTarget(name: "WeatherWidget", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        .executableTarget(name: "AlipayWidgets", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        .executableTarget(name: "CommitChecker", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        .executableTarget(name: "AppleStaticTemplate", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        .executableTarget(name: "AppleAppIntentTemplate", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        // Written here: the lock-screen families, gauge styles, grids and #Previews.
        .executableTarget(name: "DailyRings", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        // Written here: pictures, GeometryReader, gradients, an App Group folder and Logger.
        .executableTarget(name: "PhotoFrame", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        // Written here: an entity parameter whose query searches, a summary with When, recommendations.
        .executableTarget(name: "CityTime", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        // Written here: an interactive widget, buttons that run intents over the shared store.
        .executableTarget(name: "TapCounter", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
        // A widget configured by an `.intentdefinition` file, built through Widgetty's plugin as an
        // author's target is; and the generator's errors (it runs the IntentDefinitionCodegen the
        // plugin built). Here rather than in Widgetty's own package, whose release build of the
        // static `widgetty` binary would otherwise build the plugin's tool with static-only flags.
        .testTarget(
            name: "IntentDefinitionTests",
            dependencies: [.product(name: "Widgetty", package: "Widgetty"), .product(name: "WidgettyTesting", package: "Widgetty")],
            plugins: [.plugin(name: "IntentDefinitions", package: "Widgetty")]
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "WeatherWidget", "AlipayWidgets", "CommitChecker", "AppleStaticTemplate", "AppleAppIntentTemplate", "DailyRings", "PhotoFrame", "CityTime", "TapCounter",
                .product(name: "Widgetty", package: "Widgetty"),
                .product(name: "WidgettyTesting", package: "Widgetty"),
                .product(name: "WidgettyTestSupport", package: "Widgetty"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
