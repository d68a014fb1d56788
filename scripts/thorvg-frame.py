#!/usr/bin/python3
"""Draws frames of a Lottie file with ThorVG (PyPI's thorvg-python), to PNG, so the tests can hold Snowman's Lottie
export against the stage in a second player beside rlottie (ThorVG draws skew, which rlottie does not).

  thorvg-frame.py FILE.json OUT-PREFIX FRAME...   writes OUT-PREFIX-FRAME.png (five digits) for each frame, at the
                                                  animation's own size, straight (not premultiplied) alpha
"""
import struct
import sys
import zlib

import thorvg_python as tvg


def write_png(path, width, height, rgba):
    """An 8-bit RGBA PNG of `rgba` (rows top to bottom, no padding)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    stride = width * 4
    raw = b"".join(b"\x00" + rgba[y * stride:(y + 1) * stride] for y in range(height))
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                  + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: thorvg-frame.py FILE.json OUT-PREFIX FRAME...")
    path, prefix, frames = sys.argv[1], sys.argv[2], [int(f) for f in sys.argv[3:]]
    engine = tvg.Engine()
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        sys.exit(f"{path}: ThorVG cannot read this file")
    _, width, height = picture.get_size()
    width, height = int(width), int(height)
    canvas = tvg.SwCanvas(engine)
    # Straight alpha, each pixel's bytes R, G, B, A in memory: what a PNG holds.
    canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
    canvas.add(picture)
    for frame in frames:
        animation.set_frame(frame)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        write_png(f"{prefix}-{frame:05d}.png", width, height, bytes(canvas.buffer_arr))


if __name__ == "__main__":
    main()
