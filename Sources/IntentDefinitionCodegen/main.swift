import Foundation

// Widgetty's intent definition code generator, run by the IntentDefinitions build plugin:
//   IntentDefinitionCodegen definition FILE.intentdefinition OUTPUT.swift
//   IntentDefinitionCodegen handler OUTPUT.swift [SWIFT_FILE…]
// A problem is reported as `FILE: error: KEY PATH: MESSAGE` and exits 1, failing the build.

/// Writes `text` to `path`, or stops the program with an error naming it.
func write(_ text: String, to path: String) {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        fail(path, "cannot write the generated Swift: \(error.localizedDescription)")
    }
}

func fail(_ file: String, _ message: String) -> Never {
    FileHandle.standardError.write(Data("\(file): error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("definition", 3):
    let input = arguments[1]
    guard let data = FileManager.default.contents(atPath: input) else { fail(input, "cannot read the file") }
    do {
        let definition = try DefinitionReader.read(data)
        write(DefinitionWriter.swift(for: definition, fileName: URL(fileURLWithPath: input).lastPathComponent), to: arguments[2])
    } catch {
        fail(input, error.description)
    }
case ("handler", 2...):
    write(HandlerLookupWriter.swift(for: HandlerFinder.find(in: Array(arguments.dropFirst(2)))), to: arguments[1])
default:
    fail(
        "IntentDefinitionCodegen",
        "usage: IntentDefinitionCodegen definition FILE.intentdefinition OUTPUT.swift | handler OUTPUT.swift [SWIFT_FILE…]")
}
