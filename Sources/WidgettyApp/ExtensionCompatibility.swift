import Foundation
import WidgettyExtensionProtocol

/// What `widgetty install` checks, so an extension that cannot work here is refused with the
/// reason rather than failing later: before building, that the SDK a `widgetty new` package names
/// (its manifest's `let sdk = "…"` line) is there and was made by the compiler that will build the
/// package (a compiler reads only its own version's modules); after building, that the bundle
/// speaks this program's protocol version.
enum ExtensionCompatibility {
    /// The SDK folder a manifest names, as `widgetty new` writes it; nil for other packages.
    static func sdkPath(inManifest manifest: String) -> String? {
        for line in manifest.split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("let sdk = \""), text.hasSuffix("\""), text.count >= "let sdk = \"\"".count else { continue }
            let literal = text.dropFirst("let sdk = \"".count).dropLast()
            var path = "", escaped = false
            for character in literal {
                if escaped || character != "\\" { path.append(character); escaped = false } else { escaped = true }
            }
            return path
        }
        return nil
    }

    /// Why `name` (whose manifest is `manifest`) cannot be built by `compiler` (`swift --version`'s
    /// first line; nil when unknown), or nil when it can or names no SDK.
    static func buildProblem(name: String, manifest: String, compiler: String?) -> String? {
        guard let path = sdkPath(inManifest: manifest) else { return nil }
        let sdk: InstalledSDK
        do {
            sdk = try InstalledSDK.read(at: path)
        } catch {
            return "\(name) builds against the Widgetty SDK at \(path), which is not there (\(error.message)): "
                + "point `let sdk` in its Package.swift at an installed SDK (PREFIX/lib/widgetty)"
        }
        guard let compiler, compiler != sdk.compiler else { return nil }
        return "\(name) builds against the Widgetty SDK at \(path), made by \(sdk.compiler); `swift` here is \(compiler), "
            + "which cannot read that SDK's modules: install Widgetty with this toolchain (`make install`) and point `let sdk` at it"
    }

    /// Why the bundle `name` described cannot be hosted by this program (nil when it can).
    static func protocolProblem(_ bundle: BundleDescription, name: String) -> String? {
        guard bundle.version != ExtensionProtocol.version else { return nil }
        return "\(name) speaks version \(bundle.version) of the extension protocol; this widgetty speaks version "
            + "\(ExtensionProtocol.version): build it against this Widgetty's SDK and install it again"
    }
}
