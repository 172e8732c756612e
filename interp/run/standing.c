/* standing.c: how the players stand.  After a turn, by the script's
 * fn standing(p) (the compiler calls it for each seat before the turn
 * ends): the leader, if one seat is ahead of all the others in play, told
 * as EV_STANDING for hoyle sim's lead changes, drama and decisiveness.
 * At the end of the game: each seat's place (standing.h). */
#include "run/event.h"
#include "run/ops.h"
#include "run/standing.h"

/* The outcome's key of seat p before standing: higher is better.  A deal
 * won or lost is won or lost by the whole team. */
static int64_t outcome_key(const game *g, int p)
{
  const module *m = g->mod;
  int t = game_team_seat(g, p);
  if (m->score_rule)
    return (int64_t)game_score(g, p) * m->score_rule;
  if (g->deal_winner >= 0)
    return t == game_team_seat(g, g->deal_winner);
  if (g->deal_loser >= 0)
    return -(t == game_team_seat(g, g->deal_loser));
  return 0;
}

/* What places a seat at the end, worked out once for each seat: when it
 * went out (255: never), its outcome's key, and, with by_standing, its fn
 * standing(p) (else 0). */
typedef struct seat_key { int gone; int64_t outcome; int32_t stand; } seat_key;

static void seat_keys(const game *g, seat_key *k, int by_standing)
{
  for (int p = 0; p < g->nplayers; p++)
    k[p] = (seat_key){ g->gone[p] ? g->gone[p] : 255, outcome_key(g, p),
                       by_standing && g->stood ? g->stand[p] : 0 };
}

/* Whether seat a ends ahead of seat b: by the rules, then, with
 * by_standing, by fn standing(p). */
static int ahead(const seat_key *k, int a, int b)
{
  if (k[a].gone != k[b].gone)
    return k[a].gone > k[b].gone;
  if (k[a].outcome != k[b].outcome)
    return k[a].outcome > k[b].outcome;
  return k[a].stand > k[b].stand;
}

/* The member of team t no other member is ahead of (the first such). */
static int best_of(const game *g, const seat_key *k, int t)
{
  int best = t;
  for (int p = t + g->mod->nteams; p < g->nplayers; p += g->mod->nteams)
    best = ahead(k, p, best) ? p : best;
  return best;
}

/* Seat p's place: 1 + the seats ahead of it, or in a game with teams, 1 +
 * the teams ahead of its team (by their best members), which all its
 * members share. */
static int place_of(const game *g, const seat_key *k, int p)
{
  int n = g->mod->nteams, place = 1;
  if (n) {
    int me = best_of(g, k, game_team_seat(g, p));
    for (int t = 0; t < n; t++)
      place += t != game_team_seat(g, p) && ahead(k, best_of(g, k, t), me);
    return place;
  }
  for (int q = 0; q < g->nplayers; q++)
    place += q != p && ahead(k, q, p);
  return place;
}

int standing_rules_place(const game *g, int p)
{
  seat_key k[MAX_PLAYERS];
  seat_keys(g, k, 0);
  return place_of(g, k, p);
}

int standing_rules_winner(const game *g)
{
  seat_key k[MAX_PLAYERS];
  int winner = -1;
  seat_keys(g, k, 0);
  for (int p = 0; p < g->nplayers; p++)
    if (place_of(g, k, p) == 1)
      winner = winner == -1 ? p : -2;
  return winner >= 0 && !g->capped ? winner : -1;
}

void standing_places(game *g)
{
  int n = g->nplayers, firsts = 0;
  seat_key k[MAX_PLAYERS];
  seat_keys(g, k, 1);
  g->winner = -1;
  for (int p = 0; p < n; p++) {
    int place = place_of(g, k, p);
    g->ranked[p] = (uint8_t)place;
    if (place == 1) {
      g->winner = (int8_t)p;
      firsts++;
    }
  }
  if (firsts != 1 || g->capped)  /* a game stopped by the turn cap has no winner */
    g->winner = -1;
}

/* STANDINGS A: fn standing(p) of each seat, kept for the places at the
 * end; after a turn (A 0), the one seat in play ahead of all the others
 * is told, or -1. */
COLD_OP(STANDINGS)
{
  int final = ARG(), leader = -1, best = 0;
  g->sp = (int16_t)(g->sp - MAX_PLAYERS);
  const value *v = g->stack + g->sp;
  g->stood = 1;
  for (int p = 0; p < g->nplayers; p++) {
    g->stand[p] = v[p].tag == V_INT ? v[p].v : 0;
    if (!game_in_play(g, p) || v[p].tag != V_INT)
      continue;
    if (leader == -1 || v[p].v > best) {
      leader = p;
      best = v[p].v;
    } else if (v[p].v == best) {
      leader = -2;   /* a tie for the lead, unless someone passes them */
    }
  }
  if (ev && !final)
    event_emit(g, ev, EV_STANDING, leader < 0 ? -1 : leader, g->turns, NULL);
}
