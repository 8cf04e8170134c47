"""Apple frameworks a Linux terminal build has no module for, and how their symbols look.

A file that imports one of these and mentions none of its symbols keeps nothing of it: the
import is dropped (a template's leftover, or a helper the widget never reaches). One that does
mention a symbol keeps the import; for the frameworks whose `terminal` is False (what no terminal
has: Live Activities, Core Data, maps, health…) the widget is then not portable, and the symbol
is named as the reason. `implicit` symbols count in every file, imported or not (WidgetKit and
SwiftUI bring them: `ActivityConfiguration`, `@FetchRequest`)."""
import re


class Framework:
    def __init__(self, name, terminal, prefixes=(), names=(), implicit=(), modules=()):
        self.name = name
        self.terminal = terminal  # True: a terminal could have it (a Widgetty gap); False: it cannot
        self.modules = set(modules) | {name}
        self.names = set(names)
        self.implicit = set(implicit)
        self.pattern = re.compile("^(?:" + "|".join(prefixes) + ")[A-Z][a-z]") if prefixes else None

    def matches(self, identifier):
        return identifier in self.names or identifier in self.implicit or bool(self.pattern and self.pattern.match(identifier))


FRAMEWORKS = [
    Framework("ActivityKit", False, names={"Activity", "ActivityAttributes", "ActivityContent", "ActivityAuthorizationInfo", "ActivityState", "ActivityUIDismissalPolicy", "PushType"},
              implicit={"ActivityConfiguration", "ActivityViewContext", "DynamicIsland", "DynamicIslandExpandedRegion"}),
    Framework("CoreData", False, prefixes=["NSManaged", "NSPersistent", "NSFetch", "NSEntity", "NSBatch", "NSAttribute", "NSRelationship"],
              implicit={"FetchRequest", "FetchedResults", "SectionedFetchRequest", "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer", "NSPersistentCloudKitContainer"}),
    Framework("SwiftData", False, names={"ModelContainer", "ModelContext", "ModelConfiguration", "FetchDescriptor", "Query", "PersistentModel", "Model", "Schema", "VersionedSchema", "SchemaMigrationPlan", "Attribute", "Relationship", "Transient", "PersistentIdentifier"},
              implicit={"modelContainer", "modelContext", "ModelContainer", "ModelContext"}),
    Framework("AVFoundation", False, prefixes=["AV"], modules={"AVFAudio", "AVKit", "AVRouting"}),
    Framework("MediaPlayer", False, prefixes=["MP"]),
    Framework("MapKit", False, prefixes=["MK"], names={"Map", "MapCameraPosition", "MapMarker", "Marker", "Annotation", "MapPolyline", "MapStyle", "MapCamera", "LookAroundPreview", "MapAnnotation", "MapPin"}),
    Framework("CoreLocation", False, prefixes=["CL"], modules={"CoreLocationUI"}, names={"LocationButton"}),
    Framework("HealthKit", False, prefixes=["HK"]),
    Framework("CoreMotion", False, prefixes=["CM"]),
    Framework("EventKit", False, prefixes=["EK"], modules={"EventKitUI"}),
    Framework("WeatherKit", False, names={"WeatherService", "Weather", "CurrentWeather", "DayWeather", "HourWeather", "MinuteWeather", "WeatherCondition", "WeatherAttribution", "Forecast", "WeatherAlert"}),
    Framework("CloudKit", False, prefixes=["CK"]),
    Framework("Photos", False, prefixes=["PH"], modules={"PhotosUI"}, names={"PhotosPicker", "PhotosPickerItem"}),
    Framework("Contacts", False, prefixes=["CN"], modules={"ContactsUI"}),
    Framework("MusicKit", False, names={"MusicAuthorization", "MusicCatalogSearchRequest", "MusicCatalogResourceRequest", "ApplicationMusicPlayer", "SystemMusicPlayer", "MusicLibraryRequest", "MusicItemID", "MusicPlayer", "Song", "Album", "Playlist", "Artist", "MusicSubscription"}),
    Framework("HomeKit", False, prefixes=["HM"]),
    Framework("CoreNFC", False, prefixes=["NFC"]),
    Framework("Vision", False, prefixes=["VN"]),
    Framework("CoreML", False, prefixes=["ML"]),
    Framework("ARKit", False, prefixes=["AR"], modules={"RealityKit", "SceneKit", "SpriteKit"}, names={"SKScene", "SKNode", "SKView", "SpriteView", "SCNScene", "SCNView", "SceneView", "RealityView", "Entity"}),
    Framework("WatchConnectivity", False, prefixes=["WC"]),
    Framework("WatchKit", False, prefixes=["WK"], modules={"ClockKit"}, names={"CLKComplicationFamily", "CLKComplicationDataSource", "CLKComplicationTemplate"}),
    # A terminal could have these; Widgetty does not (yet): used ones are built and fail.
    Framework("UserNotifications", True, prefixes=["UN"]),
    Framework("StoreKit", True, prefixes=["SK"], names={"Product", "Transaction", "AppStore", "StoreView", "SubscriptionStoreView"}),
    Framework("CoreSpotlight", True, prefixes=["CS"]),
    Framework("LinkPresentation", True, prefixes=["LP"]),
    Framework("SafariServices", True, prefixes=["SF"]),
    Framework("MessageUI", True, prefixes=["MF"]),
    Framework("CoreImage", True, prefixes=["CI"], modules={"CoreImage.CIFilterBuiltins"}),
    Framework("Network", True, prefixes=["NW"]),
    Framework("TipKit", True, names={"Tip", "Tips", "TipView", "Tips.ConfigurationOption"}),
    Framework("CoreTelephony", True, prefixes=["CT"]),
    Framework("QuartzCore", True, prefixes=["CA"]),
]

BY_MODULE = {module: framework for framework in FRAMEWORKS for module in framework.modules}
IMPLICIT = [framework for framework in FRAMEWORKS if framework.implicit]


def uses(framework, identifiers):
    """The framework's symbols among `identifiers`, sorted."""
    return sorted(i for i in identifiers if framework.matches(i))


def implicit_uses(identifiers):
    """{framework: symbols} of the symbols that count without an import."""
    found = {}
    for framework in IMPLICIT:
        symbols = sorted(identifiers & framework.implicit)
        if symbols:
            found[framework] = symbols
    return found
