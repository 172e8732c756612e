/* lex.re: the Hoyle scanner (re2c 3.0): hylex, which the parser (parse.y,
 * where struct lexer and hylex are declared) calls for each token.
 * Generate lex.c with
 *   re2c -W --no-generation-date -o lex.c lex.re
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/utf8.h"
#include "front/ast.h"
#include "front/diag.h"
#include "front/parse.h"

static const struct keyword { const char *word; int tok; } keywords[] = {
  /* sorted for bsearch */
  { "after", KW_AFTER }, { "again", KW_AGAIN }, { "all", KW_ALL }, { "among", KW_AMONG },
  { "and", KW_AND }, { "announce", KW_ANNOUNCE }, { "any", KW_ANY },
  { "break", KW_BREAK }, { "by", KW_BY },
  { "challenge", KW_CHALLENGE }, { "choose", KW_CHOOSE },
  { "deal", KW_DEAL }, { "deals", KW_DEALS },
  { "deck", KW_DECK }, 
  { "draw", KW_DRAW }, { "each", KW_EACH }, { "eliminate", KW_ELIMINATE }, { "else", KW_ELSE },
  { "end", KW_END }, { "every", KW_EVERY }, { "face", KW_FACE },
  { "false", KW_FALSE }, { "first", KW_FIRST },
  { "fn", KW_FN }, { "for", KW_FOR }, { "from", KW_FROM },
  { "game", KW_GAME }, { "highest", KW_HIGHEST }, { "if", KW_IF },
  { "import", KW_IMPORT }, { "in", KW_IN }, { "is", KW_IS },
  { "jokers", KW_JOKERS }, { "let", KW_LET }, { "lowest", KW_LOWEST }, { "lua", KW_LUA }, { "move", KW_MOVE },
  { "none", KW_NONE }, { "not", KW_NOT }, { "of", KW_OF },
  { "option", KW_OPTION }, { "or", KW_OR }, { "order", KW_ORDER },
  { "others", KW_OTHERS }, { "out", KW_OUT }, { "packs", KW_PACKS },
  { "play", KW_PLAY }, { "player", KW_PLAYER },
  { "players", KW_PLAYERS }, { "points", KW_POINTS },
  { "race", KW_RACE },
  { "repeat", KW_REPEAT }, { "replace", KW_REPLACE }, { "return", KW_RETURN },
  { "reverse", KW_REVERSE }, { "say", KW_SAY }, { "seat", KW_SEAT }, { "set", KW_SET },
  { "setup", KW_SETUP }, { "several", KW_SEVERAL }, { "show", KW_SHOW },
  { "simultaneously", KW_SIMULTANEOUSLY }, { "skip", KW_SKIP }, { "slot", KW_SLOT },
  { "standard", KW_STANDARD },
  { "to", KW_TO },
  { "true", KW_TRUE }, { "turn", KW_TURN }, { "up", KW_UP },
  { "var", KW_VAR }, { "when", KW_WHEN }, { "where", KW_WHERE },
  { "while", KW_WHILE }, { "win", KW_WIN }, { "wins", KW_WINS },
  { "with", KW_WITH }, { "zone", KW_ZONE },
};

static int cmp_keyword(const void *key, const void *elem)
{
  return strcmp(key, ((const struct keyword *)elem)->word);
}

static int keyword_token(const char *s, size_t n)
{
  char buf[16];
  if (n >= sizeof buf)
    return 0;
  memcpy(buf, s, n);
  buf[n] = '\0';
  const struct keyword *k = bsearch(buf, keywords, sizeof keywords / sizeof keywords[0],
                                    sizeof keywords[0], cmp_keyword);
  return k ? k->tok : 0;
}

static loc loc_at(const struct lexer *lx, const char *p, size_t len)
{
  loc l;
  l.file = lx->file;
  l.line = lx->line;
  l.col = (int)(p - lx->line_start) + 1 + lx->col_offset;
  l.end_col = len > 0 ? l.col + (int)len - 1 : l.col;
  return l;
}

/* A string being split into its plain pieces and its {holes}. */
typedef struct strbuild {
  char *buf;                /* the current plain piece, escapes undone */
  size_t len;
  node *pieces, *last;      /* N_STR and expression nodes, in order */
  int holes;
  const char *piece_start;  /* where the current plain piece began */
} strbuild;

/* Adds a piece at the end, in constant time however many there are. */
static void add_piece(strbuild *b, node *n)
{
  if (b->last)
    b->last->next = n;
  else
    b->pieces = n;
  b->last = n;
}

static void flush_piece(struct lexer *lx, strbuild *b, const char *upto)
{
  if (b->len == 0)
    return;
  node *t = ast_new(lx->ar, N_STR, loc_at(lx, b->piece_start, (size_t)(upto - b->piece_start)));
  t->str.text = ast_strdup(lx->ar, b->buf, b->len);
  add_piece(b, t);
  b->len = 0;
}

/* The escape at p (a backslash; the scanner guarantees a character follows). */
static void add_escape(struct lexer *lx, strbuild *b, const char *p)
{
  switch (p[1]) {
  case '"': case '\\': case '{': case '}': b->buf[b->len++] = p[1]; break;
  case 'n': b->buf[b->len++] = '\n'; break;
  case 't': b->buf[b->len++] = '\t'; break;
  default:
    diag_error(lx->d, loc_at(lx, p, 2),
               "unknown escape '\\%c' in a string; use \\\" \\\\ \\n \\t \\{ or \\}", p[1]);
  }
}

/* The '}' closing the hole opened at s[i], or n if there is none. */
static size_t hole_end(const char *s, size_t i, size_t n)
{
  int depth = 0;
  size_t j = i + 1;
  for (; j < n && !(s[j] == '}' && depth == 0); j++)
    depth += (s[j] == '{') - (s[j] == '}');
  return j;
}

/* The hole s[i..j]: its expression parsed, or an empty string after an error. */
static void add_hole(struct lexer *lx, strbuild *b, const char *s, size_t i, size_t j)
{
  flush_piece(lx, b, s + i);
  b->holes++;
  loc hl = loc_at(lx, s + i, j - i + 1);
  const char *h = s + i + 1;
  size_t hn = j - i - 1, k = strspn(h, " \t");
  node *e = NULL;
  if (k >= hn)
    diag_error(lx->d, hl, "empty {} in a string; write \\{\\} for braces");
  else
    e = parse_hole(lx, h, hn, hl.line, hl.col + 1);
  if (!e) {
    e = ast_new(lx->ar, N_STR, hl);
    e->str.text = "";
  }
  add_piece(b, e);
  b->piece_start = s + j + 1;
}

/* Reports a NUL byte, or a byte that is not UTF-8, at p; returns 1. */
static int bad_byte(struct lexer *lx, const char *p)
{
  if (*p == '\0')
    diag_error(lx->d, loc_at(lx, p, 1), "a NUL byte in the script; a script is text");
  else
    diag_error(lx->d, loc_at(lx, p, 1), "byte 0x%02x is not UTF-8; a script is UTF-8 text",
               (unsigned char)*p);
  return 1;
}

/* The first byte of s[0..n), the text of a string or (when !in_string) a
 * comment, that a script may not hold there: a byte that is not UTF-8, or a
 * control character but the tab (and a comment's carriage return, of a
 * CRLF line end); NULL if there is none.  Reported as an error.  So no
 * text of a script, its strings or lines quoted, can hold an escape code. */
static const char *bad_text(struct lexer *lx, const char *s, size_t n, int in_string)
{
  for (size_t i = 0, k; i < n; i += k) {
    if ((unsigned char)s[i] >= 0x20 && (unsigned char)s[i] < 0x7f) {
      k = 1;                  /* printable ASCII, most of any script */
      continue;
    }
    k = utf8_char(s + i, n - i);
    if (k == 0 && bad_byte(lx, s + i))
      return s + i;
    if (s[i] != '\t' && (in_string || s[i] != '\r') && utf8_is_control(s + i, k)) {
      diag_error(lx->d, loc_at(lx, s + i, k), "a control character (U+%04X) in a %s",
                 k == 1 ? (unsigned char)s[i] : (unsigned char)s[i + 1],
                 in_string ? "string; write \\n or \\t" : "comment");
      return s + i;
    }
  }
  return NULL;
}

/* A string literal s..end (quotes excluded): an N_STR, or an N_FMT of its
 * pieces and holes; an empty N_STR after an error in its bytes. */
static node *string_node(struct lexer *lx, const char *s, const char *end, loc whole)
{
  size_t n = end > s ? (size_t)(end - s) : 0;
  if (bad_text(lx, s, n, 1)) {
    node *r = ast_new(lx->ar, N_STR, whole);
    r->str.text = "";
    return r;
  }
  strbuild b = { .buf = mem_alloc(n + 1), .piece_start = s };
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '\\') {
      add_escape(lx, &b, s + i++);
    } else if (s[i] == '{') {
      size_t j = hole_end(s, i, n);
      if (j >= n) {
        diag_error(lx->d, loc_at(lx, s + i, 1),
                   "'{' in a string starts an expression but has no matching '}'; write \\{ for a brace");
        break;
      }
      add_hole(lx, &b, s, i, j);
      i = j;
    } else if (s[i] == '}') {
      diag_error(lx->d, loc_at(lx, s + i, 1), "'}' in a string has no matching '{'; write \\} for a brace");
    } else {
      b.buf[b.len++] = s[i];
    }
  }
  node *r = ast_new(lx->ar, b.holes ? N_FMT : N_STR, whole);
  if (b.holes) {
    flush_piece(lx, &b, s + n);
    r->fmt.parts = b.pieces;
  } else {
    r->str.text = ast_strdup(lx->ar, b.buf, b.len);
  }
  free(b.buf);
  return r;
}

/* Lua text between long brackets, [[ ... ]] or [==[ ... ]==] (the `lua`
 * declaration's inline block), as an N_STR of the text between them; its
 * place is that of the opening bracket.  Lines inside are counted. */
static node *long_bracket(struct lexer *lx, const char *open, const char *body)
{
  size_t level = (size_t)(body - open) - 2;
  loc at = loc_at(lx, open, (size_t)(body - open));
  node *n = ast_new(lx->ar, N_STR, at);
  int faulty = 0;            /* its first bad byte is reported, not the rest */
  for (const char *p = body; p < lx->end; p++) {
    size_t k = utf8_char(p, (size_t)(lx->end - p));
    if (k > 1) {
      p += k - 1;
      continue;
    }
    if (!faulty && (k == 0 || *p == '\0'))
      faulty = bad_byte(lx, p);
    if (*p == '\n') {
      lx->line++;
      lx->line_start = p + 1;
    } else if (*p == ']' && strspn(p + 1, "=") == level && p[1 + level] == ']') {
      n->str.text = ast_strdup(lx->ar, body, (size_t)(p - body));
      lx->cur = p + 2 + level;
      return n;
    }
  }
  diag_error(lx->d, at, "the Lua text opened by %.*s here has no matching closing bracket",
             (int)(body - open), open);
  n->str.text = "";
  lx->cur = lx->end;
  return n;
}

/*!re2c
  re2c:api:style = free-form;
  re2c:define:YYCTYPE = "unsigned char";
  re2c:define:YYCURSOR = "cur";
  re2c:define:YYMARKER = "mar";
  re2c:define:YYCTXMARKER = "ctx";
  re2c:yyfill:enable = 0;
*/

static int scan(HYSTYPE *lval, HYLTYPE *lloc, struct lexer *lx)
{
  if (lx->start_token) {
    int t = lx->start_token;
    lx->start_token = 0;
    *lloc = loc_at(lx, lx->cur, 0);
    return t;
  }
  const unsigned char *cur = (const unsigned char *)lx->cur, *mar, *ctx;
  for (;;) {
    const unsigned char *tok = cur;
    lx->tok = (const char *)tok;
#define TOKEN(t) do { lx->cur = (const char *)cur; \
    *lloc = loc_at(lx, (const char *)tok, (size_t)(cur - tok)); \
    lx->last_line = lloc->line; lx->last_end_col = lloc->end_col; return (t); } while (0)
    /*!re2c
      [\x00] {
        if ((const char *)tok < lx->end) {
          bad_byte(lx, (const char *)tok);
          continue;
        }
        cur = tok;
        lx->cur = (const char *)cur;
        *lloc = loc_at(lx, (const char *)tok, 0);
        if (lx->last_line > 0 && !lx->in_hole) {
          /* point just after the last token rather than at a blank line */
          lloc->line = lx->last_line;
          lloc->col = lloc->end_col = lx->last_end_col + 1;
        }
        return HYEOF;
      }
      [ \t\r\f\v]+ { continue; }
      "\n" { lx->line++; lx->line_start = (const char *)cur; continue; }
      "#" [^\n\x00]* {
        bad_text(lx, (const char *)tok, (size_t)(cur - tok), 0);
        if (*cur == '\0' && (const char *)cur < lx->end) {
          bad_byte(lx, (const char *)cur);     /* and the rest of the comment is skipped */
          while ((const char *)cur < lx->end && *cur != '\n')
            cur++;
        }
        continue;
      }

      [0-9]+ {
        long v = 0;
        int big = 0;
        for (const unsigned char *p = tok; p < cur; p++) {
          if (v > (INT_MAX - (*p - '0')) / 10)
            big = 1;
          else
            v = v * 10 + (*p - '0');
        }
        if (big) {
          lx->cur = (const char *)cur;
          diag_error(lx->d, loc_at(lx, (const char *)tok, (size_t)(cur - tok)), "number too large");
          v = 0;
        }
        lval->ival = v;
        TOKEN(INT);
      }

      [0-9]+ [A-Za-z] [A-Za-z0-9_]* {   /* a card written as a name: 10H, 2S, 5R */
        lval->str = ast_strdup(lx->ar, (const char *)tok, (size_t)(cur - tok));
        TOKEN(IDENT);
      }

      "as" / [ \t]* ["] {         /* `as "..."` after a play arm; elsewhere a name */
        TOKEN(AS_WORDS);
      }

      /* play several's `at least n` and `so that cond`: two words that
       * make one only so spelt, each a name alone */
      "at" [ \t]+ "least" / [^A-Za-z0-9_] { TOKEN(AT_LEAST); }
      "so" [ \t]+ "that" / [^A-Za-z0-9_] { TOKEN(SO_THAT); }
      "many" / [ \t]+ [0-9] { TOKEN(MANY); }   /* zone ... many 8; elsewhere a name */

      [A-Za-z_][A-Za-z0-9_]* {
        size_t n = (size_t)(cur - tok);
        int kw = keyword_token((const char *)tok, n);
        if (kw)
          TOKEN(kw);
        lval->str = ast_strdup(lx->ar, (const char *)tok, n);
        TOKEN(IDENT);
      }

      ["] ([^"\\\n\x00] | [\\][^\n\x00])* ["] {
        loc whole = loc_at(lx, (const char *)tok, (size_t)(cur - tok));
        lx->cur = (const char *)cur;
        lval->n = string_node(lx, (const char *)tok + 1, (const char *)cur - 1, whole);
        TOKEN(STRING);
      }
      ["] ([^"\\\n\x00] | [\\][^\n\x00])* [\\]? {
        loc at = loc_at(lx, (const char *)tok, 1);
        lx->cur = (const char *)cur;
        if (*cur == '\0' && (const char *)cur < lx->end) {
          bad_byte(lx, (const char *)cur);     /* the string goes on to its quote */
          while ((const char *)cur < lx->end && *cur != '\n' && *cur != '"')
            cur += *cur == '\\' && cur[1] != '\n' && (const char *)cur + 1 < lx->end ? 2 : 1;
          cur += *cur == '"';
        } else {
          diag_error(lx->d, at, "unterminated string (a string ends on the line it starts)");
        }
        lval->n = ast_new(lx->ar, N_STR, at);
        lval->n->str.text = "";
        TOKEN(STRING);
      }

      "[" "="* "[" {
        lval->n = long_bracket(lx, (const char *)tok, (const char *)cur);
        *lloc = lval->n->where;
        lx->last_line = lx->line;
        lx->last_end_col = (int)(lx->cur - lx->line_start);
        return LUATEXT;
      }
      ".." { TOKEN(DOTDOT); }
      "??" { TOKEN(COALESCE); }
      "==" { TOKEN(EQ); }
      "!=" { TOKEN(NE); }
      "<=" { TOKEN(LE); }
      ">=" { TOKEN(GE); }
      "+=" { TOKEN(PLUSEQ); }
      "-=" { TOKEN(MINUSEQ); }
      [-+*/%<>=(){}[\],.:;] { TOKEN(*tok); }

      [\x80-\xff] {
        size_t k = utf8_char((const char *)tok, (size_t)(lx->end - (const char *)tok));
        if (k == 0)
          bad_byte(lx, (const char *)tok);
        else if (utf8_is_control((const char *)tok, k))
          diag_error(lx->d, loc_at(lx, (const char *)tok, k), "unexpected control character U+%04X",
                     tok[1]);
        else
          diag_error(lx->d, loc_at(lx, (const char *)tok, k), "unexpected character '%.*s'",
                     (int)k, (const char *)tok);
        cur = tok + (k ? k : 1);
        continue;
      }

      * {
        loc at = loc_at(lx, (const char *)tok, 1);
        if (*tok >= 0x20 && *tok < 0x7f)
          diag_error(lx->d, at, "unexpected character '%c'", *tok);
        else
          diag_error(lx->d, at, "unexpected byte 0x%02x", *tok);
        continue;
      }
    */
#undef TOKEN
  }
}

/* Whether token t, at `line`, belongs to the rest of a statement a syntax
 * error broke (lx->skip, set by the parser's report): the rest of the
 * error's line, and a block opened on it to its '}' (the rest of that line
 * too, as the 'else' of a broken 'if').  A '}' that closes an enclosing
 * block, or a token on a later line, ends the skip. */
static int skipped(struct lexer *lx, int t, int line)
{
  if (t == '}' && lx->skip_depth == 0) {
    lx->skip = 0;
    return 0;
  }
  if (lx->skip_depth == 0 && line != lx->skip_line) {
    lx->skip = 0;
    return 0;
  }
  if (t == '{')
    lx->skip_depth++;
  else if (t == '}' && --lx->skip_depth == 0)
    lx->skip_line = line;
  return 1;
}

/* The next token the parser sees; it also keeps the first word of each
 * line and the token before (which the syntax errors name). */
int hylex(HYSTYPE *lval, HYLTYPE *lloc, struct lexer *lx)
{
  for (;;) {
    lx->prev = lx->this_tok;
    int t = scan(lval, lloc, lx);
    lx->this_tok = (struct lex_token){ lx->tok, (size_t)(lx->cur - lx->tok), *lloc, t };
    if (lloc->line != lx->line_first.at.line || lx->line_first.len == 0)
      lx->line_first = lx->this_tok;
    if (!lx->skip || t == HYEOF || !skipped(lx, t, lloc->line))
      return t;
  }
}
