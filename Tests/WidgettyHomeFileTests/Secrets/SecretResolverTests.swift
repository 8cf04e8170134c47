import Foundation
import Testing
import WidgettyHomeFile
import WidgettyTestSupport

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SecretResolverTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "widgetty-secrets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func resolver(environment: [String: String] = [:], timeout: TimeInterval = 10) -> SecretResolver {
        SecretResolver(
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }, homeDirectory: directory + "/home",
            baseDirectory: directory, commandTimeout: timeout)
    }

    private func failure(_ result: Result<String, SecretResolutionError>?) -> String? {
        if case .failure(let error)? = result { return error.description }
        return nil
    }

    @Test func environmentVariables() async throws {
        let resolver = resolver(environment: ["TOKEN": "  abc123 \nsecond line", "EMPTY": ""])
        #expect(try await resolver.resolve(.environment("TOKEN")).get() == "abc123")
        #expect(failure(await resolver.resolve(.environment("MISSING"))) == "the environment variable MISSING is not set")
        #expect(failure(await resolver.resolve(.environment("EMPTY"))) == "the environment variable EMPTY has an empty first line")
    }

    @Test func filesGiveTheirFirstLineTrimmedFromHomeOrBesideTheHomeFile() async throws {
        try FileManager.default.createDirectory(atPath: directory + "/home/.config", withIntermediateDirectories: true)
        try "ghp_fromhome\t\nignored\n".write(toFile: directory + "/home/.config/token", atomically: true, encoding: .utf8)
        try "beside\r\n".write(toFile: directory + "/beside.txt", atomically: true, encoding: .utf8)
        #expect(try await resolver().resolve(.file("~/.config/token")).get() == "ghp_fromhome")
        #expect(try await resolver().resolve(.file("beside.txt")).get() == "beside")
        #expect(try await resolver().resolve(.file(directory + "/beside.txt")).get() == "beside")
        #expect(failure(await resolver().resolve(.file("nope"))) == "cannot read \(directory)/nope: No such file or directory")
    }

    @Test func fifosDevicesAndHugeFilesAreRefusedWithoutBlocking() async throws {
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(failure(await resolver().resolve(.file(fifo)))?.hasPrefix("cannot read \(fifo): not a regular file") == true)
        #expect(failure(await resolver().resolve(.file("/dev/zero")))?.hasPrefix("cannot read /dev/zero: not a regular file") == true)
        try String(repeating: "x", count: SecretResolver.fileLimit + 1).write(toFile: directory + "/huge", atomically: true, encoding: .utf8)
        #expect(failure(await resolver().resolve(.file("huge")))?.contains("too large") == true)
    }

    @Test func commandsGiveTheirFirstLineAndRunWithoutAShell() async throws {
        #expect(try await resolver().resolve(.command(["printf", "%s\\nsecond", "tok en"])).get() == "tok en")
        // No shell: `$HOME` reaches the program as written.
        #expect(try await resolver(environment: ["HOME": "/nowhere"]).resolve(.command(["echo", "$HOME;", "id"])).get() == "$HOME; id")
    }

    @Test func aFailingCommandSaysWhyWithItsStandardError() async throws {
        let script = directory + "/fail.sh"
        try ScriptFile.write("#!/bin/sh\necho 'gpg: decryption failed: No secret key' >&2\nexit 2\n", to: script)
        #expect(failure(await resolver().resolve(.command([script]))) == "fail.sh exited with status 2: gpg: decryption failed: No secret key")
        #expect(failure(await resolver().resolve(.command(["widgetty-no-such-program"])))
            == "cannot run widgetty-no-such-program: No such file or directory")
        #expect(failure(await resolver().resolve(.command(["true"]))) == "true's output has an empty first line")
    }

    /// Killed at its deadline (the message is only given for a child the timeout killed; no
    /// wall-clock bound here: a loaded test run may start the runner's thread late).
    @Test func aCommandPastItsTimeoutIsStopped() async {
        let message = failure(await resolver(timeout: 0.2).resolve(.command(["sleep", "5"])))
        #expect(message == "sleep did not finish within 0.2 s (it must not ask for anything)")
    }
}
