import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Asset catalogues an author's package ships (`Assets.xcassets` copied as a resource): image sets
/// found by `Image("name")`/`UIImage(named:)`, the largest universal picture chosen, groups with
/// and without namespaces; colour sets by `Color("name")` with their dark variants and every way
/// Xcode writes a component.
@MainActor
@Suite struct AssetCatalogTests {
    /// A folder with `Assets.xcassets` as a resource bundle holds it; removed after the test.
    final class Catalogue {
        let root: URL
        var assets: URL { root.appendingPathComponent("Assets.xcassets") }
        var searchPath: ImageSearchPath { ImageSearchPath(directories: [root]) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-assets-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
            try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

        func write(_ path: String, _ data: Data) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }

        /// A one-colour PNG of a size, which tells the files of a set apart.
        func picture(_ path: String, side: Int) throws {
            try write(path, TestPictures.png(width: side, height: side, pixels: Array(repeating: TestPictures.green, count: side * side)))
        }
    }

    @Test func anImageSetGivesItsLargestUniversalPicture() throws {
        let catalogue = try Catalogue()
        try catalogue.picture("Assets.xcassets/eur.imageset/eur.png", side: 2)
        try catalogue.picture("Assets.xcassets/eur.imageset/eur@2x.png", side: 4)
        try catalogue.picture("Assets.xcassets/eur.imageset/eur-mac.png", side: 8)
        try catalogue.write("Assets.xcassets/eur.imageset/Contents.json", """
            {"images":[{"filename":"eur.png","idiom":"universal","scale":"1x"},
                       {"filename":"eur@2x.png","idiom":"universal","scale":"2x"},
                       {"idiom":"universal","scale":"3x"},
                       {"filename":"eur-mac.png","idiom":"mac","scale":"2x"}],
             "info":{"author":"xcode","version":1}}
            """)
        // Read and decoded on the picture decoder's thread: waited for.
        #expect(PictureWait.decoded(UIImage(named: "eur", searching: catalogue.searchPath))?.size == CGSize(width: 4, height: 4))
        let lines = renderView(Image("eur", bundle: Bundle(url: catalogue.root)).resizable(), width: 2, height: 1).buffer
        #expect(lines[0, 0].style.attributes.contains(.imagePixels), "the set's picture is drawn, not the placeholder")
    }

    @Test func groupsAreSearchedAndANamespaceIsPartOfTheName() throws {
        let catalogue = try Catalogue()
        try catalogue.write("Assets.xcassets/Flags/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try catalogue.picture("Assets.xcassets/Flags/gbp.imageset/gbp.png", side: 2)
        try catalogue.write("Assets.xcassets/Flags/gbp.imageset/Contents.json", #"{"images":[{"filename":"gbp.png","idiom":"universal"}]}"#)
        try catalogue.write("Assets.xcassets/Misc/Contents.json", #"{"info":{"version":1}}"#)
        try catalogue.picture("Assets.xcassets/Misc/try.imageset/try.png", side: 2)
        try catalogue.write("Assets.xcassets/Misc/try.imageset/Contents.json", #"{"images":[{"filename":"try.png","idiom":"universal"}]}"#)

        #expect(UIImage(named: "Flags/gbp", searching: catalogue.searchPath) != nil)
        #expect(UIImage(named: "gbp", searching: catalogue.searchPath) == nil, "inside a namespace, only by its full name")
        #expect(UIImage(named: "try", searching: catalogue.searchPath) != nil, "a plain group adds nothing to the name")
        #expect(UIImage(named: "Misc/try", searching: catalogue.searchPath) == nil)
        #expect(UIImage(named: "Flags/../Flags/gbp", searching: catalogue.searchPath) == nil)
    }

    @Test func anImageSetWithoutAUsableFileOrWithBrokenContentsIsNotFound() throws {
        let catalogue = try Catalogue()
        try catalogue.write("Assets.xcassets/empty.imageset/Contents.json", #"{"images":[{"idiom":"universal","scale":"1x"}]}"#)
        try catalogue.write("Assets.xcassets/vector.imageset/Contents.json", #"{"images":[{"filename":"v.pdf","idiom":"universal"}]}"#)
        try catalogue.write("Assets.xcassets/broken.imageset/Contents.json", "{ not json")
        try catalogue.write("Assets.xcassets/escape.imageset/Contents.json", #"{"images":[{"filename":"../../secret.png","idiom":"universal"}]}"#)
        for name in ["empty", "vector", "broken", "escape"] {
            #expect(UIImage(named: name, searching: catalogue.searchPath) == nil, "\(name)")
        }
        #expect(renderLines(Image("empty", bundle: Bundle(url: catalogue.root)), width: 1, height: 1) == ["▨"])
    }

    /// The fill colour of the one cell a colour view covers.
    static func fill(_ color: Color, scheme: ColorScheme) -> TerminalColor {
        renderView(color.environment(\.colorScheme, scheme), width: 1, height: 1).buffer[0, 0].style.background
    }

    @Test func aColourSetGivesItsColourAndItsDarkVariant() throws {
        let catalogue = try Catalogue()
        try catalogue.write("Assets.xcassets/Brand.colorset/Contents.json", """
            {"colors":[
              {"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0x33","green":"128","blue":"0.500"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"1.000","red":"1.000","green":"1","blue":"0"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """)
        let brand = Color(named: "Brand", searching: catalogue.searchPath)
        #expect(Self.fill(brand, scheme: .light) == .rgb(0x33, 128, 128))
        #expect(Self.fill(brand, scheme: .dark) == .rgb(255, 255, 0))
    }

    @Test func aGreyColourSetAndAColourSetWithoutADarkVariant() throws {
        let catalogue = try Catalogue()
        try catalogue.write("Assets.xcassets/Ink.colorset/Contents.json", """
            {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.200"}},"idiom":"universal"}]}
            """)
        let ink = Color(named: "Ink", searching: catalogue.searchPath)
        #expect(Self.fill(ink, scheme: .light) == .rgb(51, 51, 51))
        #expect(Self.fill(ink, scheme: .dark) == .rgb(51, 51, 51))
    }

    @Test func aColourNoCatalogueHasIsANeutralGrey() throws {
        let catalogue = try Catalogue()
        #expect(Self.fill(Color(named: "Nowhere", searching: catalogue.searchPath), scheme: .dark) == .palette(244))
        #expect(Self.fill(Color("Nowhere"), scheme: .dark) == .palette(244))
    }
}
