import ArgumentParser
import Foundation
import WidgettyFiles
import WidgettyStore
import WidgettyTerminal

/// `widgetty defaults`: the shared store from the command line, as macOS's `defaults` is for
/// `UserDefaults`. A write tells the running home screen, whose widgets that read the suite reload.
struct Defaults: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read and write the shared store that widgets read (SharedDefaults).",
        discussion: "Example: widgetty defaults write --suite weather --type double temperature 21.5",
        subcommands: [Write.self, Read.self, Delete.self, Import.self])

    /// The suite option every subcommand takes.
    struct SuiteOption: ParsableArguments {
        @Option(help: "The suite (SharedDefaults(suiteName:)).")
        var suite = "default"

        func validate() throws {
            if suite.isEmpty { throw ValidationError("the suite name is empty") }
        }
    }

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Store a value under a key.")

        @OptionGroup var suite: SuiteOption

        @Option(help: "The value's type: \(SharedValue.typeNames.joined(separator: ", ")) (array: every VALUE is an element).")
        var type = "string"

        @Argument(help: "The key.")
        var key: String

        @Argument(help: "The value (several for --type array).")
        var values: [String] = []

        func validate() throws {
            if key.isEmpty { throw ValidationError("the key is empty") }
        }

        func run() throws {
            let value: SharedValue
            do {
                value = try SharedValue.parse(values, as: type)
            } catch {
                throw StoreCommand.fail(error.description, status: 2)
            }
            try StoreCommand.run { store throws(SharedStoreError) in try store.set(value, forKey: key, suite: suite.suite) }
        }
    }

    struct Read: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a key's value (an array one element a line), or every key of the suite.")

        @OptionGroup var suite: SuiteOption

        @Argument(help: "The key; without it, every key as `key (type): value`.")
        var key: String?

        func run() throws {
            let suite = suite.suite
            if let key {
                let value = try StoreCommand.run { store throws(SharedStoreError) in try store.value(forKey: key, suite: suite) }
                guard let value else { throw StoreCommand.fail("no key '\(key)' in suite '\(suite)'") }
                Console.write(value.description)
            } else {
                let values = try StoreCommand.run { store throws(SharedStoreError) in try store.values(suite: suite) }
                for key in values.keys.sorted() {
                    guard let value = values[key] else { continue }
                    let shown = if case .array(let items) = value { "[" + items.joined(separator: ", ") + "]" } else { value.description }
                    Console.write("\(key) (\(value.typeName)): \(shown)")
                }
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a key.")

        @OptionGroup var suite: SuiteOption

        @Argument(help: "The key.")
        var key: String

        func run() throws {
            let suite = suite.suite
            let existed = try StoreCommand.run { store throws(SharedStoreError) in
                try store.modify(suite: suite) { edit throws(SharedStoreError) in
                    guard try edit.value(forKey: key) != nil else { return false }
                    try edit.set(nil, forKey: key)
                    return true
                }
            }
            if !existed { throw StoreCommand.fail("no key '\(key)' in suite '\(suite)'") }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store many keys at once from stdin: KEY=VALUE lines, all or none.",
            discussion: "Blank lines and lines starting with # are skipped. One transaction, one notification.")

        @OptionGroup var suite: SuiteOption

        @Option(help: "The values' type: \(SharedValue.typeNames.filter { $0 != "array" }.joined(separator: ", ")).")
        var type = "string"

        /// What stdin may hold: 16 MiB of lines, read no further.
        static let inputLimit = 16 << 20

        func run() throws {
            let text: String
            switch BoundedStream.readToEnd(STDIN_FILENO, limit: Self.inputLimit) {
            case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
            case .failure(let failure): throw StoreCommand.fail("cannot read stdin: \(failure)", status: 2)
            }
            let values: [String: SharedValue]
            do {
                values = try DefaultsImport.parse(text, type: type, source: "stdin")
            } catch {
                throw StoreCommand.fail(error.description, status: 2)
            }
            let suite = suite.suite
            try StoreCommand.run { store throws(SharedStoreError) in try store.set(values, suite: suite) }
            Console.write("imported \(values.count) keys into suite '\(suite)'")
        }
    }
}

/// What the store commands share: opening the store and failing with a message.
enum StoreCommand {
    /// Runs `body` on the standard store; any store error becomes `widgetty: …` and exit 1.
    static func run<T>(_ body: (SharedStore) throws(SharedStoreError) -> T) throws -> T {
        do {
            return try body(try SharedStore.standard.get())
        } catch {
            throw fail(error.description)
        }
    }

    /// Prints `widgetty: message` on stderr; throw the result.
    static func fail(_ message: String, status: Int32 = 1) -> CommandFailure {
        CommandFailure(message, status: status)
    }
}
