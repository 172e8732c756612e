/* transcript.c: one line per event of a game: readable text, or one JSON
 * object per line.  A card is named only where the transcript's observer
 * may see it.  See transcript.h. */
#include <string.h>
#include "core/utf8.h"
#include "play/transcript.h"
#include "run/names.h"
#include "run/zone.h"
#include "run/view.h"

static const char *const event_names[] = {
  "deal", "dealt", "shuffle", "move", "draw", "play", "choice", "show", "say", "announce", "win",
  "out", "deal_end", "end",
};

/* The card of an event, if the observer knows it now; else "". */
static void shown_card(const game *g, int observer, const vm_event *e, char *buf)
{
  buf[0] = 0;
  if (e->card >= 0 && view_knows(g, observer, e->card))
    card_name(g->mod, g->cards[e->card], buf);
}

/* An option that plays a card: a card with no label of its own, or with
 * its arm's `as` words. */
static int plays_card(const game *g, int i)
{
  const game_option *o = &g->dec.opts[i];
  return o->v.tag == V_CARD && ((o->text == -1 && o->str < 0) || o->words == WORDS_PLAY);
}

/* "pass" -> "passes": the first word of s in the third person, then the
 * rest of s. */
static void third_person(const char *s, char *buf, size_t n)
{
  size_t w = strcspn(s, " ");
  const char *end = s + w, *ending = "s";
  if (w >= 2 && end[-1] == 'y' && !strchr("aeiou", end[-2])) {
    w--;
    ending = "ies";
  } else if (w >= 1 && (strchr("sxzo", end[-1]) || (w >= 2 && end[-1] == 'h' && strchr("cs", end[-2])))) {
    ending = "es";
  }
  snprintf(buf, n, "%.*s%s%s", (int)w, s, ending, end);
}

/* The words of the option that played e's card, as the observer may hear
 * them ("pass a card to P2"), and the seat that chose it, from 1: the
 * card's owner, or another player choosing for them (Bridge's declarer
 * plays the dummy's cards); 0 if the play was not such an option's. */
static int play_words(const game *g, int observer, const vm_event *e, char *buf, size_t n)
{
  const decision *d = &g->dec;
  const game_option *o = &d->opts[d->chosen];
  if (d->chosen >= d->nopts || o->words != WORDS_PLAY || o->v.v != e->card)
    return 0;
  option_words(g, observer, o, "a card", buf, (int)n);
  return d->who + 1;
}

/* Whether the observer is kept from seeing this event: a choice or a
 * saying in another player's part of 'simultaneously'. */
static int veiled(const game *g, int observer, const vm_event *e)
{
  int kept = observer == VIEW_PUBLIC ? g->veil != 0 : observer >= 0 && ((g->veil >> observer) & 1);
  return kept && (e->kind == EV_CHOICE || e->kind == EV_SAY);
}

static const char *zone_name(const game *g, int slot, char *buf, int n)
{
  value_str(g, mkval(V_ZONE, slot), buf, n);
  return buf;
}

void transcript_json_string(FILE *f, const char *s)
{
  utf8_put_json(f, s);
}

/* The name of the score rule's variable. */
static const char *score_name(const module *m)
{
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].slot == m->score_slot && !m->globals[i].is_option)
      return m->globals[i].name;
  return "score";
}

/* The score rule's variable of every seat, as a JSON array or "P1 3, P2
 * 0"; as text, a score kept per team is told per team: "team 1 3, team 2 0". */
static void put_scores(FILE *f, const game *g, int json)
{
  int teams = g->mod->score_team ? g->mod->nteams : 0;
  for (int p = 0; p < (teams && !json ? teams : g->nplayers); p++) {
    int v = game_score(g, p);
    if (json) fprintf(f, "%s%d", p ? "," : "[", v);
    else fprintf(f, "%s%s%d %d", p ? ", " : "", teams ? "team " : "P", p + 1, v);
  }
  fputs(json ? "]" : "\n", f);
}

/* The option taken, by its label; a pick arm's words name a card the
 * observer does not know "a card", as a play's words do. */
static void choice_json(FILE *f, const game *g, const transcript *t, const vm_event *e)
{
  const game_option *o = &g->dec.opts[e->n];
  char label[LABEL_MAX];
  if (o->words == WORDS_PICK)
    option_words(g, t->observer, o, "a card", label, sizeof label);
  else
    vm_option_label(g, t->observer, e->n, label, sizeof label);
  if (e->player >= 0)
    fprintf(f, ",\"player\":%d", e->player + 1);
  fputs(",\"label\":", f);
  transcript_json_string(f, label);
}

static void move_json(FILE *f, const game *g, const transcript *t, const vm_event *e)
{
  char z[64], c[8];
  if (e->kind == EV_DRAW || e->kind == EV_PLAY) {
    fprintf(f, ",\"player\":%d,\"to\":", e->player + 1);
    transcript_json_string(f, zone_name(g, e->to, z, sizeof z));
  }
  else if (e->kind == EV_SHUFFLE)
    fprintf(f, ",\"zone\":\"%s\"", zone_name(g, e->to, z, sizeof z));
  else {
    fprintf(f, ",\"from\":\"%s\"", zone_name(g, e->from, z, sizeof z));
    if (e->kind == EV_DEALT)
      fprintf(f, ",\"to\":\"%s\"", g->mod->zones[zone_of_slot(g->mod, e->to)].name);
    else
      fprintf(f, ",\"to\":\"%s\"", zone_name(g, e->to, z, sizeof z));
    if (e->under)
      fputs(",\"bottom\":true", f);
    fprintf(f, ",\"count\":%d", e->n);
  }
  shown_card(g, t->observer, e, c);
  if (c[0])
    fprintf(f, ",\"card\":\"%s\"", c);
  char words[LABEL_MAX];
  int by = e->kind == EV_PLAY ? play_words(g, t->observer, e, words, sizeof words) : 0;
  if (by) {
    fputs(",\"as\":", f);
    transcript_json_string(f, words);
    if (by != e->player + 1)
      fprintf(f, ",\"by\":%d", by);
  }
}

/* A card shown: to whom (0: everyone), where it lies, and the card if the
 * observer now knows it. */
static void show_json(FILE *f, const game *g, const transcript *t, const vm_event *e)
{
  char z[64], c[8];
  fprintf(f, ",\"player\":%d,\"zone\":", e->player + 1);
  transcript_json_string(f, zone_name(g, e->to, z, sizeof z));
  shown_card(g, t->observer, e, c);
  if (c[0])
    fprintf(f, ",\"card\":\"%s\"", c);
}

static void log_json(const transcript *t, const game *g, const vm_event *e)
{
  FILE *f = t->out;
  char text[TEXT_MAX];
  if (e->kind == EV_CHOICE && plays_card(g, e->n))
    return;                      /* the play event says it */
  if (e->kind == EV_SAY && veiled(g, t->observer, e))
    return;
  const char *name = e->kind == EV_DEAL_WON && e->n ? "lose" : event_names[e->kind];
  fprintf(f, "{\"event\":\"%s\",\"turn\":%d", name, (int)g->turns);
  if (veiled(g, t->observer, e)) {
    fprintf(f, ",\"player\":%d,\"hidden\":true}\n", e->player + 1);
    return;
  }
  switch (e->kind) {
  case EV_DEAL: fprintf(f, ",\"deal\":%d,\"dealer\":%d", e->n, e->player + 1); break;
  case EV_DEALT: case EV_SHUFFLE: case EV_MOVE: case EV_DRAW: case EV_PLAY:
    move_json(f, g, t, e);
    break;
  case EV_SHOW: show_json(f, g, t, e); break;
  case EV_CHOICE: choice_json(f, g, t, e); break;
  case EV_ANNOUNCE: fprintf(f, ",\"player\":%d", e->player + 1); /* fall through */
  case EV_SAY:
    text_render(g, t->observer, e->text, text, sizeof text);
    fputs(",\"text\":", f);
    transcript_json_string(f, text);
    break;
  case EV_DEAL_WON: fprintf(f, ",\"player\":%d", e->player + 1); break;
  case EV_OUT: fprintf(f, ",\"player\":%d,\"of\":\"%s\"", e->player + 1, e->n ? "game" : "deal"); break;
  case EV_DEAL_END:
    fprintf(f, ",\"deal\":%d", e->n);
    if (g->mod->score_rule) { fputs(",\"scores\":", f); put_scores(f, g, 1); }
    break;
  case EV_END:
    if (e->player >= 0) fprintf(f, ",\"winner\":%d", e->player + 1);
    else fputs(",\"winner\":null", f);
    fprintf(f, ",\"capped\":%s", g->capped ? "true" : "false");
    for (int p = 0; !g->capped && p < g->nplayers; p++)
      fprintf(f, "%s%d", p ? "," : ",\"places\":[", g->ranked[p]);
    fputs(g->capped ? "" : "]", f);
    break;
  case EV_STANDING: break;       /* transcript_event drops it */
  }
  fputs("}\n", f);
}

/* A step of a race: "P3 is first to call", "P3 is first to slap", "P1 is
 * next to slap", "no one races to slap"; nothing when no one else joins. */
static void race_text(FILE *f, const game *g, int player)
{
  const decision *d = &g->dec;
  const char *act = d->label >= 0 ? g->mod->strs[d->label] : "call";
  if (player >= 0)
    fprintf(f, "P%d is %s to %s\n", player + 1, d->acted ? "next" : "first", act);
  else if (!d->acted)
    fprintf(f, "no one races to %s\n", act);
}

/* "P2 names hearts", "P3 is first to call", "P1: draw 2", "P2 bids 3" (a
 * pick arm's words); a card played is told by the play itself. */
static void choice_text(FILE *f, const game *g, int observer, const vm_event *e)
{
  const game_option *o = &g->dec.opts[e->n];
  char label[LABEL_MAX], told[LABEL_MAX + 8];
  if (plays_card(g, e->n))
    return;
  if (o->words == WORDS_PICK)
    option_words(g, observer, o, "a card", label, sizeof label);
  else
    vm_option_label(g, observer, e->n, label, sizeof label);
  if (g->dec.who < 0) {
    race_text(f, g, e->player);
  } else if (o->words == WORDS_PICK) {
    third_person(label, told, sizeof told);
    fprintf(f, "P%d %s\n", e->player + 1, told);
  } else if (o->v.tag == V_SUIT) {
    fprintf(f, "P%d names %s\n", e->player + 1, label);
  } else {
    fprintf(f, "P%d: %s\n", e->player + 1, label);
  }
}

/* The cards a deal gave seat p: the top n of its zone, first dealt first;
 * named when the observer knows them all, else counted. */
static void hand_dealt(FILE *f, const game *g, int observer, int slot, int n)
{
  int top = g->count[slot], from = top > n ? top - n : 0;
  for (int i = from; i < top; i++)
    if (!view_knows(g, observer, g->zone[slot][i])) {
      fprintf(f, " %d card%s", n, n == 1 ? "" : "s");
      return;
    }
  for (int i = from; i < top; i++) {
    char c[8];
    card_name(g->mod, g->cards[g->zone[slot][i]], c);
    fprintf(f, " %s", c);
  }
}

/* "P1 is dealt 7 cards", "P2 is dealt 9H 10H ...": one line per seat dealt
 * to, in the order of the deal, the cards named where the observer sees
 * them; "... into grid" for a zone other than the hand. */
static void dealt_text(FILE *f, const game *g, int observer, const vm_event *e)
{
  const module *m = g->mod;
  int zone = zone_of_slot(m, e->to), np = game_remaining(g);
  for (int k = 0; k < np; k++) {
    int p = game_next_seat(g, g->dealer, k + 1);
    fprintf(f, "P%d is dealt", p + 1);
    hand_dealt(f, g, observer, zone_slot(m, zone, p), e->n);
    fprintf(f, "%s%s\n", zone == m->hand_zone ? "" : " into ",
            zone == m->hand_zone ? "" : m->zones[zone].name);
  }
}

#define NAMED_MAX 6   /* more cards than this in one move: counted */

/* The n cards of a move, where they now lie in its zone (the top n, or
 * the bottom n when they went under): named when the observer knows them
 * all and they are few ("KC 5D 7D", the cards passed to the observer),
 * else counted. */
static void moved_cards(FILE *f, const game *g, int observer, const vm_event *e)
{
  int from = e->under ? 0 : g->count[e->to] - e->n, to = from + e->n;
  for (int i = from; i < to; i++)
    if (e->n > NAMED_MAX || !view_knows(g, observer, g->zone[e->to][i])) {
      fprintf(f, "%d cards", e->n);
      return;
    }
  for (int i = from; i < to; i++) {
    char c[8];
    card_name(g->mod, g->cards[g->zone[e->to][i]], c);
    fprintf(f, "%s%s", i > from ? " " : "", c);
  }
}

static void move_text(FILE *f, const game *g, const transcript *t, const vm_event *e)
{
  char c[8], from[64], to[64], words[LABEL_MAX], told[LABEL_MAX + 8];
  int by;
  shown_card(g, t->observer, e, c);
  if (!c[0])
    strcpy(c, "a card");
  zone_name(g, e->to, to, sizeof to);
  switch (e->kind) {
  case EV_DRAW:
    if (zone_owner(g->mod, e->to) == e->player)
      fprintf(f, "P%d draws %s\n", e->player + 1, c);
    else
      fprintf(f, "P%d draws %s onto %s\n", e->player + 1, c, to);
    break;
  case EV_PLAY:
    if ((by = play_words(g, t->observer, e, words, sizeof words))) {
      third_person(words, told, sizeof told);
      fprintf(f, "P%d %s\n", by, told);
    } else if (g->mod->play_zone >= 0 && e->to == g->mod->zones[g->mod->play_zone].base)
      fprintf(f, "P%d plays %s\n", e->player + 1, c);
    else
      fprintf(f, "P%d plays %s to %s\n", e->player + 1, c, to);
    break;
  case EV_SHUFFLE: fprintf(f, "%s is shuffled\n", to); break;
  case EV_DEALT: dealt_text(f, g, t->observer, e); break;
  default:
    if (g->mod->zones[zone_of_slot(g->mod, e->to)].flags & ZONE_INTERNAL)
      break;                     /* the script's bookkeeping: a trick taken, a pack put away */
    zone_name(g, e->from, from, sizeof from);
    if (e->n == 1) fprintf(f, "%s goes from %s to %s%s\n", c, from, e->under ? "the bottom of " : "", to);
    else {
      moved_cards(f, g, t->observer, e);
      fprintf(f, " go from %s to %s%s\n", from, e->under ? "the bottom of " : "", to);
    }
  }
}

/* "P2 looks at 7H in grid of P2", "5C in pile is shown to everyone". */
static void show_text(FILE *f, const game *g, const transcript *t, const vm_event *e)
{
  char c[8], z[64];
  shown_card(g, t->observer, e, c);
  zone_name(g, e->to, z, sizeof z);
  if (e->player >= 0)
    fprintf(f, "P%d looks at %s in %s\n", e->player + 1, c[0] ? c : "a card", z);
  else
    fprintf(f, "%s in %s is shown to everyone\n", c, z);
}

/* "places: 1st P2, 2nd P1 P4, 4th P3". */
static void places_text(FILE *f, const game *g)
{
  static const char *const th[] = { "st", "nd", "rd" };
  fputs("places:", f);
  for (int k = 1; k <= g->nplayers; k++) {
    int any = 0;
    for (int p = 0; p < g->nplayers; p++)
      if (g->ranked[p] == k) {
        if (!any)
          fprintf(f, "%s %d%s", k > 1 ? "," : "", k, k <= 3 ? th[k - 1] : "th");
        fprintf(f, " P%d", p + 1);
        any = 1;
      }
  }
  fputc('\n', f);
}

/* The end: the winner or winners ("P1, P3 and P4 win the game"), and the
 * places when they say more than that (several winners, or a ranking). */
static void end_text(FILE *f, const game *g)
{
  int t = (int)g->turns, firsts = 0, last = 1;
  for (int p = 0; p < g->nplayers; p++) {
    firsts += g->ranked[p] == 1;
    last = g->ranked[p] > last ? g->ranked[p] : last;
  }
  if (g->capped) {
    fprintf(f, "stopped in deal %d after %d turns: a deal may last %d turns (the turn cap)\n",
            (int)g->deal_no + 1, t, (int)g->max_turns);
    return;
  }
  if (firsts == g->nplayers) {
    fprintf(f, "the game ends in a draw after %d turn%s\n", t, t == 1 ? "" : "s");
    return;
  }
  int teams = g->mod->nteams, team = teams && firsts == g->nplayers / teams;
  if (team)                      /* one team first: "team 2 (P2 and P4) wins" */
    for (int p = 0; p < g->nplayers && team == 1; p++)
      if (g->ranked[p] == 1)
        team = 2 + game_team_seat(g, p);
  if (team)
    fprintf(f, "team %d (", team - 1);
  for (int p = 0, k = 0; p < g->nplayers; p++)
    if (g->ranked[p] == 1) {
      fprintf(f, "%sP%d", k == 0 ? "" : k == firsts - 1 ? " and " : ", ", p + 1);
      k++;
    }
  fprintf(f, "%s win%s the game after %d turn%s\n", team ? ")" : "",
          firsts == 1 || team ? "s" : "", t, t == 1 ? "" : "s");
  if ((firsts > 1 && !team) || last > 2)
    places_text(f, g);
}

static void log_text(const transcript *t, const game *g, const vm_event *e)
{
  FILE *f = t->out;
  char text[TEXT_MAX];
  const module *m = g->mod;
  switch (e->kind) {
  case EV_DEAL: fprintf(f, "== deal %d, dealer P%d ==\n", e->n, e->player + 1); break;
  case EV_DEALT: case EV_SHUFFLE: case EV_MOVE: case EV_DRAW: case EV_PLAY:
    move_text(f, g, t, e);
    break;
  case EV_SHOW: show_text(f, g, t, e); break;
  case EV_CHOICE:
    if (veiled(g, t->observer, e)) {
      if (g->dec.opts[e->n].v.tag != V_CARD)
        fprintf(f, "P%d makes a choice\n", e->player + 1);
    } else {
      choice_text(f, g, t->observer, e);
    }
    break;
  case EV_SAY:
    if (!veiled(g, t->observer, e)) {
      text_render(g, t->observer, e->text, text, sizeof text);
      utf8_put_shown(f, text);     /* a Lua hook's text may hold escape codes */
      fputc('\n', f);
    }
    break;
  case EV_ANNOUNCE: break;       /* the choice "say ..." told it */
  case EV_DEAL_WON: fprintf(f, "P%d %s the deal\n", e->player + 1, e->n ? "loses" : "wins"); break;
  case EV_OUT:
    fprintf(f, "P%d %s\n", e->player + 1, e->n ? "is out of the game" : "is out for the rest of the deal");
    break;
  case EV_DEAL_END:
    if (m->score_rule) {
      fprintf(f, "after deal %d, %s: ", e->n, score_name(m));
      put_scores(f, g, 0);
    }
    break;
  case EV_END: end_text(f, g); break;
  case EV_STANDING: break;       /* transcript_event drops it */
  }
}

void transcript_event(void *ctx, const game *g, const vm_event *e)
{
  transcript *t = ctx;
  if (e->kind == EV_STANDING || !t->out)
    return;                      /* for hoyle sim's figures, not the table */
  if (t->max_lines && ++t->lines > t->max_lines) {
    if (t->lines == t->max_lines + 1)
      t->over_pc = g->pc - 1;
    return;
  }
  (t->json ? log_json : log_text)(t, g, e);
}
