#!/usr/bin/env python3
"""Writes a JSON Lines digitizer recording (the bug-report format `opentouch replay` reads) in
which N fingers touch down in one event on a grid covering the screen, all move together for a
few events, then all lift in one event.

    python3 Benchmarks/Scripts/finger-recording.py 10000 > /tmp/fingers-10000.jsonl
    time .build/release/opentouch replay /tmp/fingers-10000.jsonl > /dev/null

Usage: finger-recording.py N [MOVES] [--staggered]
  MOVES: move events between down and up, default 4.
  --staggered: the fingers go down in three groups (one event each, moving between), then spread
  out and drift so that pan, pinch and rotation begin, and the first group lifts two moves before
  the others: the arena sees touches join and leave mid-gesture. The spread is not clamped: with
  many moves, fingers near the edges leave the screen (x up to 399 on the 375-pt screen for
  30 fingers and 5 moves).
"""
import json
import math
import sys

WIDTH, HEIGHT = 375, 667


def fingers(count, shift, mask, touching):
    columns = max(1, math.ceil(math.sqrt(count)))
    rows = (count + columns - 1) // columns
    cell_w, cell_h = WIDTH / columns, HEIGHT / rows
    for index in range(count):
        x = (index % columns + 0.5) * cell_w + shift
        y = (index // columns + 0.5) * cell_h + shift
        yield {"at": [round(x, 3), round(y, 3)], "id": index + 1, "mask": mask, "touching": touching}


def line(value):
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def staggered(count, moves, out):
    everyone = list(fingers(count, 0, ["range", "touch", "position"], True))
    groups = [everyone[i::3] for i in range(3)]
    down, time = [], 1.0
    for group in groups:
        for finger in down:
            finger["at"] = [finger["at"][0] + 0.75, finger["at"][1] + 0.5]
            finger["mask"] = ["position"]
        down += [dict(finger) for finger in group]
        out.write(line({"fingers": down, "time": round(time, 4)}) + "\n")
        down = [dict(finger) for finger in down]
        time += 1 / 60
    for step in range(moves):
        lifting = step == moves - 2
        for finger in down:
            x, y = finger["at"]
            # Spread out from the screen's centre and drift: the pan, pinch and rotation begin.
            finger["at"] = [round(WIDTH / 2 + (x - WIDTH / 2) * 1.04 + 4, 3),
                            round(HEIGHT / 2 + (y - HEIGHT / 2) * 1.04 + 3, 3)]
            finger["mask"] = ["position"]
            if lifting and (finger["id"] - 1) % 3 == 0:
                finger["mask"], finger["touching"] = ["range", "touch"], False
        out.write(line({"fingers": down, "time": round(time, 4)}) + "\n")
        down = [dict(finger) for finger in down if finger["touching"]]
        time += 1 / 60
    for finger in down:
        finger["mask"], finger["touching"] = ["range", "touch"], False
    out.write(line({"fingers": down, "time": round(time, 4)}) + "\n")


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--staggered"]
    count = int(arguments[0])
    moves = int(arguments[1]) if len(arguments) > 1 else 4
    out = sys.stdout
    note = (f"{count} fingers down in three groups, {moves} spreading moves, a third lift early, the rest up"
            if "--staggered" in sys.argv else f"{count} fingers down, {moves} moves, up")
    out.write(line({"format": "opentouch-digitizer", "note": note,
                    "screen": [WIDTH, HEIGHT], "source": "Benchmarks/Scripts/finger-recording.py",
                    "version": 1}) + "\n")
    if "--staggered" in sys.argv:
        staggered(count, moves, out)
        return
    time = 1.0
    out.write(line({"fingers": list(fingers(count, 0, ["range", "touch", "position"], True)),
                    "time": time}) + "\n")
    for step in range(moves):
        time += 1 / 60
        out.write(line({"fingers": list(fingers(count, (step + 1) % 2 * 0.5 + 0.25, ["position"], True)),
                        "time": round(time, 4)}) + "\n")
    time += 1 / 60
    out.write(line({"fingers": list(fingers(count, 0, ["range", "touch"], False)),
                    "time": round(time, 4)}) + "\n")


if __name__ == "__main__":
    main()
