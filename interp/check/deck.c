/* deck.c: a custom deck declaration read into the module's deck tables
 * (core/deck.h):
 *
 *   deck suits red R, blue B
 *        ranks 0 1 2, Skip S          a number is its own name and code
 *        copies 2, 0 = 1              cards of each rank in each suit
 *        suitless Wild W 4            name, code, cards in the deck
 *        points Skip = 20, others face
 *
 * The parser keeps the declaration as words (names, numbers, "," and
 * "="); the section words are contextual, names only here.  Suited ranks
 * take the values 1, 2, ... lowest first, suitless ranks the values after
 * them; rank value 0 is the standard deck's joker and unused here. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "check/deck.h"

enum section { S_SUITS, S_RANKS, S_COPIES, S_SUITLESS, S_POINTS, S_COUNT };
static const char *const section_words[S_COUNT] = {
  "suits", "ranks", "copies", "suitless", "points"
};

typedef struct reader {
  module *m;
  diag *d;
  const node *w;              /* the next word */
  loc last;                   /* where the word before it is */
  uint32_t copied, pointed;   /* ranks given copies, points of their own */
  loc suit_at[MAX_SUITS], rank_at[NRANKS];   /* where each is declared */
} reader;

static int section_of(const node *w)
{
  for (int i = 0; w && w->kind == N_NAME && i < S_COUNT; i++)
    if (strcmp(w->name.id, section_words[i]) == 0)
      return i;
  return -1;
}

static int is_word(const node *w, const char *word)
{
  return w && w->kind == N_NAME && strcmp(w->name.id, word) == 0;
}

/* The end of an entry: a comma, a section word or the end. */
static int entry_end(const node *w)
{
  return !w || is_word(w, ",") || section_of(w) >= 0;
}

static const node *take(reader *rd)
{
  const node *w = rd->w;
  if (w) {
    rd->last = w->where;
    rd->w = w->next;
  }
  return w;
}

/* Past a bad entry: on to the next comma or section. */
static void skip_entry(reader *rd)
{
  while (!entry_end(rd->w))
    take(rd);
}

static loc here(const reader *rd)
{
  return rd->w ? rd->w->where : rd->last;
}

static const char *word_text(const node *w, char *buf, size_t n)
{
  if (!w)
    snprintf(buf, n, "the end of the deck");
  else if (w->kind == N_INT)
    snprintf(buf, n, "'%ld'", w->num.value);
  else
    snprintf(buf, n, "'%s'", w->name.id);
  return buf;
}

/* The next word, a name (red, Skip), copied into out; 0 if it is not one. */
static int read_name(reader *rd, char *out, const char *what)
{
  const node *w = rd->w;
  char text[64];
  if (!w || w->kind != N_NAME || entry_end(w) || is_word(w, "=")
      || !(w->name.id[0] == '_' || isalpha((unsigned char)w->name.id[0]))) {
    diag_error(rd->d, here(rd), "expected %s, not %s", what, word_text(w, text, sizeof text));
    return 0;
  }
  if (strlen(w->name.id) > DECK_NAME_MAX) {
    diag_error(rd->d, w->where, "the name '%s' is too long (limit is %d characters)",
               w->name.id, DECK_NAME_MAX);
    return 0;
  }
  strcpy(out, take(rd)->name.id);
  return 1;
}

/* The next word, a code of one or two letters or digits (a suit's code
 * starts with a letter), copied into out; 0 if it is not one. */
static int read_code(reader *rd, char *out, int suit, const char *of)
{
  const node *w = rd->w;
  char text[64];
  if (!w || entry_end(w) || is_word(w, "=") || (w->kind == N_INT && (suit || w->num.value < 0))) {
    diag_error(rd->d, here(rd), "expected the code of %s in card names, not %s", of,
               word_text(w, text, sizeof text));
    return 0;
  }
  char code[24];
  if (w->kind == N_INT)
    snprintf(code, sizeof code, "%ld", w->num.value);
  else
    snprintf(code, sizeof code, "%s", w->name.id);
  if (strlen(code) > DECK_CODE_MAX) {
    diag_error(rd->d, w->where, "the code '%s' is too long (limit is %d characters)", code,
               DECK_CODE_MAX);
    return 0;
  }
  take(rd);
  strcpy(out, code);
  return 1;
}

/* The next word, a number from lo to hi; -1 if it is not one. */
static long read_count(reader *rd, long lo, long hi, const char *what)
{
  const node *w = rd->w;
  char text[64];
  if (!w || w->kind != N_INT) {
    diag_error(rd->d, here(rd), "expected %s, not %s", what, word_text(w, text, sizeof text));
    return -1;
  }
  take(rd);
  if (w->num.value < lo || w->num.value > hi) {
    diag_error(rd->d, w->where, "%s runs from %ld to %ld, not %ld", what, lo, hi, w->num.value);
    return -1;
  }
  return w->num.value;
}

/* The rank the next word names (Skip, 7), or -1. */
static int read_rank(reader *rd)
{
  const node *w = take(rd);
  char name[24], text[64];
  if (w && w->kind == N_INT)
    snprintf(name, sizeof name, "%ld", w->num.value);
  else
    snprintf(name, sizeof name, "%s", w ? w->name.id : "");
  int r = deck_find_rank(&rd->m->deck, name);
  if (r < 0)
    diag_error(rd->d, w ? w->where : rd->last, "%s is not a rank of the deck",
               word_text(w, text, sizeof text));
  return r;
}

static int expect_equals(reader *rd)
{
  char text[64];
  if (is_word(rd->w, "=")) {
    take(rd);
    return 1;
  }
  diag_error(rd->d, here(rd), "expected '=' after the rank, not %s", word_text(rd->w, text, sizeof text));
  return 0;
}

/* ---- the sections ---- */

static void read_suit(reader *rd)
{
  deck_info *k = &rd->m->deck;
  loc at = here(rd);
  char name[DECK_NAME_MAX + 1], code[DECK_CODE_MAX + 1];
  if (!read_name(rd, name, "a suit's name") || !read_code(rd, code, 1, "the suit"))
    return;
  if (k->nsuits == MAX_SUITS) {
    diag_error(rd->d, at, "too many suits (limit is %d)", MAX_SUITS);
    return;
  }
  rd->suit_at[k->nsuits] = at;
  strcpy(k->suit_name[k->nsuits], name);
  strcpy(k->suit_code[k->nsuits++], code);
}

/* A new rank, suited or not; 0 if there is no room. */
static int add_rank(reader *rd, loc at, const char *name, const char *code, int kind)
{
  deck_info *k = &rd->m->deck;
  if (k->nranks == NRANKS) {
    diag_error(rd->d, at, "too many ranks (limit is %d, suitless ones counted)", MAX_RANKS);
    return 0;
  }
  int r = k->nranks++;
  rd->rank_at[r] = at;
  strcpy(k->rank_name[r], name);
  strcpy(k->rank_code[r], code);
  k->kind[r] = (uint8_t)kind;
  k->copies[r] = kind == RANK_SUITED;
  rd->m->rank_order[r] = (int8_t)r;
  rd->m->points[r] = 0;
  if (kind == RANK_SUITED)
    rd->m->deck_ranks |= 1u << r;
  return 1;
}

static void read_rank_entry(reader *rd)
{
  loc at = here(rd);
  char name[24], code[DECK_CODE_MAX + 1];
  if (rd->w && rd->w->kind == N_INT) {
    long v = read_count(rd, 0, 99, "a number rank");
    if (v < 0)
      return;
    snprintf(name, sizeof name, "%ld", v);
    if (add_rank(rd, at, name, name, RANK_SUITED))
      rd->m->points[rd->m->deck.nranks - 1] = (int8_t)v;
    return;
  }
  if (read_name(rd, name, "a rank: a number, or a name and its code")
      && read_code(rd, code, 0, "the rank"))
    add_rank(rd, at, name, code, RANK_SUITED);
}

static void read_suitless(reader *rd)
{
  loc at = here(rd);
  char name[DECK_NAME_MAX + 1], code[DECK_CODE_MAX + 1];
  if (!read_name(rd, name, "a suitless rank's name") || !read_code(rd, code, 0, "the rank"))
    return;
  long n = read_count(rd, 1, MAX_CARDS, "the number of cards of a suitless rank");
  if (n > 0 && add_rank(rd, at, name, code, RANK_SUITLESS))
    rd->m->deck.suitless[rd->m->deck.nranks - 1] = (uint8_t)n;
}

/* `copies 2, 0 = 1`: the default first, then one rank's count. */
static void read_copies(reader *rd)
{
  deck_info *k = &rd->m->deck;
  const char *what = "the number of cards of a rank in each suit";
  if (rd->w && rd->w->kind == N_INT && (!rd->w->next || !is_word(rd->w->next, "="))) {
    long n = read_count(rd, 1, MAX_CARDS, what);
    for (int r = 1; n > 0 && r < k->nranks; r++)
      if (k->kind[r] == RANK_SUITED && !((rd->copied >> r) & 1))
        k->copies[r] = (uint8_t)n;
    return;
  }
  const node *at = rd->w;
  int r = read_rank(rd);
  if (r < 0 || !expect_equals(rd))
    return;
  long n = read_count(rd, 1, MAX_CARDS, what);
  if (n > 0 && k->kind[r] != RANK_SUITED)
    diag_error(rd->d, at->where, "'%s' has no suit; 'suitless' gives its count", k->rank_name[r]);
  else if (n > 0) {
    k->copies[r] = (uint8_t)n;
    rd->copied |= 1u << r;
  }
}

static int8_t read_points_value(reader *rd)
{
  long v = read_count(rd, INT8_MIN, INT8_MAX, "a card's points");
  return (int8_t)(v < INT8_MIN ? 0 : v);
}

/* `points Skip = 20, others face`: others (a number, or face: a number
 * rank's number) go first, whatever their place. */
static void read_points(reader *rd, const node *entry)
{
  module *m = rd->m;
  if (!is_word(entry, "others")) {
    int r = read_rank(rd);
    if (r >= 0 && (rd->pointed >> r) & 1)
      diag_error(rd->d, entry->where, "rank given points twice");
    if (r >= 0 && expect_equals(rd)) {
      m->points[r] = read_points_value(rd);
      rd->pointed |= 1u << r;
    }
    return;
  }
  take(rd);
  if (is_word(rd->w, "face")) {
    take(rd);
    return;                    /* the default: number ranks their number, others 0 */
  }
  int8_t v = read_points_value(rd);
  for (int r = 1; r < m->deck.nranks; r++)
    if (!((rd->pointed >> r) & 1))
      m->points[r] = v;
}

/* One entry of a section; after a fault, on to the next comma or section.
 * Commas between entries may be left out. */
static void read_entry(reader *rd, int section)
{
  const node *before = rd->w;
  int errors = rd->d->errors;
  switch (section) {
  case S_SUITS: read_suit(rd); break;
  case S_RANKS: read_rank_entry(rd); break;
  case S_SUITLESS: read_suitless(rd); break;
  case S_COPIES: read_copies(rd); break;
  case S_POINTS: read_points(rd, rd->w); break;
  }
  if (rd->w == before)
    take(rd);
  if (rd->d->errors > errors)
    skip_entry(rd);
}

/* ---- the whole ---- */

/* Every name of a suit or rank, and every card name, is one thing only;
 * each fault is reported where the later of the two is declared. */
static void check_names(reader *rd)
{
  const deck_info *k = &rd->m->deck;
  char names[MAX_SUITS + NRANKS * (MAX_SUITS + 1)][CARD_NAME_MAX + DECK_NAME_MAX];
  loc at[MAX_SUITS + NRANKS * (MAX_SUITS + 1)];
  int n = 0;
  for (int s = 0; s < k->nsuits; s++, n++) {
    snprintf(names[n], sizeof names[0], "%s", k->suit_name[s]);
    at[n] = rd->suit_at[s];
  }
  for (int r = 1; r < k->nranks; r++, n++) {
    snprintf(names[n], sizeof names[0], "%s", k->rank_name[r]);
    at[n] = rd->rank_at[r];
  }
  int values = n;
  for (int r = 1; r < k->nranks; r++)
    for (int s = 0; s < (k->kind[r] == RANK_SUITED ? k->nsuits : 1); s++, n++) {
      deck_card_name(k, r, k->kind[r] == RANK_SUITED ? s : NO_SUIT, names[n]);
      at[n] = rd->rank_at[r];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      if (strcmp(names[i], names[j]) == 0) {
        const char *what = i < values ? "'%s' names two suits or ranks"
          : j < values ? "the card name '%s' is also the name of a suit or rank"
          : "two cards would be named '%s': choose codes that make every card name distinct";
        diag_error(rd->d, at[i], what, names[i]);
        return;
      }
}

/* Two suits, or two ranks, with one code. */
static void check_codes(reader *rd)
{
  const deck_info *k = &rd->m->deck;
  for (int s = 0; s < k->nsuits; s++)
    for (int t = 0; t < s; t++)
      if (strcmp(k->suit_code[s], k->suit_code[t]) == 0)
        diag_error(rd->d, rd->suit_at[s], "two suits have the code '%s'", k->suit_code[s]);
  for (int r = 1; r < k->nranks; r++)
    for (int q = 1; q < r; q++)
      if (strcmp(k->rank_code[r], k->rank_code[q]) == 0)
        diag_error(rd->d, rd->rank_at[r], "two ranks have the code '%s'", k->rank_code[r]);
}

static void check_size(reader *rd, loc at)
{
  const deck_info *k = &rd->m->deck;
  int n = 0;
  for (int r = 1; r < k->nranks; r++)
    n += k->copies[r] * k->nsuits + k->suitless[r];
  if (k->nsuits == 0 || !rd->m->deck_ranks)
    diag_error(rd->d, at, "a custom deck has 'suits' and 'ranks'");
  else if (n > MAX_CARDS)
    diag_error(rd->d, at, "the deck has %d cards (limit is %d)", n, MAX_CARDS);
}

/* Suitless ranks rank above the suited ones, in the order given. */
static void order_suitless(module *m)
{
  int n = 0;
  for (int r = 1; r < m->deck.nranks; r++)
    n += m->deck.kind[r] == RANK_SUITED;
  for (int r = 1; r < m->deck.nranks; r++)
    if (m->deck.kind[r] == RANK_SUITLESS)
      m->rank_order[r] = (int8_t)++n;
}

/* The words of a section, up to the next section word. */
static void read_section(reader *rd, const node *word, int section)
{
  rd->w = word->next;
  rd->last = word->where;
  if (!rd->w || section_of(rd->w) >= 0)
    diag_error(rd->d, word->where, "'%s' has nothing after it", section_words[section]);
  while (rd->w && section_of(rd->w) < 0) {
    if (is_word(rd->w, ","))
      take(rd);
    else
      read_entry(rd, section);
  }
}

/* The sections in the order they build on each other, whatever their
 * order in the script: suits and ranks first, then copies and points. */
void deck_declare(module *m, const node *deck, diag *d)
{
  static const int order[S_COUNT] = { S_SUITS, S_RANKS, S_SUITLESS, S_COPIES, S_POINTS };
  reader rd = { .m = m, .d = d, .w = deck->deck.words, .last = deck->where };
  const node *sections[S_COUNT] = { 0 };
  char text[64];
  memset(&m->deck, 0, sizeof m->deck);
  memset(m->rank_order, 0, sizeof m->rank_order);
  memset(m->points, 0, sizeof m->points);
  m->deck.custom = 1;
  m->deck.nranks = 1;          /* rank value 0 is the joker's, unused */
  strcpy(m->deck.suit_name[NO_SUIT], "none");
  m->deck_ranks = 0;
  if (section_of(rd.w) < 0) {
    diag_error(d, rd.w->where, "expected 'standard' or suits, ranks, copies, suitless or "
               "points after 'deck', not %s", word_text(rd.w, text, sizeof text));
    return;
  }
  for (const node *w = rd.w; w; w = w->next) {
    int s = section_of(w);
    if (s >= 0 && sections[s])
      diag_error(d, w->where, "the deck has one '%s'", section_words[s]);
    else if (s >= 0)
      sections[s] = w;
  }
  for (int i = 0; i < S_COUNT; i++)
    if (sections[order[i]])
      read_section(&rd, sections[order[i]], order[i]);
  order_suitless(m);
  int errors = d->errors;
  check_codes(&rd);
  if (d->errors == errors)
    check_names(&rd);
  check_size(&rd, deck->where);
}
