"""Self-test of the whole-repository reader (`make test` runs it): the pbxproj parser, the Xcode
target reader and the planner on a small synthetic repository written here."""
import json
import os
import plistlib
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import buildsettings  # noqa: E402
import checkout  # noqa: E402
import conditions  # noqa: E402
import main  # noqa: E402
import packages  # noqa: E402
import pbxproj  # noqa: E402
import plan  # noqa: E402
import porting  # noqa: E402
import scratch  # noqa: E402
import xcode  # noqa: E402

PROJECT = r"""// !$*UTF8*$!
{
	archiveVersion = 1;
	objects = {
		ROOT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (EXT, KIT, APP, ); };
		MAIN = {isa = PBXGroup; children = (WGROUP, KGROUP, SHARED, ); sourceTree = "<group>"; };
		WGROUP /* Widget */ = {isa = PBXGroup; children = (FWIDGET, FPROVIDER, FPLAYER, FASSETS, ); path = Widget; sourceTree = "<group>"; };
		KGROUP = {isa = PBXGroup; children = (FKIT, ); name = "Kit \"code\""; path = Kit; sourceTree = "<group>"; };
		FWIDGET /* MyWidget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MyWidget.swift; sourceTree = "<group>"; };
		FPROVIDER = {isa = PBXFileReference; path = Provider.swift; sourceTree = "<group>"; };
		FPLAYER = {isa = PBXFileReference; path = Player.swift; sourceTree = "<group>"; };
		FASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		FKIT = {isa = PBXFileReference; path = KitThing.swift; sourceTree = "<group>"; };
		FKITPRODUCT = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
		SHARED /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXSET, ); path = Shared; sourceTree = "<group>"; };
		EXSET = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (AppOnly.swift, ); target = EXT; };
		BWIDGET = {isa = PBXBuildFile; fileRef = FWIDGET; };
		BPROVIDER = {isa = PBXBuildFile; fileRef = FPROVIDER; };
		BPLAYER = {isa = PBXBuildFile; fileRef = FPLAYER; };
		BASSETS = {isa = PBXBuildFile; fileRef = FASSETS; };
		BKIT = {isa = PBXBuildFile; fileRef = FKIT; };
		BKITLINK = {isa = PBXBuildFile; fileRef = FKITPRODUCT; };
		SRC = {isa = PBXSourcesBuildPhase; files = (BWIDGET, BPROVIDER, BPLAYER, ); };
		RES = {isa = PBXResourcesBuildPhase; files = (BASSETS, ); };
		LINK = {isa = PBXFrameworksBuildPhase; files = (BKITLINK, ); };
		KSRC = {isa = PBXSourcesBuildPhase; files = (BKIT, ); };
		PMODELS /* Models */ = {isa = XCSwiftPackageProductDependency; productName = Models; };
		PNUKE = {isa = XCSwiftPackageProductDependency; package = RNUKE; productName = Nuke; };
		RNUKE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.invalid/Nuke"; requirement = {kind = upToNextMajorVersion; minimumVersion = 12.1.0; }; };
		EXT = {isa = PBXNativeTarget; buildPhases = (SRC, RES, LINK, ); fileSystemSynchronizedGroups = (SHARED, ); name = "My Widget"; packageProductDependencies = (PMODELS, PNUKE, ); productType = "com.apple.product-type.app-extension"; };
		KIT = {isa = PBXNativeTarget; buildPhases = (KSRC, ); name = Kit; productReference = FKITPRODUCT; productType = "com.apple.product-type.framework"; };
		APP = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SHARED, ); name = App; productType = "com.apple.product-type.application"; };
	};
	rootObject = ROOT;
}
"""

FILES = {
    "Widget/MyWidget.swift": """import WidgetKit
import SwiftUI
import AVFoundation
import Models
import Kit

protocol LockWidget: Widget {}

struct MyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "my", provider: Provider()) { _ in Text(Item().title + kitName + helper()) }
    }
}

struct LockOne: LockWidget {
    var body: some WidgetConfiguration { StaticConfiguration(kind: "lock", provider: Provider()) { _ in Text("x") } }
}
""",
    "Shared/Control.swift": """import WidgetKit
import Models
struct NearProvider { func pick(_ intent: ACMEPickIntent) -> ACMEShade { intent.shade }\n    let words = Words() }
struct Near: ControlWidget {
    var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { Text("c") } }
}
""",
    "Widget/Provider.swift": "import WidgetKit\nimport CoreLocation\nstruct Provider { let m = CLLocationManager() }\n",
    "Widget/Player.swift": "import AVFoundation\nstruct Player { let p = AVPlayer() }\n",
    "Shared/Helpers.swift": "func helper() -> String {\n#if os(iOS)\n    return onlyOnPhones()\n#endif\n}\n#if os(iOS)\nfunc onlyOnPhones() -> String { \"\" }\n#endif\n",
    "Shared/AppOnly.swift": "func appOnly() {}\n",
    # No import of Models here: its extension's members are seen through Control.swift's import.
    "Shared/Words.swift": "struct Words {\n    let count: Int = 3\n    var word: String { count.spelled() }\n}\n",
    "Shared/Bundle.swift": "import WidgetKit\n@main struct Everything: WidgetBundle {\n    var body: some Widget { Near() }\n}\n"
                           "func bundlePadding() -> Double { 4 }\n",
    "Kit/KitThing.swift": "public let kitName = \"kit\"\n",
    # An intent definition that no target of the project compiles, with the class prefix Xcode stamps.
    "Intents/Config.intentdefinition": plistlib.dumps({
        "INIntents": [{"INIntentName": "Pick", "INIntentClassPrefix": "ACME"}, {"INIntentName": "SendMessage", "INIntentType": "System"}],
        "INEnums": [{"INEnumName": "Shade"}], "INTypes": [{"INTypeName": "Swatch"}]}).decode(),
    "Packages/Models/Package.swift": """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Models", products: [.library(name: "Models", targets: ["Models"])],
    targets: [.target(name: "Models"), .testTarget(name: "ModelsTests", dependencies: ["Models"])])
""",
    "Packages/Models/Sources/Models/Item.swift": "public struct Item { public init() {}\n public let title = \"t\" }\n",
    "Packages/Models/Sources/Models/IntWords.swift": "public extension Int {\n    func spelled() -> String { \"three\" }\n}\n",
}


class Synthetic(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.root = os.path.join(cls.folder.name, "repo")
        for path, text in FILES.items():
            full = os.path.join(cls.root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as file:
                file.write(text)
        os.makedirs(os.path.join(cls.root, "Widget", "Assets.xcassets"))
        os.makedirs(os.path.join(cls.root, "App.xcodeproj"))
        with open(os.path.join(cls.root, "App.xcodeproj", "project.pbxproj"), "w") as file:
            file.write(PROJECT)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def path(self, relative):
        return os.path.join(self.root, relative)

    def test_parser(self):
        data = pbxproj.parse(PROJECT)
        self.assertEqual(data["rootObject"], "ROOT")
        self.assertEqual(data["objects"]["KGROUP"]["name"], 'Kit "code"')
        self.assertEqual(data["objects"]["MAIN"]["children"], ["WGROUP", "KGROUP", "SHARED"])
        with self.assertRaises(pbxproj.ParseError):
            pbxproj.parse("{ a = (b, ; }")

    def test_targets(self):
        project = xcode.Project(self.path("App.xcodeproj/project.pbxproj"))
        targets = {t.name: t for t in project.targets}
        extension = targets["My Widget"]
        self.assertEqual(sorted(os.path.relpath(p, self.root) for p in extension.sources),
                         ["Shared/Bundle.swift", "Shared/Control.swift", "Shared/Helpers.swift", "Shared/Words.swift", "Widget/MyWidget.swift",
                          "Widget/Player.swift", "Widget/Provider.swift"])
        self.assertEqual(extension.resources, [self.path("Widget/Assets.xcassets")])
        self.assertEqual(extension.local_products, ["Models"])
        self.assertEqual(extension.remote_products, [("Nuke", "https://example.invalid/Nuke", {"kind": "upToNextMajorVersion", "minimumVersion": "12.1.0"})])
        self.assertEqual([d.name for d in extension.dependencies], ["Kit"])
        self.assertIn(self.path("Shared/AppOnly.swift"), targets["App"].sources)
        self.assertEqual(targets["Kit"].sources, [self.path("Kit/KitThing.swift")])

    def test_plan(self):
        repo_plan = plan.RepositoryPlan("repo", self.root)
        widgets = {w["name"]: w for w in repo_plan.widgets}
        self.assertEqual(sorted(widgets), ["LockOne", "MyWidget", "Near"])
        self.assertEqual(sorted(repo_plan.repo.modules), ["Kit", "Models"])
        self.assertEqual(repo_plan.repo.remote_products, {"Nuke"})
        my = widgets["MyWidget"]
        self.assertFalse(my["portable"])
        self.assertIn("CoreLocation (CLLocationManager in Widget/Provider.swift)", my["why"])
        self.assertNotIn(self.path("Widget/Player.swift"), my["files"])
        self.assertEqual(my["modules"], ["Kit", "Models"])
        self.assertEqual(repo_plan.drops[self.path("Widget/MyWidget.swift")], {2})  # AVFoundation: unused
        self.assertTrue(widgets["Near"]["portable"])
        self.assertEqual(widgets["Near"]["intentdefs"], [self.path("Intents/Config.intentdefinition")])
        self.assertEqual(widgets["LockOne"]["intentdefs"], [])
        # A module's extension members are seen module-wide once one file imports the module (Swift
        # without MemberImportVisibility); the app's bundle file is left out, and what only it declares named.
        self.assertIn(self.path("Packages/Models/Sources/Models/IntWords.swift"), widgets["Near"]["module_files"])
        self.assertNotIn(self.path("Shared/Bundle.swift"), widgets["Near"]["files"])
        self.assertIn("bundlePadding", repo_plan.bundle_names())
        placed = {"T": plan.destinations([self.path("Shared/Helpers.swift")], self.root)}
        names, ends = repo_plan.inactive_facts(placed)
        self.assertIn("onlyOnPhones", names)
        self.assertEqual(ends, ["T/Shared/Helpers.swift:5"])

    def test_porting(self):
        text = "@preconcurrency import SwiftUI\nimport Foundation\nimport Combine\nimport AVFoundation\nlet s = URLSession.shared\n"
        self.assertEqual(porting.port(text, {3}), "import Widgetty\nimport Widgetty\nimport OpenCombineShim\n\nlet s = URLSession.shared\n")

    def test_foundation_alone_sees_widgettys_additions(self):
        # A model file with Foundation alone gets Widgetty's Foundation additions, not SwiftUI's names;
        # one declaration imported by kind stays as written; line numbers are kept.
        text = "@preconcurrency import Foundation\nimport struct Foundation.Date\nlet f = RelativeDateTimeFormatter()\n"
        self.assertEqual(porting.port(text), "@preconcurrency import Foundation; import WidgettyFoundation\n"
                                             "import struct Foundation.Date\nlet f = RelativeDateTimeFormatter()\n")
        self.assertEqual(porting.port("@_exported import Foundation\n"), "@_exported import Foundation; @_exported import WidgettyFoundation\n")
        # Foundation's date formatters are WidgettyFoundation's on Linux, and shadow Foundation's there.
        self.assertEqual(porting.port("import Foundation\nlet f = DateComponentsFormatter()\n").split("\n")[0],
                         "import Foundation; import WidgettyFoundation")

    def test_intent_names_with_class_prefix(self):
        names = plan.intent_names([self.path("Intents/Config.intentdefinition")])
        self.assertEqual(names, {"ACMEPickIntent", "ACMEPickIntentResponse", "ACMEPickIntentHandling", "ACMEShade", "ACMESwatch"})

    def test_conditions(self):
        modules = {"Foundation"}
        self.assertFalse(conditions.evaluate("os(iOS) || canImport(UIKit)", modules))
        self.assertTrue(conditions.evaluate("!os(watchOS) && canImport(Foundation)", modules))
        self.assertEqual(conditions.inactive_lines(["#if os(iOS)", "a", "#else", "b", "#endif"], modules), {1})


def git(folder, *args):
    environment = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid", GIT_COMMITTER_NAME="t",
                       GIT_COMMITTER_EMAIL="t@example.invalid", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    return subprocess.run(["git", "-C", folder, *args], check=True, capture_output=True, text=True, env=environment).stdout.strip()


def commit_package(folder, manifest, tag=None):
    """Commits a Package.swift to the git repository at folder (made when new); the commit's id."""
    os.makedirs(folder, exist_ok=True)
    if not os.path.isdir(os.path.join(folder, ".git")):
        git(folder, "init", "-q")
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(manifest)
    git(folder, "add", "Package.swift")
    git(folder, "commit", "-q", "-m", "manifest")
    if tag:
        git(folder, "tag", tag)
    return git(folder, "rev-parse", "HEAD")


CHARTS = """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Charts", products: [.library(name: "Charts", targets: ["Charts"])],
    dependencies: [.package(url: "https://example.invalid/acme/Helpers.git", from: "1.0.0"),
                   .package(url: "https://example.invalid/acme/DocTool", from: "2.0.0")],
    targets: [.target(name: "Charts", dependencies: ["Core"]),
              .target(name: "Core", dependencies: [.product(name: "Helpers", package: "Helpers")]),
              .testTarget(name: "ChartsTests", dependencies: ["Charts", .product(name: "DocTool", package: "DocTool")])])
"""


class ThirdPartyPackages(unittest.TestCase):
    """Third-party packages from local mirrors, at the revision the repository pinned."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.mirrors = os.path.join(cls.folder.name, "mirrors")
        charts = os.path.join(cls.mirrors, "acme+Charts")
        cls.pinned = commit_package(charts, CHARTS)
        commit_package(charts, CHARTS + "// a later commit, which the pin does not name\n")
        cls.helpers = commit_package(os.path.join(cls.mirrors, "acme", "Helpers.git"), "let package = Package(name: \"Helpers\")\n", "1.0.0")
        commit_package(os.path.join(cls.mirrors, "DocTool"), "let package = Package(name: \"DocTool\")\n", "2.0.0")
        cls.lonely = os.path.join(cls.folder.name, "only-charts")  # a bare clone of the Charts mirror alone
        os.makedirs(cls.lonely)
        git(cls.lonely, "clone", "-q", "--bare", charts, "acme+charts.git")
        cls.pins = {"charts": packages.Pin("https://example.invalid/acme/Charts.git", revision=cls.pinned, version="3.1.0")}

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def test_pins_from_package_resolved(self):
        resolved = os.path.join(self.folder.name, "App.xcodeproj", "project.xcworkspace", "Package.resolved")
        os.makedirs(os.path.dirname(resolved))
        with open(resolved, "w") as file:
            file.write('{"pins": [{"identity": "charts", "location": "https://example.invalid/acme/Charts.git",'
                       f' "state": {{"revision": "{self.pinned}", "version": "3.1.0"}}}}], "version": 2}}')
        pins = packages.repository_pins(self.folder.name, set())
        self.assertEqual((pins["charts"].revision, pins["charts"].version), (self.pinned, "3.1.0"))

    def test_mirror_resolution(self):
        resolution = packages.Resolution(self.mirrors, self.pins)
        resolution.take("Charts", "https://example.invalid/acme/Charts.git")
        self.assertEqual(resolution.missing, {})
        self.assertEqual(resolution.products, {"Charts": "charts"})
        charts, helpers = resolution.packages["charts"], resolution.packages["helpers"]
        self.assertEqual((charts["revision"], charts["root"]), (self.pinned, True))
        self.assertEqual((helpers["revision"], helpers["root"]), (self.helpers, False))  # its tag 1.0.0, from the requirement
        self.assertIn("doctool", resolution.packages)  # only a test target of Charts uses it, but SwiftPM clones it
        self.assertEqual(helpers["mirror"], os.path.join(self.mirrors, "acme", "Helpers.git", ".git"))
        pkg = os.path.join(self.folder.name, "pkg")
        repo_plan = {"root": self.folder.name, "modules": {}, "widgets": [], "packages": resolution.packages}
        scratch.Writer(pkg, self.folder.name, "5", {"doctool": packages.Pin("https://example.invalid/DocTool")}).write(repo_plan)
        with open(os.path.join(pkg, "Package.swift")) as file:
            manifest = file.read()
        # Each package at its revision, by path, named after its URL's last part (SwiftPM's identity);
        # one that Widgetty's own build resolves (DocTool here) stays Widgetty's.
        packages_folder = os.path.join(pkg, ".swiftpm", "packages")
        self.assertIn(f'.package(path: "{packages_folder}/Charts"),', manifest)
        self.assertIn(f'.package(path: "{packages_folder}/Helpers"),', manifest)
        self.assertNotIn("DocTool", manifest)
        with open(os.path.join(packages_folder, "Charts", "Package.swift")) as file:
            self.assertEqual(file.read(), CHARTS)  # the pinned commit's, not the later one

    def test_missing_mirror_is_named(self):
        resolution = packages.Resolution(self.lonely, self.pins)
        resolution.take("Charts", "https://example.invalid/acme/Charts.git")
        self.assertEqual(resolution.missing["Charts"],
                         f"no mirror of https://example.invalid/acme/Helpers.git (1.0.0) in {self.lonely} (needed by charts)")
        self.assertEqual(resolution.packages, {})
        resolution.take("Gauges", "https://example.invalid/acme/Gauges", {"kind": "exactVersion", "version": "0.4.0"})
        self.assertEqual(resolution.missing["Gauges"], f"no mirror of https://example.invalid/acme/Gauges (0.4.0) in {self.lonely}")
        unpinned = packages.Resolution(self.mirrors, {"charts": packages.Pin("https://example.invalid/acme/Charts.git", revision="0" * 40)})
        unpinned.take("Charts", "https://example.invalid/acme/Charts.git")
        self.assertEqual(unpinned.missing["Charts"], "the mirror of https://example.invalid/acme/Charts.git lacks 000000000000")
        binary = os.path.join(self.folder.name, "binary")
        commit_package(os.path.join(binary, "acme+Fast"), 'let package = Package(name: "Fast", targets: [.binaryTarget(name: "Fast", '
                       'url: "https://example.invalid/Fast.xcframework.zip", checksum: "00")])\n', "1.0.0")
        prebuilt = packages.Resolution(binary, {})
        prebuilt.take("Fast", "https://example.invalid/acme/Fast", {"kind": "exactVersion", "version": "1.0.0"})
        self.assertEqual(prebuilt.missing["Fast"],
                         "https://example.invalid/acme/Fast (1.0.0) is a prebuilt binary, https://example.invalid/Fast.xcframework.zip")
        nothing = packages.Resolution(None, {})
        nothing.take("Charts", "https://example.invalid/acme/Charts.git", {"kind": "revision", "revision": "abc"})
        self.assertEqual(nothing.missing["Charts"], "not fetched: https://example.invalid/acme/Charts.git (abc; no --package-mirrors)")


    def test_absent_files_are_named_and_left_out(self):
        # A snapshot without a large file: its object removed from a copy of the Charts mirror.
        partial = os.path.join(self.folder.name, "partial")
        git(self.folder.name, "clone", "-q", os.path.join(self.mirrors, "acme+Charts"), partial)
        with open(os.path.join(partial, "demo.mp4"), "w") as file:
            file.write("a video")
        git(partial, "add", "demo.mp4")
        git(partial, "commit", "-q", "-m", "video")
        blob = git(partial, "rev-parse", "HEAD:demo.mp4")
        os.remove(os.path.join(partial, ".git", "objects", blob[:2], blob[2:]))
        commit = git(partial, "rev-parse", "HEAD")
        git_dir = os.path.join(partial, ".git")
        self.assertEqual(checkout.absent_files(git_dir, commit), ["demo.mp4"])
        folder = os.path.join(self.folder.name, "partial-checkout")
        checkout.write(git_dir, commit, folder)
        self.assertEqual(sorted(os.listdir(folder)), [checkout.MARKER, "Package.swift"])


INFO_PROJECT = r"""{
	objects = {
		ROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; targets = (EXT, GEN, ); };
		MAIN = {isa = PBXGroup; children = (EGROUP, FCONF, ); sourceTree = "<group>"; };
		EGROUP = {isa = PBXGroup; children = (FW, ); path = Ext; sourceTree = "<group>"; };
		FW = {isa = PBXFileReference; path = W.swift; sourceTree = "<group>"; };
		FCONF = {isa = PBXFileReference; path = Config/Ext.xcconfig; sourceTree = "<group>"; };
		BW = {isa = PBXBuildFile; fileRef = FW; };
		SRC = {isa = PBXSourcesBuildPhase; files = (BW, ); };
		PLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
		PDEBUG = {isa = XCBuildConfiguration; buildSettings = {FLAGS = "-a"; }; name = Debug; };
		ELIST = {isa = XCConfigurationList; buildConfigurations = (EDEBUG, ); };
		EDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = FCONF; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Ext/Info.plist"; FLAGS = "$(inherited) -b"; }; name = Debug; };
		GLIST = {isa = XCConfigurationList; buildConfigurations = (GDEBUG, ); };
		GDEBUG = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_CFBundleDisplayName = "Gen $(TARGET_NAME)"; PRODUCT_BUNDLE_IDENTIFIER = "org.example.gen"; }; name = Debug; };
		EXT = {isa = PBXNativeTarget; buildConfigurationList = ELIST; buildPhases = (SRC, ); name = "My Ext"; productType = "com.apple.product-type.app-extension"; };
		GEN = {isa = PBXNativeTarget; buildConfigurationList = GLIST; buildPhases = (); name = Gen; productType = "com.apple.product-type.app-extension"; };
	};
	rootObject = ROOT;
}
"""

INFO_FILES = {
    "Config/Ext.xcconfig": '#include "Common.xcconfig"\n#include? "Missing.xcconfig"\nPRODUCT_BUNDLE_IDENTIFIER = $(ORG).widgets // the id\n'
                           "APP_GROUP[sdk=macosx*] = group.mac\n",
    "Config/Common.xcconfig": "ORG = org.example\nAPP_GROUP = group.$(ORG)\n",
    "Ext/Info.plist": plistlib.dumps({"AppGroup": "$(APP_GROUP)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
                                      "Name": "${PRODUCT_NAME:rfc1034identifier}", "Flags": "$(FLAGS)", "Unset": "$(NOT_SET)",
                                      "Nested": {"List": ["$(TARGET_NAME)"]}}).decode(),
    "Ext/W.swift": "import WidgetKit\nstruct W: Widget {\n    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }\n}\n",
}


class InfoPlists(unittest.TestCase):
    """The Info.plist an Xcode target's build makes, handed to the built program."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.folder.name, "corpus", "repo")
        for path, text in INFO_FILES.items():
            os.makedirs(os.path.dirname(os.path.join(self.root, path)), exist_ok=True)
            with open(os.path.join(self.root, path), "w") as file:
                file.write(text)
        os.makedirs(os.path.join(self.root, "App.xcodeproj"))
        with open(os.path.join(self.root, "App.xcodeproj", "project.pbxproj"), "w") as file:
            file.write(INFO_PROJECT)
        self.project = xcode.Project(os.path.join(self.root, "App.xcodeproj", "project.pbxproj"))

    def tearDown(self):
        self.folder.cleanup()

    def info(self, name):
        target = next(t for t in self.project.targets if t.name == name)
        return plistlib.loads(buildsettings.info_plist(self.project, self.project.objects[target.id], target.name, target.product_type))

    def test_settings_expanded(self):
        self.assertEqual(self.info("My Ext"), {"AppGroup": "group.org.example", "CFBundleIdentifier": "org.example.widgets", "Name": "My-Ext",
                                               "Flags": "-a -b", "Unset": "", "Nested": {"List": ["My Ext"]}})

    def test_generated_keys(self):
        info = self.info("Gen")
        self.assertEqual((info["CFBundleDisplayName"], info["CFBundleIdentifier"], info["CFBundlePackageType"]), ("Gen Gen", "org.example.gen", "XPC!"))

    def test_plan_hands_it_to_the_program(self):
        out = os.path.join(self.folder.name, "plan")
        main.make_plan(os.path.dirname(self.root), out)
        target = main.load(out)["repo"]["widgets"][0]["target"]
        with open(os.path.join(out, "info", target + ".plist"), "rb") as file:
            self.assertEqual(plistlib.load(file)["AppGroup"], "group.org.example")


if __name__ == "__main__":
    unittest.main()
