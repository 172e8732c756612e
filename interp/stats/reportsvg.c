/* reportsvg.c: the report's charts as inline SVG (see reportsvg.h).  The
 * shares and spreads are those of stats.c, as the text and JSON print
 * them; a chart only lays them out. */
#include <math.h>
#include "stats/reportsvg.h"

#define CHART_W 680          /* the whole chart's width */
#define LEFT 48              /* room for the labels on the left */
#define PLOT_W 470           /* the shares' scale; the rest holds the figures */
#define BAR_H 16
#define HIST_H 170           /* the histogram's plot, bars and means' labels */
#define HIST_TOP 30          /* above the highest bar: the means' labels */
#define HIST_BINS 40

const char *svg_colour(int k)
{
  return k ? "#d9822b" : "#3b6ea5";
}

/* The shares' scale: 0 to the next tenth above every interval. */
static double share_scale(const sim_run *const *runs, int n)
{
  double top = 0.1;
  for (int k = 0; k < n; k++)
    for (int p = 0; p < runs[k]->st.players; p++) {
      interval w = stats_wilson(runs[k]->st.wins[p], runs[k]->st.games);
      top = w.hi > top ? w.hi : top;
    }
  return ceil(top * 10 - 1e-9) / 10;
}

static void share_grid(double scale, int height, FILE *out)
{
  double step = scale > 0.5 ? 0.1 : scale > 0.2 ? 0.05 : 0.02;
  for (double s = 0; s <= scale + 1e-9; s += step) {
    double x = LEFT + PLOT_W * s / scale;
    fprintf(out, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" class=\"grid\"/>"
            "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%.0f%%</text>\n",
            x, x, height - 16, x, height - 3, 100 * s);
  }
}

static void share_bar(const sim_stats *st, int p, int k, double y, double scale, FILE *out)
{
  interval w = stats_wilson(st->wins[p], st->games);
  double x = LEFT + PLOT_W * w.est / scale, lo = LEFT + PLOT_W * w.lo / scale;
  double hi = LEFT + PLOT_W * w.hi / scale, mid = y + BAR_H / 2.0;
  fprintf(out, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" opacity=\"0.8\">"
          "<title>P%d: %ld wins of %ld</title></rect>\n", LEFT, y, x - LEFT, BAR_H, svg_colour(k),
          p + 1, st->wins[p], st->games);
  fprintf(out, "<path d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\" class=\"whisker\"/>\n",
          lo, mid, hi, lo, mid - 5, mid + 5, hi, mid - 5, mid + 5);
  fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"val\">%.1f%% [%.1f, %.1f]</text>\n", hi + 6,
          mid + 4, 100 * w.est, 100 * w.lo, 100 * w.hi);
}

void svg_shares(const sim_run *const *runs, int n, FILE *out)
{
  int players = runs[0]->st.players, group = n * (BAR_H + 3) + 10;
  int height = players * group + 24;
  double scale = share_scale(runs, n), fair = players ? 1.0 / players : 0;
  fprintf(out, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">\n", CHART_W,
          height, CHART_W, height);
  share_grid(scale, height, out);
  for (int p = 0; p < players; p++) {
    double y = p * group + 4;
    fprintf(out, "<text x=\"%d\" y=\"%.1f\" class=\"label\" text-anchor=\"end\">P%d</text>\n",
            LEFT - 8, y + (group - 10) / 2.0 + 4, p + 1);
    for (int k = 0; k < n; k++)
      if (p < runs[k]->st.players)
        share_bar(&runs[k]->st, p, k, y + k * (BAR_H + 3), scale, out);
  }
  double fx = LEFT + PLOT_W * fair / scale;
  fprintf(out, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" class=\"fair\"><title>fair share "
          "%.1f%%</title></line>\n</svg>\n", fx, fx, height - 16, 100 * fair);
}

/* The common range of the histograms and the width of a bin. */
static void hist_range(const histogram *const *h, int n, long *min, long *max, long *width)
{
  *min = -1;
  *max = 0;
  for (int k = 0; k < n; k++) {
    spread s = stats_spread(h[k]);
    if (s.n && (*min < 0 || s.min < *min))
      *min = s.min;
    if (s.n && s.max > *max)
      *max = s.max;
  }
  *min = *min < 0 ? 0 : *min;
  *width = (*max - *min) / HIST_BINS + 1;
}

static long bin_count(const histogram *h, long from, long width)
{
  long c = 0;
  for (long v = from; v < from + width && v < h->len; v++)
    c += h->count[v];
  return c;
}

static void hist_bars(const histogram *const *h, int n, long min, long width, int bins, long top,
                      const char *what, FILE *out)
{
  double bw = (double)(CHART_W - LEFT - 20) / bins;
  for (int b = 0; b < bins; b++)
    for (int k = 0; k < n; k++) {
      long c = bin_count(h[k], min + b * width, width);
      double bh = (double)(HIST_H - HIST_TOP) * (double)c / (double)top, x = LEFT + b * bw + k * (bw - 1) / n;
      fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\">"
              "<title>%s %ld-%ld: %ld games</title></rect>\n", x, 8 + HIST_H - bh,
              (bw - 1) / n, bh, svg_colour(k), what, min + b * width, min + (b + 1) * width - 1, c);
    }
}

static void hist_axes(long min, long width, int bins, long top, const char *what, FILE *out)
{
  double bw = (double)(CHART_W - LEFT - 20) / bins;
  fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>\n"
          "<text x=\"%d\" y=\"%d\" class=\"tick\" text-anchor=\"end\">%ld</text>\n"
          "<text x=\"%d\" y=\"%d\" class=\"tick\" text-anchor=\"end\">0</text>\n",
          LEFT, 8 + HIST_H, CHART_W - 20, 8 + HIST_H, LEFT - 6, 12 + HIST_TOP, top, LEFT - 6, 8 + HIST_H);
  int every = bins > 10 ? (bins + 7) / 8 : 1;
  for (int b = 0; b < bins; b += every)
    fprintf(out, "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%ld</text>\n",
            LEFT + (b + 0.5) * bw, HIST_H + 24, min + b * width);
  fprintf(out, "<text x=\"%d\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%s per game "
          "(bins of %ld); bar height: games</text>\n", (CHART_W + LEFT) / 2, HIST_H + 42, what,
          width);
}

void svg_histogram(const histogram *const *h, int n, const char *what, FILE *out)
{
  long min, max, width, top = 1;
  hist_range(h, n, &min, &max, &width);
  int bins = (int)((max - min) / width + 1);
  for (int b = 0; b < bins; b++)
    for (int k = 0; k < n; k++) {
      long c = bin_count(h[k], min + b * width, width);
      top = c > top ? c : top;
    }
  fprintf(out, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">\n", CHART_W,
          HIST_H + 50, CHART_W, HIST_H + 50);
  hist_bars(h, n, min, width, bins, top, what, out);
  hist_axes(min, width, bins, top, what, out);
  double bw = (double)(CHART_W - LEFT - 20) / bins;
  for (int k = 0; k < n; k++) {
    spread s = stats_spread(h[k]);
    double x = LEFT + (s.mean - (double)min + 0.5) / (double)width * bw;
    fprintf(out, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"mean\" stroke=\"%s\"/>"
            "<text x=\"%.1f\" y=\"%d\" class=\"tick\">%smean %.2f</text>\n", x, 4 + 12 * k, x,
            8 + HIST_H, k ? "#7a3f0c" : "#1d3b5e", x + 4, 12 + 12 * k, n > 1 ? (k ? "B " : "A ") : "",
            s.mean);
  }
  fputs("</svg>\n", out);
}
