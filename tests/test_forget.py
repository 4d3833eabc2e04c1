"""handheld.forget lets a module go, from sys.modules and its package, and
asking it to forget a module that was never imported is no error, on the
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
