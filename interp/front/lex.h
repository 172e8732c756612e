/* lex.h: the re2c scanner for Hoyle scripts, driven by the Bison parser.
 *
 * One lexer reads one NUL-terminated buffer.  The parser (parse.y) calls
 *   int hylex(HYSTYPE *lval, HYLTYPE *lloc, struct lexer *lx);
 * (declared in parse.h), which returns the next token and fills in its value
 * and location (a `loc`: file, line, 1-based byte column, last column).
 * The first token returned is lx->start_token (it picks the start rule:
 * a whole script, or one expression for a {hole} in a string).
 */
#ifndef HOYLE_LEX_H
#define HOYLE_LEX_H

#include "front/ast.h"
#include "front/diag.h"

struct lexer {
  const char *cur;          /* next byte to scan */
  const char *tok;          /* start of the last token */
  const char *line_start;   /* first byte of the current line */
  int line;                 /* current line number, from 1 */
  int col_offset;           /* added to columns (a hole's text starts mid-line) */
  const char *file;         /* file name for locations (in the arena) */
  int start_token;          /* token returned first; 0 once returned */
  int in_hole;              /* scanning the text of a {hole} in a string */
  int last_line, last_end_col; /* where the last token ended (for errors at the end) */
  ast_arena *ar;
  diag *d;
  node *result;             /* what the parser built */
};

/* Sets up lx to scan `text` (NUL-terminated) whose first byte is at
 * line:col of `file`. */
void lexer_init(struct lexer *lx, ast_arena *ar, diag *d, const char *file,
                const char *text, int line, int col, int start_token);

/* Parses the text of a {hole} (len bytes at `text`, found at line:col) as
 * one expression; defined in parse.y.  Returns NULL after reporting errors. */
node *parse_hole(struct lexer *outer, const char *text, size_t len, int line, int col);

#endif
