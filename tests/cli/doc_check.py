#!/usr/bin/env python3
"""Every command shown in README.md and docs/*.md prints what the docs say.

Usage: doc_check.py DEDUCE_BINARY SOURCE_DIR [--update] [--only FILE.md]

In a fenced code block, a line `$ COMMAND` is run with bash (`deduce` is the
binary under test) and the lines after it, up to the next `$ ` line or the
end of the block, are its expected output: stdout and stderr together, as a
terminal shows them. A line that is only `...` matches any lines, and `...`
inside a line any text (for figures that vary from run to run). Times are
not compared: numbers after `seconds` are replaced before comparing. A block
after the comment `<!-- doc-check: skip -->` is not run (output that depends
on the machine's speed). Each file's commands run in order in a scratch
directory that sees the repository's folders, so files a block writes do not
land in the tree. --update rewrites the expected outputs from the runs.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

binary, root = sys.argv[1], os.path.abspath(sys.argv[2])
update = "--update" in sys.argv[3:]
only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None

SECONDS = [(re.compile(r'("seconds":\s*)[0-9.e+-]+'), r"\1T"),
           (re.compile(r"(seconds )[0-9.e+-]+"), r"\1T"),
           (re.compile(r"([0-9.]+e?-?[0-9]*) s\b"), "T s")]


def normal(text):
    lines = [l.rstrip() for l in text.rstrip("\n").split("\n")] if text.strip() else []
    out = []
    for l in lines:
        for pattern, repl in SECONDS:
            l = pattern.sub(repl, l)
        out.append(l)
    return out


def matches(expected, actual):
    """expected may hold `...` lines matching any run of lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and same_line(expected[0], actual[0]) and matches(expected[1:], actual[1:])


def same_line(expected, actual):
    """`...` inside a line matches any text there."""
    if "..." not in expected:
        return expected == actual
    pattern = ".*".join(re.escape(part) for part in expected.split("..."))
    return re.fullmatch(pattern, actual) is not None


def blocks(lines):
    """(start, end) line indices of fenced blocks not marked to skip."""
    i, skip = 0, False
    while i < len(lines):
        s = lines[i].strip()
        if s == "<!-- doc-check: skip -->":
            skip = True
        elif s.startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].strip().startswith("```"):
                j += 1
            if not skip:
                yield i + 1, j
            skip = False
            i = j
        elif s:
            skip = False
        i += 1


def check_file(path, bindir, failures):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    work = tempfile.mkdtemp(prefix="deduce-doc-")
    for entry in os.listdir(root):
        if not entry.startswith(".") and not entry.startswith("build"):
            os.symlink(os.path.join(root, entry), os.path.join(work, entry))
    env = dict(os.environ, PATH=bindir + ":" + os.environ["PATH"], LC_ALL="C.UTF-8")
    edits = []
    ran = 0
    for start, end in blocks(lines):
        k = start
        while k < end:
            if not lines[k].startswith("$ "):
                k += 1
                continue
            cmd = lines[k][2:]
            j = k + 1
            while j < end and not lines[j].startswith("$ "):
                j += 1
            p = subprocess.run(["bash", "-c", "{ " + cmd + "\n} 2>&1"], cwd=work, env=env,
                               capture_output=True, text=True, timeout=300)
            ran += 1
            expected = normal("\n".join(lines[k + 1:j]))
            actual = normal(p.stdout)
            if not matches(expected, actual):
                rel = os.path.relpath(path, root)
                failures.append(f"{rel}:{k + 1}: $ {cmd}\n  expected:\n    " +
                                "\n    ".join(expected) + "\n  printed:\n    " +
                                "\n    ".join(actual))
                if "..." not in expected:
                    edits.append((k + 1, j, p.stdout.rstrip("\n").split("\n") if p.stdout else []))
            k = j
    shutil.rmtree(work)
    if update and edits:
        for a, b, new in reversed(edits):
            lines[a:b] = new
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
    return ran


failures = []
bindir = tempfile.mkdtemp(prefix="deduce-bin-")
os.symlink(os.path.abspath(binary), os.path.join(bindir, "deduce"))
docs = [os.path.join(root, "README.md")] + sorted(
    os.path.join(root, "docs", f) for f in os.listdir(os.path.join(root, "docs")) if f.endswith(".md"))
if only:
    docs = [p for p in docs if os.path.relpath(p, root) == only]
total = sum(check_file(p, bindir, failures) for p in docs)
shutil.rmtree(bindir)
if failures:
    print("\n\n".join(failures))
    print(f"\n{len(failures)} of {total} documented commands print something else"
          + (" (expected outputs rewritten)" if update else ""))
    sys.exit(1)
print(f"all {total} documented commands print what the docs say")
