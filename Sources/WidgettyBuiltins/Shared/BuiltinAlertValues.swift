import Foundation
import WidgettyKit

// The values each built-in offers the home file's alerts (`alerts: [{ when: "cpu > 90" }]`).
// `value` is every numeric kind's main value, so `when: value > 90` reads on any of them.

extension SystemEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("cpu", "CPU use since the last refresh, in percent"),
        AlertValueName("memory", "memory in use, in percent"),
        AlertValueName("load", "the one-minute load average"),
        AlertValueName("value", "the same as cpu"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil else { return [:] }
        var values: [String: AlertValue] = [:]
        if let cpuBusy {
            values["cpu"] = .number(cpuBusy)
            values["value"] = .number(cpuBusy)
        }
        if memoryTotalKiB > 0 { values["memory"] = .number(100 * Double(memoryUsedKiB) / Double(memoryTotalKiB)) }
        if let load = load.split(separator: " ").first.flatMap({ Double($0) }) { values["load"] = .number(load) }
        return values
    }
}

extension DiskEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("used", "the fullest file system's use, in percent"),
        AlertValueName("value", "the same as used"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil, let fullest = disks.map(\.usedPercent).max() else { return [:] }
        return ["used": .number(fullest), "value": .number(fullest)]
    }
}

extension BatteryEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("charge", "the emptiest battery's charge, in percent"),
        AlertValueName("charging", "1 while any battery charges, else 0"),
        AlertValueName("value", "the same as charge"),
    ]

    var alertValues: [String: AlertValue] {
        guard let charge = batteries.compactMap(\.capacity).min() else { return [:] }
        let charging = batteries.contains { $0.status == "Charging" }
        return ["charge": .number(Double(charge)), "value": .number(Double(charge)), "charging": .number(charging ? 1 : 0)]
    }
}

extension MonitorEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("down", "how many targets are down"),
        AlertValueName("up", "how many targets are up"),
        AlertValueName("downTargets", isText: true, "the names of the targets that are down"),
        AlertValueName("value", "the same as down"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil, !statuses.isEmpty else { return [:] }
        let down = statuses.filter { !$0.up }
        return [
            "down": .number(Double(down.count)), "value": .number(Double(down.count)),
            "up": .number(Double(statuses.count - down.count)), "downTargets": .texts(down.map(\.name)),
        ]
    }
}

extension FeedEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("title", isText: true, "the items' titles (`title ~ outage` fires on any that matches)"),
        AlertValueName("unread", "how many items are not opened yet"),
    ]

    var alertValues: [String: AlertValue] {
        guard !items.isEmpty || problems.isEmpty else { return [:] }
        return ["title": .texts(items.map(\.title)), "unread": .number(Double(items.count(where: { !readIDs.contains($0.id) })))]
    }
}

extension TodoEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("open", "how many items are not done"),
        AlertValueName("done", "how many items are done"),
        AlertValueName("due", "open items whose `due:YYYY-MM-DD` is today or past"),
        AlertValueName("dueItems", isText: true, "the texts of those items"),
        AlertValueName("value", "the same as open"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil else { return [:] }
        let open = items.filter { !$0.isDone }
        let due = open.filter { item in TodoDueDate.of(item.text).map { $0 <= date } ?? false }
        return [
            "open": .number(Double(open.count)), "value": .number(Double(open.count)),
            "done": .number(Double(items.count - open.count)),
            "due": .number(Double(due.count)), "dueItems": .texts(due.map(\.text)),
        ]
    }
}

extension HTTPWidgetEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("value", "the first number its lines show"),
        AlertValueName("text", isText: true, "its lines"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil, stale == nil else { return [:] }
        return FirstNumber.values(of: lines)
    }
}

extension CommandEntry: AlertingEntry {
    static let alertValueNames = [
        AlertValueName("value", "the first number its output shows"),
        AlertValueName("text", isText: true, "its output's lines"),
    ]

    var alertValues: [String: AlertValue] {
        guard problem == nil else { return [:] }
        return FirstNumber.values(of: lines.map { $0.map(\.text).joined() })
    }
}
