"""`deduce serve` over HTTP (docs/web.md): every API endpoint, every error
status (400 malformed JSON, bad option, bad puzzle with its line and column;
404 unknown command or path; 413 over the body cap; 503 with Retry-After
when the queue is full), GET of the embedded page only (path traversal,
plain and percent-encoded, answers 404), a slow request beside fast ones,
a named request stopped alone (DELETE /api/requests/NAME), and Ctrl-C:
the running requests end partial and the server exits 0.

Usage: serve_test.py BUILD/deduce SOURCE_DIR"""
import json
import os
import re
import subprocess
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from server_process import Server, empty_latin  # noqa: E402

BINARY, SOURCE = sys.argv[1], sys.argv[2]
del sys.argv[1:3]


def example(name):
    with open(os.path.join(SOURCE, "examples", name), encoding="utf-8") as f:
        return f.read()


FUT = example("futoshiki_5x5.fut")
ZEBRA = example("einstein.zebra")
RIVER = example("wolf_goat_cabbage.river")
SLOW = empty_latin(9)


class Api(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(BINARY, "--workers", "2", "--queue", "2")

    @classmethod
    def tearDownClass(cls):
        code, _ = cls.server.stop()
        assert code == 0, code

    def ok(self, command, body):
        status, headers, doc = self.server.api(command, body)
        self.assertEqual(status, 200, doc)
        return headers, doc

    def test_solve_is_what_the_command_line_prints(self):
        _, doc = self.ok("solve", {"puzzle": FUT})
        r = doc["results"][0]
        self.assertEqual(r["uniqueness"], "unique")
        cli = subprocess.run([BINARY, "solve", "--format", "json", "-"], input=FUT,
                             capture_output=True, text=True)
        import json
        self.assertEqual(json.loads(cli.stdout)["results"][0]["solutions"], r["solutions"])

    def test_options_are_named_as_in_python(self):
        _, doc = self.ok("solve", {"puzzle": FUT, "options": {"count": True, "node_limit": 100000}})
        self.assertEqual(doc["results"][0]["count"], 1)
        self.assertTrue(doc["results"][0]["exact"])
        _, doc = self.ok("solve", {"puzzle": SLOW, "options": {"count": True, "timeout": 0.3}})
        self.assertFalse(doc["results"][0]["exact"])
        self.assertEqual(doc["results"][0]["stop"], "timeout")

    def test_every_command(self):
        _, doc = self.ok("check", {"puzzle": FUT})
        self.assertTrue(doc["results"][0]["verdict"]["valid"])
        _, doc = self.ok("analyze", {"puzzle": ZEBRA})
        self.assertIsNotNone(doc["results"][0]["analysis"])
        _, doc = self.ok("explain", {"puzzle": FUT})
        self.assertEqual(len(doc["results"][0]["explained"]["steps"]), 46)
        headers, svg = self.ok("explain", {"puzzle": FUT, "options": {"format": "svg"}})
        self.assertEqual(headers["content-type"], "image/svg+xml")
        self.assertEqual(svg.count(b'class="picture"'), 46)
        _, doc = self.ok("hint", {"puzzle": FUT})
        self.assertIn("r1c1", doc["results"][0]["explained"]["hint"]["text"])
        _, doc = self.ok("grade", {"puzzle": ZEBRA, "kind": "zebra"})
        self.assertTrue(doc["results"][0]["explained"]["grade"])
        _, doc = self.ok("generate", {"kind": "futoshiki", "options": {"order": 5, "seed": 7}})
        self.assertEqual(doc["results"][0]["count"], 1)
        _, doc = self.ok("solve", {"puzzle": RIVER})
        self.assertTrue(doc["results"][0]["solutions"][0]["steps"])
        headers, pdf = self.ok("print", {"puzzle": FUT})
        self.assertEqual(headers["content-type"], "application/pdf")
        self.assertTrue(pdf.startswith(b"%PDF"))

    def error(self, command, body, status):
        got, _, doc = self.server.api(command, body)
        self.assertEqual(got, status, doc)
        self.assertEqual(set(doc["error"]), {"message", "line", "column"})
        return doc["error"]

    def test_errors(self):
        e = self.error("solve", "{not json", 400)
        self.assertIn("not JSON", e["message"])
        self.error("solve", "[1, 2]", 400)
        self.error("solve", {"options": {}}, 400)  # no puzzle
        e = self.error("solve", {"puzzle": FUT, "options": {"node_limt": 5}}, 400)
        self.assertIn("--node-limit", e["message"])  # did you mean
        e = self.error("explain", {"puzzle": RIVER}, 400)  # explain does not take river crossings
        e = self.error("solve", {"puzzle": FUT, "options": {"output": "/tmp/x"}}, 400)
        self.assertIn("file", e["message"])
        e = self.error("solve", {"puzzle": FUT, "options": {"count": [1]}}, 400)
        e = self.error("solve", {"puzzle": "5\n1 2 x\n"}, 400)
        self.assertEqual((e["line"], e["column"]), (2, 3))
        self.error("frobnicate", {"puzzle": FUT}, 404)
        self.error("generate", {"options": {}}, 400)  # no kind

    def test_sudoku(self):
        line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
        _, doc = self.ok("solve", {"puzzle": line})
        r = doc["results"][0]
        self.assertEqual((r["kind"], r["uniqueness"]), ("sudoku", "unique"))
        self.assertEqual(r["solutions"][0][0], [4, 1, 7, 3, 6, 9, 8, 2, 5])
        _, doc = self.ok("grade", {"puzzle": example("sudoku_9x9.sudoku")})
        self.assertEqual(doc["results"][0]["explained"]["grade"], "intermediate")
        # The family's picture, which the page's editor lays its cells over.
        status, headers, svg = self.server.api(
            "check", {"puzzle": example("sudoku_killer_x.sudoku"), "options": {"format": "svg"}})
        self.assertEqual(status, 200)
        self.assertTrue(headers["content-type"].startswith("image/svg+xml"))
        svg = svg.decode() if isinstance(svg, bytes) else svg
        self.assertEqual(svg.count('class="cage-sum"'), 36)
        self.assertIn('<g class="diagonals">', svg)
        # hint's entered cells, as text: the wrong one named.
        _, doc = self.ok("hint", {"puzzle": example("sudoku_9x9.sudoku"),
                                  "options": {"entered": example("errors/wrong_entry.sudoku")}})
        wrong = doc["results"][0]["explained"]["wrong"]
        self.assertEqual([(w["cell"], w["value"]) for w in wrong], [("r1c3", 1)])
        e = self.error("solve", {"puzzle": "3x3:4a5!\n"}, 400)
        self.assertEqual((e["line"], e["column"]), (1, 8))
        _, doc = self.ok("solve", {"puzzle": "3x3:zzzc", "options": {"count": True, "timeout": 0.2}})
        self.assertEqual((doc["results"][0]["exact"], doc["results"][0]["stop"]), (False, "timeout"))
        # generate makes Sudoku once the family has a generator; until then
        # the command line's one line, refused.
        status, _, body = self.server.api("generate", {"kind": "sudoku", "options": {"format": "text"}})
        if status == 400:
            self.assertEqual(body["error"]["message"], "generate does not make a Sudoku puzzle "
                             "(`sudoku`); generate makes futoshiki, zebra or river")
        else:
            self.assertEqual(status, 200)

    def test_body_cap(self):
        status, _, _ = self.server.request("POST", "/api/solve", b"x" * (1024 * 1024 + 1))
        self.assertEqual(status, 413)
        status, _, _ = self.server.request("POST", "/api/solve", b" " * 1000 + FUT.encode())
        self.assertEqual(status, 400)  # under the cap: read, and not JSON

    def test_kinds_come_from_the_kind_table(self):
        status, headers, body = self.server.request("GET", "/api/kinds")
        self.assertEqual(status, 200)
        self.assertTrue(headers["content-type"].startswith("application/json"))
        doc = json.loads(body)
        kinds = {k["name"]: k for k in doc["kinds"]}
        # The built-in kinds first, in their order; a family added later follows.
        self.assertEqual(list(kinds)[:4], ["futoshiki", "zebra", "river", "text"])
        self.assertIn(".fut", kinds["futoshiki"]["extensions"])
        self.assertIn("generate", kinds["zebra"]["commands"])
        self.assertNotIn("generate", kinds["text"]["commands"])
        self.assertNotIn("explain", kinds["river"]["commands"])
        self.assertIn("analyze", kinds["text"]["commands"])
        # Each kind's own options, which the page shows a family's controls by.
        self.assertIn("order", kinds["futoshiki"]["options"])
        self.assertIn("entered", kinds["futoshiki"]["options"])
        self.assertNotIn("entered", kinds["zebra"]["options"])
        self.assertNotIn("order", kinds["zebra"]["options"])
        for command in ("explain", "hint", "grade", "print"):
            self.assertIn(command, kinds["sudoku"]["commands"])
        self.assertNotIn("analyze", kinds["sudoku"]["commands"])
        self.assertIn("entered", kinds["sudoku"]["options"])
        self.assertIn("candidates", kinds["sudoku"]["options"])
        self.assertEqual(doc["commands"][:2], ["solve", "check"])
        self.assertNotIn("translate", doc["commands"])
        self.assertNotIn("serve", doc["commands"])
        # A command the API does not have is refused with the table's list.
        status, _, body = self.server.request("POST", "/api/translate", "{}")
        self.assertEqual(status, 404)
        self.assertIn("the API has solve, check", json.loads(body)["error"]["message"])

    def test_get_serves_the_embedded_page_only(self):
        for path in ["/", "/index.html", "/app.js", "/app.css"]:
            status, headers, body = self.server.request("GET", path)
            self.assertEqual(status, 200, path)
            self.assertTrue(body)
        self.assertTrue(self.server.request("GET", "/")[1]["content-type"].startswith("text/html"))
        for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
                     "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/./index.html/../../../etc/passwd",
                     "//etc/passwd", "/etc/passwd", "/examples/futoshiki_5x5.fut",
                     "/web/index.html", "/api/solve", "/CMakeLists.txt", "/%00"]:
            status, _, body = self.server.request("GET", path)
            self.assertEqual(status, 404, path)
            self.assertNotIn(b"root:", body)
        self.assertEqual(self.server.request("POST", "/index.html", "{}")[0], 404)

    def test_page_examples_are_the_example_files(self):
        import json
        status, _, body = self.server.request("GET", "/examples.js")
        self.assertEqual(status, 200)
        files = re.findall(r'file: "([^"]+)", text: (".*?[^\\]"|""),?\s*}', body.decode())
        self.assertEqual(len(files), 7)
        for name, text in files:
            self.assertEqual(json.loads(text), example(name), name)

    def test_slow_request_beside_fast_ones(self):
        slow = {}
        t = threading.Thread(target=lambda: slow.update(
            r=self.server.api("solve", {"puzzle": SLOW, "options": {"count": True, "timeout": 3}})))
        t.start()
        time.sleep(0.2)
        start = time.monotonic()
        for _ in range(10):
            self.ok("solve", {"puzzle": FUT})
        self.assertLess(time.monotonic() - start, 2.5)  # not behind the 3 s count
        t.join()
        self.assertEqual(slow["r"][0], 200)
        self.assertFalse(slow["r"][2]["results"][0]["exact"])

    def test_a_named_request_is_stopped_alone(self):
        # The order-9 count runs for minutes; the other is exact in about 0.3 s.
        exact = ("6\n1|2|3|4|5|6\n" + "-----------\n0<0|0|0|0|0\n" +
                 "-----------\n0|0|0|0|0|0\n" * 4)
        exact_body = {"puzzle": exact, "options": {"count": True}}
        alone = self.ok("solve", exact_body)[1]
        named = {"X-Deduce-Request": "the-slow-one"}
        slow, whole = {}, {}
        threads = [
            threading.Thread(target=lambda: slow.update(r=self.server.api(
                "solve", {"puzzle": SLOW, "options": {"count": True, "timeout": 30}}, named))),
            threading.Thread(target=lambda: whole.update(r=self.server.api("solve", exact_body)))]
        for t in threads:
            t.start()
        time.sleep(0.1)
        self.assertEqual(self.server.api("solve", {"puzzle": FUT}, named)[0], 409)
        start = time.monotonic()
        status, _, _ = self.server.request("DELETE", "/api/requests/the-slow-one")
        self.assertEqual(status, 200)
        for t in threads:
            t.join()
        self.assertLess(time.monotonic() - start, 2)
        self.assertEqual(slow["r"][0], 200)
        self.assertEqual(slow["r"][2]["results"][0]["stop"], "interrupted")
        self.assertEqual(whole["r"][0], 200)
        strip = lambda d: [{**r, "stats": {**r["stats"], "seconds": 0}} for r in d["results"]]
        self.assertEqual(strip(whole["r"][2]), strip(alone))
        self.assertEqual(self.server.request("DELETE", "/api/requests/the-slow-one")[0], 404)


class Limits(unittest.TestCase):
    def test_full_queue_answers_503_with_retry_after(self):
        server = Server(BINARY, "--workers", "1", "--queue", "1")
        try:
            results = []
            body = {"puzzle": SLOW, "options": {"count": True, "timeout": 2}}
            threads = [threading.Thread(target=lambda: results.append(server.api("solve", body)))
                       for _ in range(2)]
            for t in threads:
                t.start()
                time.sleep(0.2)
            status, headers, doc = server.api("solve", {"puzzle": FUT})
            self.assertEqual(status, 503, doc)
            self.assertEqual(headers["retry-after"], "1")
            for t in threads:
                t.join()
            self.assertEqual([r[0] for r in results], [200, 200])
            self.assertEqual(server.api("solve", {"puzzle": FUT})[0], 200)  # free again
        finally:
            server.stop()

    def test_ctrl_c_stops_running_requests_and_the_server(self):
        server = Server(BINARY)
        result = {}
        t = threading.Thread(target=lambda: result.update(
            r=server.api("solve", {"puzzle": SLOW, "options": {"count": True, "timeout": 30}})))
        t.start()
        time.sleep(0.5)
        code, seconds = server.stop()
        t.join()
        self.assertEqual(code, 0)
        self.assertLess(seconds, 5)
        status, headers, doc = result["r"]
        self.assertEqual(status, 200)
        self.assertEqual(headers["x-deduce-exit-code"], "3")
        self.assertFalse(doc["results"][0]["exact"])
        self.assertEqual(doc["results"][0]["stop"], "interrupted")

    def test_max_body_option(self):
        server = Server(BINARY, "--max-body", "100")
        try:
            self.assertEqual(server.request("POST", "/api/solve", "x" * 101)[0], 413)
            self.assertEqual(server.request("POST", "/api/solve", "x" * 100)[0], 400)
        finally:
            server.stop()

    def test_another_host_is_warned_of(self):
        # 192.0.2.1 (TEST-NET-1) is no address of this machine: the warning,
        # then the refusal to listen, without opening a port to the network.
        p = subprocess.run([BINARY, "serve", "--host", "192.0.2.1", "--port", "0"],
                           capture_output=True, text=True, timeout=10)
        self.assertIn("warning: listening on 192.0.2.1, not the loopback", p.stderr)
        self.assertIn("cannot listen on 192.0.2.1", p.stderr)
        self.assertEqual(p.returncode, 2)

    def test_usage_errors(self):
        for args, words in [(["serve", "x.fut"], "no FILE"), (["serve", "--count"], "does not apply"),
                            (["serve", "--port", "70000"], "65535"), (["serve", "--workers", "0"], "")]:
            p = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=10)
            self.assertEqual(p.returncode, 2, args)
            self.assertIn(words, p.stderr)
        p = subprocess.run([BINARY, "help", "serve"], capture_output=True, text=True)
        self.assertIn("--port", p.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
