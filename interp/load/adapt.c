/* adapt.c: what a script gives a library it imports; see adapt.h. */
#include <stdio.h>
#include <string.h>
#include "front/suggest.h"
#include "load/adapt.h"

/* The name a declaration declares and what kind of thing it is, or NULL. */
static const char *declared(const node *d, const char **kind)
{
  switch (d->kind) {
  case N_FN: *kind = "function"; return d->fn.id;
  case N_ZONE: *kind = "zone"; return d->zone.id;
  case N_VAR: case N_OPTION: *kind = "variable"; return d->var.id;
  default: return NULL;
  }
}

/* The declaration of name among decls, or NULL. */
static const node *find_decl(const node *decls, const char *name)
{
  const char *kind;
  for (const node *d = decls; d; d = d->next) {
    const char *id = declared(d, &kind);
    if (id && strcmp(id, name) == 0)
      return d;
  }
  return NULL;
}

static int count(const node *n)
{
  int c = 0;
  for (; n; n = n->next)
    c++;
  return c;
}

/* decls without the declaration gone. */
static node *drop(node *decls, const node *gone)
{
  if (decls == gone)
    return decls->next;
  for (node *d = decls; d && d->next; d = d->next)
    if (d->next == gone) {
      d->next = gone->next;
      break;
    }
  return decls;
}

/* The library has no declaration of `from`: say so, with its nearest name. */
static void not_in_library(diag *d, const node *imp, const node *from, const node *lib)
{
  suggest s;
  const char *kind, *near;
  char also[80] = "";
  suggest_start(&s, from->name.id);
  for (const node *x = lib; x; x = x->next)
    suggest_consider(&s, declared(x, &kind));
  if ((near = suggest_best(&s)))
    snprintf(also, sizeof also, "; did you mean '%s'?", near);
  diag_error(d, from->where, "\"%s\" declares no '%s' that the script could give it%s",
             imp->import.path, from->name.id, also);
}

/* Whether the script's declaration `mine` can take the place of the
 * library's `theirs`; reports why not. */
static int fits(diag *d, const node *imp, const node *at, const node *mine, const node *theirs)
{
  const char *mk = "", *tk = "", *tid = declared(theirs, &tk), *mid = declared(mine, &mk);
  if (strcmp(mk, tk) != 0) {
    diag_error(d, at->where, "'%s' is a %s, but \"%s\" declares '%s' as a %s", mid, mk,
               imp->import.path, tid, tk);
    return 0;
  }
  if (mine->kind == N_FN && count(mine->fn.params) != count(theirs->fn.params)) {
    diag_error(d, at->where, "'%s' takes %d argument%s, but \"%s\"'s '%s' takes %d", mid,
               count(mine->fn.params), count(mine->fn.params) == 1 ? "" : "s",
               imp->import.path, tid, count(theirs->fn.params));
    return 0;
  }
  return 1;
}

node *adapt_library(diag *d, const node *imp, node *lib, const node *own)
{
  for (const node *w = imp->import.with; w; w = w->next) {
    const node *from = w->kind == N_ASSIGN ? w->assign.target : w;
    const node *to = w->kind == N_ASSIGN ? w->assign.value : w;
    const node *theirs = find_decl(lib, from->name.id), *mine = find_decl(own, to->name.id);
    if (!theirs)
      not_in_library(d, imp, from, lib);
    else if (!mine)
      diag_error(d, to->where, "the script declares no '%s' to give \"%s\" in place of its "
                 "'%s'", to->name.id, imp->import.path, from->name.id);
    else if (fits(d, imp, to, mine, theirs))
      lib = drop(lib, theirs);
  }
  return lib;
}
