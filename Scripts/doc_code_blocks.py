#!/usr/bin/env python3
"""Extracts the ```swift blocks of Markdown files for Scripts/check-doc-code.sh.

Usage: doc_code_blocks.py OUTPUT_DIR FILE.md...

Writes each block that is meant to compile to OUTPUT_DIR/block-N.swift, its first line a
`#sourceLocation` directive so that the compiler reports errors at the Markdown file's own
line. A block whose fence is right after a line `<!-- fragment -->` is not written: it is
listed as a fragment instead. Prints one line per block, tab-separated:

    check<TAB>FILE:LINE<TAB>OUTPUT_DIR/block-N.swift
    fragment<TAB>FILE:LINE
"""

import os
import re
import sys

FRAGMENT_MARK = "<!-- fragment -->"
OPENING_FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*swift\s*$")


def swift_blocks(path):
    """Yields (line of the first code line, code lines, is fragment) for each swift block."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    previous = ""
    while index < len(lines):
        line = lines[index]
        opening = OPENING_FENCE.match(line)
        if not opening:
            if line.strip():
                previous = line.strip()
            index += 1
            continue
        indent, fence = opening.group(1), opening.group(2)
        is_fragment = previous == FRAGMENT_MARK
        body = []
        index += 1
        first_code_line = index + 1
        while index < len(lines) and lines[index].strip() != fence:
            code = lines[index]
            body.append(code[len(indent):] if code.startswith(indent) else code.lstrip())
            index += 1
        if index == len(lines):
            sys.exit(f"{path}:{first_code_line - 1}: the swift block is never closed")
        yield first_code_line, body, is_fragment
        previous = ""
        index += 1


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    output = sys.argv[1]
    os.makedirs(output, exist_ok=True)
    count = 0
    for path in sys.argv[2:]:
        for first_line, body, is_fragment in swift_blocks(path):
            where = f"{path}:{first_line}"
            if is_fragment:
                print(f"fragment\t{where}")
                continue
            count += 1
            block = os.path.join(output, f"block-{count}.swift")
            with open(block, "w", encoding="utf-8") as handle:
                handle.write(f'#sourceLocation(file: "{path}", line: {first_line})\n')
                handle.write("\n".join(body) + "\n")
            print(f"check\t{where}\t{block}")


if __name__ == "__main__":
    main()
