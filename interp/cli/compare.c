/* compare.c: hoyle compare: two scripts, or two settings of one, played
 * on the same seeds; the headline, then every figure of each side by side
 * with the difference B - A, its 95% interval (none of zero width), its
 * p-value after Holm's correction for the figures tested, a mark where
 * that is below 0.05 and a flag on rows resting on fewer than 30 events
 * (the rows, tests and headline: stats/cmprows.c).  With --json the same
 * as one JSON object; with --report an HTML page (stats/reportcmp.c). */
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "cli/compare.h"
#include "cli/reportfile.h"
#include "cli/sim.h"
#include "stats/cmprows.h"
#include "stats/reportcmp.h"
#include "stats/simtext.h"

#define MAX_B_DEFINES 64

/* B's side: at most a script and -D options. */
typedef struct side_b {
  const char *file;
  const char *defines[MAX_B_DEFINES];
  int ndefines;
} side_b;

static int parse_b(char **args, int n, side_b *b)
{
  for (int i = 0; i < n; i++) {
    const char *a = args[i];
    if (strncmp(a, "-D", 2) == 0 && (a[2] || i + 1 < n)) {
      if (b->ndefines == MAX_B_DEFINES)
        return fprintf(stderr, "hoyle compare: too many -D options for B\n"), -1;
      b->defines[b->ndefines++] = a[2] ? a + 2 : args[++i];
    } else if (a[0] == '-' || b->file) {
      fprintf(stderr, "hoyle compare: after --, B takes a script and -D options, not '%s'\n"
              "Run 'hoyle compare --help' for usage.\n", a);
      return -1;
    } else {
      b->file = a;
    }
  }
  return 0;
}

/* Loads file and plays run r with setup su; an exit status. */
static int play_side(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o)
{
  hoyle_script *s;
  sim_header(r, file, su, o);
  int rc = hoyle_load(file, stderr, &s);
  if (rc == 0)
    rc = sim_play_shown(r, s, su);
  hoyle_free(s);
  return rc;
}

static void print_number(double v, FILE *out)
{
  if (isnan(v))
    fprintf(out, " %10s", "-");
  else
    fprintf(out, " %10.3f", v);
}

static void print_row(const cmp_row *r, FILE *out)
{
  if (r->line == CMP_SECTION) {
    fprintf(out, "%s\n", r->what);
    return;
  }
  if (r->line == CMP_COUNTER) {
    if (r->text)
      fprintf(out, "  %s %.60s  (%s)\n", r->what, r->text, r->where);
    else
      fprintf(out, "  %s\n", r->what);
    return;
  }
  fprintf(out, "  %-24s", r->what);
  print_number(r->a, out);
  print_number(r->b, out);
  if (isnan(r->d.est))
    fprintf(out, " %10s", "-");
  else
    fprintf(out, " %+10.3f", r->d.est);
  if (r->method != CMP_UNTESTED) {
    char p[16];
    cmp_format_p(r->p_holm, p, sizeof p);
    fprintf(out, "  [%+.3f, %+.3f]  %s%s%s", r->d.lo, r->d.hi, p, r->significant ? " *" : "",
            r->few ? " !" : "");
  }
  fputc('\n', out);
}

static void print_compare(const cmp_table *t, const sim_run *ra, const sim_run *rb, FILE *out)
{
  char buf[640];
  fprintf(out, "%s\n", t->headline);
  fputs("A: ", out);
  sim_print_header(ra, out);
  fputs("B: ", out);
  sim_print_header(rb, out);
  if (cmp_games_warning(t, buf, sizeof buf))
    fprintf(out, "%s\n", buf);
  fprintf(out, "  %-24s %10s %10s %10s  %s\n", "figure", "A", "B", "B - A",
          "95% interval, p (Holm)");
  for (int i = 0; i < t->n; i++)
    print_row(&t->row[i], out);
  cmp_legend(t, buf, sizeof buf);
  fprintf(out, "%s\n", buf);
}

int compare_command(hoyle_setup *su, const sim_opts *o, char **files, int nfiles, char **bside, int nb)
{
  side_b b = { 0 };
  if (parse_b(bside, nb, &b) < 0)
    return HOYLE_EUSAGE;
  if (nfiles == 2 && !b.file && nb == 0)
    b.file = files[1];
  else if (nfiles != 1 || nb == 0) {
    fprintf(stderr, "hoyle compare: give A and B: 'A.hoyle B.hoyle', or 'A.hoyle [-D ...] -- "
            "[B.hoyle] [-D ...]'\nRun 'hoyle compare --help' for usage.\n");
    return HOYLE_EUSAGE;
  }
  hoyle_setup sb = *su;
  if (nb > 0) {
    sb.options = b.defines;
    sb.noptions = b.ndefines;
  }
  FILE *page = o->report ? report_open(o->report, "compare") : NULL;
  if (o->report && !page)
    return HOYLE_ENOINPUT;
  sim_run ra = { 0 }, rb = { 0 };
  su->prog = sb.prog = "hoyle compare";
  int rc = play_side(&ra, files[0], su, o);
  int rcb = rc == 0 ? play_side(&rb, b.file ? b.file : files[0], &sb, o) : rc;
  int played = rc == 0 && rcb == 0;
  cmp_table t = { 0 };
  if (played)
    cmp_build(&t, &ra, &rb);
  if (played && o->json)
    cmp_print_json(&t, &ra, &rb, stdout);
  else if (played)
    print_compare(&t, &ra, &rb, stdout);
  if (played && page)
    report_compare(&t, &ra, &rb, page);
  cmp_free(&t);
  rc = rc ? rc : rcb ? rcb : sim_status(&ra, 0, "compare");
  if (rc == 0)
    rc = sim_status(&rb, 0, "compare");
  if (page)
    rc = report_finish(page, played, o->report, "compare", rc);
  sim_free(&ra);
  sim_free(&rb);
  return rc;
}
