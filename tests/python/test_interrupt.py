"""Ctrl-C (SIGINT) stops a long count as on the command line and raises
KeyboardInterrupt, in a blocking call and in a stream."""

import os
import signal
import subprocess
import sys
import time

import pytest

SCRIPT = """
import pathlib, sys, time, deduce
path = pathlib.Path(sys.argv[1])
print("ready", flush=True)
started = time.monotonic()
try:
    if sys.argv[2] == "count":
        deduce.count(path, threads=1)
    else:
        for grid in deduce.solutions(path, threads=1):
            pass
except KeyboardInterrupt:
    print(f"interrupted {time.monotonic() - started:.3f}", flush=True)
    print("next", deduce.count(path.parent / "latin6.fut"), flush=True)
    sys.exit(0)
print("not interrupted", flush=True)
"""


@pytest.mark.parametrize("how", ["count", "solutions"])
def test_ctrl_c_interrupts_a_long_count(examples, how):
    env = dict(os.environ)
    p = subprocess.Popen([sys.executable, "-c", SCRIPT, str(examples / "latin8.fut"), how],
                         stdout=subprocess.PIPE, text=True, env=env)
    assert p.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=60)
    waited = time.monotonic() - sent
    assert p.returncode == 0, out
    lines = out.splitlines()
    assert lines[0].startswith("interrupted"), out
    assert lines[1] == "next 812851200", out
    print(f"{how}: SIGINT to KeyboardInterrupt and exit in {waited:.3f} s")
