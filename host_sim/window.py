"""Window front end (pygame): the screen scaled x4.

Keys: arrows, Z = A, X = B (held as long as the key is), Space = shake,
F2 = power off and on, F12 = screenshot (sim-NNN.png), Esc = quit;
[ ] = VSYS down / up 0.1 V, U = USB power in / out, J = a minute later."""

import time

SCALE = 4
LIT = (120, 220, 255)
DARK = (8, 10, 16)


def available():
    """Whether a pygame window can open here."""
    import os
    import sys
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
            and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        return False
    try:
        import pygame  # noqa: F401
    except ImportError:
        return False
    return True


def run(sim, frames=None):
    """Run until the window closes (or for ``frames`` frames, for tests)."""
    import pygame
    keys = {pygame.K_UP: "UP", pygame.K_DOWN: "DOWN", pygame.K_LEFT: "LEFT",
            pygame.K_RIGHT: "RIGHT", pygame.K_z: "A", pygame.K_x: "B"}
    pygame.init()
    screen = pygame.display.set_mode((128 * SCALE, 64 * SCALE + 20))
    pygame.display.set_caption("Pocket Yahtzee (simulator)")
    font = pygame.font.Font(None, 18)
    shots = 0
    n = 0
    try:
        while frames is None or n < frames:
            n += 1
            t0 = time.monotonic()
            for ev in pygame.event.get():
                if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                    return
                if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in keys:
                    sim.button(keys[ev.key], ev.type == pygame.KEYDOWN)
                elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE:
                    sim.shake()
                elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F2:
                    sim.boot()
                elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F12:
                    shots += 1
                    sim.screenshot("sim-%03d.png" % shots)
                elif ev.type == pygame.KEYDOWN and ev.unicode:
                    sim.power_key(ev.unicode)  # [ ] U J: battery and clock (host_sim/power.py)
            sim.step()
            draw(sim, screen, font)
            pygame.display.flip()
            time.sleep(max(0.0, 1 / 30 - (time.monotonic() - t0)))
    finally:
        pygame.quit()


def draw(sim, screen, font):
    import pygame
    px = sim.pixels()
    raw = bytes(b for row in px for p in row for b in (LIT if p else DARK))
    img = pygame.image.frombuffer(raw, (128, 64), "RGB")
    screen.fill((0, 0, 0))
    screen.blit(pygame.transform.scale(img, (128 * SCALE, 64 * SCALE)), (0, 0))
    status = sim.console[-1] if sim.console else "arrows, Z=A, X=B, Space=shake, F2=reboot"
    screen.blit(font.render(status[:90], True, (200, 200, 200)), (4, 64 * SCALE + 3))
