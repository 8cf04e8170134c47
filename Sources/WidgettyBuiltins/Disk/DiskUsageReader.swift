import Foundation

/// The space of one mounted file system.
struct DiskUsage: Codable, Hashable, Sendable {
    var mountPoint: String
    var device: String
    var fileSystem: String
    var totalBytes: Double
    var usedBytes: Double
    var availableBytes: Double

    /// Used share as `df` computes it: used / (used + available to users), in percent.
    var usedPercent: Double {
        let room = usedBytes + availableBytes
        return room > 0 ? 100 * usedBytes / room : 0
    }
}

/// Lists the real file systems of `mounts` under a proc root and asks `statvfs` about each.
/// Pseudo file systems (proc, sysfs, tmpfs, cgroup…) are left out, and so are network ones,
/// whose `statvfs` can block for minutes when the server is gone.
enum DiskUsageReader {
    static let skippedTypes: Set<String> = [
        "proc", "sysfs", "devtmpfs", "devpts", "tmpfs", "cgroup", "cgroup2", "securityfs", "pstore", "debugfs",
        "tracefs", "mqueue", "hugetlbfs", "fusectl", "configfs", "binfmt_misc", "autofs", "bpf", "nsfs", "rpc_pipefs",
        "ramfs", "efivarfs", "selinuxfs", "squashfs", "fuse.gvfsd-fuse", "fuse.portal",
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "fuse.sshfs", "9p", "afs", "ceph", "glusterfs",
    ]

    static func read(mountsFile: String) -> Result<[DiskUsage], FileReadError> {
        FileText.read(mountsFile, limit: ProcRoot.fileLimit).map { text in
            var seenDevices: Set<String> = []
            return parseMounts(text).compactMap { mount -> DiskUsage? in
                guard !skippedTypes.contains(mount.type), !seenDevices.contains(mount.device) else { return nil }
                var info = statvfs()
                guard statvfs(mount.point, &info) == 0, info.f_blocks > 0 else { return nil }
                seenDevices.insert(mount.device)
                let block = Double(info.f_frsize)
                return DiskUsage(
                    mountPoint: mount.point, device: mount.device, fileSystem: mount.type,
                    totalBytes: Double(info.f_blocks) * block,
                    usedBytes: Double(info.f_blocks - info.f_bfree) * block,
                    availableBytes: Double(info.f_bavail) * block)
            }
        }
    }

    /// Device, mount point and type of each line, with `\040`-style escapes decoded.
    static func parseMounts(_ text: String) -> [(device: String, point: String, type: String)] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { return nil }
            return (unescape(String(fields[0])), unescape(String(fields[1])), String(fields[2]))
        }
    }

    private static func unescape(_ field: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3,
               let value = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
