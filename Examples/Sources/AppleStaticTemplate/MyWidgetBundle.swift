//
//  MyWidgetBundle.swift
//  Apple's Xcode "Widget Extension" template, with only the imports changed.
//

import Widgetty

@main
struct MyWidgetBundle: WidgetBundle {
    var body: some Widget {
        MyWidget()
    }
}
