import Foundation

/// The fleet's servers as the tests start them (``PackagedServer``): Prometheus scraping
/// itself every second, an Alertmanager with no cluster and no receivers, a Mosquitto broker
/// with an anonymous listener and, when asked, a second one that wants a password, and a
/// Radicale CalDAV server with one user.
public enum FleetServers {
    /// `radicale` on loopback: `user` with `password` (plain htpasswd), each user's own
    /// collections only, stored in the server's folder.
    public static func radicale(user: String, password: String) throws -> PackagedServer {
        try PackagedServer(program: "radicale", ready: .tcp, prepare: { port, folder in
            try "\(user):\(password)\n".write(to: folder.appendingPathComponent("users"), atomically: true, encoding: .utf8)
            let configuration = """
                [server]
                hosts = 127.0.0.1:\(port)
                [auth]
                type = htpasswd
                htpasswd_filename = \(folder.appendingPathComponent("users").path)
                htpasswd_encryption = plain
                [rights]
                type = owner_only
                [storage]
                filesystem_folder = \(folder.appendingPathComponent("collections").path)

                """
            try configuration.write(to: folder.appendingPathComponent("radicale.conf"), atomically: true, encoding: .utf8)
        }, arguments: { _, folder in
            ["--config", folder.appendingPathComponent("radicale.conf").path]
        })
    }

    /// `prometheus` on loopback, scraping itself (`job="prometheus"`) every second.
    public static func prometheus(port: Int? = nil) throws -> PackagedServer {
        try PackagedServer(program: "prometheus", port: port, ready: .http(path: "/-/ready"), prepare: { port, folder in
            let configuration = """
                global:
                  scrape_interval: 1s
                  evaluation_interval: 1s
                scrape_configs:
                  - job_name: prometheus
                    static_configs:
                      - targets: ["127.0.0.1:\(port)"]

                """
            try configuration.write(to: folder.appendingPathComponent("prometheus.yml"), atomically: true, encoding: .utf8)
        }, arguments: { port, folder in
            ["--config.file=" + folder.appendingPathComponent("prometheus.yml").path,
             "--storage.tsdb.path=" + folder.appendingPathComponent("data").path,
             "--web.listen-address=127.0.0.1:\(port)", "--log.level=warn"]
        })
    }

    /// `prometheus-alertmanager` on loopback: clustering off (no port of its own), one receiver
    /// that sends nothing.
    public static func alertmanager(port: Int? = nil) throws -> PackagedServer {
        try PackagedServer(program: "prometheus-alertmanager", port: port, ready: .http(path: "/-/ready"), prepare: { _, folder in
            let configuration = """
                route:
                  receiver: nobody
                  group_wait: 1s
                receivers:
                  - name: nobody

                """
            try configuration.write(to: folder.appendingPathComponent("alertmanager.yml"), atomically: true, encoding: .utf8)
        }, arguments: { port, folder in
            ["--config.file=" + folder.appendingPathComponent("alertmanager.yml").path,
             "--storage.path=" + folder.appendingPathComponent("data").path,
             "--web.listen-address=127.0.0.1:\(port)", "--cluster.listen-address=", "--log.level=warn"]
        })
    }

    /// `mosquitto` on loopback, anonymous on `port`; with `login` (user, password), a second
    /// listener on ``MosquittoBroker/loginPort`` accepts only that user.
    public static func mosquitto(port: Int? = nil, login: (user: String, password: String)? = nil) throws -> MosquittoBroker {
        let loginPort = try login.map { _ in try PackagedServer.freePort() }
        let server = try PackagedServer(program: "mosquitto", port: port, ready: .tcp, prepare: { port, folder in
            // As root, Mosquitto would give up its rights to user `mosquitto`, who cannot read the test's folder.
            var configuration = (getuid() == 0 ? "user root\n" : "") + "per_listener_settings true\npersistence false\n"
                + "listener \(port) 127.0.0.1\nallow_anonymous true\n"
            if let login, let loginPort {
                let passwords = folder.appendingPathComponent("passwords").path
                try PackagedServer.run("mosquitto_passwd", ["-b", "-c", passwords, login.user, login.password])
                configuration += "listener \(loginPort) 127.0.0.1\nallow_anonymous false\npassword_file \(passwords)\n"
            }
            try configuration.write(to: folder.appendingPathComponent("mosquitto.conf"), atomically: true, encoding: .utf8)
        }, arguments: { _, folder in
            ["-c", folder.appendingPathComponent("mosquitto.conf").path]
        })
        return MosquittoBroker(server: server, loginPort: loginPort)
    }
}

/// A running Mosquitto and how to publish to it.
public final class MosquittoBroker: @unchecked Sendable {
    public let server: PackagedServer
    /// The listener that wants a password, when one was asked for.
    public let loginPort: Int?

    init(server: PackagedServer, loginPort: Int?) {
        self.server = server
        self.loginPort = loginPort
    }

    public var port: Int { server.port }

    /// Publishes `message` on `topic` with `mosquitto_pub` (retained when asked).
    public func publish(_ topic: String, _ message: String, retain: Bool = false) throws {
        try PackagedServer.run("mosquitto_pub", ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-m", message] + (retain ? ["-r"] : []))
    }

    public func stop() { server.stop() }
}
