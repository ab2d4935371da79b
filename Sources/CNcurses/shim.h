// The wide-character ncurses API for Swift, plus the few POSIX pieces Swift cannot call.
//
// Which curses.h, and which of its features newer than ncurses 5.7 are used, is decided in
// ncurses_api.h; the wrappers below take the fallback where a feature is missing, so Swift
// code calls them and never the newer API itself.
//
// Swift imports neither function-like macros (A_BOLD, COLOR_PAIR, getmaxx, ...) nor variadic C
// functions (ioctl), and Swift 6 strict concurrency rejects mutable C globals (COLS, LINES,
// stdscr, curscr, COLORS, COLOR_PAIRS). The static inline functions below wrap each of them.
#ifndef TRELLIS_CNCURSES_SHIM_H
#define TRELLIS_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "ncurses_api.h"

// MARK: - Globals

static inline WINDOW *trellis_stdscr(void) { return stdscr; }
static inline WINDOW *trellis_curscr(void) { return curscr; }
static inline int trellis_lines(void) { return LINES; }
static inline int trellis_cols(void) { return COLS; }
static inline int trellis_colors(void) { return COLORS; }
static inline int trellis_color_pairs(void) { return COLOR_PAIRS; }

// MARK: - Attributes

/// The bits of Trellis's `TextAttributes`, in its order.
enum {
    TRELLIS_BOLD = 1 << 0,
    TRELLIS_DIM = 1 << 1,
    TRELLIS_ITALIC = 1 << 2,
    TRELLIS_UNDERLINE = 1 << 3,
    TRELLIS_REVERSE = 1 << 4,
    TRELLIS_BLINK = 1 << 5,
};

/// The ncurses attributes for a set of Trellis attribute bits (strikethrough has no ncurses
/// attribute and is drawn by the backend in another way; italic is dropped where ncurses has
/// no italic attribute).
static inline attr_t trellis_attributes(unsigned bits) {
    attr_t result = A_NORMAL;
    if (bits & TRELLIS_BOLD) result |= A_BOLD;
    if (bits & TRELLIS_DIM) result |= A_DIM;
#if TRELLIS_NCURSES_ITALIC
    if (bits & TRELLIS_ITALIC) result |= A_ITALIC;
#endif
    if (bits & TRELLIS_UNDERLINE) result |= A_UNDERLINE;
    if (bits & TRELLIS_REVERSE) result |= A_REVERSE;
    if (bits & TRELLIS_BLINK) result |= A_BLINK;
    return result;
}

/// The bits of an attribute value that hold a colour pair rather than an attribute.
static inline attr_t trellis_color_bits(void) { return A_COLOR; }

// MARK: - Colour pairs

/// The colour pairs Trellis can use: the terminal's (COLOR_PAIRS), but without extended pairs
/// no more than the attribute bits of a cell hold (256: pair numbers 0 to 255).
static inline int trellis_usable_color_pairs(void) {
#if TRELLIS_NCURSES_EXTENDED_PAIRS
    return COLOR_PAIRS;
#else
    int held = PAIR_NUMBER(A_COLOR) + 1;
    return COLOR_PAIRS < held ? COLOR_PAIRS : held;
#endif
}

/// Defines colour pair `pair` as `foreground` on `background` (-1: the terminal's default);
/// returns OK or ERR. Without extended pairs, numbers that do not fit a `short` are ERR.
static inline int trellis_init_pair(int pair, int foreground, int background) {
#if TRELLIS_NCURSES_EXTENDED_PAIRS
    return init_extended_pair(pair, foreground, background);
#else
    if (pair > SHRT_MAX || foreground > SHRT_MAX || background > SHRT_MAX) return ERR;
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

/// The colours of pair `pair`; returns OK or ERR.
static inline int trellis_pair_content(int pair, int *foreground, int *background) {
#if TRELLIS_NCURSES_EXTENDED_PAIRS
    return extended_pair_content(pair, foreground, background);
#else
    short short_foreground = -1, short_background = -1;
    if (pair > SHRT_MAX) return ERR;
    int result = pair_content((short)pair, &short_foreground, &short_background);
    *foreground = short_foreground;
    *background = short_background;
    return result;
#endif
}

// MARK: - What this build of ncurses provides

/// 1 when colour pairs and colours are `int`s (ncurses 6.1 and later), else 0.
static inline int trellis_has_extended_pairs(void) { return TRELLIS_NCURSES_EXTENDED_PAIRS; }

/// 1 when ncurses has an italic attribute, else 0.
static inline int trellis_has_italic(void) { return TRELLIS_NCURSES_ITALIC; }

/// 1 in the build limited to the ncurses 5.7 API (TRELLIS_NCURSES_LEGACY), else 0.
static inline int trellis_is_legacy_build(void) {
#ifdef TRELLIS_NCURSES_LEGACY
    return 1;
#else
    return 0;
#endif
}

/// The version of the ncurses header compiled against ("6.4").
static inline const char *trellis_ncurses_version(void) { return NCURSES_VERSION; }

/// The patch date of the ncurses header compiled against (20221231).
static inline int trellis_ncurses_patch(void) { return NCURSES_VERSION_PATCH; }

// MARK: - Terminal information

/// A string capability, or NULL when the terminal lacks it (hiding terminfo's `(char *)-1`
/// marker for "not a string capability").
static inline const char *trellis_string_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/// Whether a boolean capability is present (1), absent (0), or not a boolean (-1).
static inline int trellis_flag_capability(const char *name) { return tigetflag(name); }

/// A numeric capability, or a negative number when absent.
static inline int trellis_number_capability(const char *name) { return tigetnum(name); }

/// The size of the terminal on `fd` from the kernel; returns 0 on success.
static inline int trellis_window_size(int fd, int *out_rows, int *out_columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *out_rows = size.ws_row;
    *out_columns = size.ws_col;
    return 0;
}

// <wchar.h> declares wcwidth only for X/Open builds; its prototype, for Swift.
extern int wcwidth(wchar_t character);

/// Makes `cell` the code points of `text` (NUL-terminated) with attributes and a colour pair;
/// returns OK or ERR. Without extended pairs the pair goes in the `short` argument and `opts`
/// is NULL, as ncurses 5.7 requires (it fails on any other `opts`).
static inline int trellis_set_cchar_text(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
#if TRELLIS_NCURSES_EXTENDED_PAIRS
    return setcchar(cell, text, attributes, 0, &pair);
#else
    return setcchar(cell, text, attributes, (short)pair, NULL);
#endif
}

/// Makes `cell` one code point with attributes and a colour pair.
static inline void trellis_set_cchar(cchar_t *cell, unsigned int code_point, attr_t attributes, int pair) {
    wchar_t text[2] = {(wchar_t)code_point, 0};
    (void)trellis_set_cchar_text(cell, text, attributes, pair);
}

/// Reads `cell`'s code points (into `text`, room for CCHARW_MAX + 1), attributes and colour
/// pair; returns OK or ERR. `opts` is NULL unless this ncurses fills an `int` pair there.
static inline int trellis_get_cchar(const cchar_t *cell, wchar_t *text, attr_t *attributes, int *pair) {
    short short_pair = 0;  // NCURSES_PAIRS_T, short by default, in 6.x; short in 5.7
#if TRELLIS_NCURSES_EXTENDED_GETCCHAR
    return getcchar(cell, text, attributes, &short_pair, pair);
#else
    int result = getcchar(cell, text, attributes, &short_pair, NULL);
    *pair = short_pair;
    return result;
#endif
}

/// Makes `cell` a copy of `pen` (a cell made by `trellis_set_cchar`, holding the attributes and
/// colour pair) showing `code_point` instead: the per-cell step of drawing a run in one pen,
/// without `setcchar`'s checks for every cell.
static inline void trellis_cchar_in_pen(const cchar_t *pen, cchar_t *cell, unsigned int code_point) {
    *cell = *pen;
    cell->chars[0] = (wchar_t)code_point;
}

/// Turns off the kernel's output processing (`OPOST`) on the terminal `fd`, if it is a
/// terminal. With newline translation already off (ncurses' `nonl`) it changes nothing the
/// terminal receives, but the kernel no longer examines every byte written. Returns 0 on success.
static inline int trellis_disable_output_processing(int fd) {
    struct termios attributes;
    if (tcgetattr(fd, &attributes) != 0) return -1;
    if ((attributes.c_oflag & (ONLCR | OCRNL | ONLRET | ONOCR)) != 0) return -1;
    attributes.c_oflag &= ~(tcflag_t)OPOST;
    return tcsetattr(fd, TCSANOW, &attributes);
}

/// Asks for a pipe buffer of `bytes` (Linux `F_SETPIPE_SZ`; elsewhere, or when refused, the
/// pipe keeps its size).
static inline void trellis_enlarge_pipe(int fd, int bytes) {
#if defined(__linux__) && defined(F_SETPIPE_SZ)
    (void)fcntl(fd, F_SETPIPE_SZ, bytes);
#else
    (void)fd;
    (void)bytes;
#endif
}

/// libc's display width of a code point: 0, 1, 2, or -1 when unprintable.
static inline int trellis_wcwidth(unsigned int code_point) { return wcwidth((wchar_t)code_point); }

/// Whether the current C locale encodes characters as UTF-8.
static inline int trellis_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't')
        && (codeset[2] == 'F' || codeset[2] == 'f');
}

// MARK: - Atomics

/// Stores `value` in `*flag` atomically (sequentially consistent, lock-free: signal handlers
/// may call it).
static inline void trellis_atomic_store(int *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_SEQ_CST); }

/// Reads `*flag` atomically (as `trellis_atomic_store`).
static inline int trellis_atomic_load(int *flag) { return __atomic_load_n(flag, __ATOMIC_SEQ_CST); }

/// Stores `value` in `*flag` atomically and returns what `*flag` held (as
/// `trellis_atomic_store`).
static inline int trellis_atomic_exchange(int *flag, int value) {
    return __atomic_exchange_n(flag, value, __ATOMIC_SEQ_CST);
}

// MARK: - Signals

/// A handler with the signal's information (SA_SIGINFO).
typedef void (*trellis_signal_action)(int, siginfo_t *, void *);

/// Installs `action` for `signal`, keeping `previous`. Other signals are not blocked while it
/// runs; SA_RESTART keeps interrupted reads and writes going. Returns 0 on success.
static inline int trellis_install_signal_action(
    int signal, trellis_signal_action action, struct sigaction *previous) {
    struct sigaction replacement;
    sigemptyset(&replacement.sa_mask);
    replacement.sa_flags = SA_SIGINFO | SA_RESTART;
    replacement.sa_sigaction = action;
    return sigaction(signal, &replacement, previous);
}

/// Puts back a disposition kept by `trellis_install_signal_action`. Returns 0 on success.
static inline int trellis_restore_signal_action(int signal, const struct sigaction *previous) {
    return sigaction(signal, previous, NULL);
}

/// Sets the default disposition for `signal`. Returns 0 on success.
static inline int trellis_default_signal_action(int signal) {
    struct sigaction fallback;
    sigemptyset(&fallback.sa_mask);
    fallback.sa_flags = 0;
    fallback.sa_handler = SIG_DFL;
    return sigaction(signal, &fallback, NULL);
}

/// Ignores `signal`, keeping the previous disposition in `previous`. Returns 0 on success.
static inline int trellis_ignore_signal(int signal, struct sigaction *previous) {
    struct sigaction ignore;
    sigemptyset(&ignore.sa_mask);
    ignore.sa_flags = 0;
    ignore.sa_handler = SIG_IGN;
    return sigaction(signal, &ignore, previous);
}

/// Whether a disposition ignores its signal (`SIG_IGN`).
static inline int trellis_signal_action_ignores(const struct sigaction *action) {
    return !(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_IGN;
}

/// Ignores `signal` if its disposition is the default one. Returns 1 if it did.
static inline int trellis_ignore_signal_if_default(int signal) {
    struct sigaction current;
    if (sigaction(signal, NULL, &current) != 0) return 0;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) return 0;
    return trellis_ignore_signal(signal, NULL) == 0;
}

/// Unblocks `signal` for the calling thread (a process started from a thread that blocked
/// signals inherits that mask). Returns 0 on success.
static inline int trellis_unblock_signal(int signal) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// The `si_code` of a signal's information: positive when the kernel raised it for a fault.
static inline int trellis_signal_code(const siginfo_t *info) { return info ? info->si_code : 0; }

#endif
