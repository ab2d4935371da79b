#!/usr/bin/env python3
"""Generate Trellis's display-width and box-drawing tables from the Unicode Character Database.

Reads the UCD text files (Debian's `unicode-data` package installs them in /usr/share/unicode)
and writes two committed Swift sources:

  Sources/TrellisCore/Text/WidthTables.generated.swift
      Sorted ranges of code points whose properties differ from a plain, narrow, printable
      character, each with a packed property byte (see `ScalarProperties` in DisplayWidth.swift).
  Sources/TrellisCore/Drawing/BoxGlyphs.generated.swift
      The box-drawing glyph for each combination of line weights in the four directions,
      derived from the character names in UnicodeData.txt.

Usage: Scripts/generate-width-tables.py [UCD directory] (default /usr/share/unicode).
CI does not run this; rerun it by hand when moving to a newer Unicode version.
"""

import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
MAX_CODE_POINT = 0x10FFFF

# The property byte; keep in sync with `ScalarProperties` in DisplayWidth.swift.
WIDTH_MASK = 0b11  # bits 0-1: display width of the scalar on its own (0, 1 or 2)
CONTROL = 1 << 2  # Cc, Zl, Zp: never drawn
VARIATION_BASE = 1 << 3  # has text (VS15) and emoji (VS16) presentation sequences
EMOJI_MODIFIER = 1 << 4  # skin tone modifiers
EMOJI_MODIFIER_BASE = 1 << 5  # takes a skin tone modifier
REGIONAL_INDICATOR = 1 << 6  # half of a flag

# Policy exceptions, documented in DisplayWidth.swift.
SOFT_HYPHEN = 0x00AD  # shown as a hyphen by terminals: width 1
HANGUL_FILLERS = {0x115F, 0x1160, 0x3164, 0xFFA0}  # take space in a syllable block


def data_lines(path):
    """Yields the fields of each non-comment line of a UCD file."""
    with open(os.path.join(UCD, path), encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [field.strip() for field in line.split(";")]


def code_point_range(text):
    if ".." in text:
        first, last = text.split("..")
        return int(first, 16), int(last, 16)
    return int(text, 16), int(text, 16)


def version_of(path):
    """The version a UCD file states in its header ("15.0.0", or "15.0" for the emoji files)."""
    with open(os.path.join(UCD, path), encoding="utf-8") as file:
        header = "".join(file.readline() for _ in range(12))
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", header) or re.search(
        r"Version (\d+\.\d+)", header)
    if not match:
        sys.exit(f"cannot read the Unicode version from {path}")
    return match.group(1)


def general_categories():
    """General_Category of every assigned code point (ranges given as First/Last pairs)."""
    categories = {}
    range_start = None
    for fields in data_lines("UnicodeData.txt"):
        code, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code
        elif name.endswith(", Last>"):
            for c in range(range_start, code + 1):
                categories[c] = category
        else:
            categories[code] = category
    return categories


def property_set(path, wanted):
    members = set()
    for fields in data_lines(path):
        if fields[1] == wanted:
            first, last = code_point_range(fields[0])
            members.update(range(first, last + 1))
    return members


def scalar_properties():
    version = version_of("EastAsianWidth.txt")
    for other in ("DerivedCoreProperties.txt", "PropList.txt", "emoji/emoji-data.txt",
                  "emoji/emoji-variation-sequences.txt"):
        if not version.startswith(version_of(other)):
            sys.exit(f"{other} is not Unicode {version}")

    width = bytearray([1]) * (MAX_CODE_POINT + 1)
    # Unlisted code points default to N, except unassigned ones in the CJK ideograph blocks and
    # planes 2 and 3, which default to W (EastAsianWidth.txt header).
    for first, last in ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)):
        width[first:last + 1] = bytes([2]) * (last - first + 1)
    for fields in data_lines("EastAsianWidth.txt"):
        first, last = code_point_range(fields[0])
        value = 2 if fields[1] in ("W", "F") else 1
        width[first:last + 1] = bytes([value]) * (last - first + 1)
    for c in property_set("emoji/emoji-data.txt", "Emoji_Presentation"):
        width[c] = 2

    categories = general_categories()
    prepended = property_set("PropList.txt", "Prepended_Concatenation_Mark")
    ignorable = property_set("DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
    flags = bytearray(MAX_CODE_POINT + 1)
    for c, category in categories.items():
        if category in ("Mn", "Me"):
            width[c] = 0
        elif category == "Cf" and c != SOFT_HYPHEN and c not in prepended:
            width[c] = 0
        elif category in ("Cc", "Zl", "Zp"):
            width[c] = 0
            flags[c] |= CONTROL
    for c in ignorable:
        if c not in HANGUL_FILLERS and c != SOFT_HYPHEN:
            width[c] = 0

    for fields in data_lines("emoji/emoji-variation-sequences.txt"):
        base = int(fields[0].split()[0], 16)
        flags[base] |= VARIATION_BASE
    for c in property_set("emoji/emoji-data.txt", "Emoji_Modifier"):
        flags[c] |= EMOJI_MODIFIER
    for c in property_set("emoji/emoji-data.txt", "Emoji_Modifier_Base"):
        flags[c] |= EMOJI_MODIFIER_BASE
    for c in property_set("PropList.txt", "Regional_Indicator"):
        flags[c] |= REGIONAL_INDICATOR

    packed = bytes(w | f for w, f in zip(width, flags))
    return version, packed


def ranges_of(packed):
    """Runs of equal property bytes, leaving out plain narrow characters (property byte 1)."""
    ranges = []
    start = 0
    for c in range(1, MAX_CODE_POINT + 2):
        if c > MAX_CODE_POINT or packed[c] != packed[start]:
            if packed[start] != 1:
                ranges.append((start, c - 1, packed[start]))
            start = c
    return ranges


def write(path, text):
    with open(os.path.join(ROOT, path), "w", encoding="utf-8") as file:
        file.write(text)
    print(f"wrote {path}")


HEADER = """\
// Generated by Scripts/generate-width-tables.py from the Unicode {version} Character Database
// ({sources}).
// Do not edit by hand: rerun the script."""


def write_width_tables(version, packed):
    ranges = ranges_of(packed)
    # The first code point past U+00A0 that is not one column wide on its own: a cluster of one
    # scalar below it is width 1 without a table look-up (flags such as VS16 bases only matter in
    # clusters of several scalars).
    fast_path_end = next(c for c in range(0xA0, MAX_CODE_POINT + 1)
                         if packed[c] & (WIDTH_MASK | CONTROL) != 1)
    lines = [HEADER.format(version=version, sources="EastAsianWidth.txt, UnicodeData.txt, "
                           "DerivedCoreProperties.txt, PropList.txt,\n// emoji-data.txt, "
                           "emoji-variation-sequences.txt"),
             "",
             "extension DisplayWidth {",
             "    /// The version of Unicode the width tables were generated from.",
             f'    public static let unicodeVersion = "{version}"',
             "",
             "    /// A cluster of one scalar from U+00A0 up to (not including) this one is one column wide.",
             f"    static let latinFastPathEnd: UInt32 = 0x{fast_path_end:04X}",
             "",
             "    /// Sorted, disjoint ranges of scalars that are not plain narrow characters, each packed",
             "    /// as `first << 32 | last << 8 | properties` (see `ScalarProperties`).",
             f"    static let ranges: [UInt64] = [  // {len(ranges)} ranges"]
    for first, last, value in ranges:
        lines.append(f"        0x{first:06X}_{last:06X}_{value:02X},")
    lines += ["    ]", ""]
    lines += staged_table_lines(packed)
    lines += ["}", ""]
    write("Sources/TrellisCore/Text/WidthTables.generated.swift", "\n".join(lines))


STAGED_LIMIT = 0x20000  # planes 0 and 1: nearly all text, CJK and emoji
BLOCK_SHIFT = 6


def staged_table_lines(packed):
    """A two-stage table of the property bytes of planes 0 and 1, for O(1) look-ups: the block
    index of each 64-scalar block, then the distinct blocks' bytes."""
    size = 1 << BLOCK_SHIFT
    blocks = {}
    index = []
    for start in range(0, STAGED_LIMIT, size):
        block = bytes(packed[start:start + size])
        index.append(blocks.setdefault(block, len(blocks)))
    if len(blocks) > 256:
        sys.exit("too many distinct blocks for a UInt8 block index")
    data = b"".join(blocks)  # dicts keep insertion order: block n starts at n * size

    def rows(values):
        return ["        " + " ".join(f"0x{v:02X}," for v in values[i:i + 16])
                for i in range(0, len(values), 16)]

    return ([
        "    /// Scalars below this are looked up in `blockIndex` and `blocks` instead of `ranges`.",
        f"    static let stagedLimit: UInt32 = 0x{STAGED_LIMIT:X}",
        "",
        "    /// log2 of the number of scalars per block of the two-stage table.",
        f"    static let blockShift: UInt32 = {BLOCK_SHIFT}",
        "",
        "    /// For each block of scalars below `stagedLimit`, which of `blocks` holds its properties.",
        f"    static let blockIndex: [UInt8] = [  // {len(index)} blocks",
    ] + rows(index) + [
        "    ]",
        "",
        "    /// The property bytes of the distinct blocks, one block after another.",
        f"    static let blocks: [UInt8] = [  // {len(blocks)} distinct blocks",
    ] + rows(data) + ["    ]"])


DIRECTIONS = ("UP", "DOWN", "LEFT", "RIGHT")
WEIGHTS = {"LIGHT": 1, "SINGLE": 1, "HEAVY": 2, "DOUBLE": 3}


def parse_box_name(name):
    """(up, down, left, right) weights and whether it is an arc, or None for other glyphs."""
    if not name.startswith("BOX DRAWINGS ") or "DASH" in name or "DIAGONAL" in name:
        return None
    words = name[len("BOX DRAWINGS "):].split()
    arc = "ARC" in words
    parts = " ".join(w for w in words if w != "ARC").split(" AND ")
    weights = dict.fromkeys(DIRECTIONS, 0)
    inherited = None
    for part in parts:
        tokens = part.split()
        weight = next((WEIGHTS[t] for t in tokens if t in WEIGHTS), None)
        if weight is None:
            weight = inherited
        inherited = inherited or weight
        for token in tokens:
            covered = {"VERTICAL": ("UP", "DOWN"), "HORIZONTAL": ("LEFT", "RIGHT")}.get(
                token, (token,) if token in DIRECTIONS else ())
            for direction in covered:
                weights[direction] = weight
    if any(w is None for w in weights.values()):
        sys.exit(f"cannot parse box-drawing name {name}")
    return tuple(weights[d] for d in DIRECTIONS), arc


def write_box_glyphs(version):
    glyphs = [0] * 256
    arcs = [0] * 256
    for fields in data_lines("UnicodeData.txt"):
        code, name = int(fields[0], 16), fields[1]
        if not 0x2500 <= code <= 0x257F:
            continue
        parsed = parse_box_name(name)
        if parsed is None:
            continue
        (up, down, left, right), arc = parsed
        key = up | down << 2 | left << 4 | right << 6
        table = arcs if arc else glyphs
        if table[key]:
            sys.exit(f"two glyphs for connection key {key}: {table[key]:04X} and {code:04X}")
        table[key] = code

    def rows(table):
        out = []
        for start in range(0, 256, 8):
            out.append("        " + " ".join(f"0x{v:04X}," for v in table[start:start + 8]))
        return out

    lines = [HEADER.format(version=version, sources="the character names in UnicodeData.txt"),
             "",
             "extension LineConnections {",
             "    /// The box-drawing scalar for each connection key (`up | down << 2 | left << 4 |",
             "    /// right << 6`, each a `LineWeight` raw value), or 0 where Unicode has no glyph.",
             "    static let glyphs: [UInt16] = ["]
    lines += rows(glyphs)
    lines += ["    ]",
              "",
              "    /// The rounded (arc) corner for the keys of the four light corners, 0 elsewhere.",
              "    static let arcGlyphs: [UInt16] = ["]
    lines += rows(arcs)
    lines += ["    ]", "}", ""]
    write("Sources/TrellisCore/Drawing/BoxGlyphs.generated.swift", "\n".join(lines))


def main():
    version, packed = scalar_properties()
    write_width_tables(version, packed)
    write_box_glyphs(version)


if __name__ == "__main__":
    main()
