#!/usr/bin/env python3
"""Compares two PNG renderings of a picture with a tolerance, using only the
standard library: PNG is zlib-compressed scanlines, each behind a filter byte,
so an 8-bit non-interlaced PNG decodes in a few lines with zlib.

Usage: png_compare.py ACTUAL EXPECTED [--tolerance T] [--max-fraction F]
                      [--downscale N] [--diff OUT.ppm]

Two pixels differ when any channel differs by more than T (0..255), after
both images are flattened on white and, with --downscale N, averaged over
N x N blocks (anti-aliasing differs between renderers; block averages do
not much). The images match when at most F (0..1) of the pixels differ.
Exit 0 on a match, 1 on a mismatch, 2 on bad input; one line says why.
"""
import argparse
import struct
import sys
import zlib


def decode_png(path):
    """Returns (width, height, rows): rows of (r, g, b) tuples on white."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    at, idat, header = 8, [], None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunk = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat.append(chunk)
        elif kind == b"IEND":
            break
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"{path}: only 8-bit non-interlaced grey/RGB(A) PNG is read "
                         f"(depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, prev, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        prev = line
        row = []
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            if channels <= 2:
                r = g = bl = px[0]
            else:
                r, g, bl = px[0], px[1], px[2]
            alpha = px[-1] if channels in (2, 4) else 255
            # On white, as paper and the browsers' page show it.
            row.append(tuple((v * alpha + 255 * (255 - alpha)) // 255 for v in (r, g, bl)))
        rows.append(row)
    return width, height, rows


def downscale(width, height, rows, n):
    if n <= 1:
        return width, height, rows
    w, h = width // n, height // n
    out = []
    for y in range(h):
        row = []
        for x in range(w):
            s = [0, 0, 0]
            for dy in range(n):
                src = rows[y * n + dy]
                for dx in range(n):
                    p = src[x * n + dx]
                    s[0] += p[0]
                    s[1] += p[1]
                    s[2] += p[2]
            row.append(tuple(v // (n * n) for v in s))
        out.append(row)
    return w, h, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("actual")
    ap.add_argument("expected")
    ap.add_argument("--tolerance", type=int, default=40)
    ap.add_argument("--max-fraction", type=float, default=0.01)
    ap.add_argument("--downscale", type=int, default=1)
    ap.add_argument("--diff")
    args = ap.parse_args()
    try:
        a = decode_png(args.actual)
        e = decode_png(args.expected)
    except (OSError, ValueError, zlib.error, struct.error) as err:
        print(f"png_compare: {err}")
        return 2
    if (a[0], a[1]) != (e[0], e[1]):
        print(f"png_compare: {args.actual} is {a[0]}x{a[1]}, {args.expected} is {e[0]}x{e[1]}")
        return 1
    w, h, ra = downscale(*a, args.downscale)
    _, _, re = downscale(*e, args.downscale)
    differ = 0
    diff_rows = []
    for y in range(h):
        drow = bytearray()
        for x in range(w):
            pa, pe = ra[y][x], re[y][x]
            bad = max(abs(pa[0] - pe[0]), abs(pa[1] - pe[1]), abs(pa[2] - pe[2])) > args.tolerance
            differ += bad
            drow += bytes((255, 0, 0)) if bad else bytes(pe)
        diff_rows.append(drow)
    fraction = differ / max(1, w * h)
    if args.diff:
        with open(args.diff, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (w, h))
            for row in diff_rows:
                f.write(row)
    verdict = "match" if fraction <= args.max_fraction else "MISMATCH"
    print(f"{verdict}: {args.actual} vs {args.expected}: {differ} of {w * h} pixels differ "
          f"({fraction:.3%}, allowed {args.max_fraction:.3%}, tolerance {args.tolerance})")
    return 0 if fraction <= args.max_fraction else 1


if __name__ == "__main__":
    sys.exit(main())
