import Foundation
import WidgettyFiles
#if canImport(Glibc)
import Glibc
#endif

/// Stops the kernel reading ahead around faults in the executable's data mappings.
///
/// The release binary carries ICU's data tables (32 MiB, in a read-only segment of their own at
/// the end: scripts/link-order/icu-data-last.ld), and the first time and date formatted after
/// start touch a few pages in each of several tables. When the binary is
/// not in the page cache, every such fault reads the whole read-ahead window around it (8 MiB on
/// a disk set up like the benchmark machine's), so a cold start read 55 MiB of the file to use
/// about 3. With `MADV_RANDOM` a fault reads what it needs; code keeps its read-ahead, since the
/// code that runs is laid out together (scripts/link-order).
enum ExecutableDataReadahead {
    static func disable() {
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              case .success(let maps) = BoundedFile.readText("/proc/self/maps", limit: 4 << 20)
        else { return }
        let suffix = " " + executable
        for line in maps.split(separator: "\n") where line.hasSuffix(suffix) {
            // "start-end perms offset device inode path"
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, !fields[1].contains(Character("x")) else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, let start = UnsafeMutableRawPointer(bitPattern: bounds[0]) else { continue }
            _ = madvise(start, Int(bounds[1] - bounds[0]), MADV_RANDOM)
        }
        #endif
    }
}
