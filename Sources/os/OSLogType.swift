import Logging

/// A log level, as `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let level: Logging.Logger.Level
    /// The default level: logged as a notice.
    public static let `default` = OSLogType(level: .notice)
    /// Helpful but not needed: logged as info.
    public static let info = OSLogType(level: .info)
    /// Detail for debugging: logged as debug, usually filtered out.
    public static let debug = OSLogType(level: .debug)
    /// An operation failed: logged as an error.
    public static let error = OSLogType(level: .error)
    /// A bug in the program: logged as critical.
    public static let fault = OSLogType(level: .critical)
}
