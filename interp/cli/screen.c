/* screen.c: the table, the options and the narration as the person sees
 * them.  Cards are found in the library's text by their names (hoyle.h:
 * hoyle_card_key) and drawn with a suit symbol and colour; the person's
 * own zones are sorted in the script's order, a space between suits. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "cli/screen.h"

#define WIDTH 80   /* columns and rows used at most, and when the size is unknown */
#define HEIGHT 24
#define MAX_CARDS 128

void screen_init(screen *sc, FILE *out, const hoyle_script *s, int no_color)
{
  const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");
  const char *lc = getenv("LC_ALL");
  if (!lc || !*lc) lc = getenv("LC_CTYPE");
  if (!lc || !*lc) lc = getenv("LANG");
  int tty = isatty(fileno(out));
  sc->out = out;
  sc->script = s;
  sc->color = tty && !no_color && !(nc && *nc) && !(term && strcmp(term, "dumb") == 0);
  sc->symbols = lc && (strstr(lc, "UTF-8") || strstr(lc, "utf8") || strstr(lc, "UTF8") ||
                       strstr(lc, "utf-8"));
  sc->clear = tty && !(term && strcmp(term, "dumb") == 0);
  struct winsize ws;
  int known = tty && ioctl(fileno(out), TIOCGWINSZ, &ws) == 0 && ws.ws_col && ws.ws_row;
  sc->width = known && ws.ws_col < WIDTH ? ws.ws_col : WIDTH;
  sc->height = known && ws.ws_row < HEIGHT ? ws.ws_row : HEIGHT;
}

void screen_clear(const screen *sc)
{
  if (sc->clear)
    fputs("\033[H\033[2J", sc->out);
}

/* The ANSI colour a suit is drawn in: red for diamonds and hearts, the
 * colour a suit is named after (red, green, yellow, blue, black as dark
 * grey); NULL for none. */
static const char *suit_colour(const char *suit)
{
  static const struct { const char *suit, *escape; } colours[] = {
    { "diamonds", "\033[31m" }, { "hearts", "\033[31m" }, { "red", "\033[31m" },
    { "green", "\033[32m" }, { "yellow", "\033[33m" }, { "blue", "\033[34m" },
    { "black", "\033[90m" },
  };
  for (size_t i = 0; suit && i < sizeof colours / sizeof colours[0]; i++)
    if (strcmp(suit, colours[i].suit) == 0)
      return colours[i].escape;
  return NULL;
}

/* Writes the card `name` (a card, hoyle_card_key says; a joker "JK" or an
 * Uno Wild "W" has no suit), a standard suit's letter drawn as its symbol;
 * returns its width. */
static int put_card(const screen *sc, const char *name)
{
  static const char *const suits[] = { "clubs", "diamonds", "hearts", "spades" };
  static const char *const symbol[] = { "\u2663", "\u2666", "\u2665", "\u2660" };
  int len = (int)strlen(name), code = 0, s = -1;
  const char *suit = hoyle_card_suit(sc->script, name, &code);
  const char *colour = sc->color ? suit_colour(suit) : NULL;
  for (int i = 0; suit && code == 1 && i < 4; i++)
    s = strcmp(suit, suits[i]) == 0 ? i : s;
  if (colour)
    fputs(colour, sc->out);
  if (sc->symbols && s >= 0)
    fprintf(sc->out, "%.*s%s", len - 1, name, symbol[s]);
  else
    fputs(name, sc->out);
  if (colour)
    fputs("\033[0m", sc->out);
  return len;
}

/* The length of the word (letters and digits) text begins with. */
static size_t word_len(const char *text)
{
  size_t n = 0;
  while (isalnum((unsigned char)text[n]))
    n++;
  return n;
}

/* The sort key of the card the n characters at text name, or -1. */
static int card_key(const screen *sc, const char *text, size_t n)
{
  char word[8];
  if (n < 1 || n >= sizeof word)
    return -1;
  memcpy(word, text, n);
  word[n] = 0;
  return hoyle_card_key(sc->script, word);
}

void screen_text(FILE *out, const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    int c1 = c == 0xc2 && i + 1 < n && (unsigned char)s[i + 1] >= 0x80
             && (unsigned char)s[i + 1] < 0xa0;     /* U+0080..U+009F in UTF-8 */
    if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f || c1) {
      fputc('?', out);
      i += c1;
    } else {
      fputc(c, out);
    }
  }
}

/* Writes text with its card names drawn as cards; returns its width. */
static int put_text(const screen *sc, const char *text)
{
  int width = 0;
  while (*text) {
    size_t n = word_len(text);
    if (card_key(sc, text, n) >= 0) {
      char word[8];
      memcpy(word, text, n);
      word[n] = 0;
      width += put_card(sc, word);
      text += n;
      continue;
    }
    if (n == 0)
      n = 1;
    screen_text(sc->out, text, n);
    width += (int)n;
    text += n;
  }
  return width;
}

void screen_line(const screen *sc, const char *line)
{
  put_text(sc, line);
  fputc('\n', sc->out);
}

static const screen *sorting;   /* qsort's comparison has no context */

static int by_key(const void *a, const void *b)
{
  const char *x = *(const char *const *)a, *y = *(const char *const *)b;
  int kx = hoyle_card_key(sorting->script, x), ky = hoyle_card_key(sorting->script, y);
  kx = kx < 0 ? 1 << 20 : kx;
  ky = ky < 0 ? 1 << 20 : ky;
  return kx - ky;
}

/* "  hand of P1 (yours): 10C 3D AC": in a hand (the zone the language
 * calls "hand") the cards known sorted, suits apart, and how many are not
 * known ("??") after them; another zone's cards, whose places may matter
 * (a square in Golf), in their order. */
static void put_sorted(const screen *sc, const char *line, const char *cards)
{
  char buf[1024], *words[MAX_CARDS], *save;
  int hand = strncmp(line, "  hand of ", 10) == 0;
  int n = 0, unknown = 0, indent = (int)(cards - line), col = indent;
  fprintf(sc->out, "%.*s", indent, line);
  indent = indent < sc->width / 2 ? indent : 4;
  snprintf(buf, sizeof buf, "%s", cards);
  for (char *w = strtok_r(buf, " ", &save); w && n < MAX_CARDS; w = strtok_r(NULL, " ", &save)) {
    if (hand && strcmp(w, "??") == 0)
      unknown++;
    else
      words[n++] = w;
  }
  sorting = sc;
  if (hand)
    qsort(words, (size_t)n, sizeof *words, by_key);
  for (int i = 0; i < n; i++) {
    int k = hoyle_card_key(sc->script, words[i]);
    int prev = i ? hoyle_card_key(sc->script, words[i - 1]) : k;
    const char *gap = hand && i && k / 32 != prev / 32 ? "   " : " ";
    if (col + (int)strlen(gap) + (int)strlen(words[i]) > sc->width) {   /* wrap under the first */
      fprintf(sc->out, "\n%*s", indent, "");
      col = indent;
      gap = " ";                 /* a new line sets the suit apart already */
    }
    fputs(gap, sc->out);
    col += (int)strlen(gap) + put_text(sc, words[i]);
  }
  if (unknown) {
    char rest[32];
    snprintf(rest, sizeof rest, "%s%d unseen", n ? " and " : " ", unknown);
    if (col + (int)strlen(rest) > sc->width)
      fprintf(sc->out, "\n%*s", indent - 1, "");
    fputs(rest, sc->out);
  }
  fputc('\n', sc->out);
}

/* A line "  NAME of Pk: VALUE" of another player's zone, VALUE one word
 * (a card) or a count; its parts, 0 when the line is not one. */
typedef struct seat_line { char name[64], value[16]; int seat, count; } seat_line;

static int seat_value(const char *line, seat_line *sl)
{
  const char *of = strstr(line, " of P"), *colon = strchr(line, ':');
  if (!of || !colon || of > colon || strstr(line, "(yours)") || strncmp(line, "  ", 2))
    return 0;
  char tail[16], rest[16];
  int n = sscanf(of, " of P%d: %15s %15s %15s", &sl->seat, sl->value, tail, rest);
  sl->count = -1;
  if (n == 3 && strncmp(tail, "card", 4) == 0)
    sl->count = atoi(sl->value);
  else if (n != 2)
    return 0;
  snprintf(sl->name, sizeof sl->name, "%.*s", (int)(of - line - 2), line + 2);
  return 1;
}

/* Other players' lines of one zone, all counts or all single cards, as
 * one line ("  hand: P2 13, P3 13 cards", "  hand: P2 1 card"); returns
 * the lines it took. */
static int put_seats(const screen *sc, char **lines, int n)
{
  seat_line first, next;
  int k = 0, ones = 1;
  if (!seat_value(lines[0], &first))
    return 0;
  fprintf(sc->out, "  %s:", first.name);
  while (k < n && seat_value(lines[k], &next) && !strcmp(next.name, first.name) &&
         (next.count < 0) == (first.count < 0)) {
    fprintf(sc->out, "%s P%d ", k ? "," : "", next.seat);
    put_text(sc, next.value);
    ones &= next.count == 1;
    k++;
  }
  fputs(first.count < 0 ? "\n" : ones ? " card\n" : " cards\n", sc->out);
  return k;
}

#define LONG_PILE 6   /* more known cards than this, outside a hand: a count */

/* A zone other than a hand (the zone the language calls "hand") that
 * lists many cards, a pile of taken tricks say, is told as its count:
 * line rewritten into buf.  Returns the line to show. */
static char *as_count(char *line, char *buf, size_t size)
{
  const char *of = strstr(line, " of P"), *colon = strstr(line, ": ");
  if (!of || !colon || of > colon || strncmp(line, "  hand of ", 10) == 0 || strstr(colon, " card"))
    return line;
  int n = 0, seat;
  for (const char *c = colon + 1; *c; c++)
    n += *c == ' ';
  if (n <= LONG_PILE || sscanf(of, " of P%d", &seat) != 1)
    return line;
  snprintf(buf, size, "%.*s of P%d: %d cards", (int)(of - line), line, seat, n);
  return buf;
}

static int empty_zone(const char *line)
{
  size_t n = strlen(line);
  return n > 10 && strcmp(line + n - 9, ": 0 cards") == 0;
}

/* Which lines are shown follows the script's marks: never an internal
 * zone, always a zone marked shown, in full; the other zones unless empty,
 * and a long pile as its count. */
void screen_table(const screen *sc, const char *table, const char *marks)
{
  char *copy = strdup(table), *save, *lines[256], counts[32][96], zone[256];
  int n = 0, nc = 0, line = 0, nmarks = marks ? (int)strlen(marks) : 0;
  for (char *l = strtok_r(copy, "\n", &save); l && n < 256; l = strtok_r(NULL, "\n", &save), line++) {
    char mark = line < nmarks ? marks[line] : 'z';
    zone[n] = mark != '-';
    if (mark == 's')
      lines[n++] = l;
    else if (mark != 'i' && !empty_zone(l)) {
      lines[n] = nc < 32 ? as_count(l, counts[nc], sizeof counts[nc]) : l;
      nc += lines[n++] != l;
    }
  }
  for (int i = 0; i < n;) {
    /* a zone's cards, one by one: the person's, some unknown, or several
     * (another's hand known at the end of Cheat): sorted if a hand, and
     * wrapped; one card of another seat's goes on a line with the others' */
    const char *cards = strstr(lines[i], ": ");
    int k, listed = cards && zone[i] && strncmp(lines[i], "  ", 2) == 0 && !strstr(cards, " card") &&
                    (strstr(lines[i], " (yours): ") || strstr(cards, "??") || strchr(cards + 2, ' '));
    if (listed)
      put_sorted(sc, lines[i], cards + 1);
    else if ((k = put_seats(sc, lines + i, n - i)) > 0) {
      i += k;
      continue;
    } else
      screen_line(sc, lines[i]);
    i++;
  }
  free(copy);
}

/* The sort key of the first card a label names, or -1. */
static int label_key(const screen *sc, const char *label)
{
  while (*label) {
    size_t n = word_len(label);
    int k = card_key(sc, label, n);
    if (k >= 0)
      return k;
    label += n ? n : 1;
  }
  return -1;
}

int screen_stop(const hoyle_view *v)
{
  for (int i = 0; v->nopts > 1 && i < v->nopts; i++)
    if (strcmp(v->labels[i], "stop") == 0)
      return i;
  return -1;
}

void screen_order(const screen *sc, const hoyle_view *v, int *order)
{
  int key[HOYLE_MAX_OPTIONS], stop = screen_stop(v);
  for (int i = 0; i < v->nopts; i++) {
    int k = label_key(sc, v->labels[i]);
    key[i] = (k < 0 ? 1 << 20 : k << 8) + i;   /* ties keep the game's order */
    key[i] += i == stop ? 1 << 29 : 0;         /* "stop" last */
    order[i] = i;
  }
  for (int i = 1; i < v->nopts; i++)   /* insertion sort: a hand is short */
    for (int j = i; j > 0 && key[order[j - 1]] > key[order[j]]; j--) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
}

void screen_options(const screen *sc, const hoyle_view *v, const int *order)
{
  int w = 0, stop = screen_stop(v);
  for (int i = 0; i < v->nopts; i++) {
    int len = (int)strlen(v->labels[i]) + (i + 1 >= 10 ? 4 : 3);
    w = len > w ? len : w;
  }
  int cols = (sc->width - 2) / (w + 2);
  cols = cols < 1 ? 1 : cols;
  int rows = (v->nopts + cols - 1) / cols;
  for (int r = 0; r < rows; r++) {
    fputs("  ", sc->out);
    for (int c = 0; c < cols; c++) {
      int i = c * rows + r;
      if (i >= v->nopts)
        break;
      int used = order[i] == stop ? fprintf(sc->out, "s) ") : fprintf(sc->out, "%d) ", i + 1);
      used += put_text(sc, v->labels[order[i]]);
      if (c + 1 < cols && (c + 1) * rows + r < v->nopts)
        fprintf(sc->out, "%*s", w + 2 - used, "");
    }
    fputc('\n', sc->out);
  }
}
