/* session.c: playing a game with agents (see session.h) and writing its
 * transcript: a readable line per event, or one JSON object per line. */
#include <string.h>
#include "hoyle.h"
#include "session.h"

static void json_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
    else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s);
    else fputc(*s, f);
  }
  fputc('"', f);
}

/* The name of card v for the transcript, or "" if the observer may not see it
 * where it now lies (another player's drawn card, say). */
static void shown_card(const game *g, int observer, value v, char *buf)
{
  buf[0] = 0;
  if (v.tag == V_CARD && view_sees_top(g, observer, g->where[v.v]))
    card_name(g->cards[v.v], buf);
}

static void log_json(FILE *f, const game *g, int observer, vm_event_kind k, int player, value v,
                     const char *text)
{
  static const char *const names[] = { "deal", "play", "draw", "say", "announce", "win", "end" };
  char c[8];
  fprintf(f, "{\"event\":\"%s\",\"turn\":%d", names[k], (int)g->turns);
  if (k == EV_END) {
    if (player >= 0) fprintf(f, ",\"winner\":%d", player + 1);
    else fputs(",\"winner\":null", f);
    fprintf(f, ",\"capped\":%s}\n", g->capped ? "true" : "false");
    return;
  }
  if (player >= 0)
    fprintf(f, ",\"%s\":%d", k == EV_DEAL ? "dealer" : "player", player + 1);
  if (k == EV_DEAL)
    fprintf(f, ",\"deal\":%d", (int)v.v);
  shown_card(g, observer, v, c);
  if (c[0])
    fprintf(f, ",\"card\":\"%s\"", c);
  if (text) {
    fputs(",\"text\":", f);
    json_string(f, text);
  }
  fputs("}\n", f);
}

static void log_text(FILE *f, const game *g, int observer, vm_event_kind k, int player, value v,
                     const char *text)
{
  char c[8];
  shown_card(g, observer, v, c);
  if (!c[0])
    strcpy(c, "a card");
  switch (k) {
  case EV_DEAL: fprintf(f, "== deal %d, dealer P%d ==\n", (int)v.v, player + 1); break;
  case EV_PLAY: fprintf(f, "P%d plays %s\n", player + 1, c); break;
  case EV_DRAW: fprintf(f, "P%d draws %s\n", player + 1, c); break;
  case EV_SAY: fprintf(f, "%s\n", text); break;
  case EV_ANNOUNCE: fprintf(f, "P%d: \"%s\"\n", player + 1, text); break;
  case EV_DEAL_WON: fprintf(f, "P%d wins the deal\n", player + 1); break;
  case EV_END:
    if (g->capped)
      fprintf(f, "stopped in deal %d after %d turns: a deal may last %d turns (the turn cap)\n",
              (int)g->deal_no + 1, (int)g->turns, (int)g->max_turns);
    else if (player < 0) fprintf(f, "the game ends in a draw after %d turn%s\n", (int)g->turns,
                                 g->turns == 1 ? "" : "s");
    else fprintf(f, "P%d wins the game after %d turn%s\n", player + 1, (int)g->turns,
                 g->turns == 1 ? "" : "s");
    break;
  }
}

void log_event(void *ctx, const game *g, vm_event_kind k, int player, value v, const char *text)
{
  session *ss = ctx;
  if (!ss->log)
    return;
  (ss->json ? log_json : log_text)(ss->log, g, ss->observer, k, player, v, text);
}

/* Card plays are logged when played; other choices are logged here. */
void log_choice(session *ss, const game *g, int i)
{
  const game_option *o = &g->dec.opts[i];
  char label[LABEL_MAX];
  if (!ss->log || o->v.tag == V_CARD)
    return;
  vm_option_label(g, i, label, sizeof label);
  int who = g->dec.who >= 0 ? g->dec.who : o->v.v;
  if (ss->json) {
    fprintf(ss->log, "{\"event\":\"choice\",\"turn\":%d,\"player\":%d,\"label\":", (int)g->turns, who + 1);
    json_string(ss->log, label);
    fputs("}\n", ss->log);
  } else if (g->dec.who < 0) {
    fprintf(ss->log, "P%d is first to call\n", who + 1);
  } else if (o->v.tag == V_SUIT) {
    fprintf(ss->log, "P%d names %s\n", who + 1, label);
  } else {
    fprintf(ss->log, "P%d: %s\n", who + 1, label);
  }
}

void session_start(session *ss, game *g)
{
  game_init(g, &ss->s->mod, ss->players, ss->seed);
  g->max_turns = ss->max_turns;
  for (int i = 0; i < ss->nsettings; i++)
    g->globals[ss->settings[i].slot] = ss->settings[i].v;
  for (int p = 0; p < MAX_PLAYERS; p++)
    rng_seed(&ss->agents[p].rng, ss->seed ^ (0x9e3779b97f4a7c15u * (uint64_t)(p + 1)));
  rng_seed(&ss->race, ss->seed ^ 0xd1b54a32d192ed03u);
}

/* A race is won by a seat drawn from the race stream; others ask the agent. */
static int decide(session *ss, game *g)
{
  static view v;
  if (g->dec.who < 0)
    return (int)rng_below(&ss->race, (uint32_t)g->dec.nopts);
  agent *a = &ss->agents[g->dec.who];
  view_build(g, g->dec.who, agent_needs_view(a), &v);
  return agent_choose(a, &v);
}

int session_play(session *ss, game *g, FILE *err)
{
  vm_events ev = { log_event, ss };
  const vm_events *evp = ss->log ? &ev : NULL;
  vm_run(g, evp);
  while (g->status == GS_DECISION) {
    int i = decide(ss, g);
    if (i < 0)
      return 1;
    log_choice(ss, g, i);
    vm_choose(g, i);
    vm_run(g, evp);
  }
  if (g->status == GS_ERROR) {
    if (ss->log)
      fflush(ss->log);
    script_report(ss->s, g, err);
    return HOYLE_ERUNTIME;
  }
  return 0;
}
