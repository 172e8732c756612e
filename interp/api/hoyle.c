/* hoyle.c: the public interface (hoyle.h) over the library's modules:
 * scripts loaded and freed, one game played to its end (through the
 * stepping API of step.c), scenarios run.  Many games are played and
 * counted in sim.c. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <lua.h>
#include "core/mem.h"
#include "core/utf8.h"
#include "code/disasm.h"
#include "hoyle.h"
#include "play/scenario.h"
#include "play/session.h"

/* PACKAGE_VERSION comes from configure.ac's AC_INIT, the one place the
 * version is written. */
const char *hoyle_version(void)
{
  return "hoyle " PACKAGE_VERSION " (Lua " LUA_VERSION_MAJOR "." LUA_VERSION_MINOR ")";
}

void hoyle_json_string(const char *s, FILE *out)
{
  utf8_put_json(out, s);
}

int hoyle_load(const char *path, FILE *err, hoyle_script **out)
{
  hoyle_script *h = mem_alloc(sizeof *h);
  int r = script_load(h, path, err);
  if (r) {
    hoyle_free(h);
    h = NULL;
  }
  *out = h;
  return r;
}

void hoyle_free(hoyle_script *s)
{
  if (!s)
    return;
  script_free(s);
  free(s);
}

void hoyle_disasm(hoyle_script *s, FILE *out) { disasm(&s->mod, &s->diag, out); }

int hoyle_test(const char *path, FILE *out) { return scenario_run(path, out, NULL); }
int hoyle_test_trace(const char *path, FILE *out, FILE *trace)
{
  return scenario_run(path, out, trace);
}

/* A game played whole stopped for a person the setup has no agent for. */
static int no_agent(const hoyle_setup *su, int seat, FILE *err)
{
  fprintf(err, "%s: seat %d is played by a person, and the setup has no agent to ask\n",
          su->prog ? su->prog : "hoyle", seat);
  return HOYLE_EUSAGE;
}

int hoyle_play(hoyle_script *s, const hoyle_setup *setup, FILE *err)
{
  hoyle_game *g;
  int r = hoyle_game_new(s, setup, err, &g);
  if (r == 0)
    r = hoyle_game_run(g, err);
  if (r == HOYLE_DECIDE)
    r = no_agent(setup, hoyle_game_who(g), err);
  hoyle_game_free(g);
  return r;
}
