import Foundation
import Testing
@testable import WidgettyBuiltins

/// JSON Pointer (RFC 6901) over the script widget's JSON, on a document shaped like the RFC's
/// section 5 example (written here), and the `http` widget's line templates.
@Suite struct JSONPointerTests {
    static var document: LocatedJSON { try! LocatedJSON.parse(#"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#) }

    func value(_ pointer: String) throws -> String? {
        try JSONPointer(pointer).resolve(in: Self.document).map { FieldTemplate.plain($0) }
    }

    @Test func everyExampleOfTheSpecificationResolves() throws {
        #expect(try value("") == "{10 keys}")
        #expect(try value("/foo") == "[2 items]")
        let cases: [(String, String)] = [("/foo/0", "bar"), ("/", "0"), ("/a~1b", "1"), ("/c%d", "2"), ("/e^f", "3"), ("/g|h", "4"),
                                         ("/i\\j", "5"), ("/k\"l", "6"), ("/ ", "7"), ("/m~0n", "8")]
        for (pointer, expected) in cases { #expect(try value(pointer) == expected, "\(pointer)") }
    }

    @Test func theFragmentFormIsPercentDecoded() throws {
        let cases: [(String, String)] = [("#/foo/0", "bar"), ("#/", "0"), ("#/a~1b", "1"), ("#/c%25d", "2"), ("#/e%5Ef", "3"),
                                         ("#/g%7Ch", "4"), ("#/i%5Cj", "5"), ("#/k%22l", "6"), ("#/%20", "7"), ("#/m~0n", "8")]
        for (pointer, expected) in cases { #expect(try value(pointer) == expected, "\(pointer)") }
        #expect(try value("#") == "{10 keys}")
    }

    @Test func missingValuesAndBadIndexesResolveToNothing() throws {
        for pointer in ["/nope", "/foo/2", "/foo/-", "/foo/01", "/foo/+1", "/foo/0/x", "/a~1b/c"] {
            #expect(try value(pointer) == nil, "\(pointer)")
        }
    }

    @Test func malformedPointersAreRefused() {
        #expect(throws: JSONPointer.Problem.self) { try JSONPointer("foo") }
        #expect(throws: JSONPointer.Problem.self) { try JSONPointer("/a~2") }
        #expect(throws: JSONPointer.Problem.self) { try JSONPointer("/a~") }
    }

    @Test func templatesFillFieldsWithFormats() throws {
        let json = try LocatedJSON.parse(#"{"t": 21.456, "n": 7.6, "p": 0.423, "at": 1795356309, "iso": "2026-11-22T14:05:09Z", "s": "ok"}"#)
        let template = try FieldTemplate(["{/s}: {/t|fixed:1}° {/n|int}", "{/p|percent} at {/at|time}", "{/iso|date:d MMM HH:mm}",
                                          "{{literal}} {/missing}"])
        #expect(template.render(json, timeZone: TimeZone(identifier: "UTC")!)
            == ["ok: 21.5° 8", "42% at 14:05", "22 Nov 14:05", "{literal} —"])
    }

    @Test func templateProblemsSayLineAndColumn() {
        let cases: [([String], String)] = [
            (["ok", "{/a"], "lines 2:1: '{' without its '}'"),
            (["x }"], "lines 1:3: a lone '}' (write '}}' for a brace)"),
            (["{a}"], "lines 1:2: a JSON pointer is empty or starts with '/', not \"a\""),
            (["{/a|money}"], "lines 1:4: unknown format 'money' (int, fixed:N, percent, date, time, date:PATTERN)"),
        ]
        for (lines, message) in cases {
            #expect(throws: FieldTemplate.Problem.self) { try FieldTemplate(lines) }
            do { _ = try FieldTemplate(lines) } catch { #expect(error.description == message) }
        }
    }
}
