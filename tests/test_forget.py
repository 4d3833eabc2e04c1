"""handheld.forget lets a module go, from sys.modules and its package (and
a package that only gathers modules, handheld.art, with the last of them),
and asking it to forget a module that was never imported is no error, on the
board too: there CircuitPython's delattr of a module's missing name raises
KeyError (a Word game crashed on stock firmware when the menu's asset
checks, never imported on the way, were let go at its start)."""

import sys
import types

from handheld import forget


class BoardModule(types.ModuleType):
    """A package as CircuitPython's modules answer a missing name's delattr."""

    def __delattr__(self, name):
        if name not in self.__dict__:
            raise KeyError(name)
        types.ModuleType.__delattr__(self, name)


def test_forgetting_a_module_never_imported_is_no_error_on_the_board():
    pkg = BoardModule("yz_fake_pkg")
    sys.modules["yz_fake_pkg"] = pkg
    try:
        forget("yz_fake_pkg.never_imported")
        child = types.ModuleType("yz_fake_pkg.child")
        sys.modules["yz_fake_pkg.child"] = pkg.child = child
        forget("yz_fake_pkg.child")
        assert "yz_fake_pkg.child" not in sys.modules and not hasattr(pkg, "child")
    finally:
        sys.modules.pop("yz_fake_pkg", None)


def test_a_package_that_only_gathers_modules_goes_with_the_last_of_them():
    pkg = BoardModule("yz_gathering")
    sys.modules["yz_gathering"] = pkg
    try:
        for short in ("a", "b"):
            child = types.ModuleType("yz_gathering." + short)
            sys.modules["yz_gathering." + short] = child
            setattr(pkg, short, child)
        forget("yz_gathering.a")
        assert "yz_gathering" in sys.modules  # b is still loaded
        forget("yz_gathering.b")
        assert "yz_gathering" not in sys.modules
    finally:
        sys.modules.pop("yz_gathering", None)


def test_a_package_with_code_of_its_own_stays_when_its_modules_go():
    import handheld.storage.scan
    forget("handheld.storage.scan")
    assert "handheld.storage" in sys.modules and "handheld.storage.scan" not in sys.modules
    import handheld.art.dice
    for name in [n for n in sys.modules if n.startswith("handheld.art.")]:  # another test's too
        forget(name)
    assert "handheld.art" not in sys.modules
