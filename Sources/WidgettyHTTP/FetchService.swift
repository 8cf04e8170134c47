import FoundationEssentials
import WidgettyFetchWire

/// What `widgetty-fetch` does with the call it was given: the exchange or the probe, made with
/// an ``HTTPExchanger``, and the answer in ``FetchWire``'s form.
public enum FetchService {
    /// The answer to `input` (a ``FetchCall`` as JSON), or nil when `input` is not one.
    public static func answer(_ input: [UInt8], exchanger: HTTPExchanger) async -> [UInt8]? {
        guard let call = try? FetchWire.decodeCall(input) else { return nil }
        switch call {
        case .exchange(let request):
            return FetchWire.encode(await exchanger.exchange(request))
        case .probe(let host, let port, let timeout):
            return FetchWire.encode(await exchanger.probeTCP(host: host, port: port, timeout: timeout))
        }
    }
}
