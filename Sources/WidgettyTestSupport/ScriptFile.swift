import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing a small executable script for a test. The file is opened close-on-exec, so a process
/// another test forks at that moment cannot keep it open (which makes `exec` fail with "Text file
/// busy" for as long as that process lives).
public enum ScriptFile {
    public static func write(_ text: String, to path: String, mode: mode_t = 0o755) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += n
        }
        fchmod(fd, mode)
    }
}
