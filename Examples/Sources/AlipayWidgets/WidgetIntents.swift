// The article's WidgetIntents.intentdefinition, which Xcode turns into Swift classes, written as
// the Swift it stands for: two `WidgetConfigurationIntent`s, the `ConfigrationButtonType` enum
// and the `CustomButtonItem` type.
import Widgetty

/// The intent definition's enum (`New Enum`); Xcode's generated enum has an `unknown` case.
enum ConfigrationButtonType: String, AppEnum {
    case unknown, scan, pay, healthCode, travelCode, trip, stuck, memberpoints, yuebao

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "ConfigrationButtonType" }
    static var caseDisplayRepresentations: [ConfigrationButtonType: DisplayRepresentation] {
        [
            .unknown: "Unknown", .scan: "Scan", .pay: "Payment", .healthCode: "Health Code",
            .travelCode: "Travel Card", .trip: "Travel", .stuck: "Card Package",
            .memberpoints: "Member Points", .yuebao: "Yu'ebao",
        ]
    }
}

/// The `StaticConfiguration` intent: one button type, chosen from the enum.
struct StaticConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "StaticConfiguration" }

    @Parameter(title: "Button Type", default: .scan)
    var btnType: ConfigrationButtonType
}

/// The `DynamicConfiguration` intent: several buttons, offered by `IntentHandler` (the port of
/// the article's Intents extension) with "Please Select" as prompt.
struct DynamicConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "DynamicConfiguration" }

    @Parameter(title: "Please Select", default: IntentHandler().defaultSelectButtons(),
               optionsProvider: IntentHandler())
    var selectButtons: [CustomButtonItem]?
}

/// The intent definition's `CustomButtonItem` type (`New Type`, an `INObject` in Xcode's code):
/// an identifier and display string, plus the properties `urlStr`, `imageName` and `buttonType`.
/// It is stored by its identifier; the home file and the edit panel list the handler's items.
struct CustomButtonItem: Hashable, IntentValueConvertible {
    var identifier: String?
    var displayString: String
    var buttonType: ConfigrationButtonType = .unknown
    var urlStr: String?
    var imageName: String?

    init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }

    static var intentParameterKind: IntentParameterKind {
        let cases = IntentHandler().allItems().map { IntentEnumCase(value: $0.identifier ?? "", title: $0.displayString) }
        return .enumeration(typeName: "CustomButtonItem", cases: cases)
    }

    static var intentEmptyValue: CustomButtonItem { CustomButtonItem(identifier: nil, display: "") }

    var intentValue: IntentValue { .string(identifier ?? "") }

    init?(intentValue: IntentValue) {
        guard case .string(let identifier) = intentValue,
              let item = IntentHandler().allItems().first(where: { $0.identifier == identifier })
        else { return nil }
        self = item
    }
}
