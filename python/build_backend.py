"""The build backend of `pip install .` (PEP 517, named by pyproject.toml):
it builds the extension target deduce_python with this repository's CMake
tree and writes the wheel itself, with nothing but the standard library.

Why not setuptools: Debian 12's setuptools (66) builds a wheel only with
the `wheel` package, which a new virtual environment lacks, so that `pip
install --no-build-isolation .` would need the network; and Debian 12 has no
scikit-build-core. Building one extension with CMake and zipping a package
is all this project needs, so the backend does just that (docs/python.md).

Environment: DEDUCE_BUILD_DIR (default build-python/ beside build/, so that
a second install and ccache reuse the objects), DEDUCE_JOBS (default: every
core).
"""

import base64
import hashlib
import io
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "deduce"
VERSION = "0.1.0"
SUMMARY = ("Logic puzzles solved, counted, explained, graded and generated: the deduce engine "
           "in Python")


def _tag():
    """The wheel's tag: this interpreter and platform (cp311-cp311-linux_x86_64)."""
    version = f"{sys.version_info.major}{sys.version_info.minor}"
    impl = "cp" if sys.implementation.name == "cpython" else sys.implementation.name[:2]
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{impl}{version}-{impl}{version}-{platform}"


def _metadata():
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\nSummary: {SUMMARY}\n"
            "Requires-Python: >=3.9\n")


def _wheel_file():
    return (f"Wheel-Version: 1.0\nGenerator: deduce build_backend\nRoot-Is-Purelib: false\n"
            f"Tag: {_tag()}\n")


def _build_extension():
    """Builds deduce/_native with CMake; returns the built file."""
    build = Path(os.environ.get("DEDUCE_BUILD_DIR", ROOT / "build-python"))
    jobs = os.environ.get("DEDUCE_JOBS", str(os.cpu_count() or 1))
    subprocess.check_call([
        "cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
        "-DDEDUCE_BUILD_TESTS=OFF", "-DDEDUCE_BUILD_BENCH=OFF", "-DDEDUCE_PYTHON=ON",
        f"-DPython3_EXECUTABLE={sys.executable}"], stdout=sys.stderr)
    subprocess.check_call(["cmake", "--build", str(build), "--target", "deduce_python", "-j",
                           jobs], stdout=sys.stderr)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return build / "python" / NAME / f"_native{suffix}"


def _digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(
        b"=").decode()


# PEP 517 hooks.

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = Path(metadata_directory) / f"{NAME}-{VERSION}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(_metadata())
    (info / "WHEEL").write_text(_wheel_file())
    return info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    native = _build_extension()
    files = {f"{NAME}/{p.name}": p.read_bytes()
             for p in sorted((ROOT / "python" / NAME).iterdir()) if p.is_file()
             and p.suffix in (".py", ".pyi", ".typed")}
    files[f"{NAME}/{native.name}"] = native.read_bytes()
    info = f"{NAME}-{VERSION}.dist-info"
    files[f"{info}/METADATA"] = _metadata().encode()
    files[f"{info}/WHEEL"] = _wheel_file().encode()
    files[f"{info}/top_level.txt"] = f"{NAME}\n".encode()
    record = "".join(f"{path},{_digest(data)},{len(data)}\n" for path, data in files.items())
    record += f"{info}/RECORD,,\n"
    files[f"{info}/RECORD"] = record.encode()
    wheel = f"{NAME}-{VERSION}-{_tag()}.whl"
    with zipfile.ZipFile(Path(wheel_directory) / wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(path, data)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    """The tracked files of the repository (git ls-files), as NAME-VERSION.tar.gz."""
    tracked = subprocess.check_output(["git", "ls-files", "-z"], cwd=ROOT).split(b"\0")
    base = f"{NAME}-{VERSION}"
    with tarfile.open(Path(sdist_directory) / f"{base}.tar.gz", "w:gz") as tar:
        for name in filter(None, tracked):
            path = ROOT / name.decode()
            if path.is_file():
                tar.add(path, arcname=f"{base}/{name.decode()}")
        pkg_info = _metadata().encode()
        entry = tarfile.TarInfo(f"{base}/PKG-INFO")
        entry.size = len(pkg_info)
        tar.addfile(entry, io.BytesIO(pkg_info))
    return f"{base}.tar.gz"
