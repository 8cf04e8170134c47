import Foundation
import Testing
import WidgettyFiles

/// Following a chain of symbolic links to the file it ends at, and naming a link that leads
/// nowhere: a dangling link, a loop, a link through a folder link that loops.
@Suite struct SymbolicLinkChainTests {
    private func link(_ path: String, to destination: String) throws {
        guard symlink(destination, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    @Test func aFileIsItsOwnTargetAndAMissingPathIsNoError() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("home.yaml", Array("a".utf8))
        let chain = try SymbolicLinkChain.resolve(file).get()
        #expect(chain.path == file && chain.links.isEmpty && chain.target == file)
        let missing = scratch.path + "/nothing.yaml"
        #expect(try SymbolicLinkChain.resolve(missing).get().target == missing)
    }

    @Test func relativeAbsoluteAndChainedLinksEndAtTheFile() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path + "/dotfiles/deep", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/config", withIntermediateDirectories: true)
        let target = try scratch.file("dotfiles/deep/home.yaml", Array("a".utf8))
        try link(scratch.path + "/config/relative.yaml", to: "../dotfiles/deep/home.yaml")
        try link(scratch.path + "/config/absolute.yaml", to: target)
        try link(scratch.path + "/dotfiles/middle.yaml", to: "deep/home.yaml")
        try link(scratch.path + "/config/chained.yaml", to: "../dotfiles/middle.yaml")
        for name in ["relative", "absolute", "chained"] {
            let chain = try SymbolicLinkChain.resolve(scratch.path + "/config/\(name).yaml").get()
            #expect(URL(fileURLWithPath: chain.target).standardizedFileURL.path == URL(fileURLWithPath: target).standardizedFileURL.path)
            #expect(chain.links.count == (name == "chained" ? 2 : 1))
        }
    }

    @Test func aDanglingLinkIsAnErrorThatNamesItAndWhereItPoints() throws {
        let scratch = try ScratchDirectory()
        try link(scratch.path + "/home.yaml", to: "dotfiles/gone.yaml")
        try link(scratch.path + "/second.yaml", to: "home.yaml")
        try link(scratch.path + "/folder-gone.yaml", to: "no-folder/home.yaml")
        for (name, missing) in [("home.yaml", "dotfiles/gone.yaml"), ("second.yaml", "dotfiles/gone.yaml"), ("folder-gone.yaml", "no-folder/home.yaml")] {
            let path = scratch.path + "/" + name
            guard case .failure(let error) = SymbolicLinkChain.resolve(path) else {
                Issue.record("\(name) resolved")
                continue
            }
            #expect(error.problem == .dangling)
            #expect(error.description.hasPrefix("\(path) is a symbolic link to \(scratch.path)/\(missing), which does not exist"), "\(error)")
        }
    }

    @Test func loopsAreErrorsThatNameTheLinks() throws {
        let scratch = try ScratchDirectory()
        try link(scratch.path + "/self.yaml", to: "self.yaml")
        try link(scratch.path + "/a.yaml", to: "b.yaml")
        try link(scratch.path + "/b.yaml", to: "./a.yaml")
        try link(scratch.path + "/loop-dir", to: "loop-dir")
        try link(scratch.path + "/through.yaml", to: "loop-dir/home.yaml")
        for name in ["self.yaml", "a.yaml", "b.yaml", "through.yaml", "loop-dir/home.yaml"] {
            let path = scratch.path + "/" + name
            guard case .failure(let error) = SymbolicLinkChain.resolve(path) else {
                Issue.record("\(name) resolved")
                continue
            }
            #expect(error.problem == .loop, "\(name): \(error)")
            #expect(error.description.hasPrefix(path), "\(error)")
            #expect(error.description.contains("loop"), "\(error)")
        }
    }

    @Test func aLongChainEndsAtTheKernelsLimit() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.file("end.yaml", Array("a".utf8))
        var previous = "end.yaml"
        for step in 1...SymbolicLinkChain.maximumLinks + 1 {
            try link(scratch.path + "/l\(step)", to: previous)
            previous = "l\(step)"
        }
        #expect(try SymbolicLinkChain.resolve(scratch.path + "/l\(SymbolicLinkChain.maximumLinks)").get().target.hasSuffix("/end.yaml"))
        guard case .failure(let error) = SymbolicLinkChain.resolve(scratch.path + "/l\(SymbolicLinkChain.maximumLinks + 1)") else {
            Issue.record("a chain past the limit resolved")
            return
        }
        #expect(error.problem == .loop)
    }

    @Test func readingThroughABrokenLinkSaysSo() throws {
        let scratch = try ScratchDirectory()
        try link(scratch.path + "/todo.txt", to: "elsewhere/todo.txt")
        try link(scratch.path + "/loop.txt", to: "loop.txt")
        let dangling = BoundedFile.readText(scratch.path + "/todo.txt", limit: 100)
        #expect(dangling.failureDescription?.hasPrefix("cannot read \(scratch.path)/todo.txt: a symbolic link to \(scratch.path)/elsewhere/todo.txt, which does not exist") == true, "\(dangling)")
        let loop = BoundedFile.readText(scratch.path + "/loop.txt", limit: 100)
        #expect(loop.failureDescription?.contains("a symbolic link that loops") == true, "\(loop)")
    }
}
