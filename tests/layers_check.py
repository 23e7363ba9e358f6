#!/usr/bin/env python3
"""The layers go one way: every #include "deduce/..." in src/deduce and apps/deduce
is checked against the edges docs/architecture.md draws ("The parts and which way
they depend"), and in apps/deduce the writers, the commands and the result model
(result.h, views.h, request.h, run.*) include no puzzle header: only the family
adapters (families/) and the tables' bounds and checks name a family's code. Within
apps/deduce the families include no command, cluster, server or writer file (but
writers/words.h), and the writers and the result model no family, command, cluster or
server file.

Usage: layers_check.py SOURCE_DIR   (exit 0 when every include keeps the layers)
"""
import os
import re
import sys

# What each part may include besides itself (the figure's edges).
FOUNDATION = {"core", "budget", "util", "io"}
ALLOWED = {
    "core": set(),
    "budget": set(),
    "util": set(),
    "io": set(),
    "explain": set(),
    "svg": {"io"},
    "props": {"core"},
    "search": {"core", "budget", "util"},
    "sat": {"budget", "util"},
    "statespace": {"budget", "util"},
    "puzzles/latin": {"core", "props", "search", "sat", "explain", "budget", "util"},
    "puzzles/futoshiki": {"puzzles/latin", "core", "props", "search", "sat", "explain",
                          "budget", "util", "io", "svg"},
    "puzzles/zebra": {"core", "props", "search", "explain", "budget", "util", "io", "svg"},
    "puzzles/river": {"statespace", "budget", "util", "io", "svg"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"deduce/([^"]+)"', re.M)
# apps/deduce's own headers by their folder ("families/family.h", "writers/words.h").
APP_INCLUDE = re.compile(r'^#include "((?:families|commands|cluster|writers|serve)/[^"]+)"', re.M)
# The result model: what every family and writer shares.
MODEL = {"result.h", "result.cc", "views.h", "request.h", "stops.h", "stops.cc"}


def part_of(rel):
    """The part of a path below deduce/: 'search/dfs.h' -> 'search'."""
    bits = rel.split("/")
    return "/".join(bits[:2]) if bits[0] == "puzzles" else bits[0]


def sources(root):
    for folder, _, files in os.walk(root):
        for f in sorted(files):
            if f.endswith((".h", ".cc")):
                yield os.path.join(folder, f)


def main():
    top = sys.argv[1]
    problems = []
    lib = os.path.join(top, "src", "deduce")
    seen = set()
    for path in sources(lib):
        here = part_of(os.path.relpath(path, lib))
        if here not in ALLOWED:
            problems.append(f"{path}: part '{here}' is not in the figure of docs/architecture.md")
            continue
        for target in INCLUDE.findall(open(path, encoding="utf-8").read()):
            there = part_of(target)
            seen.add((here, there))
            if there != here and there not in ALLOWED[here]:
                problems.append(f"{path}: {here} includes {there} (deduce/{target})")
    app = os.path.join(top, "apps", "deduce")
    app_edges = 0
    for path in sources(app):
        rel = os.path.relpath(path, app)
        text = open(path, encoding="utf-8").read()
        # Within apps/deduce: the families name no command, cluster, server or
        # writer (but the shared words of writers/words.h); the writers and the
        # result model name no family, command, cluster or server.
        for target in APP_INCLUDE.findall(text):
            top_part = target.split("/", 1)[0]
            app_edges += 1
            if rel.startswith("families" + os.sep):
                if top_part in ("commands", "cluster", "serve") or (
                        top_part == "writers" and target != "writers/words.h"):
                    problems.append(f"{path}: a family includes {target}: families reach the "
                                    "commands, the cluster and the writers only through "
                                    "result.h, views.h and family.h")
            if rel.startswith("writers" + os.sep) or rel in MODEL:
                if top_part in ("families", "commands", "cluster", "serve") or (
                        rel in MODEL and top_part == "writers"):
                    problems.append(f"{path}: apps/deduce/{rel} includes {target}: the writers "
                                    "and the result model name no family, command or cluster")
        blind = rel.startswith(("writers" + os.sep, "commands" + os.sep)) or rel in (
            "result.h", "views.h", "request.h", "run.h", "run.cc")
        if not blind:
            continue
        for target in INCLUDE.findall(text):
            if target.startswith("puzzles/"):
                problems.append(f"{path}: apps/deduce/{rel} includes a puzzle header "
                                f"(deduce/{target}); writers, commands and the result model see families "
                                "through their views")
    if app_edges == 0:
        problems.append("layers_check read no include of apps/deduce: is SOURCE_DIR right?")
    # The check must be able to fail: it has to have read the edges it guards.
    if ("puzzles/futoshiki", "puzzles/latin") not in seen or ("search", "core") not in seen:
        problems.append("layers_check read no includes: is SOURCE_DIR right?")
    for p in problems:
        print(p)
    print(f"layers_check: {len(seen)} kinds of include edge read, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
