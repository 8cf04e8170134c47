import Logging

/// A log level, as `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let level: Logging.Logger.Level
    public static let `default` = OSLogType(level: .notice)
    public static let info = OSLogType(level: .info)
    public static let debug = OSLogType(level: .debug)
    public static let error = OSLogType(level: .error)
    public static let fault = OSLogType(level: .critical)
}
