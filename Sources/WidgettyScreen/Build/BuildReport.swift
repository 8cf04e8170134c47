/// How a build of the package `widgetty dev` watches ended: its product, where the package is,
/// and the compiler's messages when it failed. A failed build is shown over the home screen
/// until the next good one; the widgets keep the last good build meanwhile.
public struct BuildReport: Sendable, Hashable {
    public var product: String
    /// The package's folder: file names are shown relative to it.
    public var package: String
    public var succeeded: Bool
    /// The compiler's errors (and any other message without a place), in the order printed.
    public var diagnostics: [BuildDiagnostic]
    /// How long the build (and, when it succeeded, the install) took, in seconds.
    public var seconds: Double

    public init(product: String, package: String, succeeded: Bool, diagnostics: [BuildDiagnostic] = [], seconds: Double = 0) {
        self.product = product
        self.package = package
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.seconds = seconds
    }
}
