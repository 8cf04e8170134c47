import Foundation

/// A property list written as XML by hand: the static release binary cannot hand Swift values to
/// `PropertyListSerialization` (Foundation on Linux finds the bridged classes by name, which a
/// program linked without exported symbols does not have, and reports "Not A Type").
enum PropertyListXML {
    /// Why a value cannot be written.
    struct Unwritable: Error, CustomStringConvertible {
        let description: String
    }

    /// The XML document of `keys`, in key order.
    static func document(_ keys: [String: Any]) throws(Unwritable) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try write(keys, into: &text, indent: "")
        text += "\n</plist>\n"
        return Data(text.utf8)
    }

    private static func write(_ value: Any, into text: inout String, indent: String) throws(Unwritable) {
        switch value {
        case let string as String:
            text += "\(indent)<string>\(escaped(string))</string>"
        // An integer read from a property list is an NSNumber, which also casts to Bool: only a
        // true Bool is written as one.
        case let flag as Bool where type(of: value) == Bool.self:
            text += "\(indent)<\(flag ? "true" : "false")/>"
        case let number as Int where type(of: value) == Int.self:
            text += "\(indent)<integer>\(number)</integer>"
        case let number as Double where type(of: value) == Double.self:
            text += "\(indent)<real>\(number)</real>"
        case let number as NSNumber:
            let real = ["f", "d"].contains(String(cString: number.objCType))
            text += real ? "\(indent)<real>\(number.doubleValue)</real>" : "\(indent)<integer>\(number.int64Value)</integer>"
        case let date as Date:
            text += "\(indent)<date>\(date.formatted(.iso8601))</date>"
        case let data as Data:
            text += "\(indent)<data>\(data.base64EncodedString())</data>"
        case let list as [Any]:
            text += "\(indent)<array>\n"
            for item in list {
                try write(item, into: &text, indent: indent + "\t")
                text += "\n"
            }
            text += "\(indent)</array>"
        case let keys as [String: Any]:
            text += "\(indent)<dict>\n"
            for key in keys.keys.sorted() {
                text += "\(indent)\t<key>\(escaped(key))</key>\n"
                try write(keys[key]!, into: &text, indent: indent + "\t")
                text += "\n"
            }
            text += "\(indent)</dict>"
        default:
            throw Unwritable(description: "a value of type \(type(of: value)) has no property-list form")
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
