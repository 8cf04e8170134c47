import Foundation

/// Paths as users write them in parameters: `~` for the home directory and `$NAME` or
/// `${NAME}` for environment variables (`$W1_TODO`), expanded once when a provider runs.
enum PathExpansion {
    static func expand(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        // Most parameters are left empty, and a system widget asks every 2 s.
        if path.isEmpty { return path }
        var text = path.trimmingCharacters(in: .whitespaces)
        if text == "~" || text.hasPrefix("~/") {
            let home = environment["HOME"] ?? NSHomeDirectory()
            text = home + text.dropFirst()
        }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "$" else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            var nameStart = text.index(after: index)
            let braced = nameStart < text.endIndex && text[nameStart] == "{"
            if braced { nameStart = text.index(after: nameStart) }
            var nameEnd = nameStart
            while nameEnd < text.endIndex, text[nameEnd] == "_" || text[nameEnd].isLetter || text[nameEnd].isNumber {
                nameEnd = text.index(after: nameEnd)
            }
            let name = String(text[nameStart..<nameEnd])
            if name.isEmpty || (braced && (nameEnd >= text.endIndex || text[nameEnd] != "}")) {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            result += environment[name] ?? ""
            index = braced ? text.index(after: nameEnd) : nameEnd
        }
        return result
    }
}
