#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a path names once every symbolic link in front of it is followed, link by link:
/// where a file kept in another folder (a dotfiles repository) is really written, and why a link
/// leads nowhere. Writers replace the file at ``target`` (in the target's own folder), never
/// the link; a dangling or looping link is an error that names it.
public struct SymbolicLinkChain: Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// The links followed, in order, starting with `path` itself (empty: `path` is no link).
    public var links: [String]
    /// What the last link points at: a file that is not a link, or a path where nothing is yet
    /// (only when `path` itself is no link).
    public var target: String

    /// The most links followed, as the kernel's own limit (`MAXSYMLINKS`).
    public static let maximumLinks = 40

    /// Follows the links at `path`; fails when a link's target does not exist, when the links
    /// go round in a circle (or past ``maximumLinks``), or a link cannot be read.
    public static func resolve(_ path: String) -> Result<SymbolicLinkChain, SymbolicLinkError> {
        var chain = SymbolicLinkChain(path: path, links: [], target: path)
        var info = stat()
        while true {
            let current = chain.target
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ELOOP { return .failure(SymbolicLinkError(chain: chain, problem: .loop)) }
                // Nothing at the path itself (or no way to look): no link; opening it will say why.
                if chain.links.isEmpty { return .success(chain) }
                if code == ENOENT || code == ENOTDIR {
                    return .failure(SymbolicLinkError(chain: chain, problem: .dangling))
                }
                return .failure(SymbolicLinkError(chain: chain, problem: .system(errno: code)))
            }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return .success(chain) }
            if chain.links.contains(current) || chain.links.count >= maximumLinks {
                chain.links.append(current)
                return .failure(SymbolicLinkError(chain: chain, problem: .loop))
            }
            chain.links.append(current)
            guard let destination = readLink(current) else {
                return .failure(SymbolicLinkError(chain: chain, problem: .system(errno: errno)))
            }
            chain.target = destination.hasPrefix("/") ? destination : directory(of: current) + destination
        }
    }

    /// The folder part of `path` with its trailing slash (`./` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "./" }
        return String(path[...slash])
    }

    /// The text of the link at `path`; nil with `errno` set when it cannot be read.
    private static func readLink(_ path: String) -> String? {
        var size = 256
        while size <= 65536 {
            var buffer = [CChar](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBufferPointer { room -> Int in
                guard let start = room.baseAddress else { return -1 }
                return readlink(path, start, size)
            }
            if count < 0 { return nil }
            if count < size {
                return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            size *= 4
        }
        errno = ENAMETOOLONG
        return nil
    }
}

/// Why a path's symbolic links lead to no file: `home.yaml is a symbolic link to
/// dotfiles/home.yaml, which does not exist`.
public struct SymbolicLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The links followed up to the problem.
    public var chain: SymbolicLinkChain
    /// What is wrong.
    public var problem: Problem

    /// What is wrong with a chain of links.
    public enum Problem: Sendable, Hashable {
        /// The last link points at nothing.
        case dangling
        /// The links come back to one already followed, or there are too many of them.
        case loop
        /// A link could not be read (`errno`).
        case system(errno: Int32)
    }

    /// What the path is, in words that follow `PATH is ` (or `cannot read PATH: `): `a symbolic
    /// link to dotfiles/home.yaml, which does not exist (home.yaml → dotfiles/home.yaml)`.
    public var reason: String {
        switch problem {
        case .dangling:
            let route = ([chain.path] + chain.links.dropFirst() + [chain.target]).joined(separator: " → ")
            return "a symbolic link to \(chain.target), which does not exist (\(route))"
        case .loop where chain.links.isEmpty:
            return "a path through symbolic links that loop"
        case .loop:
            return "a symbolic link that loops (\(chain.links.joined(separator: " → ")))"
        case .system(let code):
            return "a symbolic link that cannot be followed (\(chain.links.last ?? chain.path): \(String(cString: strerror(code))))"
        }
    }

    /// `PATH is REASON; it is left as it is`, for a writer that refused to replace the link.
    public var description: String {
        "\(chain.path) is \(reason); it is left as it is (make the link point at a file, or remove it)"
    }
}
