/* utf8.h: text as UTF-8, checked: the scanner refuses a script that is not
 * UTF-8, and text leaving Hoyle is written so that a strict JSON reader
 * takes it and a terminal shows it without obeying escape codes in it. */
#ifndef HOYLE_UTF8_H
#define HOYLE_UTF8_H

#include <stddef.h>
#include <stdio.h>

/* The bytes (1 to 4) of the valid UTF-8 character at s, of the n there;
 * 0 when s does not begin one (a stray byte, an overlong or cut-short
 * sequence, a surrogate, past U+10FFFF), or n is 0. */
size_t utf8_char(const char *s, size_t n);
/* Whether the character of len bytes at s is a control character: C0
 * (below 0x20), DEL or C1 (U+0080 to U+009F).  Terminal escapes begin
 * with one. */
int utf8_is_control(const char *s, size_t len);
/* Writes s as a JSON string, quoted: control characters as \uXXXX, a byte
 * that is not UTF-8 as \ufffd. */
void utf8_put_json(FILE *f, const char *s);
/* Writes s for a person to read: a control character other than newline
 * and tab, or a byte that is not UTF-8, is written as '?'. */
void utf8_put_shown(FILE *f, const char *s);

#endif
