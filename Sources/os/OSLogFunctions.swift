import Foundation
import Logging

/// Logs a printf-style message through a log handle, as `os_log("Loaded %{public}@ in %d ms", log: log, type: .info, name, ms)`.
/// As on Apple's systems, strings and objects (`%@`, `%s`) are `<private>` unless written
/// `%{public}…`, and numbers are shown unless written `%{private}…`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    OSLogFormat.write(message.description, args, log: log, type: type)
}

/// The same with the type first, as `os_log(.error, log: log, "Failed: %d", code)`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    OSLogFormat.write(message.description, args, log: log, type: type)
}

/// Logs an interpolated message, as `os_log("Loaded \(name, privacy: .public)")`.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    Logger(OSLog.default).log(level: .default, message)
}

/// Logs an interpolated message through a handle at a level, as `os_log(.error, log: log, "…\(x)")`.
@_disfavoredOverload
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled(type: type) else { return }
    Logger(log).log(level: type, message)
}

/// Logs an interpolated message through a handle, as `os_log(log: log, "…\(x)")`.
@_disfavoredOverload
public func os_log(log: OSLog, _ message: OSLogMessage) {
    os_log(.default, log: log, message)
}

/// How `os_log`'s printf-style formats become text: each `%` conversion formatted alone, its
/// privacy (`{public}`, `{private}`) read and taken off first.
enum OSLogFormat {
    static func write(_ format: String, _ args: [CVarArg], log: OSLog, type: OSLogType) {
        guard log.isEnabled(type: type) else { return }
        Logging.Logger(label: log.label).log(level: type.level, "\(render(format, args))")
    }

    /// The text of `format` with `args` written in, private ones as `<private>`.
    static func render(_ format: String, _ args: [CVarArg]) -> String {
        var output = ""
        var characters = format[...]
        var remaining = args[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                output += "%"
                characters = characters.dropFirst()
                continue
            }
            var privacy = ""
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                privacy = String(characters[characters.index(after: characters.startIndex)..<close])
                characters = characters[characters.index(after: close)...]
            }
            // Flags, width, precision and length, then the conversion.
            let specEnd = characters.firstIndex(where: { "diouxXeEfFgGaAcsSp@".contains($0) }) ?? characters.endIndex
            guard specEnd < characters.endIndex else {
                output += "%" + characters
                characters = characters[characters.endIndex...]
                break
            }
            let spec = "%" + characters[...specEnd]
            let conversion = characters[specEnd]
            characters = characters[characters.index(after: specEnd)...]
            guard let arg = remaining.popFirst() else { continue }
            let isObject = conversion == "@" || conversion == "s" || conversion == "S"
            let isPublic = privacy.contains("public") || (!isObject && !privacy.contains("private"))
            if !isPublic {
                output += "<private>"
            } else if isObject {
                output += String(describing: arg)
            } else {
                output += String(format: spec, arg)
            }
        }
        return output + characters
    }
}
