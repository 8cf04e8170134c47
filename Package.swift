// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Widgetty: iOS-style home-screen widgets for the terminal.
///
/// Layers (dependencies point down, see ARCHITECTURE.md; LayeringTests keeps them so):
/// WidgettyCLI → WidgettyApp → { WidgettyHost, WidgettyPreview } → { WidgettyHomeFile, WidgettyTimelines }
///   → WidgettyKit → WidgettyUI → WidgettyTerminal; WidgettyScreen (cell chrome, status line, themes)
///   sits on WidgettyTerminal beside WidgettyUI.
/// WidgettyTimelines is the timeline engine (when each provider is asked and each entry shown);
/// WidgettyHomeFile is the home file (model, parse, validate, edit the text, save, watch).
/// WidgettyNcurses is the only importer of CNcursesW, WidgettyStore the only importer of CSQLite3,
/// WidgettyTimelines' MainLoop the only importer of CDispatchMainQueue, WidgettyImages (pictures:
/// PNG and JPEG decoded, scaled, cached) the only importer of CPNG and CJPEG besides the test
/// support's encoder of test pictures; WidgettyUI draws them and reads named pictures' files.
/// WidgettyStore, WidgettyFiles (bounded reads of files a user names) and WidgettyImages depend
/// on nothing of ours. The stand-ins for Apple's modules that Linux lacks sit low too: `os`
/// (and `OSLog` on it) and `Security` (the Keychain) on nothing of ours, WidgettyFoundation
/// (Foundation's missing names) on WidgettyStore. WidgettyNetwork (HTTP for the built-ins: requests, caching, reload plans,
/// and the `widgetty-fetch` process that makes the exchange) depends on WidgettyStore and
/// WidgettyFiles, and on WidgettyFetchWire (the wire's types, FoundationEssentials only);
/// WidgettyHTTP, under `widgetty-fetch` alone, is the only importer of AsyncHTTPClient and NIO,
/// so the home screen's binary links neither, and it depends on WidgettyFetchWire alone of ours,
/// so `widgetty-fetch` links no ICU.
/// Widget extensions (PROTOCOL.md): WidgettyExtensionProtocol (messages, framing, the rendered
/// entry, the host's adapter) sits on WidgettyKit → WidgettyUI; WidgettyExtension (the server a
/// bundle's binary runs with `--widgetty-extension`) on it and WidgettyStore, and Widgetty on
/// that: an extension links no host, ncurses or built-ins.
/// The IntentDefinitions build plugin runs IntentDefinitionCodegen (Foundation only, beside the
/// layers) on a target's `.intentdefinition` files; the Swift it generates uses WidgettyKit's
/// SiriKit surface (INIntent, INObject, INExtension) through `import Widgetty`.
let package = Package(
    name: "Widgetty",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Widgetty", targets: ["Widgetty"]),
        .library(name: "WidgettyTestSupport", targets: ["WidgettyTestSupport"]),
        // For authors' test targets: render entries to text, run providers on a virtual clock.
        .library(name: "WidgettyTesting", targets: ["WidgettyTesting"]),
        // The installed SDK's library (`make sdk`, scripts/sdk/assemble.py): every object of the
        // two modules authors import and of what they use, so a package builds against
        // PREFIX/lib/widgetty without building Widgetty.
        .library(name: "WidgettySDK", type: .static, targets: ["Widgetty", "WidgettyTesting"]),
        .executable(name: "widgetty", targets: ["WidgettyCLI"]),
        // The network widgets' HTTP exchange, run by `widgetty` as a process of its own.
        .executable(name: "widgetty-fetch", targets: ["WidgettyFetch"]),
        // Xcode's intent definition code generation: `plugins: [.plugin(name: "IntentDefinitions", package: "Widgetty")]`.
        .plugin(name: "IntentDefinitions", targets: ["IntentDefinitions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `#Preview` is a macro: a compiler plugin built on swift-syntax (only `Widgetty`, the
        // module authors import, declares it, so the `widgetty` binary does not build it).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Combine for widget code: SwiftUI brings Combine along (`ObservableObject`, `@Published`),
        // so `Widgetty` brings OpenCombine, the same API on Linux.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // HTTP for the built-in network widgets (WidgettyNetwork): SwiftNIO with swift-nio-ssl's
        // vendored BoringSSL links into the static release binary, where FoundationNetworking's
        // libcurl cannot (ARCHITECTURE.md, Decisions).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // ncursesw from the system (`make deps` installs libncurses-dev). No `pkgConfig:` here:
        // SwiftPM drops the -D flags ncursesw.pc reports (the shim defines what they would) and
        // warns about them on every build.
        .systemLibrary(name: "CNcursesW"),
        // SQLite from the system (`make deps` installs libsqlite3-dev): the shared store's database.
        .systemLibrary(name: "CSQLite3"),
        // libdispatch's hooks for draining the main queue from a loop of our own (MainLoop).
        .systemLibrary(name: "CDispatchMainQueue"),
        // statfs(2), to tell the kernel's /proc from a prepared directory (the system widget).
        .systemLibrary(name: "CFileSystemType"),
        // libpng and libjpeg(-turbo) from the system (`make deps` installs libpng-dev and
        // libjpeg-dev): decoding pictures. CPNG links zlib by name too, for the static release build.
        .systemLibrary(name: "CPNG"),
        .systemLibrary(name: "CJPEG"),
        // Pictures: PNG and JPEG decoded into RGBA bitmaps, scaled by area averaging, cached.
        .target(name: "WidgettyImages", dependencies: ["CPNG", "CJPEG"]),
        // The shared container (WidgetKit's App Group): a key-value store by suite in SQLite.
        .target(name: "WidgettyStore", dependencies: ["CSQLite3", "WidgettyRedaction"]),
        // The secrets of this process and the one redactor every exit consults; keyed hashes.
        .target(name: "WidgettyRedaction"),
        // Reading a file a user names whole, bounded and without blocking (BoundedFile).
        .target(name: "WidgettyFiles"),
        .target(name: "WidgettyTerminal", dependencies: ["WidgettyRedaction"]),
        .target(
            name: "WidgettyUI",
            dependencies: ["WidgettyTerminal", "WidgettyImages", "WidgettyFiles", "WidgettyRedaction"],
            // The SF Symbols table's data; scripts/symbol-glyphs.py makes SymbolGlyphs+Table.swift of it.
            exclude: ["SymbolGlyphs.tsv"]
        ),
        .target(
            name: "WidgettyKit",
            dependencies: ["WidgettyUI", "CPreviewSection", .product(name: "HeapModule", package: "swift-collections")]
        ),
        .target(
            name: "Widgetty",
            dependencies: [
                // No WidgettyApp (nor the host, ncurses or the built-ins): `swift run` of a bundle hands
                // itself to the installed `widgetty` as an extension (WidgettyExtension's
                // DevelopmentLaunch), so an author's binary carries kit, views and store alone.
                "WidgettyKit", "WidgettyUI", "WidgettyStore", "WidgettyFoundation", "WidgettyExtension",
                "WidgettyMacros", "OSLog",
                // Not re-exported (widget code imports them by name, as on Apple's systems), but
                // built with it, so they are in the SDK and a widget package's `import os` finds them.
                "os", "Security", "Charts",
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
        // What the home screen and a widget extension say to each other (PROTOCOL.md): the framed
        // messages, the rendered entry (cells, links, the time-driven parts the host keeps live),
        // and the host's adapter (ExtensionKindDescriptor: a kind served by an extension as an
        // AnyWidgetDescriptor). Above the kit and the views, below everything that runs them.
        .target(name: "WidgettyExtensionProtocol", dependencies: ["WidgettyKit", "WidgettyUI"]),
        // A bundle's binary as an extension (`--widgetty-extension`): ExtensionServer answers the
        // host with the bundle's widgets. Only what author code links: never the host, ncurses
        // or the built-ins.
        .target(
            name: "WidgettyExtension",
            dependencies: ["WidgettyKit", "WidgettyUI", "WidgettyStore", "WidgettyExtensionProtocol"]
        ),
        // The home screen's side of extensions: each installed bundle's process (started on
        // demand, one request at a time, killed at its time limit or over its budgets, restarted
        // with backoff, ended when idle) and the installed extensions on disk.
        .target(name: "WidgettyExtensionHost", dependencies: ["WidgettyFiles", "WidgettyStore", "WidgettyExtensionProtocol"]),
        // Apple's `os` for widget code that does `import os`: `Logger` (messages go to Widgetty's
        // log), `OSLog` handles, `os_log`, signposts (accepted, recorded nowhere), `os_unfair_lock`
        // (which swift-argument-parser's `#if canImport(os)` uses when it sees this module).
        .target(name: "os", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // `import OSLog`: `os` re-exported, as Apple's OSLog does.
        .target(name: "OSLog", dependencies: ["os"]),
        // Apple's Keychain for widget code that does `import Security`: `SecItemAdd` and the rest
        // over a file of the user's alone (mode 0600) in Widgetty's data folder. Nothing of ours
        // and FoundationEssentials only: SwiftPM shows every module of the build to every package
        // in it, so swift-certificates' `#if canImport(Security)` may see this one, and must then
        // compile and bring no Foundation (ICU) into `widgetty-fetch`.
        .target(name: "Security"),
        // Swift Charts for widget code that does `import Charts`: `Chart`, the marks, axes, scales
        // and legends, drawn by WidgettyUI's chart engine (PlotView), which the built-ins use too.
        .target(name: "Charts", dependencies: ["WidgettyUI", "WidgettyTerminal"]),
        // Foundation and Dispatch names Apple's systems have and Linux's lack (NSFileCoordinator,
        // NSUbiquitousKeyValueStore in the shared store, DispatchSerialQueue, NSEC_PER_SEC…);
        // `Widgetty` re-exports it, as it re-exports Foundation.
        .target(name: "WidgettyFoundation", dependencies: ["WidgettyStore"]),
        // `#Preview`'s expansion: each preview becomes a record in the `widgetty_previews` section.
        .macro(
            name: "WidgettyMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The linker's bounds of the `widgetty_previews` section, where `#Preview` records go.
        .target(name: "CPreviewSection"),
        // The timeline engine: deadlines, provider calls, the timeline cache, clocks, executors.
        .target(
            name: "WidgettyTimelines",
            dependencies: [
                "WidgettyKit", "WidgettyStore", "WidgettyFiles", "WidgettyRedaction", "CDispatchMainQueue",
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        // The home file: model, parser, validator, text editor, atomic store and watcher; theme files.
        .target(
            name: "WidgettyHomeFile",
            dependencies: ["WidgettyKit", "WidgettyFiles", "WidgettyScreen", "WidgettyRedaction", .product(name: "Yams", package: "Yams")]
        ),
        // How the screen looks: cell chrome, the status line, panel boxes, themes, text fitting.
        .target(name: "WidgettyScreen", dependencies: ["WidgettyTerminal"]),
        // Xcode's widget preview in the terminal: one widget in every family, stepping its timeline.
        .target(
            name: "WidgettyPreview",
            dependencies: ["WidgettyTimelines", "WidgettyHomeFile", "WidgettyScreen", "WidgettyKit", "WidgettyUI", "WidgettyTerminal"]
        ),
        // The home screen: event loop, state, update, focus, layout, panels, links, control socket.
        .target(
            name: "WidgettyHost",
            dependencies: [
                "WidgettyTimelines", "WidgettyHomeFile", "WidgettyScreen", "WidgettyKit", "WidgettyUI", "WidgettyTerminal",
                "WidgettyStore", "WidgettyFiles", "WidgettyRedaction",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "WidgettyNcurses", dependencies: ["CNcursesW", "WidgettyTerminal"]),
        // HTTP for the built-in network widgets: limits, conditional requests, reload planning,
        // backoff, the last good entry of each widget (offline). The exchange itself happens in
        // `widgetty-fetch`, a process of its own per request, so the home screen links no TLS or
        // event loop and a fault in them cannot take the screen down.
        .target(
            name: "WidgettyNetwork",
            dependencies: [
                "WidgettyFetchWire", "WidgettyStore", "WidgettyFiles", "WidgettyRedaction",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What `widgetty` and `widgetty-fetch` say to each other: the request, its limits, the
        // answer or the failure, as JSON (WidgettyNetwork re-exports it). FoundationEssentials
        // only: full Foundation would link FoundationInternationalization and ICU's tables (about
        // 30 MiB) into `widgetty-fetch`, whose closure is this, WidgettyHTTP and async-http-client.
        .target(name: "WidgettyFetchWire"),
        // The HTTP exchange over async-http-client (SwiftNIO, swift-nio-ssl): `widgetty-fetch`'s
        // engine, and the tests' in-process one. FoundationEssentials only, as WidgettyFetchWire.
        .target(
            name: "WidgettyHTTP",
            dependencies: ["WidgettyFetchWire", .product(name: "AsyncHTTPClient", package: "async-http-client")]
        ),
        // `widgetty-fetch`: one request (or TCP probe) read from stdin, its answer written to stdout.
        .executableTarget(name: "WidgettyFetch", dependencies: ["WidgettyHTTP"]),
        .target(
            name: "WidgettyBuiltins",
            dependencies: ["WidgettyKit", "WidgettyUI", "WidgettyTerminal", "WidgettyStore", "WidgettyFiles", "WidgettyNetwork", "CFileSystemType"]
        ),
        // The program: the command line and the wiring of live implementations. Both the
        // `widgetty` executable and an author's `@main` bundle (through `Widgetty`) run it.
        .target(
            name: "WidgettyApp",
            dependencies: [
                "WidgettyHost", "WidgettyPreview", "WidgettyTimelines", "WidgettyHomeFile", "WidgettyNcurses", "WidgettyBuiltins",
                "WidgettyResources", "WidgettyStore", "WidgettyFiles", "WidgettyVersion", "WidgettyRedaction",
                "WidgettyExtensionProtocol", "WidgettyExtensionHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The files the program ships: the default home file, the W1 benchmark board, example scripts.
        .target(name: "WidgettyResources", path: "Resources", exclude: ["README.md"], resources: [.copy("home.yaml"), .copy("bench"), .copy("scripts")]),
        .executableTarget(name: "WidgettyCLI", dependencies: ["WidgettyApp"]),
        // `widgetty --version`: stamped before each build from git (or a tarball's VERSION file).
        .target(name: "WidgettyVersion", plugins: ["BuildVersion"]),
        .plugin(name: "BuildVersion", capability: .buildTool()),
        // `.intentdefinition` files → Swift classes (intents, enums, custom types, handling protocols).
        .executableTarget(name: "IntentDefinitionCodegen"),
        .plugin(name: "IntentDefinitions", capability: .buildTool(), dependencies: ["IntentDefinitionCodegen"]),
        // `make bench` (never part of the tests): scheduler and render costs in release builds.
        .executableTarget(
            name: "WidgettyBenchmarks",
            dependencies: ["WidgettyHost", "WidgettyTimelines", "WidgettyTestSupport", "WidgettyBuiltins"],
            path: "Benchmarks/WidgettyBenchmarks"
        ),
        .target(
            name: "WidgettyTestSupport",
            dependencies: ["WidgettyTimelines", "WidgettyKit", "WidgettyUI", "WidgettyTerminal", "WidgettyImages", "CPNG", "CJPEG"]
        ),
        // HostPilot: a whole home screen driven in tests without a terminal.
        .target(
            name: "WidgettyHostTestSupport",
            dependencies: ["WidgettyHost", "WidgettyHomeFile", "WidgettyTestSupport", "WidgettyStore"]
        ),
        .target(
            name: "WidgettyTesting",
            dependencies: ["WidgettyKit", "WidgettyUI", "WidgettyTimelines", "WidgettyTerminal", "WidgettyTestSupport"]
        ),
        .testTarget(name: "WidgettyTerminalTests", dependencies: ["WidgettyTerminal", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyUITests", dependencies: ["WidgettyUI", "WidgettyImages", "WidgettyTestSupport"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "WidgettyUI", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyImagesTests", dependencies: ["WidgettyImages", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyKitTests", dependencies: ["Widgetty", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyTimelinesTests", dependencies: ["WidgettyTimelines", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyHomeFileTests", dependencies: ["WidgettyHomeFile", "WidgettyScreen", "WidgettyTestSupport"]),
        .testTarget(
            name: "WidgettyHostTests",
            dependencies: [
                "WidgettyHost", "WidgettyPreview", "WidgettyScreen", "WidgettyTimelines", "WidgettyHomeFile", "WidgettyStore",
                "WidgettyTestSupport", "WidgettyHostTestSupport",
            ]
        ),
        .testTarget(name: "WidgettyNcursesTests", dependencies: ["WidgettyNcurses"]),
        .testTarget(name: "WidgettyEndToEndTests", dependencies: ["WidgettyCLI", "WidgettyFetch", "WidgettyStore", "WidgettyTestSupport"]),
        .testTarget(name: "WidgettyStoreTests", dependencies: ["WidgettyStore"]),
        // The modules standing for Apple's where Linux has none: os, OSLog, Security, and WidgettyFoundation.
        .testTarget(name: "PlatformModulesTests", dependencies: ["os", "OSLog", "Security", "WidgettyFoundation", "WidgettyStore"]),
        .testTarget(name: "WidgettyRedactionTests", dependencies: ["WidgettyRedaction", "WidgettyTerminal", "WidgettyStore"]),
        .testTarget(name: "WidgettyFilesTests", dependencies: ["WidgettyFiles"]),
        .testTarget(name: "WidgettyNetworkTests", dependencies: ["WidgettyNetwork", "WidgettyFetchWire", "WidgettyHTTP", "WidgettyFetch", "WidgettyStore", "WidgettyTestSupport"]),
        .testTarget(
            name: "WidgettyAppTests",
            dependencies: ["WidgettyApp", "WidgettyHomeFile", "WidgettyHost", "WidgettyStore", "WidgettyTestSupport"]
        ),
        // A widget bundle as an author builds one, which WidgettyExtensionTests start as an extension.
        // Its Info.plist is the author's (read by `widgetty install` and the hand-over, not built);
        // motto.txt a resource it reads through Bundle.module.
        .executableTarget(
            name: "WidgettyExtensionFixture", dependencies: ["Widgetty"], path: "Tests/ExtensionFixture", exclude: ["Info.plist"],
            resources: [.process("motto.txt")]),
        .testTarget(
            name: "WidgettyExtensionTests",
            dependencies: [
                "WidgettyExtension", "WidgettyExtensionProtocol", "WidgettyExtensionHost", "WidgettyKit", "WidgettyUI",
                "WidgettyTestSupport", "WidgettyExtensionFixture",
            ]
        ),
        .testTarget(name: "WidgettyTestingTests", dependencies: ["WidgettyTesting", "Widgetty"]),
        .testTarget(
            name: "WidgettyBuiltinsTests",
            dependencies: [
                "WidgettyBuiltins", "WidgettyHost", "WidgettyTimelines", "WidgettyHomeFile", "WidgettyStore", "WidgettyTestSupport",
                "WidgettyHostTestSupport", "WidgettyFiles", "WidgettyHTTP",
            ],
            // Answers of the weather, feed and GitHub services, written here from their documents.
            resources: [.copy("NetworkFixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
