import Foundation
import Widgetty

// Not shown in the article (only described): a button is its image over its title, wrapped in a
// `Link` to the item's URL.
struct AlipayWidgetButton: View {
    var buttonItem: AlipayWidgetButtonItem

    var body: some View {
        Link(destination: URL(string: buttonItem.urlStr) ?? URL(fileURLWithPath: "/")) {
            VStack {
                Image(buttonItem.imageName)
                    .resizable()
                    .frame(width: 1, height: 1)
                Text(buttonItem.title)
                    .font(.system(size: 10.0))
                    .foregroundColor(.white)
            }
        }
    }
}

struct AlipayWidgetGroupButtons: View {
    var buttonList: [[AlipayWidgetButtonItem]]
    var body: some View {
        VStack() {
            ForEach(0..<buttonList.count, id: \.self) { index in
                HStack {
                    ForEach(buttonList[index], id: \.id) { buttonItem in
                        AlipayWidgetButton(buttonItem: buttonItem)
                    }
                }
            }
        }
    }
}

struct AlipayWidgetLunarView: View {
    var body: some View {
        ZStack(alignment: .leading) {
            ZStack {
                AliPayLunarSubview()
                    .hidden()
            }
            .background(.white)
            .opacity(0.27)
            .cornerRadius(2.0)
            AliPayLunarSubview()
        }
    }
}

struct AliPayLunarSubview: View {
    var body: some View {
        HStack {
            Image("alipay")
                .resizable()
                .frame(width: 16.0, height: 16.0)
                .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
            Text("Alipay")
                .font(Font.custom("Montserrat-Bold", size: 13.0))
                .minimumScaleFactor(0.5)
                .foregroundColor(.white)
                .padding(EdgeInsets(top: 4.0, leading: -7.0, bottom: 4.0, trailing: 0.0))
            Text("Today's Favorable")
                .font(Font.system(size: 10.0))
                .minimumScaleFactor(0.5)
                .foregroundColor(.white)
                .padding(EdgeInsets(top: 0.0, leading: -5.0, bottom: 0.0, trailing: 0.0))
            Image("right_Arrow")
                .resizable()
                .frame(width: 10, height: 10)
                .padding(EdgeInsets(top: 0.0, leading: -7.0, bottom: 0.0, trailing: 5.0))
        }
    }
}

struct AlipayWidgetWeatherDateView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Spacer()
            Text("Cloudy 28℃")
                .font(.title)
                .foregroundColor(.white)
                .fontWeight(.semibold)
                .minimumScaleFactor(0.5)
                .padding(EdgeInsets(top: 0.0, leading: 0.0, bottom: 4.0, trailing: 0.0))
            Text("06/09 Thursday Shanghai")
                .lineLimit(1)
                .font(.body)
                .foregroundColor(.white)
                .minimumScaleFactor(0.5)
                .padding(EdgeInsets(top: 0.0, leading: 0.0, bottom: 4.0, trailing: 0.0))
            AlipayWidgetLunarView()
            Spacer()
        }
    }
}

struct AlipayWidgetMeidumView: View {
    var mediumItem: AliPayWidgetMediumItem
    var body: some View {
        ZStack {
            // Background image
            Image("widget_background_test")
                .resizable()
            HStack {
                AlipayWidgetWeatherDateView()
                Spacer()
                AlipayWidgetGroupButtons(buttonList: mediumItem.dataButtonList())
            }
            .padding()
        }
    }
}
