#!/usr/bin/env python3
"""Widgetty's hostile loopback server for the trust tests (standard library only).

Listens on 127.0.0.1 (port 0 = an ephemeral one), prints "PORT <n>" first, and answers as a
careless or malicious service would, quoting back whatever secret it was sent:

  /s/<status>/json/...   <status> with JSON {"message": "you sent: <Authorization> for <path>",
                         "auth": <Authorization>, "path": <path with query>}
  /s/<status>/gh/...     GitHub's error shape: {"message": "Bad credentials, you sent: <Authorization>"}
  /s/<status>/rss/...    an RSS feed of one item titled "got <Authorization> <path>", linking to
                         the `link` query parameter (default https://example.com/item)
  /s/<status>/text/...   text/plain "you sent <Authorization> for <path>"
  /sleep/<seconds>/...   waits that long, then answers as /s/200/json/...
  /r/<status>?to=URL     a redirect (<status>: 301, 302, 303, 307, 308) to URL (a path or a full URL)
  /seen                  JSON: every Authorization header and path this server was sent
"""
import argparse
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit
from xml.sax.saxutils import escape

SEEN = []


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def answer(self, status, body, content_type, headers=()):
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
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        auth = self.headers.get("Authorization", "")
        SEEN.append({"auth": auth, "path": self.path})
        parts = urlsplit(self.path)
        segments = [s for s in parts.path.split("/") if s]
        query = parse_qs(parts.query)
        if segments == ["seen"]:
            return self.answer(200, json.dumps(SEEN).encode(), "application/json")
        if len(segments) >= 2 and segments[0] == "sleep" and segments[1].isdigit():
            time.sleep(int(segments[1]))
            segments = ["s", "200", "json"] + segments[2:]
        if len(segments) >= 2 and segments[0] == "r" and segments[1].isdigit():
            target = query.get("to", ["/"])[0]
            return self.answer(int(segments[1]), b"", "text/plain", [("Location", target)])
        if len(segments) >= 3 and segments[0] == "s" and segments[1].isdigit():
            status, kind = int(segments[1]), segments[2]
            if kind == "gh":
                body = {"message": "Bad credentials, you sent: " + auth, "documentation_url": "https://docs.example/rest"}
                return self.answer(status, json.dumps(body).encode(), "application/json; charset=utf-8")
            if kind == "rss":
                link = query.get("link", ["https://example.com/item"])[0]
                feed = ("<?xml version='1.0'?><rss version='2.0'><channel><title>Echo</title>"
                        "<link>https://example.com/</link><description>echo</description>"
                        "<item><title>got %s %s</title><link>%s</link><guid>echo-1</guid>"
                        "<pubDate>Tue, 24 Nov 2026 08:00:00 GMT</pubDate></item></channel></rss>"
                        % (escape(auth), escape(self.path), escape(link)))
                return self.answer(status, feed.encode(), "application/rss+xml")
            if kind == "text":
                return self.answer(status, ("you sent %s for %s" % (auth, self.path)).encode(), "text/plain")
            body = {"message": "you sent: %s for %s" % (auth, self.path), "auth": auth, "path": self.path}
            return self.answer(status, json.dumps(body).encode(), "application/json")
        return self.answer(404, b'{"message": "no such case"}', "application/json")


def main():
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


if __name__ == "__main__":
    sys.exit(main())
