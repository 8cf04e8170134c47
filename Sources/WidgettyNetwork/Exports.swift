// The request and answer types of the wire to `widgetty-fetch` live in WidgettyFetchWire (which
// imports FoundationEssentials alone, so the fetcher links no ICU); they are WidgettyNetwork's
// API as before, for the built-ins and the tests.
@_exported import WidgettyFetchWire
