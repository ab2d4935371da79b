// Which curses.h Trellis compiles against, and which of its newer features it may use.
//
// The header: <ncursesw/curses.h> where it exists (Debian and Ubuntu's libncurses-dev, and
// Homebrew's ncurses when its include directory is on the search path), else <curses.h>
// (macOS's system ncurses 5.7, which has the wide-character API in the same library; its
// declarations are below where the SDK's module leaves them out).
//
// Each feature newer than ncurses 5.7 (20081102) that Trellis uses is a TRELLIS_NCURSES_*
// macro, 1 when the header provides it; the code that uses it has a fallback for 0. The dates
// are those of ncurses' NEWS file.
//
// TRELLIS_NCURSES_LEGACY (defined by Scripts/check-legacy-ncurses.sh with -Xcc) builds against
// the 5.7 API alone, so that the fallbacks macOS's system ncurses takes are built and tested
// on Linux too:
// - every feature macro below is 0;
// - WINDOW is opaque (as in macOS's build of 5.7), so Swift sees `OpaquePointer`;
// - the functions newer than 5.7 that Trellis would reach for are renamed before curses.h
//   declares them: calling one by its name fails to compile, in C and in Swift (and a call to
//   the new name fails to link); so do A_ITALIC and WA_ITALIC in C. The script also checks, on the built objects, that every
//   ncurses symbol referenced is one of Scripts/ncurses-5.7-symbols.txt, which covers what
//   the renaming does not;
// - the functions whose `opts` argument 5.7 requires to be NULL (`setcchar`, `getcchar`, the
//   `wattr_*` and `wcolor_set` family) are unavailable to Swift, which reaches them only
//   through the shim's wrappers, and those pass NULL whenever extended pairs are off.
#ifndef TRELLIS_CNCURSES_NCURSES_API_H
#define TRELLIS_CNCURSES_NCURSES_API_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1  // declares cchar_t, setcchar, mvadd_wch, ...
#endif

#ifdef TRELLIS_NCURSES_LEGACY
// An opaque WINDOW: curses.h takes NCURSES_OPAQUE from us only when NCURSES_INTERNALS is
// defined (which otherwise only drops curses.h's deprecation attributes; SCREEN stays
// incomplete).
#define NCURSES_INTERNALS 1
#define NCURSES_OPAQUE 1
#define NCURSES_OPAQUE_FORM 1
#define NCURSES_OPAQUE_MENU 1
#define NCURSES_OPAQUE_PANEL 1
// Newer than 5.7, with the date each was added.
#define alloc_pair trellis_not_in_ncurses_5_7_alloc_pair                          // 20170311
#define find_pair trellis_not_in_ncurses_5_7_find_pair                            // 20170311
#define free_pair trellis_not_in_ncurses_5_7_free_pair                            // 20170311
#define init_extended_pair trellis_not_in_ncurses_5_7_init_extended_pair          // 20170401
#define init_extended_color trellis_not_in_ncurses_5_7_init_extended_color        // 20170401
#define extended_pair_content trellis_not_in_ncurses_5_7_extended_pair_content    // 20170401
#define extended_color_content trellis_not_in_ncurses_5_7_extended_color_content  // 20170401
#define extended_slk_color trellis_not_in_ncurses_5_7_extended_slk_color          // 20170401
#define reset_color_pairs trellis_not_in_ncurses_5_7_reset_color_pairs            // 20170812
#define is_pad trellis_not_in_ncurses_5_7_is_pad                                  // 20090906
#define is_subwin trellis_not_in_ncurses_5_7_is_subwin                            // 20090906
#define tiparm trellis_not_in_ncurses_5_7_tiparm                                  // 20100109
#define use_tioctl trellis_not_in_ncurses_5_7_use_tioctl                          // 20120714
#define wgetdelay trellis_not_in_ncurses_5_7_wgetdelay                            // 20140315
#define new_prescr trellis_not_in_ncurses_5_7_new_prescr                          // 20170701
#define curses_trace trellis_not_in_ncurses_5_7_curses_trace                      // 20191207
#define exit_curses trellis_not_in_ncurses_5_7_exit_curses                        // 20191214
#endif

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#if defined(__APPLE__) && !defined(CCHARW_MAX)
// macOS's own curses.h belongs to the SDK's Darwin.ncurses module, which the compiler builds
// on its own, without our _XOPEN_SOURCE_EXTENDED: importing it declares none of the
// wide-character API, although libncurses has it. The part Trellis uses, declared here as
// X/Open Curses specifies it and as macOS's ncurses 5.7 lays out cchar_t (built without
// extended colours, so no ext_color member). Not compiled on Linux: untested there.
#define CCHARW_MAX 5
typedef struct {
    attr_t attr;
    wchar_t chars[CCHARW_MAX];
} cchar_t;
extern int setcchar(cchar_t *, const wchar_t *, const attr_t, short, const void *);
extern int getcchar(const cchar_t *, wchar_t *, attr_t *, short *, void *);
extern int mvwadd_wch(WINDOW *, int, int, const cchar_t *);
extern int mvwadd_wchnstr(WINDOW *, int, int, const cchar_t *, int);
extern int mvwin_wch(WINDOW *, int, int, cchar_t *);
#endif

// MARK: - Features newer than 5.7

#if !defined(TRELLIS_NCURSES_LEGACY) && defined(NCURSES_VERSION_MAJOR) \
    && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
/// Colour pairs and colours as `int` (init_extended_pair, extended_pair_content, and an
/// `int *` pair in setcchar's `opts`): 20170401, first released in 6.1.
#define TRELLIS_NCURSES_EXTENDED_PAIRS 1
#else
#define TRELLIS_NCURSES_EXTENDED_PAIRS 0
#endif

#if TRELLIS_NCURSES_EXTENDED_PAIRS && defined(NCURSES_VERSION_PATCH) && NCURSES_VERSION_PATCH >= 20210116
/// getcchar fills an `int *` pair in `opts` as documented: 20210116.
#define TRELLIS_NCURSES_EXTENDED_GETCCHAR 1
#else
#define TRELLIS_NCURSES_EXTENDED_GETCCHAR 0
#endif

#if !defined(TRELLIS_NCURSES_LEGACY) && defined(A_ITALIC)
/// The italic attribute: 20130831.
#define TRELLIS_NCURSES_ITALIC 1
#else
#define TRELLIS_NCURSES_ITALIC 0
#endif

#ifdef TRELLIS_NCURSES_LEGACY
#undef alloc_pair
#undef find_pair
#undef free_pair
#undef init_extended_pair
#undef init_extended_color
#undef extended_pair_content
#undef extended_color_content
#undef extended_slk_color
#undef reset_color_pairs
#undef is_pad
#undef is_subwin
#undef tiparm
#undef use_tioctl
#undef wgetdelay
#undef new_prescr
#undef curses_trace
#undef exit_curses
#undef A_ITALIC   // 20130831
#undef WA_ITALIC  // 20130831
// Any later mention in C is an error.
#pragma GCC poison alloc_pair find_pair free_pair init_extended_pair init_extended_color
#pragma GCC poison extended_pair_content extended_color_content extended_slk_color
#pragma GCC poison reset_color_pairs is_pad is_subwin tiparm use_tioctl wgetdelay new_prescr
#pragma GCC poison curses_trace exit_curses A_ITALIC WA_ITALIC

#ifndef NCURSES_PAIRS_T
#define NCURSES_PAIRS_T short  // as in 5.7, which predates the name
#endif
// 5.7's functions with an `opts` argument, redeclared (as curses.h declares them, which the
// compiler checks; the parentheses keep curses.h's macros of the same names from expanding)
// to be unavailable in Swift.
#define TRELLIS_OPTS_ARE_THE_SHIMS \
    __attribute__((availability(swift, unavailable, message = "ncurses 5.7 needs a NULL opts: use the shim")))
extern NCURSES_EXPORT(int) (setcchar)(
    cchar_t *, const wchar_t *, const attr_t, NCURSES_PAIRS_T, const void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (getcchar)(
    const cchar_t *, wchar_t *, attr_t *, NCURSES_PAIRS_T *, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wattr_on)(WINDOW *, attr_t, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wattr_off)(WINDOW *, attr_t, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wattr_set)(WINDOW *, attr_t, NCURSES_PAIRS_T, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wattr_get)(WINDOW *, attr_t *, NCURSES_PAIRS_T *, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wcolor_set)(WINDOW *, NCURSES_PAIRS_T, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (attr_on)(attr_t, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (attr_off)(attr_t, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (attr_set)(attr_t, NCURSES_PAIRS_T, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (attr_get)(attr_t *, NCURSES_PAIRS_T *, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (color_set)(NCURSES_PAIRS_T, void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (wchgat)(WINDOW *, int, attr_t, NCURSES_PAIRS_T, const void *) TRELLIS_OPTS_ARE_THE_SHIMS;
extern NCURSES_EXPORT(int) (mvwchgat)(
    WINDOW *, int, int, int, attr_t, NCURSES_PAIRS_T, const void *) TRELLIS_OPTS_ARE_THE_SHIMS;
#undef TRELLIS_OPTS_ARE_THE_SHIMS
#endif

#endif
