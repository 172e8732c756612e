/* session.c: playing a game to its end with agents, the transcript
 * written as it goes.  See session.h. */
#include "lua/hooks.h"
#include "hoyle.h"
#include "play/race.h"
#include "play/session.h"

void session_start(session *ss, game *g)
{
  game_init(g, &ss->s->mod, ss->players, ss->seed);
  if (ss->s->mod.lua_text && !ss->hooks)
    ss->hooks = hooks_open(&ss->s->mod);
  g->hooks = hooks_for_game(ss->hooks);
  g->max_turns = ss->max_turns;
  for (int i = 0; i < ss->nsettings; i++)
    g->globals[ss->settings[i].slot] = ss->settings[i].v;
  for (int p = 0; p < MAX_PLAYERS; p++)
    rng_seed(&ss->agents[p].rng, ss->seed ^ (0x9e3779b97f4a7c15u * (uint64_t)(p + 1)));
  rng_seed(&ss->race, ss->seed ^ 0xd1b54a32d192ed03u);
}

void session_end(session *ss)
{
  hooks_close(ss->hooks);
  ss->hooks = NULL;
}

/* A race is answered by the race's order (race.c); others ask the agent. */
static int decide(session *ss, game *g)
{
  if (g->dec.who < 0)
    return race_answer(ss, g);
  agent *a = &ss->agents[g->dec.who];
  view_build(g, g->dec.who, agent_needs_view(a), &ss->view);
  return agent_choose(a, &ss->view);
}

int session_play(session *ss, game *g, FILE *err)
{
  vm_events ev = { transcript_event, &ss->log };
  const vm_events *evp = ss->log.out ? &ev : NULL;
  vm_run(g, evp);
  while (g->status == GS_DECISION) {
    int i = decide(ss, g);
    if (i < 0)
      return HOYLE_QUIT;
    vm_choose(g, i);
    vm_run(g, evp);
  }
  if (g->status == GS_ERROR) {
    if (ss->log.out)
      fflush(ss->log.out);
    script_report(ss->s, g, err);
    return HOYLE_ERUNTIME;
  }
  return 0;
}
