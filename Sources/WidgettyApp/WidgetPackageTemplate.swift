import Foundation

/// The files `widgetty new NAME` writes: a Swift package whose executable is a `@main`
/// `WidgetBundle` with one configurable widget, and a test target using `WidgettyTesting`.
/// Pure text, so the generated files are tested without writing or building them.
struct WidgetPackageTemplate {
    /// What a new package builds against.
    enum Dependency: Equatable {
        /// An installed SDK (`PREFIX/lib/widgetty`): compiled modules, a static library and the
        /// `#Preview` plugin, so only the package's own files compile. The system libraries the
        /// SDK's library needs are linked by name.
        case sdk(path: String, libraries: [String])
        /// A Widgetty checkout, as a package dependency by path: it builds from source.
        case source(path: String)

        var path: String {
            switch self {
            case .sdk(let path, _), .source(let path): return path
            }
        }
    }

    /// The package's name: its folder, executable, module and the widget's kind.
    let name: String
    let dependency: Dependency

    /// Why a name cannot be a package name (nil when it can): it names a module and types.
    static func problem(withName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        let allowed = CharacterSet.letters.union(.decimalDigits)
        guard CharacterSet.letters.contains(first), name.unicodeScalars.allSatisfy({ allowed.contains($0) }) else {
            return "'\(name)' cannot name a Swift module: use letters and digits, starting with a letter (e.g. MyWidgets)"
        }
        if ["Widgetty", "WidgettyTesting", "Foundation", "Testing", "Swift"].contains(name) {
            return "'\(name)' is the name of a module the package imports: pick another (e.g. \(name)Widgets)"
        }
        return nil
    }

    /// Every file, by path relative to the package folder, in writing order.
    var files: [(path: String, contents: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(name)/\(name)Bundle.swift", bundleSource),
            ("Sources/\(name)/\(name)Widget.swift", widgetSource),
            ("Sources/\(name)/ConfigurationAppIntent.swift", intentSource),
            ("Tests/\(name)Tests/\(name)WidgetTests.swift", testSource),
            (".gitignore", "/.build\n/.swiftpm\n"),
            ("README.md", readme),
        ]
    }

    /// `text` as a Swift string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var packageManifest: String {
        switch dependency {
        case .sdk(let path, let libraries): return sdkManifest(path: path, libraries: libraries)
        case .source(let path): return sourceManifest(path: path)
        }
    }

    private func sdkManifest(path: String, libraries: [String]) -> String {
        let linked = (["WidgettySDK"] + libraries).map { Self.quoted("-l" + $0) }.joined(separator: ", ")
        return """
            // swift-tools-version:6.0
            import Foundation
            import PackageDescription

            /// \(name): widgets for the Widgetty home screen. `swift run` shows them next to the built-ins;
            /// `swift run \(name) preview \(name)` previews the widget; `swift test` runs its tests.

            // The installed Widgetty SDK this package builds against (`widgetty new` found it beside the
            // `widgetty` it ran): its compiled modules, the C modules they use, its static library and
            // the #Preview macro's plugin. Nothing to fetch; only this package's files compile.
            let sdk = \(Self.quoted(path))
            // The system modules compiled for it (Foundation's, Glibc's: some 40 MB) are kept once for
            // every package of this user, as Xcode keeps them in DerivedData, not again in each .build.
            let environment = ProcessInfo.processInfo.environment.filter { !$0.value.isEmpty }
            let moduleCache = (environment["XDG_CACHE_HOME"] ?? (environment["HOME"] ?? "/tmp") + "/.cache") + "/widgetty/module-cache"
            let widgettyModules: [SwiftSetting] = [
                .unsafeFlags([
                    "-I", sdk + "/modules", "-Xcc", "-I" + sdk + "/include",
                    "-load-plugin-executable", sdk + "/plugins/WidgettyMacros#WidgettyMacros",
                    "-module-cache-path", moduleCache,
                ]),
            ]
            let widgettyLibrary: [LinkerSetting] = [.unsafeFlags(["-L" + sdk + "/lib", \(linked)])]

            let package = Package(
                name: "\(name)",
                platforms: [.macOS(.v15)],
                targets: [
                    .executableTarget(name: "\(name)", swiftSettings: widgettyModules, linkerSettings: widgettyLibrary),
                    .testTarget(
                        name: "\(name)Tests", dependencies: ["\(name)"],
                        swiftSettings: widgettyModules, linkerSettings: widgettyLibrary
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    private func sourceManifest(path: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        /// \(name): widgets for the Widgetty home screen. `swift run` shows them next to the built-ins;
        /// `swift run \(name) preview \(name)` previews the widget; `swift test` runs its tests.
        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v15)],
            dependencies: [
                // A Widgetty checkout (`widgetty new --source PATH`): Widgetty builds from source.
                .package(name: "Widgetty", path: \(Self.quoted(path))),
            ],
            targets: [
                .executableTarget(name: "\(name)", dependencies: [.product(name: "Widgetty", package: "Widgetty")]),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)", .product(name: "WidgettyTesting", package: "Widgetty")]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    var bundleSource: String {
        """
        import Widgetty

        /// The program: `swift run` shows the home screen with these widgets next to the built-ins.
        @main
        struct \(name)Bundle: WidgetBundle {
            var body: some Widget {
                \(name)Widget()
            }
        }

        """
    }

    var intentSource: String {
        """
        import Widgetty

        /// What the user can set on each placed widget (`params:` in the home file).
        struct ConfigurationAppIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Configuration" }
            static var description: IntentDescription { "Choose what the widget says." }

            @Parameter(title: "Greeting", default: "Hello")
            var greeting: String
        }

        """
    }

    var widgetSource: String {
        """
        import Widgetty

        /// What the widget shows at one moment.
        struct SimpleEntry: TimelineEntry {
            let date: Date
            let greeting: String
        }

        /// Five entries a minute apart; the home screen asks again after the last one (`.atEnd`).
        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), greeting: "Hello")
            }

            func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
                SimpleEntry(date: Date(), greeting: configuration.greeting)
            }

            func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
                let now = Date()
                let entries = (0..<5).map { minute in
                    SimpleEntry(date: now.addingTimeInterval(Double(minute) * 60), greeting: configuration.greeting)
                }
                return Timeline(entries: entries, policy: .atEnd)
            }
        }

        /// The widget's view: one layout per family.
        struct \(name)EntryView: View {
            @Environment(\\.widgetFamily) var family
            let entry: SimpleEntry

            var body: some View {
                switch family {
                case .systemMedium:
                    HStack {
                        VStack(alignment: .leading) {
                            Text(entry.greeting).font(.headline)
                            Text("from \(name)")
                        }
                        Spacer()
                        Text(entry.date, style: .time)
                    }
                default:
                    VStack(alignment: .leading) {
                        Text(entry.greeting).font(.headline)
                        Text(entry.date, style: .time)
                    }
                }
            }
        }

        struct \(name)Widget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "\(name)", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                    \(name)EntryView(entry: entry)
                        .containerBackground(.fill.tertiary, for: .widget)
                }
                .configurationDisplayName("\(name)")
                .description("A greeting and the time.")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        // `swift run \(name) preview` shows this as Xcode's canvas would: → steps to the next entry.
        #Preview(as: .systemSmall) {
            \(name)Widget()
        } timeline: {
            SimpleEntry(date: .now, greeting: "Hello")
            SimpleEntry(date: .now, greeting: "Bonjour")
        }

        """
    }

    var testSource: String {
        """
        import Testing
        import Widgetty
        import WidgettyTesting
        @testable import \(name)

        @MainActor
        @Suite struct \(name)WidgetTests {
            @Test func eachFamilyShowsTheGreeting() {
                let entry = SimpleEntry(date: widgetTestDate, greeting: "Hi")
                let small = renderEntry(entry, of: \(name)Widget(), family: .systemSmall)
                #expect(small.words == "Hi 14:05")
                let medium = renderEntry(entry, of: \(name)Widget(), family: .systemMedium)
                #expect(medium.words.contains("Hi"))
                #expect(medium.words.contains("from \(name)"))
                #expect(medium.words.contains("14:05"))
            }

            @Test func theTimelineHasFiveEntriesAMinuteApart() async {
                let probe = TimelineProbe(\(name)Widget(), params: ["greeting": .string("Hey")])
                await probe.start()
                #expect(probe.entryOffsets == [0, 60, 120, 180, 240])
                #expect(probe.policy == .atEnd)
                #expect(probe.rendered?.words.hasPrefix("Hey ") == true)
                await probe.advance(by: 240)
                #expect(probe.timelines.count == 2)  // `.atEnd`: asked again after the last entry
            }
        }

        """
    }

    var readme: String {
        """
        # \(name)

        Widgets for [Widgetty](\(dependency.path)), written with the WidgetKit API.

        ```sh
        swift run                          # the home screen, with \(name) on the first page
        swift run \(name) preview          # the #Previews: step through their entries, [ ] for the next
        swift run \(name) preview \(name)  # every family side by side; step through the timeline
        swift test
        ```

        The home screen of this package is `$XDG_CONFIG_HOME/widgetty/\(name).yaml` (usually
        `~/.config/widgetty/\(name).yaml`), created on the first run from Widgetty's default home with
        this package's widgets first; your own `home.yaml` is left alone. Edit it while it runs.

        """
    }
}
