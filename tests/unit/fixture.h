/* fixture.h: the unit tests' way to load a game of games/ by name: through
 * the public API (fixture_load), or into the internals with its Lua hooks
 * started (fixture_script, fixture_script_free).  Include after cmocka.h;
 * SRCDIR is the source tree, set by Makefile.am. */
#ifndef HOYLE_TEST_FIXTURE_H
#define HOYLE_TEST_FIXTURE_H

#include <stdio.h>
#include "hoyle.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

static inline void fixture_path(char *buf, size_t n, const char *name)
{
  snprintf(buf, n, "%s/games/%s.hoyle", SRCDIR, name);
}

/* The script of games/NAME.hoyle, loaded through hoyle.h; the test fails if
 * it does not load. */
static inline hoyle_script *fixture_load(const char *name)
{
  char path[512];
  hoyle_script *s;
  fixture_path(path, sizeof path, name);
  assert_int_equal(hoyle_load(path, stderr, &s), HOYLE_OK);
  return s;
}

#ifdef HOYLE_SCRIPT_H
/* games/NAME.hoyle loaded into *s, with its hooks started into *rt when it
 * has any; 0, or -1 when it does not load. */
static inline int fixture_script(script *s, hooks **rt, const char *name)
{
  char path[512];
  fixture_path(path, sizeof path, name);
  if (script_load(s, path, stderr) != 0)
    return -1;
  return s->mod.lua_text && !(*rt = hooks_open(&s->mod)) ? -1 : 0;
}

static inline void fixture_script_free(script *s, hooks *rt)
{
  hooks_close(rt);
  script_free(s);
}

enum { FIXTURE_SETTINGS_MAX = 4 };

/* Options of s set as -D sets them, "name=value name=value" (or NULL),
 * into out[FIXTURE_SETTINGS_MAX]; how many, or -1 when one does not parse. */
static inline int fixture_settings(const script *s, const char *text, setting *out)
{
  char one[64];
  int n = 0, len;
  while (text && sscanf(text, " %63s%n", one, &len) == 1) {
    if (n == FIXTURE_SETTINGS_MAX || script_setting(s, one, &out[n++], "fixture", stderr) != 0)
      return -1;
    text += len;
  }
  return n;
}
#endif

#endif
