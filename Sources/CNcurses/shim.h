// The wide-character ncurses API for Swift.
//
// `_XOPEN_SOURCE_EXTENDED` must be defined before <ncursesw/curses.h> so that
// `cchar_t`, `setcchar` and `mvadd_wch` are declared.
#ifndef TRELLIS_CNCURSES_SHIM_H
#define TRELLIS_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

#endif
