/// Sizes in words: `512 bytes`, `4.0 KiB`, `50.0 MiB`, `2.0 GiB` (one decimal, binary units).
enum ByteCount {
    /// `bytes` in the largest unit that keeps it at 1 or more.
    static func text(_ bytes: Int64) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var unit: Int64 = 1024
        for name in ["KiB", "MiB", "GiB"] {
            // Without multiplying `bytes`, which may be near Int64.max (a sparse file's size).
            let tenths = bytes / unit * 10 + (bytes % unit * 10 + unit / 2) / unit
            if tenths < 10 * 1024 || name == "GiB" { return "\(tenths / 10).\(tenths % 10) \(name)" }
            unit *= 1024
        }
        return "\(bytes) bytes"
    }

    /// Two sizes that read differently: each as ``text(_:)``, or both in bytes when rounding
    /// would make them look the same (a file one byte over a limit).
    static func texts(_ first: Int64, _ second: Int64) -> (String, String) {
        let (a, b) = (text(first), text(second))
        return a == b && first != second ? ("\(first) bytes", "\(second) bytes") : (a, b)
    }
}
