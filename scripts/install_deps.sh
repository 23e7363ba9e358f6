#!/usr/bin/env bash
# Installs the Debian packages deduce needs that are missing on this machine.
# Usage: scripts/install_deps.sh [build|compare|fuzz|visual]...   (default: build)
# Uses sudo when not root. Installs nothing when everything is present.
set -euo pipefail

build_pkgs=(cmake make g++ libcli11-dev nlohmann-json3-dev libfmt-dev libgtest-dev libgmock-dev
            libbenchmark-dev libgmp-dev libtbb-dev python3-jsonschema
            librsvg2-bin fonts-dejavu-core  # rsvg-convert and the font of the pictures' tests
            gringo  # clingo, for the logic-grid cross-check test (tests/cli/CMakeLists.txt)
            ccache  # compiler cache: CI builds Release and ASan from a fresh clone
            pybind11-dev python3-pybind11 python3-dev python3-pytest
            python3-venv  # the Python module and its tests (docs/python.md)
            libcpp-httplib-dev pkg-config  # deduce serve's HTTP server
            chromium chromium-driver python3-selenium  # the workbench page's browser test
            mpich libmpich-dev)  # mpiexec -n N deduce solve --count (docs/cluster.md)
compare_pkgs=(libgecode-dev minizinc gringo hyperfine cadical
              sgt-puzzles dpkg-dev)  # sgt-unequal for generate.sh; apt-get source for tatham_check.sh
fuzz_pkgs=(clang libclang-rt-14-dev)
visual_pkgs=(chromium)  # make test-visual: the pictures in a browser as well as in librsvg

wanted=()
[ $# -eq 0 ] && set -- build
for group in "$@"; do
  case "$group" in
    build) wanted+=("${build_pkgs[@]}") ;;
    compare) wanted+=("${compare_pkgs[@]}") ;;
    fuzz) wanted+=("${fuzz_pkgs[@]}") ;;
    visual) wanted+=("${visual_pkgs[@]}") ;;
    *) echo "install_deps.sh: unknown group '$group' (build, compare, fuzz, visual)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
