# Extracts the ```swift blocks of Markdown files for Scripts/check-doc-code.sh:
#   awk -v out=DIR -f Scripts/doc-code-blocks.awk FILE.md...
#
# Writes each block meant to compile to DIR/block-N.swift, its first line a `#sourceLocation`
# directive so that the compiler reports errors at the Markdown file's own line. A block whose
# fence comes right after a line `<!-- fragment -->` is not written, only listed. Prints one
# line per block, tab-separated:
#     check<TAB>FILE:LINE<TAB>DIR/block-N.swift
#     fragment<TAB>FILE:LINE
function trim(text) {
    sub(/^[ \t]+/, "", text)
    sub(/[ \t]+$/, "", text)
    return text
}

FNR == 1 {
    if (open) unclosed()
    previous = ""
}

open {
    if (trim($0) == fence) {
        if (!fragment) close(block)
        open = 0
        previous = ""
    } else if (!fragment) {
        line = $0
        if (substr(line, 1, length(indent)) == indent) line = substr(line, length(indent) + 1)
        else sub(/^[ \t]+/, "", line)
        print line > block
    }
    next
}

/^[ \t]*(```+|~~~+)[ \t]*swift[ \t]*$/ {
    indent = $0
    sub(/[`~].*$/, "", indent)
    fence = trim($0)
    sub(/[ \t]*swift$/, "", fence)
    fragment = previous == "<!-- fragment -->"
    open = 1
    opened_in = FILENAME
    opened_at = FNR
    where = FILENAME ":" (FNR + 1)
    if (fragment) {
        print "fragment\t" where
    } else {
        count++
        block = out "/block-" count ".swift"
        print "#sourceLocation(file: \"" FILENAME "\", line: " (FNR + 1) ")" > block
        print "check\t" where "\t" block
    }
    next
}

trim($0) != "" { previous = trim($0) }

function unclosed() {
    print opened_in ":" opened_at ": the swift block is never closed" > "/dev/stderr"
    failed = 1
    exit 1
}

END {
    if (open && !failed) unclosed()
    if (failed) exit 1
}
