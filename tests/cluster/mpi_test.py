#!/usr/bin/env python3
"""A count cut into subproblems, under mpiexec and without (docs/cluster.md).

With mpiexec -n 1, 2 and 3: counts equal to one process's and to known
figures; listings, analyses (their counts on the workers) and generated puzzles
equal to one process's; a checkpointed count killed half-way (SIGKILL) and rerun
gives the same total; a worker rank that leaves early is reported, never
summed as zero; --timeout under mpiexec stops with what was done, exit 3.

Usage: mpi_test.py DEDUCE MPIEXEC SOURCE_DIR
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

DEDUCE, MPIEXEC, SOURCE = sys.argv[1:4]
FUT = os.path.join(SOURCE, "bench", "data", "futoshiki")

# Two givens and a sign: 1,693,440 squares, about 2 s on one thread.
SIGNED_6 = """6
1|0|0|0|0|0
-----------
0|2|0|0|0|0
-----------
0|0|3|0|0|0
-----------
0|0|0|0|0|0
-----------
0|0|0|0|0|0
-----------
0|0|0|0<0|0
"""


# Two givens and a sign: 10,838,016 squares, about 10 s on one thread (for
# the stops).
LONG_6 = SIGNED_6.replace("0|0|3|0|0|0", "0|0|0|0|0|0")


# Order 5, first row 1..5: 1,344 squares, listed in a fraction of a second.
ROW_5 = "5\n1|2|3|4|5\n" + "---------\n0|0|0|0|0\n" * 4

# Order 6, first row 1..6, r2 = 2 1 ...: 41,472 squares; pieces of more than
# kPieceSolutions (1000) solutions are cut again.
ROW_6 = ("6\n1|2|3|4|5|6\n-----------\n2|1|0|0|0|0\n" +
         "-----------\n0|0|0|0|0|0\n" * 4)


def job_tree(pid):
    """pid and every process below it, found in /proc (Hydra's proxy and the
    ranks each run in a session of their own, so killing mpiexec's process
    group leaves them running)."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry) as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    tree, todo = [], [pid]
    while todo:
        here = todo.pop()
        tree.append(here)
        todo.extend(children.get(here, []))
    return tree


def gone(pid):
    """True once pid has exited (gone, or a zombie nobody reaps)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def kill_job(p):
    """SIGKILL a job and every process it started, and wait until none is
    left: a rank that outlived mpiexec would go on appending to the files the
    next run reads."""
    tree = job_tree(p.pid)
    for pid in tree:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    p.communicate()
    deadline = time.monotonic() + 30
    while not all(gone(pid) for pid in tree) and time.monotonic() < deadline:
        time.sleep(0.02)


def without_stats(out):
    """A JSON Lines listing without its statistics (timings, nodes)."""
    return re.sub(r',"stats":\{[^}]*\}', "", out)


def solutions(out):
    """The squares of a text listing, each as one string."""
    body = "\n".join(l for l in out.splitlines() if not l.startswith("#"))
    return [b for b in body.split("\n\n") if b.strip()]


def run(args, ranks=None, env=None, timeout=120):
    cmd = ([MPIEXEC, "-n", str(ranks)] if ranks else []) + [DEDUCE] + args
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=full_env)


def read(path):
    with open(path) as f:
        return f.read()


def stat(out, name):
    m = re.search(r"\b%s ([0-9.]+)" % name, out)
    return float(m.group(1)) if m else None


def interrupted(args, ready, tmp):
    """Run DEDUCE args under mpiexec -n 3, send SIGINT once ready() holds (or
    after 60 s) and return (exit code, stdout, stderr, seconds to stop).

    The job writes to files, not pipes: Hydra's mpiexec does not retry a write
    that a signal interrupts (HYDU_sock_write: "write error (Interrupted system
    call)", exit 255), and a pipe that nobody reads while the test waits fills
    up, so the SIGINT would find mpiexec blocked in that write. A regular
    file's write is never interrupted. SIGINT is set back to its default in
    case the test itself runs with it ignored (a background job).
    """
    with open(os.path.join(tmp, "int.out"), "w+") as out, \
            open(os.path.join(tmp, "int.err"), "w+") as err:
        p = subprocess.Popen([MPIEXEC, "-n", "3", DEDUCE] + args, stdout=out, stderr=err,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not ready():
            time.sleep(0.05)
        sent = time.monotonic()
        p.send_signal(signal.SIGINT)
        p.wait(timeout=30)
        took = time.monotonic() - sent
        out.seek(0)
        err.seek(0)
        return p.returncode, out.read(), err.read(), took


class MpiTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        for attr, name, text in (("signed", "signed_6.fut", SIGNED_6), ("row5", "row_5.fut", ROW_5),
                                 ("row6", "row_6.fut", ROW_6), ("long", "long_6.fut", LONG_6)):
            path = os.path.join(cls.tmp.name, name)
            with open(path, "w") as f:
                f.write(text)
            setattr(cls, attr, path)

    def path(self, name):
        return os.path.join(self.tmp.name, name)

    def test_counts_equal_known_figures_on_every_rank_count(self):
        cases = [(os.path.join(FUT, "count_5.fut"), "161280"),
                 (os.path.join(FUT, "count_6_row1.fut"), "1128960")]
        for ranks in (None, 1, 2, 3):
            for path, want in cases:
                with self.subTest(ranks=ranks, file=os.path.basename(path)):
                    r = run(["solve", "--count", "--threads", "1", "--stats", path], ranks)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertEqual(r.stdout.splitlines()[0], want)
                    if ranks and ranks > 1:
                        self.assertEqual(stat(r.stdout, "workers"), ranks - 1, r.stdout)

    def test_signed_count_and_coordinator_asleep(self):
        plain = run(["solve", "--count", "--threads", "1", self.signed])
        self.assertEqual(plain.stdout.strip(), "1693440")
        r = run(["solve", "--count", "--threads", "1", "--stats", self.signed], 3)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines()[0], "1693440")
        # Rank 0 sleeps while the workers count: its processor time is a
        # small part of theirs (it polled, it would match one of them).
        self.assertLess(stat(r.stdout, "coordinator_cpu_seconds"),
                        0.25 * stat(r.stdout, "worker_cpu_seconds"), r.stdout)

    def test_slice_cuts_long_pieces_and_keeps_the_count(self):
        for ranks in (None, 3):
            with self.subTest(ranks=ranks):
                log = self.path("slice_%s.log" % ranks)
                r = run(["solve", "--count", "--threads", "1", "--stats", "--slice", "0.01",
                         "--subproblems", "4", "--log-subproblems", log, self.signed], ranks)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stdout.splitlines()[0], "1693440")
                self.assertGreater(stat(r.stdout, "recuts"), 0, r.stdout)
                # The log's pieces add up to the count.
                total = sum(int(l.split()[3]) for l in read(log).splitlines()
                            if l.startswith("done "))
                self.assertEqual(total, 1693440)

    def test_outputs_of_other_commands_equal_one_process(self):
        cases = [
            ["solve", "--all", os.path.join(FUT, "count_4.fut")],
            ["analyze", os.path.join(SOURCE, "examples", "einstein.zebra")],
            # Made on the workers (text output), written in index order.
            ["generate", "futoshiki", "--count", "40", "--seed", "7", "--threads", "1"],
            ["generate", "zebra", "--count", "4", "--seed", "3"],
            ["generate", "river", "--count", "3", "--format", "jsonl"],  # on rank 0
            ["solve", "--count", os.path.join(SOURCE, "examples", "einstein.zebra")],
        ]
        for args in cases:
            want = run(args)
            for ranks in (1, 2, 3):
                with self.subTest(args=args, ranks=ranks):
                    got = run(args, ranks)
                    self.assertEqual(got.returncode, want.returncode, got.stderr)
                    self.assertEqual(got.stdout, want.stdout)

    def test_listings_equal_one_process(self):
        # solve --all on the workers: the pieces' solutions written in the
        # pieces' order are one process's listing, byte for byte.
        cases = [(self.row5, "text", (1, 2, 3)), (self.row5, "jsonl", (2, 3)),
                 (self.row6, "text", (3,))]
        for path, fmt, ranks_list in cases:
            args = ["solve", "--all", "--threads", "1", "--format", fmt, path]
            want = run(args)
            self.assertEqual(want.returncode, 0, want.stderr)
            for ranks in ranks_list:
                with self.subTest(file=os.path.basename(path), fmt=fmt, ranks=ranks):
                    got = run(args, ranks)
                    self.assertEqual(got.returncode, 0, got.stderr)
                    self.assertEqual(without_stats(got.stdout), without_stats(want.stdout))
        self.assertIn("# 41472 solutions", want.stdout)

    def test_unordered_and_limit_listings(self):
        one = run(["solve", "--all", "--threads", "1", self.row5]).stdout
        everyone = solutions(one)
        self.assertEqual(len(everyone), 1344)
        # --unordered: the same squares, in the order they arrived.
        r = run(["solve", "--all", "--unordered", "--threads", "1", self.row5], 3)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(sorted(solutions(r.stdout)), sorted(everyone))
        self.assertIn("# 1344 solutions", r.stdout)
        # --limit N in order: one process's first N and its line.
        args = ["solve", "--limit", "500", "--threads", "1", self.row5]
        r = run(args, 3)
        self.assertEqual(r.returncode, 3, r.stderr)
        self.assertEqual(r.stdout, run(args).stdout)
        self.assertIn("# at least 500 solutions (stopped: --limit 500)", r.stdout)
        # --unordered --limit N: the first N to arrive, each a square of the puzzle.
        r = run(args + ["--unordered"], 3)
        self.assertEqual(r.returncode, 3, r.stderr)
        got = solutions(r.stdout)
        self.assertEqual(len(got), 500)
        self.assertTrue(set(got) <= set(everyone))
        self.assertIn("# at least 500 solutions (stopped: --limit 500)", r.stdout)

    def test_listing_stops_with_what_was_written(self):
        big = os.path.join(FUT, "count_6_row1.fut")  # 1,128,960 squares
        r = run(["solve", "--all", "--threads", "1", "--timeout", "0.5", big], 3)
        self.assertEqual(r.returncode, 3, r.stderr)
        m = re.search(r"# at least (\d+) solutions \(stopped: --timeout 0.5\)", r.stdout)
        self.assertIsNotNone(m, r.stdout[-300:])
        n = int(m.group(1))
        self.assertGreater(n, 0)
        # What was written is the start of one process's listing.
        one = run(["solve", "--limit", str(n), "--threads", "1", big])
        self.assertEqual(solutions(r.stdout), solutions(one.stdout))
        # Ctrl-C: stopped within the contract's time, marked partial.
        start = time.monotonic()
        code, out, err, took = interrupted(["solve", "--all", "--threads", "1", big],
                                           lambda: time.monotonic() - start > 1.5, self.tmp.name)
        self.assertIn(code, (0, 3), (err, took))
        self.assertRegex(out, r"# at least \d+ solutions \(stopped: an interrupt\)")
        self.assertLess(took, 3.0)
        # Bad input in a batch: reported once, exit 2, the next file listed.
        bad = self.path("bad_list.fut")
        with open(bad, "w") as f:
            f.write("5\n1|2|x\n")
        r = run(["solve", "--all", "--threads", "1", bad, self.row5], 3)
        self.assertEqual(r.returncode, 2)
        self.assertEqual((r.stdout + r.stderr).count("bad_list.fut:2:"), 1, r.stderr)
        self.assertIn("# 1344 solutions", r.stdout)

    def test_analyze_on_workers_equals_one_process(self):
        # Every example grid but the 13x13 (88 s), English riddles, a grid
        # with a redundant clue (einstein: 15), one with no solution
        # (wrong_clue: its conflicting set) and one with several (loose).
        ex = os.path.join(SOURCE, "examples")
        english = os.path.join(SOURCE, "tests", "puzzles", "zebra", "english", "data")
        files = sorted(os.path.join(ex, f) for f in os.listdir(ex)
                       if f.endswith(".zebra") and f != "zebra_13x13.zebra")
        files += [os.path.join(ex, "errors", "wrong_clue.zebra"),
                  os.path.join(english, "classic_fish.txt"),
                  os.path.join(english, "zebralogic_garden.txt")]
        for args in (files, ["--threads", "1", "--limit", "3"] + files[:4]):
            want = run(["analyze"] + args)
            self.assertIn("redundant on their own: 15\n", want.stdout)
            if args is files:
                self.assertIn("conflicting clues", want.stdout)
            for ranks in (1, 2, 3):
                with self.subTest(args=args[:2], ranks=ranks):
                    got = run(["analyze"] + args, ranks)
                    self.assertEqual(got.returncode, want.returncode, got.stderr)
                    self.assertEqual(got.stdout, want.stdout)
        # The counts are the workers' work: rank 1 leaving at its first one
        # ends the job.
        r = run(["analyze", files[0]], 3, env={"DEDUCE_TEST_WORKER_LEAVES": "0"})
        self.assertNotIn(r.returncode, (0, 1, 2, 3), r.stdout + r.stderr)

    def test_analyze_stops_and_bad_input_under_mpiexec(self):
        big = os.path.join(SOURCE, "examples", "zebra_13x13.zebra")
        start = time.monotonic()
        r = run(["analyze", "--timeout", "0.5", big], 3)
        self.assertEqual(r.returncode, 3, r.stderr)
        self.assertIn("(stopped: --timeout 0.5)", r.stdout)
        self.assertIn("not counted (the work stopped first)", r.stdout)
        self.assertLess(time.monotonic() - start, 5.0)
        start = time.monotonic()
        code, out, err, took = interrupted(["analyze", big],
                                           lambda: time.monotonic() - start > 1.5, self.tmp.name)
        self.assertIn(code, (0, 3), (out, err, took))  # Hydra: see test_interrupt_under_mpiexec
        self.assertIn("stopped: an interrupt", out)
        self.assertLess(took, 3.0)
        bad = self.path("bad.zebra")
        with open(bad, "w") as f:
            f.write("categories\n  nation: a b\n")
        einstein = os.path.join(SOURCE, "examples", "einstein.zebra")
        r = run(["analyze", bad, einstein], 3)
        self.assertEqual(r.returncode, 2)
        self.assertEqual((r.stdout + r.stderr).count("bad.zebra:1:1:"), 1, r.stdout + r.stderr)
        self.assertIn("redundant on their own: 15", r.stdout)

    def test_checkpoint_killed_half_way_then_resumed(self):
        for ranks in (None, 3):
            with self.subTest(ranks=ranks):
                ck = self.path("ck_%s.txt" % ranks)
                args = ["solve", "--count", "--threads", "1", "--checkpoint", ck, self.signed]
                cmd = ([MPIEXEC, "-n", str(ranks)] if ranks else []) + [DEDUCE] + args
                p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                # Kill the job (every rank) once some subproblems are done.
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline:
                    time.sleep(0.05)
                    if os.path.exists(ck) and read(ck).count("\ndone ") >= 20:
                        break
                kill_job(p)
                done_before = read(ck).count("\ndone ")
                self.assertGreaterEqual(done_before, 20)
                # A crash in the middle of a line leaves a line without its
                # newline: ignored.
                with open(ck, "a") as f:
                    f.write("done 0123 r1c2")
                r = run(args + ["--stats"], ranks)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stdout.splitlines()[0], "1693440")
                self.assertGreaterEqual(stat(r.stdout, "subproblems_resumed"), done_before - 2)
                # A third run finds everything done.
                again = run(args + ["--stats"], ranks)
                self.assertEqual(again.stdout.splitlines()[0], "1693440")
                self.assertEqual(stat(again.stdout, "subproblems"), 0)

    def test_worker_that_leaves_is_reported_not_summed_as_zero(self):
        # Rank 1 leaves (exit 7) at its third piece. The launcher ends the
        # job and reports it through its exit code (the rank's 7, or 9 for
        # the others it killed, with its BAD TERMINATION banner, or 1 when
        # MPICH aborts rank 0): never 0 or 3, and no count is printed.
        for _ in range(2):
            r = run(["solve", "--count", "--threads", "1", self.signed], 3,
                    env={"DEDUCE_TEST_WORKER_LEAVES": "2"})
            self.assertNotIn(r.returncode, (0, 3), r.stdout + r.stderr)
            self.assertNotIn("1693440", r.stdout)
            self.assertIsNone(re.search(r"^(at least )?\d+", r.stdout, re.M), r.stdout)
        # The same during a listing: what was written stays, but no count
        # line ends it, and the exit code is the launcher's: 7 or 9 on a
        # quiet machine, once 1 on a loaded one (rank 0 aborted by MPICH
        # while sending to the dead rank); never 0, never a partial's 3.
        r = run(["solve", "--all", "--threads", "1", self.row6], 3,
                env={"DEDUCE_TEST_WORKER_LEAVES": "2"})
        self.assertNotIn(r.returncode, (0, 3), r.stderr)
        self.assertNotIn("solutions", r.stdout)

    def test_timeout_and_node_limit_under_mpiexec(self):
        for limit in (["--timeout", "0.3"], ["--node-limit", "20000"]):
            with self.subTest(limit=limit):
                r = run(["solve", "--count", "--threads", "1", self.long] + limit, 3)
                self.assertEqual(r.returncode, 3, r.stderr)
                self.assertRegex(r.stdout, r"^at least \d+ \(stopped: ")

    def test_interrupt_under_mpiexec(self):
        # The signal goes once the workers count (a piece is done).
        ck = self.path("interrupt.ckpt")
        if os.path.exists(ck):
            os.remove(ck)
        code, out, err, took = interrupted(
            ["solve", "--count", "--threads", "1", "--checkpoint", ck, self.long],
            lambda: "\ndone " in (read(ck) if os.path.exists(ck) else ""), self.tmp.name)
        # Every rank exits 3, but Hydra's mpiexec, which sent the Ctrl-C,
        # sometimes exits 0 all the same (docs/cluster.md): the output says
        # what was done and that it stopped.
        self.assertIn(code, (0, 3), (out, err, took))
        self.assertIn("stopped: an interrupt", out)
        # The promise is 0.2 s; the bound leaves room for a loaded machine.
        self.assertLess(took, 3.0)

    def test_generate_stops_with_what_was_made(self):
        r = run(["generate", "futoshiki", "--order", "9", "--count", "2000", "--timeout", "0.5"],
                3)
        self.assertEqual(r.returncode, 3, r.stderr)
        made = int(re.search(r"made (\d+) of 2000 puzzles \(stopped: --timeout 0.5\)",
                             r.stderr).group(1))
        # What was written is the start of one process's run.
        one = run(["generate", "futoshiki", "--order", "9", "--count", str(made), "--threads",
                   "1"])
        self.assertEqual(r.stdout, one.stdout)

    def test_bad_input_is_reported_once(self):
        bad = self.path("bad.fut")
        with open(bad, "w") as f:
            f.write("6\n1|0\n")
        r = run(["solve", "--count", bad, os.path.join(FUT, "count_4.fut")], 3)
        self.assertEqual(r.returncode, 2)
        self.assertEqual((r.stdout + r.stderr).count("bad.fut:2:"), 1, r.stdout + r.stderr)
        self.assertIn("576", r.stdout)

    def test_options_refused_where_they_do_not_apply(self):
        zebra = os.path.join(SOURCE, "examples", "einstein.zebra")
        r = run(["solve", "--count", "--checkpoint", self.path("z.txt"), zebra])
        self.assertEqual(r.returncode, 2)
        self.assertIn("--checkpoint", r.stdout + r.stderr)
        r = run(["solve", "--checkpoint", self.path("z.txt"), self.signed])
        self.assertEqual(r.returncode, 2)
        self.assertIn("go with --count", r.stdout + r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
