"""A `deduce serve` started for a test on a free port (--port 0: the server
prints the address it took), and plain HTTP calls to it with http.client,
which uses no proxy (loopback must not go through one)."""
import http.client
import json
import re
import signal
import subprocess
import time


class Server:
    def __init__(self, binary, *args):
        self.proc = subprocess.Popen([binary, "serve", "--port", "0", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not m:
            self.proc.kill()
            raise RuntimeError("deduce serve did not say where it listens: " + line +
                               self.proc.stderr.read())
        self.port = int(m.group(1))
        self.url = f"http://127.0.0.1:{self.port}/"

    def request(self, method, path, body=None, timeout=60, headers=None):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
        c.request(method, path, body=body, headers=headers or {})
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, data

    def api(self, command, body, headers=None):
        status, headers, data = self.request("POST", "/api/" + command, body, headers=headers)
        doc = json.loads(data) if headers.get("content-type", "").startswith("application/json") else data
        return status, headers, doc

    def stop(self, sig=signal.SIGINT, timeout=10):
        """Stops the server as Ctrl-C does; returns (exit code, seconds it took)."""
        start = time.monotonic()
        self.proc.send_signal(sig)
        code = self.proc.wait(timeout=timeout)
        self.proc.stdout.close()
        self.proc.stderr.close()
        return code, time.monotonic() - start


def empty_latin(n):
    """An empty Latin square of order n: a count that runs until a limit stops it."""
    rows = [" | ".join(["0"] * n)]
    between = " ".join(["-"] * (2 * n - 1))
    lines = [str(n)]
    for r in range(n):
        lines.append(rows[0])
        if r + 1 < n:
            lines.append(between)
    return "\n".join(lines) + "\n"
