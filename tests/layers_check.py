#!/usr/bin/env python3
"""The layers go one way. Every #include "deduce/..." in src/deduce is checked against
the edges docs/architecture.md draws ("The parts and which way they depend"); a puzzle
family the figure does not list (a new one) may include every part below the families
and no other family. Every include of apps/deduce's own files is checked against the
parts of the command line drawn there ("The command line's parts"): the families and the
commands include no cluster, server, run or embedding file, and their code names neither
the cluster nor MPI; the writers and the result model include no family, command,
cluster or server file; the cluster no server, run or embedding file; and so on up to
main(). In apps/deduce the writers, the commands, the run and the result model (result.h,
views.h, request.h, stops.*) include no puzzle header: only the family adapters
(families/) and the tables' bounds and checks name a family's code.

Usage: layers_check.py SOURCE_DIR   (exit 0 when every include keeps the layers)
"""
import os
import re
import sys

# What each part of src/deduce may include besides itself (the figure's edges).
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
# What a puzzle family the figure does not list may include: the engines, the
# services and the foundation, and the Latin square (puzzles/latin: the part
# every Latin-square family builds on, as futoshiki and sudoku do), never
# another family.
BELOW_FAMILIES = {"core", "props", "search", "sat", "statespace", "explain", "svg", "io",
                  "budget", "util", "puzzles/latin"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"deduce/([^"]+)"', re.M)
# apps/deduce's own headers: "families/family.h", "tables.h".
APP_INCLUDE = re.compile(r'^\s*#\s*include\s+"((?!deduce/)[^"]+)"', re.M)

# The parts of apps/deduce, by file where a folder does not say, and what each
# may include besides itself (a part, or one file of a part). `base` includes
# nothing of apps/deduce; `model` is the result model every part shares;
# `hooks` the families' hook types that the kind table's rows hold; every
# other file at the top is the tables, their parser, checks and help.
APP_FILES = {
    "request.h": "model", "result.h": "model", "result.cc": "model", "views.h": "model",
    "stops.h": "model", "stops.cc": "model",
    "progress_line.h": "base", "progress_line.cc": "base", "programs.h": "base",
    "programs.cc": "base", "call_memory_watch.h": "base", "call_memory_watch.cc": "base",
    "families/generator.h": "hooks",
    "run.h": "run", "run.cc": "run",
    "embed.h": "embed", "embed.cc": "embed",
    "main.cc": "main",
}
APP_ALLOWED = {
    "base": set(),
    "model": set(),
    "hooks": {"model"},
    "tables": {"model", "hooks"},
    "writers": {"model", "hooks", "tables"},
    "families": {"model", "hooks", "tables", "writers/words.h"},
    "commands": {"model", "hooks", "tables", "base", "families", "writers"},
    "cluster": {"model", "hooks", "tables", "families", "commands"},
    "run": {"model", "hooks", "tables", "base", "families", "commands", "writers", "cluster"},
    "embed": {"model", "hooks", "tables", "base", "writers", "run"},
    "serve": {"model", "hooks", "tables", "embed", "writers/words.h"},
    "main": {"model", "hooks", "tables", "base", "run", "cluster", "serve"},
}
# Files of apps/deduce that see families only through their views.
BLIND = ("writers", "commands", "model", "run")
# Parts whose code names neither the cluster nor MPI (comments may say where
# work runs): they reach it only through commands/placement.h and
# families/pieces.h.
UNAWARE = ("commands", "families")
NAMES_CLUSTER = re.compile(r"\bMPI_\w+|\bmpi\.h\b|\bcluster::|\bg_workers\b")
COMMENT = re.compile(r"//[^\n]*")


def part_of(rel):
    """The part of a path below deduce/: 'search/dfs.h' -> 'search'."""
    bits = rel.split("/")
    return "/".join(bits[:2]) if bits[0] == "puzzles" else bits[0]


def app_part(rel):
    """The part of a file of apps/deduce: 'commands/solve.cc' -> 'commands'."""
    rel = rel.replace(os.sep, "/")
    if rel in APP_FILES:
        return APP_FILES[rel]
    return rel.split("/", 1)[0] if "/" in rel else "tables"


def sources(root):
    for folder, _, files in os.walk(root):
        for f in sorted(files):
            if f.endswith((".h", ".cc")):
                yield os.path.join(folder, f)


def check_library(lib, problems):
    seen = set()
    for path in sources(lib):
        here = part_of(os.path.relpath(path, lib))
        allowed = ALLOWED.get(here)
        if allowed is None and here.startswith("puzzles/"):
            allowed = BELOW_FAMILIES
        if allowed is None:
            problems.append(f"{path}: part '{here}' is not in the figure of docs/architecture.md")
            continue
        for target in INCLUDE.findall(open(path, encoding="utf-8").read()):
            there = part_of(target)
            seen.add((here, there))
            if there != here and there not in allowed:
                problems.append(f"{path}: {here} includes {there} (deduce/{target})")
    return seen


def check_app(app, problems):
    seen = set()
    for path in sources(app):
        rel = os.path.relpath(path, app)
        here = app_part(rel)
        if here not in APP_ALLOWED:
            problems.append(f"{path}: part '{here}' of apps/deduce is not in the figure of "
                            "docs/architecture.md")
            continue
        text = open(path, encoding="utf-8").read()
        for target in APP_INCLUDE.findall(text):
            if not os.path.exists(os.path.join(app, target)):
                continue  # another library's header, or one the build writes
            there = app_part(target)
            seen.add((here, there))
            if there != here and there not in APP_ALLOWED[here] and \
                    target not in APP_ALLOWED[here]:
                problems.append(f"{path}: {here} includes {target} ({there}): apps/deduce's "
                                "parts go one way (docs/architecture.md, \"The command "
                                "line's parts\")")
        if here in UNAWARE:
            for name in sorted(set(NAMES_CLUSTER.findall(COMMENT.sub("", text)))):
                problems.append(f"{path}: {here} names `{name}`: the commands and the families "
                                "reach the cluster only through placement.h and pieces.h")
        if here not in BLIND:
            continue
        for target in INCLUDE.findall(text):
            if target.startswith("puzzles/"):
                problems.append(f"{path}: apps/deduce/{rel} includes a puzzle header "
                                f"(deduce/{target}); writers, commands and the result model see "
                                "families through their views")
    return seen


def main():
    top = sys.argv[1]
    problems = []
    seen = check_library(os.path.join(top, "src", "deduce"), problems)
    app_seen = check_app(os.path.join(top, "apps", "deduce"), problems)
    # The check must be able to fail: it has to have read the edges it guards.
    if ("puzzles/futoshiki", "puzzles/latin") not in seen or ("search", "core") not in seen:
        problems.append("layers_check read no includes of src/deduce: is SOURCE_DIR right?")
    if ("cluster", "commands") not in app_seen or ("commands", "families") not in app_seen:
        problems.append("layers_check read no includes of apps/deduce: is SOURCE_DIR right?")
    for p in problems:
        print(p)
    print(f"layers_check: {len(seen)} kinds of include edge read in src/deduce, "
          f"{len(app_seen)} in apps/deduce, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
