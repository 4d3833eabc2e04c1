"""settings.toml as CircuitPython reads it: top-level ``KEY = "string"``
or ``KEY = integer`` lines; os.getenv gives str or int."""


def parse(text):
    out = {}
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise ValueError("settings.toml line %d: expected KEY = value" % n)
        key, value = line.split("=", 1)
        key, value = key.strip(), value.strip()
        if value.startswith('"'):
            end = value.find('"', 1)
            if end < 0:
                raise ValueError("settings.toml line %d: unterminated string" % n)
            out[key] = value[1:end]
        else:
            value = value.split("#", 1)[0].strip()
            try:
                out[key] = int(value, 0)
            except ValueError:
                out[key] = value  # CircuitPython would refuse it; the app's check reports it
    return out


def load(path):
    with open(path, encoding="utf-8") as f:
        return parse(f.read())
