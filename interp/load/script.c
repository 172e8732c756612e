/* script.c: from a file name to a compiled module: reading the script and
 * everything it imports, the checker and the code generator; options set
 * from the command line; reports of run-time errors.  See script.h. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core/mem.h"
#include "core/utf8.h"
#include "check/check.h"
#include "code/compile.h"
#include "front/parse.h"
#include "lua/hooks.h"
#include "hoyle.h"
#include "load/adapt.h"
#include "load/script.h"

#ifndef HOYLE_DATADIR
#define HOYLE_DATADIR "/usr/local/share/hoyle"
#endif


typedef struct loader {
  script *s;
  const char *loaded[MAX_IMPORTS];
  int nloaded;
} loader;

static node *load_file(loader *l, const char *path, loc from, int *status);

/* Whether path may be read; asked without opening it, which for a FIFO
 * would wait for a writer (diag_load refuses what is not a regular file). */
static int readable(const char *path)
{
  return access(path, R_OK) == 0;
}

static const char *try_dir(loader *l, const char *dir, size_t dirlen, const char *name)
{
  char buf[4096];
  snprintf(buf, sizeof buf, "%.*s%s%s.hoyle", (int)dirlen, dir, dirlen ? "/" : "", name);
  return readable(buf) ? ast_strdup(l->s->arena, buf, strlen(buf)) : NULL;
}

/* import "name": HOYLE_PATH, then the importing file's directory, its
 * ../stdlib, then the installed stdlib. */
static const char *find_import(loader *l, const char *from, const char *name)
{
  const char *env = getenv("HOYLE_PATH"), *found;
  while (env && *env) {
    size_t n = strcspn(env, ":");
    if (n && (found = try_dir(l, env, n, name)))
      return found;
    env += n + (env[n] == ':');
  }
  const char *slash = strrchr(from, '/');
  char dir[4096];
  if (slash)
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - from), from);
  else
    snprintf(dir, sizeof dir, ".");
  if ((found = try_dir(l, dir, strlen(dir), name)))
    return found;
  strncat(dir, "/../stdlib", sizeof dir - strlen(dir) - 1);
  if ((found = try_dir(l, dir, strlen(dir), name)))
    return found;
  return try_dir(l, HOYLE_DATADIR "/stdlib", strlen(HOYLE_DATADIR "/stdlib"), name);
}

static int already_loaded(loader *l, const char *path)
{
  for (int i = 0; i < l->nloaded; i++)
    if (strcmp(l->loaded[i], path) == 0)
      return 1;
  return 0;
}

/* Imported declarations come before the importer's own, in import order,
 * less those the importer gives its own in place of (load/adapt.h). */
static node *resolve_imports(loader *l, const char *path, node *decls, int *status)
{
  node *head = NULL;
  for (node *d = decls; d; d = d->next) {
    if (d->kind != N_IMPORT)
      continue;
    const char *found = find_import(l, path, d->import.path);
    if (!found) {
      diag_error(&l->s->diag, d->where, "cannot find \"%s\" to import (looked in HOYLE_PATH, "
                 "next to the script, its ../stdlib and %s/stdlib)", d->import.path, HOYLE_DATADIR);
      continue;
    }
    if (!already_loaded(l, found))
      head = ast_append(head, adapt_library(&l->s->diag, d, load_file(l, found, d->where, status),
                                            decls));
    else if (d->import.with)
      diag_error(&l->s->diag, d->where, "\"%s\" is imported already, by an import before this "
                 "one: import it with 'with' first", d->import.path);
  }
  return ast_append(head, decls);
}

static node *load_file(loader *l, const char *path, loc from, int *status)
{
  script *s = l->s;
  if (l->nloaded == MAX_IMPORTS) {
    diag_error(&s->diag, from, "too many imported files (limit is %d)", MAX_IMPORTS);
    return NULL;
  }
  l->loaded[l->nloaded++] = path;
  size_t len;
  const char *text = diag_load(&s->diag, path, &len);
  if (!text) {
    if (from.line)
      diag_error(&s->diag, from, "cannot read %s: %s", path, diag_load_failure(errno));
    else
      fprintf(s->diag.out, "hoyle: cannot read %s: %s\n", path, diag_load_failure(errno));
    *status = HOYLE_ENOINPUT;
    return NULL;
  }
  node *decls = parse_script(s->arena, &s->diag, path, text, len);
  return resolve_imports(l, path, decls, status);
}

/* ---- Lua hooks ---- */

/* Inline Lua text, padded with newlines so that its lines keep their
 * numbers in the script. */
static void take_inline_lua(script *s, const node *decl)
{
  module *m = &s->mod;
  size_t pad = (size_t)(decl->lua.first_line > 0 ? decl->lua.first_line - 1 : 0);
  size_t n = strlen(decl->lua.source);
  char *buf = mem_alloc(pad + n + 1);
  memset(buf, '\n', pad);
  memcpy(buf + pad, decl->lua.source, n + 1);
  m->lua_file = decl->where.file;
  m->lua_text = ast_strdup(s->arena, buf, pad + n);
  m->lua_len = pad + n;
  free(buf);
}

/* A Lua file is named from the script's directory, down: not from the
 * root, and never up through "..". */
static int confined(const char *name)
{
  if (name[0] == '/' || name[0] == '\0')
    return 0;
  for (const char *p = name; *p; p += strcspn(p, "/"), p += *p == '/')
    if (strncmp(p, "..", 2) == 0 && (p[2] == '/' || p[2] == '\0'))
      return 0;
  return 1;
}

/* The Lua file a declaration names, next to the script; -1 when it cannot
 * be read. */
static int read_lua_file(script *s, const node *decl)
{
  module *m = &s->mod;
  char path[4096];
  const char *file = decl->where.file, *slash = strrchr(file, '/');
  if (!slash)
    snprintf(path, sizeof path, "%s", decl->lua.source);
  else
    snprintf(path, sizeof path, "%.*s/%s", (int)(slash - file), file, decl->lua.source);
  m->lua_file = ast_strdup(s->arena, path, strlen(path));
  m->lua_text = diag_load(&s->diag, path, &m->lua_len);
  if (!m->lua_text) {
    diag_error(&s->diag, decl->where, "cannot read the Lua file %s: %s", path,
               diag_load_failure(errno));
    return -1;
  }
  return 0;
}

/* The script's `lua` declaration, or NULL; a second one is an error. */
static const node *find_lua(script *s, const node *decls)
{
  const node *decl = NULL;
  for (const node *x = decls; x; x = x->next) {
    if (x->kind != N_LUA)
      continue;
    if (decl)
      diag_error(&s->diag, x->where, "a second 'lua' declaration; a script has one "
                 "(the first is at %s:%d)", decl->where.file, decl->where.line);
    else
      decl = x;
  }
  return decl;
}

static const char *keep_in_arena(void *arena, const char *str, size_t n)
{
  return ast_strdup(arena, str, n);
}

/* outlook(p), which the search calls with a player (hoyle-lua(3)), takes
 * one argument. */
static void check_outlook(script *s, const node *decl)
{
  const module *m = &s->mod;
  for (int i = 0; i < m->nhooks; i++)
    if (strcmp(m->hooks[i].name, "outlook") == 0 && !m->hooks[i].vararg
        && m->hooks[i].nparams != 1)
      diag_error(&s->diag, decl->where, "the Lua's outlook (%s:%d) takes %d arguments: the "
                 "search calls it with one, the player: outlook(p)", m->lua_file,
                 m->hooks[i].line, m->hooks[i].nparams);
}

/* Sets m->lua_file and m->lua_text from the script's `lua` declaration and
 * lists the Lua's functions for the checker; returns 0, or HOYLE_ENOINPUT
 * when the Lua file cannot be read. */
static int load_hooks(script *s, const node *decls)
{
  const node *decl = find_lua(s, decls);
  char err[512];
  if (!decl)
    return 0;
  if (!decl->lua.is_text && !confined(decl->lua.source)) {
    diag_error(&s->diag, decl->where, "a Lua file is named from the script's directory "
               "downwards: no leading '/' and no '..'");
    return 0;
  }
  if (decl->lua.is_text)
    take_inline_lua(s, decl);
  else if (read_lua_file(s, decl) < 0)
    return HOYLE_ENOINPUT;
  if (hooks_scan(&s->mod, keep_in_arena, s->arena, err, sizeof err) < 0)
    diag_error(&s->diag, decl->where, "%s", err);
  else
    check_outlook(s, decl);
  return 0;
}

int script_load(script *s, const char *path, FILE *err)
{
  loader l = { .s = s };
  memset(s, 0, sizeof *s);
  s->arena = ast_arena_new();
  diag_init(&s->diag, err);
  s->mod.path = ast_strdup(s->arena, path, strlen(path));
  s->mod.title = s->mod.path;
  int status = 0;
  node *decls = load_file(&l, s->mod.path, (loc){ 0 }, &status);
  if (status == 0 && s->diag.errors == 0)
    status = load_hooks(s, decls);
  if (status)
    return status;
  if (s->diag.errors == 0)
    check_program(&s->mod, decls, &s->diag);
  if (s->diag.errors == 0)
    compile_program(&s->mod, decls, &s->diag);
  for (node *d = decls; d; d = d->next)
    if (d->kind == N_GAME)
      s->mod.title = d->game.title;
  if (s->diag.errors) {
    diag_summary(&s->diag, path);
    return HOYLE_ESCRIPT;
  }
  return 0;
}

void script_free(script *s)
{
  module_free(&s->mod);
  diag_free(&s->diag);
  if (s->arena)
    ast_arena_free(s->arena);
  s->arena = NULL;
}

/* ---- options ---- */

int script_value(const module *m, type t, const char *text, value *out)
{
  char *end;
  int i;
  switch (t) {
  case T_INT: {
    errno = 0;
    long v = strtol(text, &end, 10);
    if (!*text || *end || errno || v < -SETTING_INT_MAX || v > SETTING_INT_MAX)
      return -1;
    *out = mkval(V_INT, (int32_t)v);
    return 0;
  }
  case T_BOOL:
    if (strcmp(text, "true") && strcmp(text, "false"))
      return -1;
    *out = mkval(V_BOOL, strcmp(text, "true") == 0);
    return 0;
  case T_SUIT:
    if ((i = deck_find_suit(&m->deck, text)) < 0)
      return -1;
    *out = mkval(V_SUIT, i);
    return 0;
  case T_RANK:
    if ((i = deck_find_rank(&m->deck, text)) < 0)
      return -1;
    *out = mkval(V_RANK, i);
    return 0;
  default:
    return -1;
  }
}

static void list_options(const module *m, const char *prog, FILE *err)
{
  int any = 0;
  fprintf(err, "%s: the options of %s are:", prog, m->path);
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].is_option) {
      fprintf(err, " %s", m->globals[i].name);
      any = 1;
    }
  fprintf(err, "%s\n", any ? "" : " (none)");
}

int script_setting(const script *s, const char *text, setting *out, const char *prog, FILE *err)
{
  const module *m = &s->mod;
  const char *eq = strchr(text, '=');
  if (!eq) {
    fprintf(err, "%s: -D needs name=value, not '%.80s'\n", prog, text);
    return -1;
  }
  size_t n = (size_t)(eq - text);
  for (int i = 0; i < m->nglobals; i++) {
    const global_info *g = &m->globals[i];
    if (!g->is_option || strlen(g->name) != n || strncmp(g->name, text, n) != 0)
      continue;
    if (script_value(m, g->ty, eq + 1, &out->v) < 0) {
      fprintf(err, "%s: option '%s' takes %s%s", prog, g->name,
              g->ty == T_BOOL ? "" : "a ", g->ty == T_BOOL ? "true or false" : type_name(g->ty));
      if (g->ty == T_INT)
        fprintf(err, " from %d to %d", -SETTING_INT_MAX, SETTING_INT_MAX);
      fprintf(err, ", not '%.80s'\n", eq + 1);
      return -1;
    }
    out->slot = g->slot;
    return 0;
  }
  fprintf(err, "%s: %s has no option '%.*s'\n", prog, m->path, n > 80 ? 80 : (int)n, text);
  list_options(m, prog, err);
  return -1;
}

void script_report(const script *s, const game *g, FILE *err)
{
  loc at = s->mod.locs[g->error_pc];
  fprintf(err, "%s:%d:%d: run-time error: ", at.file, at.line, at.col);
  utf8_put_shown(err, g->error);     /* a Lua hook's error may hold escape codes */
  fputc('\n', err);
  diag_quote(&s->diag, err, at);
}
