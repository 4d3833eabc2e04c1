"""A stand-in app for tests/test_robust_assets.py: the first press of A
raises MemoryError (as a board out of heap would), later ones count."""

from handheld import buttons

STARTS = []  # one entry per App made since import


class App:
    def __init__(self, hw):
        self.hw = hw
        STARTS.append(1)

    def step(self):
        for button, pressed in self.hw.events():
            if pressed and button == buttons.A and len(STARTS) == 1:
                raise MemoryError("memory allocation failed, allocating 4096 bytes")
        return False


def run(hw):
    from handheld import boot
    boot.run_loop(App(hw), hw)
