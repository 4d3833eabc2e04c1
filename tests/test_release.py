"""The release players get and the version the tree names agree.

lib/handheld/version.py's VERSION is either a release ("1.6.0") or the
next release in development ("1.7.0.dev"), shown as it is on the board's
boot line, in Settings and on the web page, so a build of main never
passes for the release before it. releases/ holds one release's three
files (the one-file UF2, the firmware-only UF2, the bundle):

- a released VERSION: they are VERSION's, the README gives their sha256,
  and CHANGELOG.md's first section is VERSION's;
- a VERSION in development: they are an earlier release's, the README
  gives their sha256 and says which version this tree is, and
  CHANGELOG.md's first section is VERSION's, "in development".

So main cannot say it is a release whose files are missing, nor lag a
release without saying so."""

import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import uf2  # noqa: E402

from board_emu import stage  # noqa: E402
from handheld.version import VERSION  # noqa: E402

DEV = ".dev"
FILES = ("pocket-yahtzee-pico-%s.uf2", "pocket-yahtzee-pico-firmware-%s.uf2", "pocket-yahtzee-bundle-%s.zip")


def number(v):
    """(1, 4, 0) of "1.4.0" or "1.4.0.dev"."""
    m = re.match(r"(\d+)\.(\d+)\.(\d+)(\.dev)?$", v)
    assert m, "VERSION %r is neither X.Y.Z nor X.Y.Z.dev" % v
    return tuple(int(n) for n in m.groups()[:3])


def released():
    """The version whose files releases/ holds (there must be one)."""
    found = set()
    for name in os.listdir(os.path.join(ROOT, "releases")):
        m = re.match(r"pocket-yahtzee-(?:pico-firmware|pico|bundle)-(\d+\.\d+\.\d+)\.(?:uf2|zip)$", name)
        assert m, "releases/%s is not a release file" % name
        found.add(m.group(1))
    assert len(found) == 1, "releases/ holds the files of %s: one release at a time" % sorted(found)
    v = found.pop()
    missing = [f % v for f in FILES if not os.path.exists(os.path.join(ROOT, "releases", f % v))]
    assert not missing, "release %s lacks %s" % (v, missing)
    return v


def readme():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return f.read()


def changelog_sections():
    with open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8") as f:
        return re.findall(r"^## (.+)$", f.read(), re.M)


def test_the_version_is_a_release_or_the_next_one_in_development():
    v = released()
    if VERSION.endswith(DEV):
        assert number(VERSION) > number(v), "%s in development is not past release %s" % (VERSION, v)
    else:
        assert VERSION == v, "VERSION %s says it is released, but releases/ holds %s" % (VERSION, v)


def test_the_build_names_its_files_by_the_version():
    assert (stage.ONE_FILE, stage.FIRMWARE_ONLY, stage.BUNDLE_ZIP) == tuple(f % VERSION for f in FILES)


def test_the_readme_gives_the_release_files_sha256():
    v = released()
    named = dict((name, digest) for digest, name in re.findall(r"sha256 ([0-9a-f]{64})  (\S+)", readme()))
    assert set(named) == set(f % v for f in FILES)
    for name, digest in named.items():
        with open(os.path.join(ROOT, "releases", name), "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest() == digest, name
    for f in FILES:
        assert "releases/%s" % (f % v) in readme(), "the README links no releases/%s" % (f % v)


def test_the_readme_says_when_the_tree_is_past_the_release():
    text = readme()
    if VERSION.endswith(DEV):
        assert "`%s`" % VERSION in text, "the README does not say this tree is %s" % VERSION
    else:
        assert DEV not in text.replace("`.dev`", "")


def test_the_changelog_opens_with_the_version():
    sections = changelog_sections()
    if VERSION.endswith(DEV):
        assert sections[0] == "%s (in development)" % VERSION
        assert sections[1] == released()
    else:
        assert sections[0] == VERSION
    assert not [s for s in sections if s == "Unreleased"]


def test_the_release_uf2s_keep_the_saves_and_the_firmware_alone_is_the_one_files():
    v = released()
    with open(os.path.join(ROOT, "releases", FILES[0] % v), "rb") as f:
        pages = uf2.read_blocks(f.read())
    assert not any(uf2.NVM_OFFSET <= o < uf2.DRIVE_OFFSET for o in pages)  # a reflash keeps the saves
    with open(os.path.join(ROOT, "releases", FILES[1] % v), "rb") as f:
        alone = uf2.read_blocks(f.read())
    assert alone == {o: d for o, d in pages.items() if o < uf2.NVM_OFFSET} and alone
