import Foundation

/// The process's peak resident memory so far (`VmHWM` of `/proc/self/status`), in bytes.
enum PeakMemory {
    static func bytes() -> Int64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kibibytes = line?.split { $0 == " " || $0 == "\t" }.dropFirst().first.flatMap { Int64($0) }
        return kibibytes.map { $0 * 1024 }
    }
}
