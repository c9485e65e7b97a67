"""Packaging: the wheel carries the assets, an installed wheel runs outside the checkout, and the
PyInstaller bundle builds from a clean venv and runs (the last two are slow: each makes a venv)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
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


def test_install_script_puts_the_entry_into_the_menu(tmp_path):
    """The bundle's installer, run on a fake bundle folder: entry with an absolute Exec, icons."""
    bundle = tmp_path / "my apps" / "cardtable"
    (bundle / "icons").mkdir(parents=True)
    shutil.copy(ROOT / "packaging" / "install-desktop-entry.sh", bundle)
    shutil.copy(ROOT / "packaging" / "cardtable.desktop", bundle)
    for icon in (ROOT / "assets" / "icons").glob("cardtable*"):
        shutil.copy(icon, bundle / "icons")
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    subprocess.run(["sh", str(bundle / "install-desktop-entry.sh")], env=env, check=True,
                   capture_output=True)
    entry = (data / "applications" / "cardtable.desktop").read_text("utf-8")
    assert f'Exec="{bundle}/cardtable" %f' in entry
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "cardtable.png").exists()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "cardtable.svg").exists()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(data / "applications" / "cardtable.desktop")],
                       check=True)
    subprocess.run(["sh", str(bundle / "install-desktop-entry.sh"), "--remove"], env=env,
                   check=True, capture_output=True)
    assert not (data / "applications" / "cardtable.desktop").exists()


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


# The bundle.
@pytest.mark.slow
@needs_xvfb
def test_the_bundle_builds_from_a_clean_venv_and_runs(installed, tmp_path):
    """packaging/build.py into the wheel's venv; the program runs in Hungarian, with no Python."""
    dist = tmp_path / "dist"
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--venv",
                           str(installed), "--reuse-venv", "--dist", str(dist), "--work",
                           str(tmp_path / "work")], env=outside_env(tmp_path),
                          capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    app = dist / "cardtable"
    for name in ("cardtable", "cardtable.desktop", "install-desktop-entry.sh",
                 "icons/cardtable.svg", "icons/cardtable-256.png"):
        assert (app / name).exists(), name
    # Run from elsewhere, with the build venv out of sight: only the folder is used. The product
    # runs no test hook, so the bundle is judged by what it shows and what it carries.
    env = outside_env(tmp_path, PATH="/usr/bin:/bin")
    shots = {}
    for lang in ("en", "hu"):
        shots[lang] = tmp_path / f"bundle-{lang}.png"
        done = subprocess.run([*XVFB, str(app / "cardtable"), "--lang", lang, "--screenshot",
                               str(shots[lang])], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert shots[lang].stat().st_size > 10_000
    # Our Hungarian catalog travelled: the menus and zones are drawn in other words.
    assert shots["en"].read_bytes() != shots["hu"].read_bytes()
    carried = {path.name for path in app.rglob("*.qm")}
    assert {"cardtable_hu.qm", "cardtable_ru.qm", "qtbase_hu.qm", "qtbase_ru.qm"} <= carried
