import Foundation
import OSLog
import Testing
import Widgetty

/// The platform calls widget code makes beside WidgetKit: an App Group's folder, defaults read by
/// key-value coding, `Logger` with privacy, and URLSession from `import Widgetty` alone.
@Suite struct PlatformCallTests {
    @Test func anAppGroupHasAFolderOfItsOwnMadeOnFirstUse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-group-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let directories = XDGDirectories(environment: ["HOME": root.path, "XDG_DATA_HOME": root.path])
        let folder = try #require(AppGroupContainer.url(for: "group.com.example.todo", directories: directories))
        #expect(folder.path == root.path + "/widgetty/groups/group.com.example.todo")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(mode == 0o700, "a group's files are the user's own")
        #expect(AppGroupContainer.url(for: "group.com.example.todo", directories: directories) == folder, "the same folder again")
        for name in ["", ".", "..", "../escape", "a/b", "nul\0byte"] {
            #expect(AppGroupContainer.url(for: name, directories: directories) == nil, "\(name) is not a group name")
        }
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../x") == nil)
    }

    @Test func defaultsReadByKey() throws {
        let suite = "widgetty.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(42, forKey: "count")
        #expect(defaults.value(forKey: "count") as? Int == 42)
        #expect(defaults.value(forKey: "missing") == nil)
    }

    @Test func loggedTextIsPrivateUnlessMarkedPublicAndNumbersAreShown() {
        let name = "Ada", count = 3, ratio = 0.5
        let message: OSLogMessage = "\(name) \(name, privacy: .public) \(count) \(count, privacy: .private) \(ratio) \(true)"
        #expect(message.text == "<private> Ada 3 <private> 0.5 true")
        // Compiles as widget code writes it.
        let logger = Logger(subsystem: "com.example.widgets", category: "timeline")
        logger.info("reloaded \(count) entries for \(name, privacy: .public)")
        logger.error("failed: \(name)")
    }

    @Test func urlSessionComesWithWidgetty() async throws {
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!, timeoutInterval: 2)
        let session = URLSession(configuration: .ephemeral)
        await #expect(throws: (any Error).self, "nothing listens on the discard port") {
            _ = try await session.data(for: request)
        }
        let response = HTTPURLResponse(url: request.url!, statusCode: 204, httpVersion: nil, headerFields: nil)
        #expect(response?.statusCode == 204)
    }

    final class ChartData: ObservableObject {
        @Published var points: [Double] = []
    }

    @Test func combineComesWithWidgettyAsWithSwiftUI() {
        let data = ChartData()
        var seen: [[Double]] = []
        let subscription = data.$points.sink { seen.append($0) }
        data.points = [1, 2]
        #expect(seen == [[], [1, 2]])
        subscription.cancel()
        var total = 0
        _ = Just(3).map { $0 * 2 }.sink { total = $0 }
        #expect(total == 6)
    }
}
