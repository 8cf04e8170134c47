/// A certificate, as the Security framework's `SecCertificate`: its DER bytes here (this module
/// keeps passwords; it does not parse or trust certificates). Enough for code that only turns
/// one into bytes and back, as swift-certificates does when `canImport(Security)`.
public typealias SecCertificate = Data

/// A certificate's DER bytes.
@_alwaysEmitIntoClient
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate }

/// A certificate from its DER bytes (not checked: any bytes are kept as they are).
@_alwaysEmitIntoClient
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? { data }
