/* step.c: the hoyle_game_* functions of hoyle.h: a game made from a loaded
 * script and a setup, run a decision at a time.  A hoyle_game is one flat
 * block (a session and its game) but for the Lua hooks, which a copy opens
 * anew. */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "hoyle.h"
#include "lua/hooks.h"
#include "play/optkind.h"
#include "play/search.h"
#include "play/session.h"
#include "run/view.h"

#define BUDGET_MOVES 10000   /* moves at random to a choice to time the search at */

struct hoyle_game {
  session ss;
  game g;
  int status;        /* the last hoyle_game_run's, or -1 */
  view shown;        /* hoyle_game_table's */
};

int hoyle_game_new(hoyle_script *s, const hoyle_setup *setup, FILE *err, hoyle_game **out)
{
  hoyle_game *hg = mem_alloc(sizeof *hg);
  *out = NULL;
  int r = session_setup(&hg->ss, s, setup, err);
  if (r) {
    free(hg);
    return r;
  }
  session_start(&hg->ss, &hg->g);
  hg->status = -1;
  *out = hg;
  return HOYLE_OK;
}

int hoyle_game_run(hoyle_game *hg, FILE *err)
{
  return hg->status = session_run(&hg->ss, &hg->g, err);
}

int hoyle_game_status(const hoyle_game *hg) { return hg->status; }

int hoyle_game_who(const hoyle_game *hg) { return hg->ss.asking + 1; }

int hoyle_game_view(const hoyle_game *hg, hoyle_view *v)
{
  if (hg->ss.asking < 0)
    return -1;
  session_view(&hg->ss, &hg->g, v);
  return 0;
}

int hoyle_game_view_json(const hoyle_game *hg, FILE *out)
{
  hoyle_view v;
  if (hoyle_game_view(hg, &v) < 0)
    return -1;
  fprintf(out, "{\"seat\":%d,\"table\":", v.seat);
  transcript_json_string(out, v.table);
  fputs(",\"marks\":", out);
  transcript_json_string(out, v.marks);
  fprintf(out, ",\"race\":%s,\"options\":[", v.is_race ? "true" : "false");
  for (int i = 0; i < v.nopts; i++) {
    fputs(i ? "," : "", out);
    transcript_json_string(out, v.labels[i]);
  }
  fputs("]}\n", out);
  return 0;
}

int hoyle_game_question(const hoyle_game *hg, char *buf, size_t n)
{
  hoyle_view v;
  if (hoyle_game_view(hg, &v) < 0)
    return -1;
  if (v.is_race)
    snprintf(buf, n, "P%d, %s?", v.seat, v.race.act);
  else
    optkind_question(&hg->g, buf, n);
  return 0;
}

const char *hoyle_game_table(hoyle_game *hg, int seat)
{
  if (seat < 0 || seat > hg->g.nplayers)
    return NULL;
  view_build(&hg->g, seat ? seat - 1 : VIEW_PUBLIC, &hg->shown);
  return hg->shown.table;
}

const char *hoyle_game_marks(const hoyle_game *hg) { return hg->shown.marks; }

int hoyle_game_answer(hoyle_game *hg, int i) { return session_answer(&hg->ss, &hg->g, i); }

int hoyle_game_race(hoyle_game *hg, int ms) { return session_race(&hg->ss, &hg->g, ms); }

int hoyle_game_explain(const hoyle_game *hg, int seat, hoyle_explain *out)
{
  if (seat < 0 || seat > hg->g.nplayers)
    return -1;
  return session_explain(&hg->ss, &hg->g, seat - 1, out);
}

int hoyle_game_explain_json(const hoyle_game *hg, int seat, FILE *out)
{
  hoyle_explain *e = mem_alloc(sizeof *e);
  int r = hoyle_game_explain(hg, seat, e);
  if (r == 0) {
    fprintf(out, "{\"seat\":%d,\"turn\":%d,\"taken\":%d,\"iterations\":%d,\"unknown\":%d,"
            "\"weighed\":%d,\"options\":[", e->seat, e->turn, e->taken, e->iterations, e->unknown,
            e->weighed);
    for (int i = 0; i < e->nopts; i++) {
      fputs(i ? ",{\"label\":" : "{\"label\":", out);
      transcript_json_string(out, e->labels[i]);
      fprintf(out, ",\"visits\":%d,\"value\":", e->visits[i]);
      if (e->value[i] < 0)
        fputs("null}", out);
      else
        fprintf(out, "%.4f,\"lo\":%.4f,\"hi\":%.4f}", e->value[i], e->lo[i], e->hi[i]);
    }
    fputs("]}\n", out);
  }
  free(e);
  return r;
}

int hoyle_game_winner(const hoyle_game *hg)
{
  const game *g = &hg->g;
  return g->status == GS_OVER && !g->capped ? g->winner + 1 : 0;
}

int hoyle_game_places(const hoyle_game *hg, int *places)
{
  const game *g = &hg->g;
  if (g->status != GS_OVER || g->capped)
    return 0;
  for (int p = 0; p < g->nplayers; p++)
    places[p] = g->ranked[p];
  return g->nplayers;
}

int hoyle_game_scores(const hoyle_game *hg, int *scores, int *rule)
{
  const game *g = &hg->g;
  const module *m = g->mod;
  *rule = m->score_rule;
  if (!m->score_rule)
    return 0;
  for (int p = 0; p < g->nplayers; p++)
    scores[p] = (int)game_score(g, p);
  return g->nplayers;
}

/* Whether g waits on a seat's choice of two options or more (one a search
 * would be asked). */
static int searched_choice(const game *g)
{
  return g->status == GS_DECISION && g->dec.who >= 0 && g->dec.nopts > 1;
}

int hoyle_game_search_budget(const hoyle_game *hg, int ms, int most)
{
  game *w = mem_alloc(sizeof *w);
  rng r;
  memcpy(w, &hg->g, sizeof *w);
  rng_seed(&r, hg->ss.seed);
  vm_run(w, NULL);
  for (int k = 0; k < BUDGET_MOVES && w->status == GS_DECISION && !searched_choice(w); k++) {
    vm_choose(w, (int)rng_below(&r, (uint32_t)w->dec.nopts));
    vm_run(w, NULL);
  }
  int n = searched_choice(w) ? search_budget(w, &r, ms, most) : most;
  free(w);
  return n;
}

hoyle_game *hoyle_game_copy(const hoyle_game *hg)
{
  hoyle_game *c = mem_alloc(sizeof *c);
  memcpy(c, hg, sizeof *c);
  session_copied(&c->ss);
  c->ss.hooks = hg->ss.hooks ? hooks_open(&hg->ss.s->mod) : NULL;
  c->g.hooks = hooks_for_game(c->ss.hooks);
  return c;
}

void hoyle_game_free(hoyle_game *hg)
{
  if (!hg)
    return;
  session_end(&hg->ss);
  free(hg);
}
