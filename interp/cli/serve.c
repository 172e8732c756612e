/* serve.c: `hoyle serve`: one process, one libwebsockets event loop, that
 * serves the page (HTTP) and the tables' seats and onlookers (WebSocket).
 * libwebsockets (Debian's libwebsockets-dev) is chosen because it serves
 * both on one port from one loop, with no other web server and no thread
 * per connection.  Each connection holds at most one frame to send, the
 * newest state, replaced when the table moves again: a slow client is sent
 * fewer frames and never holds the others up.  What a client sends is a
 * small JSON object ({"move":I,"at":N}, {"rematch":true}); anything else, a
 * move out of turn, a frame over RX_MAX bytes or more than FLOOD_MAX
 * messages a second is refused with a message and the table goes on.
 * Races are judged by the server's clock: a person acts when the move
 * arrives. */
#define _GNU_SOURCE   /* open_memstream, fmemopen */
#include <errno.h>
#include <libwebsockets.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cli/play.h"
#include "cli/serve.h"
#include "cli/table.h"

#define MAX_TABLES 64
#define RX_MAX 256          /* the longest message a client may send */
#define FLOOD_MAX 100       /* messages a second a client may send ... */
#define FLOOD_CLOSE 200     /* ... and how many more in a second close it */
#define TICK_US 50000       /* how often races are looked at */

typedef struct conn {
  struct conn *next;        /* the server's WebSocket connections */
  struct lws *wsi;
  table *t;
  int seat;                 /* from 1, or 0: an onlooker */
  unsigned char *frame;     /* the newest state to send (LWS_PRE bytes first), or NULL */
  size_t frame_len;
  char refusal[200];        /* a refusal to send first, or "" */
  int deck_sent;            /* the deck's order went first */
  char rx[RX_MAX + 1];
  size_t rx_len;
  int rx_over;              /* the message being read is too long */
  long flood_second, flood_count;
  char *body;               /* HTTP: the answer being sent */
  size_t body_len, body_sent;
} conn;

typedef struct page_file {
  const char *name, *type;
  char *text;
  size_t len;
} page_file;

enum { NPAGE_FILES = 4 };   /* serve.html, serve.js, style.css, choices.js */

typedef struct server {
  hoyle_script *s;
  const char *script;
  hoyle_setup su;
  const serve_opts *so;
  char search[64];          /* the search bots' agent */
  table *tables[MAX_TABLES];
  int ntables;
  conn *conns;
  struct lws_context *ctx;
  lws_sorted_usec_list_t tick;
  page_file files[NPAGE_FILES];
  unsigned char *deck;      /* {"type":"deck",...} after LWS_PRE bytes */
  size_t deck_len;
  uint64_t next_seed;
} server;

static volatile sig_atomic_t stopping;

static void on_signal(int sig) { (void)sig; stopping = 1; }

static long now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* ---- the page's files ---- */

static char *read_file(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *buf = NULL;
  size_t cap = 0;
  FILE *m = open_memstream(&buf, &cap);
  int c;
  while ((c = getc(f)) != EOF)
    putc(c, m);
  fclose(f);
  fclose(m);
  *len = cap;
  return buf;
}

/* The folder of the page (serve.html, serve.js, choices.js shared with
 * the playground and its style.css): $HOYLE_SERVE_DIR, else web/ beside the hoyle command (a
 * build in the source tree), else the installed one. */
static int load_page(server *sv)
{
  static const char *const names[][2] = {
    { "serve.html", "text/html; charset=utf-8" }, { "serve.js", "text/javascript" },
    { "style.css", "text/css" }, { "choices.js", "text/javascript" },
  };
  char exe[2048], dirs[3][2100];
  int ndirs = 0;
  const char *env = getenv("HOYLE_SERVE_DIR");
  if (env)
    snprintf(dirs[ndirs++], sizeof dirs[0], "%.2000s", env);
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    *strrchr(exe, '/') = 0;
    snprintf(dirs[ndirs++], sizeof dirs[0], "%s/web", exe);
  }
  snprintf(dirs[ndirs++], sizeof dirs[0], "%.2000s/serve", HOYLE_DATADIR);
  for (int d = 0; d < ndirs; d++) {
    int found = 0;
    for (int i = 0; i < NPAGE_FILES; i++) {
      char path[2200];
      snprintf(path, sizeof path, "%.2100s/%s", dirs[d], names[i][0]);
      sv->files[i] = (page_file){ names[i][0], names[i][1], NULL, 0 };
      sv->files[i].text = read_file(path, &sv->files[i].len);
      found += sv->files[i].text != NULL;
    }
    if (found == NPAGE_FILES)
      return 0;
    for (int i = 0; i < NPAGE_FILES; i++)
      free(sv->files[i].text);
  }
  fprintf(stderr, "hoyle serve: the page's files (serve.html, serve.js, choices.js, style.css) are not in "
          "$HOYLE_SERVE_DIR, %s/web or %s/serve\n", n > 0 ? exe : ".", HOYLE_DATADIR);
  return -1;
}

/* ---- the deck's order ---- */

typedef struct deck_card {
  char name[16], suit[48];
  int key;
} deck_card;

static int by_key(const void *a, const void *b)
{
  return ((const deck_card *)a)->key - ((const deck_card *)b)->key;
}

/* The message each connection is sent first: the deck's cards in the order
 * the script sorts them (hoyle_card_key), with their suits, so that the
 * page sorts and groups a hand as the terminal does. */
static void make_deck_message(server *sv)
{
  char *list = NULL, *text = NULL, *save;
  size_t list_len = 0, len = 0;
  FILE *m = open_memstream(&list, &list_len);
  int n = hoyle_deck_cards(sv->s, m);
  fclose(m);
  deck_card *cards = calloc((size_t)n + 1, sizeof *cards);
  int k = 0;
  for (char *line = strtok_r(list, "\n", &save); line && k < n; line = strtok_r(NULL, "\n", &save))
    if (sscanf(line, "%15s %47s", cards[k].name, cards[k].suit) == 2) {
      cards[k].key = hoyle_card_key(sv->s, cards[k].name);
      k++;
    }
  qsort(cards, (size_t)k, sizeof *cards, by_key);
  m = open_memstream(&text, &len);
  fprintf(m, "{\"type\":\"deck\",\"cards\":[");
  for (int i = 0; i < k; i++) {
    fprintf(m, "%s{\"name\":", i ? "," : "");
    hoyle_json_string(cards[i].name, m);
    fprintf(m, ",\"suit\":");
    hoyle_json_string(cards[i].suit, m);
    fprintf(m, "}");
  }
  fprintf(m, "]}");
  fclose(m);
  sv->deck = malloc(LWS_PRE + len);
  memcpy(sv->deck + LWS_PRE, text, len);
  sv->deck_len = len;
  free(text);
  free(list);
  free(cards);
}

/* ---- sending ---- */

/* Sets c's frame to the state of its table as its seat sees it. */
static void queue_state(conn *c)
{
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  table_state_json(c->t, c->seat, m);
  fclose(m);
  free(c->frame);
  c->frame = malloc(LWS_PRE + len);
  if (!c->frame)
    abort();
  memcpy(c->frame + LWS_PRE, text, len);
  c->frame_len = len;
  free(text);
  lws_callback_on_writable(c->wsi);
}

static void broadcast(server *sv, const table *t)
{
  for (conn *c = sv->conns; c; c = c->next)
    if (c->t == t)
      queue_state(c);
}

static void refuse(conn *c, const char *why)
{
  FILE *m = fmemopen(c->refusal, sizeof c->refusal, "w");
  fprintf(m, "{\"type\":\"refused\",\"why\":");
  hoyle_json_string(why, m);
  fprintf(m, "}");
  fclose(m);
  lws_callback_on_writable(c->wsi);
}

static int send_pending(server *sv, conn *c)
{
  unsigned char buf[LWS_PRE + sizeof c->refusal];
  if (!c->deck_sent) {
    c->deck_sent = 1;
    if (lws_write(c->wsi, sv->deck + LWS_PRE, sv->deck_len, LWS_WRITE_TEXT) < (int)sv->deck_len)
      return -1;
    lws_callback_on_writable(c->wsi);
    return 0;
  }
  if (c->refusal[0]) {
    size_t n = strlen(c->refusal);
    memcpy(buf + LWS_PRE, c->refusal, n);
    c->refusal[0] = 0;
    if (lws_write(c->wsi, buf + LWS_PRE, n, LWS_WRITE_TEXT) < (int)n)
      return -1;
    if (c->frame)
      lws_callback_on_writable(c->wsi);
    return 0;
  }
  if (!c->frame)
    return 0;
  int r = lws_write(c->wsi, c->frame + LWS_PRE, c->frame_len, LWS_WRITE_TEXT);
  free(c->frame);
  c->frame = NULL;
  return r < (int)c->frame_len ? -1 : 0;
}

/* ---- the tables ---- */

static void wake(void *ctx) { lws_cancel_service(ctx); }

/* Runs t's bots; when they ran at once, settles and tells everyone. */
static void advance(server *sv, table *t)
{
  while (!table_run(t, wake, sv->ctx) && table_settle(t, now_ms()))
    continue;   /* a race answered for a person who had acted: on */
  broadcast(sv, t);
}

static table *new_table(server *sv, int people, const char *bots)
{
  if (sv->ntables == MAX_TABLES)
    return NULL;
  table *t = calloc(1, sizeof *t);
  if (!t)
    abort();
  t->id = sv->ntables + 1;
  t->s = sv->s;
  t->script = sv->script;
  t->dir = sv->so->records;
  t->su = sv->su;
  t->su.seed = sv->next_seed++;
  t->bots = bots;
  t->su.players = sv->su.players;
  t->players = sv->su.players;
  t->people = people;
  if (table_open(t) != 0) {
    free(t);
    return NULL;
  }
  sv->tables[sv->ntables++] = t;
  printf("table %d: onlookers http://%s:%d/?t=%d\n", t->id, sv->so->bind, sv->so->port, t->id);
  for (int p = 1; p <= people; p++)
    printf("table %d: seat %d   http://%s:%d/?t=%d&k=%s\n", t->id, p, sv->so->bind, sv->so->port,
           t->id, t->key[p]);
  fflush(stdout);
  advance(sv, t);
  return t;
}

/* Races past their window pass the person by; then every TICK_US again. */
static void tick(lws_sorted_usec_list_t *sul)
{
  server *sv = lws_container_of(sul, server, tick);
  long now = now_ms();
  for (int i = 0; i < sv->ntables; i++) {
    table *t = sv->tables[i];
    int window = t->status == HOYLE_DECIDE ? table_race_window(t) : 0;
    if (window && now - t->race_opened_ms > window && table_race_pass(t) == 0)
      advance(sv, t);
  }
  lws_sul_schedule(sv->ctx, 0, &sv->tick, tick, TICK_US);
}

static void collect_runs(server *sv)
{
  for (int i = 0; i < sv->ntables; i++)
    if (table_collect(sv->tables[i])) {
      if (table_settle(sv->tables[i], now_ms()))
        advance(sv, sv->tables[i]);
      else
        broadcast(sv, sv->tables[i]);
    }
}

/* ---- what a client sends ---- */

/* The integer after "name": in the message, or -1 when it has none. */
static long field(const char *msg, const char *name)
{
  const char *p = strstr(msg, name);
  if (!p)
    return -1;
  p += strlen(name);
  while (*p == ' ')
    p++;
  char *end;
  long v = strtol(p, &end, 10);
  return end == p || v < 0 ? -1 : v;
}

static void take_message(server *sv, conn *c)
{
  const char *m = c->rx;
  table *t = c->t;
  if (m[0] != '{' || m[c->rx_len - 1] != '}')
    return refuse(c, "expected a JSON object: {\"move\":I,\"at\":N} or {\"rematch\":true}");
  if (c->seat == 0)
    return refuse(c, "an onlooker cannot play");
  if (strstr(m, "\"rematch\"")) {
    if (table_rematch(t) != 0)
      return refuse(c, "a rematch is offered when the game is over");
    printf("table %d: game %d\n", t->id, t->game_no);
    fflush(stdout);
    return advance(sv, t);
  }
  long i = field(m, "\"move\":"), at = field(m, "\"at\":");
  if (i < 0 || at < 0 || i >= HOYLE_MAX_OPTIONS)
    return refuse(c, "expected {\"move\":I,\"at\":N}: the option (from 0) and the moves taken before it");
  int why = table_move(t, c->seat, at, (int)i, now_ms());
  if (why == TABLE_NOTED)
    return queue_state(c);
  if (why != TABLE_TAKEN)
    return refuse(c, table_refusal_text(why));
  advance(sv, t);
}

/* A part of a message: kept while it fits, refused whole when it does not;
 * more than FLOOD_MAX messages a second are refused, FLOOD_CLOSE more end
 * the connection. */
static int receive(server *sv, conn *c, const char *in, size_t len)
{
  if (lws_is_first_fragment(c->wsi)) {
    c->rx_len = 0;
    c->rx_over = 0;
  }
  if (c->rx_len + len > RX_MAX)
    c->rx_over = 1;
  else {
    memcpy(c->rx + c->rx_len, in, len);
    c->rx_len += len;
  }
  if (!lws_is_final_fragment(c->wsi) || lws_remaining_packet_payload(c->wsi))
    return 0;
  c->rx[c->rx_len] = 0;
  long second = now_ms() / 1000;
  if (second != c->flood_second) {
    c->flood_second = second;
    c->flood_count = 0;
  }
  if (++c->flood_count > FLOOD_MAX + FLOOD_CLOSE)
    return -1;
  if (c->flood_count > FLOOD_MAX)
    refuse(c, "too many messages: wait a second");
  else if (c->rx_over || c->rx_len == 0)
    refuse(c, "a message longer than 256 bytes, or empty, is refused");
  else
    take_message(sv, c);
  return 0;
}

/* A WebSocket opened at /ws?t=TABLE[&k=KEY]: the seat of the key, or an
 * onlooker; -1 for no such table or key. */
static int join(server *sv, conn *c)
{
  char buf[128];
  const char *v = lws_get_urlarg_by_name(c->wsi, "t=", buf, sizeof buf);
  long id = v ? strtol(v, NULL, 10) : 0;
  if (id < 1 || id > sv->ntables)
    return -1;
  c->t = sv->tables[id - 1];
  v = lws_get_urlarg_by_name(c->wsi, "k=", buf, sizeof buf);
  c->seat = v ? table_seat_of(c->t, v) : 0;
  if (c->seat < 0)
    return -1;
  c->t->connected[c->seat]++;
  c->next = sv->conns;
  sv->conns = c;
  broadcast(sv, c->t);
  return 0;
}

static void leave(server *sv, conn *c)
{
  for (conn **p = &sv->conns; *p; p = &(*p)->next)
    if (*p == c) {
      *p = c->next;
      c->t->connected[c->seat]--;
      broadcast(sv, c->t);
      break;
    }
  free(c->frame);
  c->frame = NULL;
}

/* ---- HTTP ---- */

static char *status_json(server *sv, size_t *len)
{
  char *text = NULL;
  FILE *m = open_memstream(&text, len);
  fprintf(m, "{\"script\":");
  hoyle_json_string(sv->script, m);
  fprintf(m, ",\"players\":%d,\"tables\":[", sv->su.players);
  for (int i = 0; i < sv->ntables; i++) {
    fprintf(m, "%s", i ? "," : "");
    table_status_json(sv->tables[i], m);
  }
  fprintf(m, "]}\n");
  fclose(m);
  return text;
}

/* GET /new?people=N&bots=B: a table; its links as JSON (the seats' keys
 * are told to whoever made it, and printed by the server). */
static char *new_table_json(server *sv, struct lws *wsi, size_t *len, int *code)
{
  char buf[64];
  const char *v = lws_get_urlarg_by_name(wsi, "people=", buf, sizeof buf);
  long people = v ? strtol(v, NULL, 10) : sv->su.players;
  v = lws_get_urlarg_by_name(wsi, "bots=", buf, sizeof buf);
  const char *bots = !v || strcmp(v, "search") == 0 ? sv->search : strcmp(v, "greedy") == 0 ? "greedy"
                     : strcmp(v, "random") == 0 ? "random" : NULL;
  char *text = NULL;
  FILE *m = open_memstream(&text, len);
  table *t = NULL;
  if (people < 0 || people > sv->su.players || !bots)
    fprintf(m, "{\"error\":\"people must be 0 to %d and bots search, greedy or random\"}\n",
            sv->su.players);
  else if (!(t = new_table(sv, (int)people, bots)))
    fprintf(m, "{\"error\":\"no more tables (at most %d)\"}\n", MAX_TABLES);
  else {
    fprintf(m, "{\"id\":%d,\"onlookers\":\"/?t=%d\",\"seats\":[", t->id, t->id);
    for (int p = 1; p <= t->people; p++)
      fprintf(m, "%s\"/?t=%d&k=%s\"", p > 1 ? "," : "", t->id, t->key[p]);
    fprintf(m, "]}\n");
  }
  fclose(m);
  *code = t ? 200 : 400;
  return text;
}

static int http_answer(struct lws *wsi, conn *c, int code, const char *type, char *body, size_t len)
{
  unsigned char buf[LWS_PRE + 1024], *start = buf + LWS_PRE, *p = start, *end = buf + sizeof buf - 1;
  c->body = body;
  c->body_len = len;
  c->body_sent = 0;
  if (lws_add_http_common_headers(wsi, (unsigned)code, type, len, &p, end) ||
      lws_add_http_header_by_token(wsi, WSI_TOKEN_HTTP_CACHE_CONTROL, (const unsigned char *)"no-store",
                                   8, &p, end) ||
      lws_finalize_write_http_header(wsi, start, &p, end))
    return 1;
  lws_callback_on_writable(wsi);
  return 0;
}

static int http_request(server *sv, struct lws *wsi, conn *c, const char *uri)
{
  size_t len;
  int code = 200;
  char *body;
  if (strcmp(uri, "/status") == 0) {
    body = status_json(sv, &len);
    return http_answer(wsi, c, 200, "application/json", body, len);
  }
  if (strcmp(uri, "/new") == 0) {
    body = new_table_json(sv, wsi, &len, &code);
    return http_answer(wsi, c, code, "application/json", body, len);
  }
  for (int i = 0; i < NPAGE_FILES; i++)
    if (strcmp(uri + 1, sv->files[i].name) == 0 || (i == 0 && strcmp(uri, "/") == 0)) {
      body = malloc(sv->files[i].len + 1);
      memcpy(body, sv->files[i].text, sv->files[i].len);
      return http_answer(wsi, c, 200, sv->files[i].type, body, sv->files[i].len);
    }
  body = strdup("not found\n");
  return http_answer(wsi, c, 404, "text/plain", body, strlen(body));
}

static int http_write(struct lws *wsi, conn *c)
{
  unsigned char buf[LWS_PRE + 4096];
  size_t n = c->body_len - c->body_sent;
  n = n > 4096 ? 4096 : n;
  memcpy(buf + LWS_PRE, c->body + c->body_sent, n);
  c->body_sent += n;
  int last = c->body_sent == c->body_len;
  if (lws_write(wsi, buf + LWS_PRE, n, last ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) != (int)n)
    return -1;
  if (!last) {
    lws_callback_on_writable(wsi);
    return 0;
  }
  free(c->body);
  c->body = NULL;
  return lws_http_transaction_completed(wsi) ? -1 : 0;
}

/* ---- the loop ---- */

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
  server *sv = lws_context_user(lws_get_context(wsi));
  conn *c = user;
  switch (reason) {
  case LWS_CALLBACK_HTTP:
    return http_request(sv, wsi, c, in);
  case LWS_CALLBACK_HTTP_WRITEABLE:
    return c->body ? http_write(wsi, c) : 0;
  case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
  case LWS_CALLBACK_CLOSED_HTTP:
    free(c ? c->body : NULL);
    if (c)
      c->body = NULL;
    return 0;
  case LWS_CALLBACK_ESTABLISHED:
    c->wsi = wsi;
    if (join(sv, c) != 0) {
      lws_close_reason(wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, (unsigned char *)"no such table or seat", 21);
      return -1;
    }
    return 0;
  case LWS_CALLBACK_RECEIVE:
    return receive(sv, c, in, len);
  case LWS_CALLBACK_SERVER_WRITEABLE:
    return send_pending(sv, c);
  case LWS_CALLBACK_CLOSED:
    if (c->t)
      leave(sv, c);
    return 0;
  case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
    collect_runs(sv);
    return 0;
  default:
    return 0;
  }
}

static int make_records_dir(const char *dir)
{
  if (mkdir(dir, 0777) == 0 || errno == EEXIST)
    return 0;
  fprintf(stderr, "hoyle serve: cannot make the folder %s for the records\n", dir);
  return -1;
}

static int serve_loop(server *sv)
{
  static const struct lws_protocols protocols[] = {
    { "hoyle", callback, sizeof(conn), RX_MAX, 0, NULL, 0 },
    { NULL, NULL, 0, 0, 0, NULL, 0 },
  };
  struct lws_context_creation_info info;
  memset(&info, 0, sizeof info);
  info.port = sv->so->port;
  info.iface = sv->so->bind;
  info.protocols = protocols;
  info.user = sv;
  info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
  lws_set_log_level(LLL_ERR, NULL);
  if (!(sv->ctx = lws_create_context(&info))) {
    fprintf(stderr, "hoyle serve: cannot listen on %s port %d\n", sv->so->bind, sv->so->port);
    return HOYLE_ENOINPUT;
  }
  serve_opts *so = (serve_opts *)sv->so;
  so->port = lws_get_vhost_listen_port(lws_get_vhost_by_name(sv->ctx, "default"));
  printf("hoyle serve: %s at http://%s:%d/ (bots: %s; records in %s)\n", sv->script, so->bind,
         so->port, sv->search, so->records);
  fflush(stdout);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  signal(SIGPIPE, SIG_IGN);
  lws_sul_schedule(sv->ctx, 0, &sv->tick, tick, TICK_US);
  while (!stopping)
    if (lws_service(sv->ctx, 0) < 0)
      break;
  lws_context_destroy(sv->ctx);
  return HOYLE_OK;
}

int serve_command(const char *path, hoyle_setup *su, const serve_opts *so)
{
  server sv = { .script = path, .so = so };
  int r = hoyle_load(path, stderr, &sv.s);
  if (r != HOYLE_OK)
    return r;
  sv.su = *su;
  sv.su.prog = "hoyle serve";
  if (!sv.su.players) {   /* the script's default, as a game made at random tells it */
    hoyle_game *g;
    if (hoyle_game_new(sv.s, &sv.su, stderr, &g) != HOYLE_OK)
      r = HOYLE_EUSAGE;
    else {
      while (sv.su.players < HOYLE_MAX_PLAYERS && hoyle_game_table(g, sv.su.players + 1))
        sv.su.players++;
      hoyle_game_free(g);
    }
  }
  snprintf(sv.search, sizeof sv.search, "%s", su->agents ? su->agents : "");
  if (r == HOYLE_OK && !su->agents && !play_search_bots(sv.s, &sv.su, sv.search, sizeof sv.search))
    r = HOYLE_EUSAGE;
  sv.next_seed = so->seeded ? su->seed : (uint64_t)time(NULL);
  if (r == HOYLE_OK && (load_page(&sv) != 0 || make_records_dir(so->records) != 0))
    r = HOYLE_ENOINPUT;
  if (r == HOYLE_OK)
    make_deck_message(&sv);
  if (r == HOYLE_OK)
    r = serve_loop(&sv);
  for (int i = 0; i < sv.ntables; i++) {
    table_close(sv.tables[i]);
    free(sv.tables[i]);
  }
  for (int i = 0; i < NPAGE_FILES; i++)
    free(sv.files[i].text);
  free(sv.deck);
  hoyle_free(sv.s);
  return r;
}
