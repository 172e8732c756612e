/* cmprows.h: hoyle compare's figures, computed once for its text, JSON
 * and HTML page: a row per figure with A, B, B - A and its 95% interval
 * (Newcombe's for shares, Welch's for means, the delta method's for other
 * ratios; none of zero width), the p-value of each tested row corrected by
 * Holm's method for the rows tested, the events each row rests on, and
 * the headline drawn from them. */
#ifndef HOYLE_STATS_CMPROWS_H
#define HOYLE_STATS_CMPROWS_H

#include <stdio.h>
#include "stats/simrun.h"

#define CMP_FEW_EVENTS 30     /* a row resting on fewer events is flagged */
#define CMP_FEW_GAMES 100     /* a side with fewer games is warned of */

typedef enum cmp_method { CMP_UNTESTED, CMP_NEWCOMBE, CMP_WELCH, CMP_DELTA } cmp_method;

typedef enum cmp_line {
  CMP_FIGURE,                /* a figure */
  CMP_SECTION,               /* a section's title (label) */
  CMP_COUNTER                /* a counter's kind (label), text and place, or "all decisions" */
} cmp_line;

typedef struct cmp_row {
  cmp_line line;
  char what[48];             /* the figure's name, or a heading's label */
  const char *text, *where;  /* CMP_COUNTER: the counter's text and place, or NULL */
  double a, b;               /* A's and B's figure; NAN when a side has none */
  interval d;                /* B - A */
  cmp_method method;
  double p, p_holm;          /* tested rows: the p-value, and Holm's */
  long events;               /* the events (or games) the row rests on, A and B */
  int significant, few;      /* p_holm < 0.05; 0 < events < CMP_FEW_EVENTS */
} cmp_row;

typedef struct cmp_table {
  cmp_row *row;
  int n, cap;
  int tested, marked;
  long games_a, games_b;
  char headline[512];        /* one or two sentences, computed from the rows */
} cmp_table;

/* Every figure of A and B, tested, corrected and summed up. */
void cmp_build(cmp_table *t, const sim_run *ra, const sim_run *rb);
void cmp_free(cmp_table *t);
/* A p-value as the text and page show it: 3 digits, or "<1e-16" below
 * what a double tells apart from 0 here. */
void cmp_format_p(double p, char *buf, size_t size);
/* The name of a row's interval ("Newcombe", "Welch", "delta"), or NULL. */
const char *cmp_method_name(cmp_method m);
/* The warning for a side with fewer than CMP_FEW_GAMES games, or NULL. */
const char *cmp_games_warning(const cmp_table *t, char *buf, size_t size);
/* What the marks mean: the correction and the flag of few events. */
void cmp_legend(const cmp_table *t, char *buf, size_t size);
/* The whole comparison as one JSON object, the headline first. */
void cmp_print_json(const cmp_table *t, const sim_run *ra, const sim_run *rb, FILE *out);

#endif
