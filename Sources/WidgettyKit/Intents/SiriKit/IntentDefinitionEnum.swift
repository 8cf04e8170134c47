/// An enum of an `.intentdefinition` file, as Xcode generates it (`case unknown = 0`, then the
/// definition's cases by index) and as the edit panel offers it: by the cases' display names,
/// stored in the home file by the definition's case names. `unknown` is no value: it is not
/// among `allCases`, and a parameter holding it is stored as none.
public protocol IntentDefinitionEnum: AppEnum where RawValue == Int {
    /// The case's name in the definition (`unknown` for 0).
    var caseName: String { get }
}

extension IntentDefinitionEnum {
    /// The enum is edited as a choice of its cases by name (`unknown` included), titled as the
    /// definition titles them.
    public static var intentParameterKind: IntentParameterKind {
        let cases = allCases.map { value in
            IntentEnumCase(value: value.caseName, title: caseDisplayRepresentations[value]?.title.key ?? value.caseName)
        }
        return .enumeration(typeName: typeDisplayRepresentation.name.key, cases: cases)
    }

    /// `unknown`.
    public static var intentEmptyValue: Self {
        guard let unknown = Self(rawValue: 0) else { preconditionFailure("\(Self.self) has no case 0 (unknown)") }
        return unknown
    }

    /// The case as the home file stores it: its name in the definition, not its number.
    public var intentValue: IntentValue { .string(caseName) }

    /// A case from its name (as stored) or its index.
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .string(let name):
            guard let value = (Self.allCases + [Self.intentEmptyValue]).first(where: { $0.caseName == name }) else { return nil }
            self = value
        case .int(let index):
            guard let value = Self(rawValue: index) else { return nil }
            self = value
        default:
            return nil
        }
    }
}
