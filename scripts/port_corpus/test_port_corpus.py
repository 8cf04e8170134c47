"""Self-test of the whole-repository reader (`make test` runs it): the pbxproj parser, the Xcode
target reader and the planner on a small synthetic repository written here."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import conditions  # noqa: E402
import main  # noqa: E402
import pbxproj  # noqa: E402
import plan  # noqa: E402
import porting  # noqa: E402
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
		RNUKE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.invalid/Nuke"; };
		EXTCONFIGS = {isa = XCConfigurationList; buildConfigurations = (EXTDEBUG, ); };
		EXTDEBUG = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Widget/Info.plist"; }; name = Debug; };
		EXT = {isa = PBXNativeTarget; buildConfigurationList = EXTCONFIGS; buildPhases = (SRC, RES, LINK, ); fileSystemSynchronizedGroups = (SHARED, ); name = "My Widget"; packageProductDependencies = (PMODELS, PNUKE, ); productType = "com.apple.product-type.app-extension"; };
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
struct Near: ControlWidget {
    var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { Text("c") } }
}
""",
    "Widget/Provider.swift": "import WidgetKit\nimport CoreLocation\nstruct Provider { let m = CLLocationManager() }\n",
    "Widget/Player.swift": "import AVFoundation\nstruct Player { let p = AVPlayer() }\n",
    "Shared/Helpers.swift": "func helper() -> String {\n#if os(iOS)\n    return onlyOnPhones()\n#endif\n}\n#if os(iOS)\nfunc onlyOnPhones() -> String { \"\" }\n#endif\n",
    "Shared/AppOnly.swift": "func appOnly() {}\n",
    "Kit/KitThing.swift": "public let kitName = \"kit\"\n",
    "Widget/Info.plist": "<plist version=\"1.0\"><dict><key>AppGroup</key><string>group.example</string></dict></plist>\n",
    "Packages/Models/Package.swift": """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Models", products: [.library(name: "Models", targets: ["Models"])],
    targets: [.target(name: "Models"), .testTarget(name: "ModelsTests", dependencies: ["Models"])])
""",
    "Packages/Models/Sources/Models/Item.swift": "public struct Item { public init() {}\n public let title = \"t\" }\n",
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
                         ["Shared/Control.swift", "Shared/Helpers.swift", "Widget/MyWidget.swift", "Widget/Player.swift", "Widget/Provider.swift"])
        self.assertEqual(extension.resources, [self.path("Widget/Assets.xcassets")])
        self.assertEqual(extension.local_products, ["Models"])
        self.assertEqual(extension.remote_products, [("Nuke", "https://example.invalid/Nuke")])
        self.assertEqual([d.name for d in extension.dependencies], ["Kit"])
        self.assertIn(self.path("Shared/AppOnly.swift"), targets["App"].sources)
        self.assertEqual(targets["Kit"].sources, [self.path("Kit/KitThing.swift")])
        self.assertEqual(extension.info_plist, self.path("Widget/Info.plist"))
        self.assertIsNone(targets["Kit"].info_plist)

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
        self.assertEqual(widgets["Near"]["info_plist"], self.path("Widget/Info.plist"))
        placed = {"T": plan.destinations([self.path("Shared/Helpers.swift")], self.root)}
        names, ends = repo_plan.inactive_facts(placed)
        self.assertIn("onlyOnPhones", names)
        self.assertEqual(ends, ["T/Shared/Helpers.swift:5"])

    def test_scratch_package(self):
        """The widget's target gets its extension's Info.plist in its folder, excluded from the build."""
        out = os.path.join(self.folder.name, "plan")
        main.make_plan(self.folder.name, out)
        pkg = os.path.join(self.folder.name, "pkg")
        checkout = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        main.write(out, "repo", pkg, checkout, 6)
        near = next(w for w in main.load(out)["repo"]["widgets"] if w["name"] == "Near")
        with open(os.path.join(pkg, "Sources", near["target"], "Info.plist")) as file:
            self.assertIn("group.example", file.read())
        with open(os.path.join(pkg, "Package.swift")) as file:
            line = next(l for l in file if f'"{near["target"]}"' in l)
        self.assertIn('exclude: ["Info.plist"]', line)

    def test_porting(self):
        text = "@preconcurrency import SwiftUI\nimport Foundation\nimport Combine\nimport AVFoundation\nlet s = URLSession.shared\n"
        self.assertEqual(porting.port(text, {3}), "import Widgetty\nimport Widgetty\nimport OpenCombineShim\n\nlet s = URLSession.shared\n")

    def test_date_formatters_and_intent_class_prefixes(self):
        # Foundation's date formatters are Widgetty's on Linux: a file that uses them imports it.
        text = "import Foundation\nlet f = DateComponentsFormatter()\n"
        self.assertEqual(porting.port(text), "import Widgetty\nlet f = DateComponentsFormatter()\n")
        self.assertEqual(porting.port("import Foundation\nlet f = RelativeDateTimeFormatter()\n").split("\n")[0], "import Widgetty")
        definition = os.path.join(self.folder.name, "Widget.intentdefinition")
        with open(definition, "w") as file:
            file.write("<key>INEnumName</key><string>TaskType</string><key>INIntentClassPrefix</key><string>HRPG</string>"
                       "<key>INIntentName</key><string>AddTask</string>")
        names = plan.intent_names([definition])
        self.assertTrue({"HRPGAddTaskIntent", "HRPGTaskType", "AddTaskIntent", "TaskType"} <= names)

    def test_conditions(self):
        modules = {"Foundation"}
        self.assertFalse(conditions.evaluate("os(iOS) || canImport(UIKit)", modules))
        self.assertTrue(conditions.evaluate("!os(watchOS) && canImport(Foundation)", modules))
        self.assertEqual(conditions.inactive_lines(["#if os(iOS)", "a", "#else", "b", "#endif"], modules), {1})


if __name__ == "__main__":
    unittest.main()
