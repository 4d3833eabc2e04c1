"""Where F12 puts a screenshot: the ``--screenshots`` folder if one was
given, else the player's Pictures folder (XDG_PICTURES_DIR, as
~/.config/user-dirs.dirs names it, or ~/Pictures), else a folder in the
temp directory; never the checkout. Files are named
``pocket-yahtzee-NNN.png``, the first number not yet taken, so an earlier
screenshot is never overwritten."""

import os
import tempfile

PREFIX = "pocket-yahtzee-"


def pictures_dir(home=None, environ=None):
    """The player's Pictures folder if it exists, else None."""
    environ = os.environ if environ is None else environ
    home = home or os.path.expanduser("~")
    found = environ.get("XDG_PICTURES_DIR")
    conf = os.path.join(environ.get("XDG_CONFIG_HOME") or os.path.join(home, ".config"), "user-dirs.dirs")
    if not found and os.path.isfile(conf):
        try:
            with open(conf, encoding="utf-8") as f:
                for line in f:
                    if line.startswith("XDG_PICTURES_DIR="):
                        found = line.split("=", 1)[1].strip().strip('"').replace("$HOME", home)
        except (OSError, UnicodeError):
            found = None
    for d in (found, os.path.join(home, "Pictures")):
        if d and os.path.isdir(d):
            return d
    return None


def where(given=None):
    """The folder screenshots go to."""
    return given or pictures_dir() or os.path.join(tempfile.gettempdir(), "pocket-yahtzee")


def folder(given=None):
    """The folder screenshots go to, made if need be."""
    d = where(given)
    os.makedirs(d, exist_ok=True)
    return d


def next_path(directory):
    """The first ``pocket-yahtzee-NNN.png`` not yet in ``directory``."""
    n = 1
    while os.path.exists(os.path.join(directory, "%s%03d.png" % (PREFIX, n))):
        n += 1
    return os.path.join(directory, "%s%03d.png" % (PREFIX, n))


def take(sim, given=None):
    """Save the screen as a PNG; returns what to tell the player (the
    file's name, or why it could not be saved)."""
    try:
        path = next_path(folder(given))
        sim.screenshot(path)
    except OSError as e:
        return "screenshot not saved: %s" % e
    return "screenshot saved: %s" % path
