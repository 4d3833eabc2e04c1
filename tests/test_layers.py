"""The layering of lib/handheld, read from the source: every import
(at the top of a module or inside a function, where most of the app's
imports are, so that screens load only when needed) must point to the
importer's own layer or one below it, and no chain of imports may come
back to where it started.

    boot -> app -> screens -> drawing and hardware -> base

A module not named in LAYERS is in the base layer, so a new helper module
needs no entry here unless it imports from above the base. See
docs/CONVENTIONS.md, "Layers".
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")

# Highest first. A name stands for that module and, for a package, every
# module inside it.
LAYERS = (
    ("boot", ("handheld.boot", "handheld.startup")),
    ("app", ("handheld.app", "handheld.app_start", "handheld.saved_game", "handheld.sleep",
             "handheld.wake", "handheld.battery_watch")),
    ("screens", ("handheld.screens",)),
    ("drawing and hardware", ("handheld.widgets", "handheld.art", "handheld.hardware",
                              "handheld.turn_layout")),
)
BASE = "base"  # everything else in lib/handheld: variants, buttons, storage, settings...


def modules(top, package):
    """{dotted name: path} of every .py file under top/package."""
    found = {}
    for folder, _dirs, files in os.walk(os.path.join(top, package)):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                parts = os.path.relpath(path, top)[:-3].split(os.sep)
                if parts[-1] == "__init__":
                    parts.pop()
                found[".".join(parts)] = path
    return found


def imports_of(name, path, known):
    """Every module of ``known`` that the file imports, anywhere in it
    (``from pkg import mod`` counts as importing pkg.mod when that is a
    module, else as importing pkg)."""
    tree = ast.parse(open(path).read(), path)
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[:len(up) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            for alias in node.names:
                sub = base + "." + alias.name
                out.add(sub if sub in known else base)
    return sorted(m for m in out if m in known and m != name)


def graph(top, package):
    known = modules(top, package)
    return {name: imports_of(name, path, known) for name, path in known.items()}


def layer(name):
    """Index of the module's layer, 0 the highest."""
    for i, (_label, members) in enumerate(LAYERS):
        for m in members:
            if name == m or name.startswith(m + "."):
                return i
    return len(LAYERS)


def label(i):
    return LAYERS[i][0] if i < len(LAYERS) else BASE


def upward_imports(g):
    return ["%s (%s) imports %s (%s)" % (a, label(layer(a)), b, label(layer(b)))
            for a in sorted(g) for b in g[a] if layer(b) < layer(a)]


def circles(g):
    """Every group of modules that import one another round a circle
    (strongly connected components of more than one module, Tarjan's)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_checker_sees_what_it_must():
    """The parser finds imports inside functions and ``from pkg import
    mod``; the checks flag an upward import and a circle."""
    g = graph(LIB, "handheld")
    assert "handheld.app" in g["handheld.boot"]  # imported inside main()
    assert "handheld.saved_game" in g["handheld.app"]  # inside App.__init__
    assert "handheld.screens.scoring" in g["handheld.screens.turn"]  # inside a method
    assert "handheld.buttons" in g["handheld.startup"]  # from handheld import buttons
    bad = {"handheld.screens.menu": ["handheld.app"], "handheld.app": ["handheld.screens.menu"]}
    assert upward_imports(bad) == ["handheld.screens.menu (screens) imports handheld.app (app)"]
    assert circles(bad) == [["handheld.app", "handheld.screens.menu"]]
    assert circles({"a": ["b"], "b": ["c"], "c": []}) == []


def test_handheld_imports_only_downward():
    assert upward_imports(graph(LIB, "handheld")) == []


def without_parents(g):
    """The graph less each module's imports of its own packages: Python
    runs a package's __init__ before any module in it, so a module reading
    its package's names (``from yahtzee_core import OVER``) loads nothing
    that was not loaded first, and the package's own imports of its
    modules (``yahtzee_core.new_game`` loading a variant) are no circle."""
    return {a: [b for b in bs if not a.startswith(b + ".")] for a, bs in g.items()}


def test_handheld_has_no_import_circle():
    assert circles(without_parents(graph(LIB, "handheld"))) == []


def test_the_core_and_the_simulator_have_no_import_circle():
    """The rules core (the loader reads the engine's bytes from the
    package, not the engine) and the simulator (the fake modules know the
    device, the device none of them)."""
    for top, package in ((ROOT, "yahtzee_core"), (ROOT, "host_sim")):
        g = graph(top, package)
        assert len(g) > 10, (package, sorted(g))  # the checker sees the package
        assert circles(without_parents(g)) == [], package


def test_a_circle_through_a_function_body_counts():
    """An import inside a function closes a circle too: the engine's
    ``undo`` loads the loader, so the loader may not import the engine."""
    g = {"yahtzee_core": [], "yahtzee_core.engine": ["yahtzee_core", "yahtzee_core.loader"],
         "yahtzee_core.loader": ["yahtzee_core", "yahtzee_core.engine"]}
    assert circles(without_parents(g)) == [["yahtzee_core.engine", "yahtzee_core.loader"]]
    assert "yahtzee_core.loader" in graph(ROOT, "yahtzee_core")["yahtzee_core.engine"]  # inside undo()


def test_core_imports_nothing_above_it():
    """yahtzee_core <- lib/handheld <- host_sim: the rules know nothing
    of the device or the simulator."""
    bad = []
    for name, path in sorted(modules(ROOT, "yahtzee_core").items()):
        tree = ast.parse(open(path).read(), path)
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            bad += ["%s imports %s" % (name, n) for n in names
                    if n.split(".")[0] in ("handheld", "host_sim")]
    assert bad == []


def main():
    """Print lib/handheld's import graph, layer by layer (what the tests check)."""
    g = graph(LIB, "handheld")
    for i in range(len(LAYERS) + 1):
        print("%s:" % label(i))
        for name in sorted(m for m in g if layer(m) == i):
            print("  %-32s -> %s" % (name, ", ".join(g[name]) or "-"))
    print("upward imports: %d, circles: %d" % (len(upward_imports(g)), len(circles(without_parents(g)))))


if __name__ == "__main__":
    main()
