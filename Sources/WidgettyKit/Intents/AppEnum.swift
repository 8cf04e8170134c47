import WidgettyUI

/// How a value is shown to the user: a title and an optional subtitle, as in App Intents.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The main line: the case's or entity's name as the edit panel lists it.
    public let title: LocalizedStringResource
    /// A dimmer second line under the title, when there is one.
    public let subtitle: LocalizedStringResource?

    /// A representation of a title and an optional subtitle.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
    /// A title from a string literal: `[.daily: "Every day"]`.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    /// A title from an interpolated string, written out when made.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// How a type is named to the user, as in App Intents.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The type's name as the edit panel labels a parameter of it ("Time Zone").
    public let name: LocalizedStringResource

    /// A type name from a resource.
    public init(name: LocalizedStringResource) { self.name = name }
    /// A type name from a string literal: `static var typeDisplayRepresentation:
    /// TypeDisplayRepresentation = "City"`.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    /// A type name from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A type whose cases each have a display representation, as in App Intents.
public protocol CaseDisplayRepresentable: Hashable {
    /// Each case's title (and subtitle), as the edit panel lists the choices; a case left out is
    /// shown by its raw value.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An enumeration a parameter can choose from, as in App Intents: stored by its raw value,
/// shown by its case display representations.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, CaseDisplayRepresentable, IntentValueConvertible
where RawValue: LosslessStringConvertible {
    /// The enum's name as the edit panel labels its parameters.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

extension AppEnum {
    /// An enum parameter is edited as a choice of its cases, in declaration order, titled by
    /// ``CaseDisplayRepresentable/caseDisplayRepresentations``.
    public static var intentParameterKind: IntentParameterKind {
        let cases = allCases.map { value in
            IntentEnumCase(
                value: value.rawValue.description,
                title: caseDisplayRepresentations[value]?.title.key ?? value.rawValue.description
            )
        }
        return .enumeration(typeName: typeDisplayRepresentation.name.key, cases: cases)
    }

    /// The first case: a required enum parameter without a default starts there.
    public static var intentEmptyValue: Self {
        guard let first = allCases.first else {
            preconditionFailure("\(Self.self) has no cases, so an @Parameter of it can never hold a value")
        }
        return first
    }

    /// The case as the home file stores it: its raw value as text.
    public var intentValue: IntentValue { .string(rawValue.description) }

    /// The case whose raw value is the stored text, or nil when none is (a case renamed since the
    /// home file was written).
    public init?(intentValue: IntentValue) {
        guard case .string(let text) = intentValue, let raw = RawValue(text), let value = Self(rawValue: raw) else {
            return nil
        }
        self = value
    }
}
