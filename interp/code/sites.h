/* sites.h: where in a module the rules can be watched at work: each rule
 * (a function with no name: setup, turn, when ...), each decision (an
 * instruction WAIT, with the arms of the choose that follows it, if any),
 * and each branch of an if (an instruction TALLY).
 * hoyle sim counts how often each rule ran, each decision was met (and
 * forced, and with how many options), each arm and each branch was taken; this is the
 * list of those counters, in a fixed order. */
#ifndef HOYLE_SITES_H
#define HOYLE_SITES_H

#include "core/module.h"

typedef enum site_kind {
  SITE_RULE,       /* times rule `fn` ran */
  SITE_DECISION,   /* times the decision at `at` was met; FORCED, OPTIONS and its ARMs follow */
  SITE_FORCED,     /* of those, with one option open */
  SITE_OPTIONS,    /* the options open, added up */
  SITE_ARM,        /* times arm `arm` of the decision was taken */
  SITE_BRANCH      /* times the branch of an if at `at` was taken */
} site_kind;

typedef struct site {
  site_kind kind;
  int fn;          /* SITE_RULE: the function */
  int at;          /* the code offset that places it in the script */
  int arm;         /* SITE_ARM: the arm's number; SITE_DECISION: its arms */
} site;

typedef struct sites {
  site *list;
  int n;
  int *decision;   /* per code offset: the SITE_DECISION of the WAIT there, or -1 */
  int *branch;     /* per TALLY operand: its SITE_BRANCH (a branch compiled more than
                      once, in a function compiled in place, has one site) */
} sites;

/* Lists the rules and decisions of m. */
void sites_build(sites *s, const module *m);
void sites_free(sites *s);

#endif
