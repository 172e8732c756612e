/* c8plain.c: the plain-C baseline for the Hoyle benchmark.
 *
 * This file owns one thing: random playouts of plain Crazy Eights written
 * directly in C, with no interpreter, so that `hoyle sim` on the same game
 * can be timed against it (see bench/run.sh).
 *
 * Rules played: N players (default 4, 2..7), one 52-card pack, 7 cards each
 * dealt one at a time starting left of the dealer (the dealer is player 0 in
 * every game), then one card turned from the stock to start the discard pile
 * (an 8 turned up is not special; the current suit is its suit).  Play starts
 * left of the dealer.  On a turn a player may play a card matching the top
 * card's rank or the current suit, or any 8 (wild: its player names a suit).
 * A player who can play must play; the bot picks uniformly among the legal
 * plays, then for an 8 names a suit uniformly.  A player who cannot play
 * draws one card and the turn ends.  When the stock is empty at the moment
 * of drawing, the discard pile except its top card is shuffled into a new
 * stock; if there is still nothing to draw, the player passes.  The first
 * to empty their hand wins.  A game stops after 1000 turns (capped).
 *
 * Randomness: xoshiro128** seeded by splitmix64 from a 64-bit seed, bounded
 * draws by Lemire's multiply-and-reject, shuffles by Fisher-Yates from the
 * top of the array down.  One generator runs through all games.  Nothing is
 * allocated per game.
 *
 * Usage: c8plain [-n GAMES] [-p PLAYERS] [-s SEED] [--json]
 */
#define _POSIX_C_SOURCE 199309L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { DECK = 52, HAND = 7, MIN_PLAYERS = 2, MAX_PLAYERS = 7, CAP = 1000 };

/* ---- random numbers ---------------------------------------------------- */

typedef struct rng { uint32_t s[4]; } rng;

static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void rng_seed(rng *r, uint64_t seed)
{
  uint64_t a = splitmix64(&seed), b = splitmix64(&seed);
  r->s[0] = (uint32_t)a; r->s[1] = (uint32_t)(a >> 32);
  r->s[2] = (uint32_t)b; r->s[3] = (uint32_t)(b >> 32);
  if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
    r->s[0] = 1;                      /* the all-zero state is a fixed point */
}

static uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static uint32_t rng_next(rng *r)
{
  uint32_t *s = r->s;
  uint32_t result = rotl(s[1] * 5, 7) * 9;
  uint32_t t = s[1] << 9;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

/* Uniform in [0, n), n > 0, without modulo bias. */
static uint32_t rng_below(rng *r, uint32_t n)
{
  uint64_t m = (uint64_t)rng_next(r) * n;
  if ((uint32_t)m < n) {
    uint32_t floor = (uint32_t)-n % n;
    while ((uint32_t)m < floor)
      m = (uint64_t)rng_next(r) * n;
  }
  return (uint32_t)(m >> 32);
}

/* ---- cards and piles --------------------------------------------------- */

/* A card is 0..51: rank = card % 13 (rank 7 is the eight), suit = card / 13. */
typedef uint8_t card;

static int rank_of(card c) { return c % 13; }
static int suit_of(card c) { return c / 13; }
static int is_eight(card c) { return rank_of(c) == 7; }

/* A pile of cards; the top is the last element. */
typedef struct pile { card c[DECK]; int n; } pile;

static void push(pile *p, card c) { p->c[p->n++] = c; }
static card pop(pile *p) { return p->c[--p->n]; }

static void shuffle(pile *p, rng *r)
{
  for (int i = p->n - 1; i > 0; i--) {
    int j = (int)rng_below(r, (uint32_t)i + 1);
    card t = p->c[i];
    p->c[i] = p->c[j];
    p->c[j] = t;
  }
}

/* Remove the card at index i (order within a hand does not matter). */
static card take(pile *p, int i)
{
  card c = p->c[i];
  p->c[i] = p->c[--p->n];
  return c;
}

/* ---- one game ---------------------------------------------------------- */

typedef struct game {
  pile stock, discard, hands[MAX_PLAYERS];
  int players, suit;                  /* suit: the current suit to follow */
} game;

static void deal(game *g, rng *r)
{
  g->stock.n = 0;
  g->discard.n = 0;
  for (int i = 0; i < DECK; i++)
    push(&g->stock, (card)i);
  shuffle(&g->stock, r);
  for (int p = 0; p < g->players; p++)
    g->hands[p].n = 0;
  for (int k = 0; k < HAND; k++)
    for (int p = 1; p <= g->players; p++)      /* left of dealer first */
      push(&g->hands[p % g->players], pop(&g->stock));
  push(&g->discard, pop(&g->stock));
  g->suit = suit_of(g->discard.c[g->discard.n - 1]);
}

static int legal(const game *g, card c)
{
  card top = g->discard.c[g->discard.n - 1];
  return is_eight(c) || suit_of(c) == g->suit || rank_of(c) == rank_of(top);
}

/* Refill the stock from the discard pile under its top card. */
static void refill(game *g, rng *r)
{
  card top = pop(&g->discard);
  while (g->discard.n > 0)
    push(&g->stock, pop(&g->discard));
  push(&g->discard, top);
  shuffle(&g->stock, r);
}

static void draw(game *g, pile *hand, rng *r)
{
  if (g->stock.n == 0)
    refill(g, r);
  if (g->stock.n > 0)
    push(hand, pop(&g->stock));
}

/* Play one turn for the player holding hand. */
static void turn(game *g, pile *hand, rng *r)
{
  int plays[DECK], n = 0;
  for (int i = 0; i < hand->n; i++)
    if (legal(g, hand->c[i]))
      plays[n++] = i;
  if (n == 0) {
    draw(g, hand, r);
    return;
  }
  card c = take(hand, plays[rng_below(r, (uint32_t)n)]);
  push(&g->discard, c);
  g->suit = is_eight(c) ? (int)rng_below(r, 4) : suit_of(c);
}

/* Play one game to the end or the cap; return the number of turns taken. */
static int play(game *g, rng *r, int *capped)
{
  deal(g, r);
  int p = 1 % g->players;
  for (int t = 1; t <= CAP; t++) {
    turn(g, &g->hands[p], r);
    if (g->hands[p].n == 0)
      return t;
    p = (p + 1) % g->players;
  }
  *capped = 1;
  return CAP;
}

/* ---- command line ------------------------------------------------------ */

typedef struct options {
  long games;
  int players, json;
  uint64_t seed;
} options;

static void usage(void)
{
  fprintf(stderr, "usage: c8plain [-n GAMES] [-p PLAYERS] [-s SEED] [--json]\n");
  exit(2);
}

static unsigned long long number(const char *s)
{
  char *end;
  errno = 0;
  if (!s || *s == '-')
    usage();
  unsigned long long v = strtoull(s, &end, 0);
  if (errno || end == s || *end)
    usage();
  return v;
}

static options parse(int argc, char **argv)
{
  options o = { 100000, 4, 0, 1 };
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--json"))
      o.json = 1;
    else if (!strcmp(a, "-n") && i + 1 < argc)
      o.games = (long)number(argv[++i]);
    else if (!strcmp(a, "-p") && i + 1 < argc)
      o.players = (int)number(argv[++i]);
    else if (!strcmp(a, "-s") && i + 1 < argc)
      o.seed = number(argv[++i]);
    else
      usage();
  }
  if (o.players < MIN_PLAYERS || o.players > MAX_PLAYERS || o.games < 1)
    usage();
  return o;
}

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
  options o = parse(argc, argv);
  static game g;
  rng r;
  long long turns = 0;
  long capped = 0;

  rng_seed(&r, o.seed);
  g.players = o.players;
  double start = now();
  for (long i = 0; i < o.games; i++) {
    int cap = 0;
    turns += play(&g, &r, &cap);
    capped += cap;
  }
  double secs = now() - start;
  if (secs <= 0)
    secs = 1e-9;

  double gps = (double)o.games / secs, tps = (double)turns / secs;
  double mean = (double)turns / (double)o.games;
  if (o.json)
    printf("{\"games\":%ld,\"seconds\":%.6f,\"games_per_second\":%.1f,"
           "\"turns_per_second\":%.1f,\"turns_mean\":%.3f,\"capped\":%ld}\n",
           o.games, secs, gps, tps, mean, capped);
  else
    printf("plain C: %ld games in %.3f s: %.0f games/s, %.0f turns/s, "
           "mean turns %.2f, capped %ld\n", o.games, secs, gps, tps, mean, capped);
  return 0;
}
