import WidgettyUI

/// How a value is shown to the user: a title and an optional subtitle, as in App Intents.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// How a type is named to the user, as in App Intents.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let name: LocalizedStringResource

    public init(name: LocalizedStringResource) { self.name = name }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A type whose cases each have a display representation, as in App Intents.
public protocol CaseDisplayRepresentable: Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An enumeration a parameter can choose from, as in App Intents: stored by its raw value,
/// shown by its case display representations.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, CaseDisplayRepresentable, IntentValueConvertible
where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

extension AppEnum {
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

    public var intentValue: IntentValue { .string(rawValue.description) }

    public init?(intentValue: IntentValue) {
        guard case .string(let text) = intentValue, let raw = RawValue(text), let value = Self(rawValue: raw) else {
            return nil
        }
        self = value
    }
}
