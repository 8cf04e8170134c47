#!/usr/bin/env python3
"""Widgetty's loopback HTTP server for the network tests (standard library only).

Listens on 127.0.0.1 (port 0 = an ephemeral one), prints "PORT <n>" on its first line of
stdout, and serves one case per path. Every response is written here for the tests:

  /json            200 JSON (ETag "v1", Last-Modified, Cache-Control: max-age=120); 304 when
                   If-None-Match or If-Modified-Since says the client has it
  /count           200 JSON {"count": n} with n counting requests to it (no validators)
  /monitor/ok      200 text;  /monitor/down  503
  /timeline        200 a timeline in the script-widget protocol (entries now and in 60 s)
  /status/<code>   that status (429 and 503 carry Retry-After: 7)
  /retry-date      429 with Retry-After as an HTTP date 90 s from now
  /redirect        302 to /json;   /loop/a ⇄ /loop/b  302 to each other forever
  /hang            reads the request and never answers (until the client gives up)
  /drip            200 with a body of one byte every 0.5 s, 2 minutes long
  /big             200 chunked, 2 MiB of JSON-ish text without a Content-Length
  /big-declared    200 with Content-Length: 3 MiB (the body is sent only if read)
  /invalid-json    200 application/json that is not JSON
  /html            200 text/html (a login page where JSON was expected)
  /echo            the method, headers and body it got, as JSON
  /feeds/huge-title.xml  200 RSS whose one item has a title of 4,000,000 bytes
  /feeds/fifty.xml 200 RSS of 50 items, "Story 1" (newest) to "Story 50", linking to /story/N
"""
import argparse
import email.utils
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

COUNTS = {"count": 0}
# The services' answers written for the unit tests (Tests/WidgettyBuiltinsTests/NetworkFixtures),
# served where each service answers: Open-Meteo's forecast, feeds, GitHub's commits.
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "WidgettyBuiltinsTests", "NetworkFixtures")
SERVICES = {
    "/v1/forecast": ("open-meteo-forecast-london.json", "application/json"),
    "/feeds/rss.xml": ("rss2-harbour-news.xml", "application/rss+xml"),
    "/feeds/atom.xml": ("atom-field-notes.xml", "application/atom+xml"),
    "/api/v3/repos/octo-org/harbour/commits": ("github-commits.json", "application/json; charset=utf-8"),
}
LOCK = threading.Lock()
# A feed whose one item's title is 4,000,000 bytes ("Harbour " 500,000 times), for the text budget.
HUGE_TITLE_FEED = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>Huge Title</title><item><title>'
                   + b"Harbour " * 500_000 + b"</title><guid>huge-1</guid><link>https://example.org/huge</link>"
                   + b"</item></channel></rss>")
LAST_MODIFIED = email.utils.formatdate(1_700_000_000, usegmt=True)


def forecast_for_today(body):
    """The fixture's forecast moved by whole days so that its first day is today (UTC), as a
    live service's would be: its hours are then still to come."""
    forecast = json.loads(body)
    shift = (int(time.time()) // 86400 - forecast["daily"]["time"][0] // 86400) * 86400
    forecast["current"]["time"] += shift
    for series in ("hourly", "daily"):
        forecast[series]["time"] = [t + shift for t in forecast[series]["time"]]
    return json.dumps(forecast).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet: the tests read stdout for the port only
        pass

    def send(self, status, body=b"", content_type="application/json", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def do_HEAD(self):
        self.do_GET()

    def do_POST(self):
        self.do_GET()

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path == "/json":
            if self.headers.get("If-None-Match") == '"v1"' or self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.send_header("Cache-Control", "max-age=120")
                self.end_headers()
                return
            body = json.dumps({"name": "loopback", "temperature": 21.5, "items": [{"title": "first"}, {"title": "second"}],
                               "updated": 1_700_000_000}).encode()
            self.send(200, body, headers=[("ETag", '"v1"'), ("Last-Modified", LAST_MODIFIED), ("Cache-Control", "max-age=120")])
        elif path == "/feeds/fifty.xml":
            now = time.time()
            items = "".join(
                "<item><title>Story %d</title><link>http://127.0.0.1:%d/story/%d</link><guid>story-%d</guid>"
                "<pubDate>%s</pubDate></item>" % (n, self.server.server_port, n, n, email.utils.formatdate(now - n * 60, usegmt=True))
                for n in range(1, 51))
            body = ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fifty</title>%s</channel></rss>' % items)
            self.send(200, body.encode(), "application/rss+xml")
        elif path == "/count":
            with LOCK:
                COUNTS["count"] += 1
                n = COUNTS["count"]
            self.send(200, json.dumps({"count": n}).encode())
        elif path == "/monitor/ok":
            self.send(200, b"ok\n", "text/plain")
        elif path == "/monitor/down":
            self.send(503, b"down\n", "text/plain")
        elif path == "/timeline":
            now = int(time.time())
            body = {"entries": [{"date": now, "lines": ["pushed by the server", "first entry"]},
                                {"date": now + 60, "lines": ["pushed by the server", "second entry"]}],
                    "policy": {"after": now + 120}}
            self.send(200, json.dumps(body).encode())
        elif path.startswith("/status/"):
            code = int(path.rsplit("/", 1)[1])
            headers = [("Retry-After", "7")] if code in (429, 503) else []
            self.send(code, json.dumps({"error": code}).encode(), headers=headers)
        elif path == "/retry-date":
            self.send(429, b"{}", headers=[("Retry-After", email.utils.formatdate(time.time() + 90, usegmt=True))])
        elif path == "/redirect":
            self.send(302, b"", headers=[("Location", "/json")])
        elif path == "/loop/a":
            self.send(302, b"", headers=[("Location", "/loop/b")])
        elif path == "/loop/b":
            self.send(302, b"", headers=[("Location", "/loop/a")])
        elif path == "/hang":
            time.sleep(600)
        elif path == "/drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "240")
            self.end_headers()
            for _ in range(240):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.5)
        elif path == "/big":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"[" + b'"0123456789abcdef",' * 3000
            for _ in range(40):
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            self.wfile.write(b"0\r\n\r\n")
        elif path == "/big-declared":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(3 << 20))
            self.end_headers()
            self.wfile.write(b" " * (3 << 20))
        elif path in SERVICES:
            name, content_type = SERVICES[path]
            with open(os.path.join(FIXTURES, name), "rb") as fixture:
                body = fixture.read()
            if path == "/v1/forecast":
                body = forecast_for_today(body)
            headers = [("X-RateLimit-Remaining", "4990"), ("X-RateLimit-Reset", str(int(time.time()) + 3600))]
            self.send(200, body, content_type, headers=headers)
        elif path == "/feeds/huge-title.xml":
            self.send(200, HUGE_TITLE_FEED, "application/rss+xml")
        elif path == "/bytes":
            self.send(200, bytes(range(256)) * 4, "application/octet-stream")
        elif path == "/invalid-json":
            self.send(200, b'{"name": "loopback", "temperature": ', "application/json")
        elif path == "/html":
            self.send(200, b"<!DOCTYPE html><html><body><form>Sign in</form></body></html>", "text/html; charset=utf-8")
        elif path == "/echo":
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
            self.send(200, json.dumps({"method": self.command, "body": body,
                                       "headers": {k.lower(): v for k, v in self.headers.items()}}).encode())
        else:
            self.send(404, b'{"error": "no such case"}')


def main():
    # A test runner may start us with signals blocked (a child inherits its parent's mask).
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
