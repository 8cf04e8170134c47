import Foundation
import Widgetty

/// A city the system keeps the time of: one of its time zones named after a place
/// (`Asia/Tokyo`, `America/Argentina/Buenos_Aires`), stored in the home file by that identifier.
struct CityEntity: AppEntity {
    let id: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()

    /// The place's name: the identifier's last part, with spaces (`Buenos Aires`).
    var name: String { String(id.split(separator: "/").last ?? Substring(id)).replacingOccurrences(of: "_", with: " ") }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(name), subtitle: LocalizedStringResource(id))
    }

    var timeZone: TimeZone { TimeZone(identifier: id) ?? .gmt }
}

/// Finds cities among the time zones the system knows: all of them for the edit panel's list,
/// those whose name or identifier holds the typed text (`new y`, `buenos`, `america/`) as the
/// user types, and the stored ones again by identifier (one the system no longer knows is left
/// out, and the panel and `check` say it is missing).
struct CityQuery: EntityStringQuery, EnumerableEntityQuery {
    /// The zone identifiers named after a place (not `UTC`, `GMT+5` or `EST5EDT`), by city name.
    static let cities: [CityEntity] = TimeZone.knownTimeZoneIdentifiers
        .filter { $0.contains("/") && !$0.hasPrefix("Etc/") }
        .map(CityEntity.init)
        .sorted { ($0.name, $0.id) < ($1.name, $1.id) }

    func allEntities() async throws -> [CityEntity] { Self.cities }

    func entities(for identifiers: [String]) async throws -> [CityEntity] {
        let known = Set(TimeZone.knownTimeZoneIdentifiers)
        return identifiers.filter(known.contains).map(CityEntity.init)
    }

    func entities(matching string: String) async throws -> [CityEntity] {
        let words = Self.folded(string).split(separator: " ")
        return Self.cities.filter { city in
            let text = Self.folded(city.id)
            return words.allSatisfy { text.contains($0) }
        }
    }

    /// Lower case, `_` as a space, so `new york` finds `America/New_York`.
    static func folded(_ text: String) -> String { text.lowercased().replacingOccurrences(of: "_", with: " ") }
}
