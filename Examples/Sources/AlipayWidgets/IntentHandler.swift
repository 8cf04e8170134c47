// The article's Intents extension (`IntentHandler: INExtension, DynamicConfigurationIntentHandling`)
// ported to App Intents' form: a `DynamicOptionsProvider` for the `selectButtons` parameter.
import Widgetty

struct IntentHandler: DynamicOptionsProvider {
    func results() async throws -> [CustomButtonItem] {
        let typeList: [ConfigrationButtonType] = [.scan, .pay, .healthCode, .trip, .travelCode, .stuck, .memberpoints, .yuebao]
        let itemList = generateItemList(from: typeList)
        return itemList
    }

    func defaultSelectButtons() -> [CustomButtonItem]? {
        let defaultBtnTypeList: [ConfigrationButtonType] = [.scan, .pay, .healthCode, .trip]
        let defaultItemList = generateItemList(from: defaultBtnTypeList)
        return defaultItemList
    }

    /// Every item the handler can offer, for decoding a stored identifier.
    func allItems() -> [CustomButtonItem] {
        generateItemList(from: ConfigrationButtonType.allCases.filter { $0 != .unknown })
    }

    fileprivate func generateItemList(from typeList: [ConfigrationButtonType]) -> [CustomButtonItem] {
        let defaultItemList = typeList.map({
            let formatBtnType = buttonType(from: $0)
            var item = CustomButtonItem(identifier: formatBtnType.id,
                                        display: formatBtnType.displayName)
            item.buttonType = $0
            item.urlStr = formatBtnType.urlStr
            item.imageName = formatBtnType.imageName
            return item
        })
        return defaultItemList
    }

    // Convert the button type defined in the Intent to the button type used in the Widget
    func buttonType(from configurationType: ConfigrationButtonType) -> ButtonType {
        switch configurationType {
        case .scan:
            return .Scan
        case .pay:
            return .pay
        case .healthCode:
            return .healthCode
        case .travelCode:
            return .travelCode
        case .trip:
            return .trip
        case .stuck:
            return .stuck
        case .memberpoints:
            return .memberpoints
        case .yuebao:
            return .yuebao
        case .unknown:
            return .Scan
        }
    }
}
