"""pip install . : the Python package `deduce` (python/deduce) and its
compiled part, built by this repository's CMake tree (setuptools drives
CMake: Debian 12 has no scikit-build-core). Offline, with Debian's build
dependencies (scripts/install_deps.sh build) in a virtual environment:

    python3 -m venv env && env/bin/pip install --no-build-isolation .

docs/python.md says more."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    """Builds the extension target deduce_python with CMake (Release, no
    tests) and copies it where setuptools expects it."""

    def build_extension(self, ext):
        # A build folder beside build/ (one level down, as build/ is): a
        # second pip install builds only what changed, and ccache, which
        # the tree turns on, finds what another clone compiled.
        build = Path(os.environ.get("DEDUCE_BUILD_DIR", ROOT / "build-python"))
        build.mkdir(parents=True, exist_ok=True)
        jobs = os.environ.get("DEDUCE_JOBS", str(os.cpu_count() or 1))
        subprocess.check_call([
            "cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
            "-DDEDUCE_BUILD_TESTS=OFF", "-DDEDUCE_BUILD_BENCH=OFF", "-DDEDUCE_PYTHON=ON",
            f"-DPython3_EXECUTABLE={sys.executable}"])
        subprocess.check_call(["cmake", "--build", str(build), "--target", "deduce_python",
                               "-j", jobs])
        built = next((build / "python" / "deduce").glob("_native*.so"))
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    name="deduce",
    version="0.1.0",
    description="Logic puzzles solved, counted, explained, graded and generated: the deduce "
                "engine in Python",
    packages=["deduce"],
    package_dir={"": "python"},
    package_data={"deduce": ["py.typed", "*.pyi"]},
    ext_modules=[Extension("deduce._native", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    zip_safe=False,
)
