// The article's CommitLoader asks GitHub's API for a branch's latest commit. Widgetty has no
// network in its examples, so this loader asks a local git repository instead: it runs
// `git -C <path> log -1` with posix_spawn (an argument vector, no shell) and parses its output
// into the article's `Commit`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Widgetty

struct CommitLoader {
    /// `COMMIT_CHECKER_REPO`, or the current directory when it is unset.
    static var repositoryPathFromEnvironment: String {
        ProcessInfo.processInfo.environment["COMMIT_CHECKER_REPO"] ?? FileManager.default.currentDirectoryPath
    }

    static func fetch(repositoryPath: String, completion: @escaping (Result<Commit, Error>) -> Void) {
        let arguments = ["git", "-C", repositoryPath, "log", "-1", "--format=%s%x00%an%x00%aI"]
        let result = GitProcess.run(arguments)
        guard case .success(let data) = result else {
            if case .failure(let error) = result { completion(.failure(error)) }
            return
        }
        guard let commit = getCommitInfo(fromData: data) else {
            completion(.failure(CommitLoaderError.unreadableOutput))
            return
        }
        completion(.success(commit))
    }

    /// The commit in `git log --format=%s%x00%an%x00%aI` output: subject, author, ISO 8601 date.
    static func getCommitInfo(fromData data: Foundation.Data) -> Commit? {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        let fields = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else { return nil }
        return Commit(message: fields[0], author: fields[1], date: fields[2])
    }
}

/// Why the latest commit could not be read.
enum CommitLoaderError: Error, Equatable {
    case cannotStartGit(errno: Int32)
    case gitFailed(status: Int32)
    case unreadableOutput
}

/// A `git` child process: standard output captured through a pipe, standard input and error
/// on /dev/null (the terminal belongs to the home screen).
enum GitProcess {
    static func run(_ argv: [String]) -> Result<Foundation.Data, CommitLoaderError> {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .failure(.cannotStartGit(errno: errno)) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        // The host blocks some signals in its threads; git gets an empty mask.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return .failure(.cannotStartGit(errno: spawned))
        }

        var output = Foundation.Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0 ..< count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(readEnd)

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { return .failure(.gitFailed(status: status)) }
        return .success(output)
    }
}
