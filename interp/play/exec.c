/* exec.c: the exec bot: a child process started by `sh -c COMMAND` with
 * its stdin and stdout connected to us, told each decision of its seat as
 * a JSON line and answering with an option id (hoyle-agent(5)).  We write
 * through a socket (send with MSG_NOSIGNAL: a child that left gives an
 * error, not SIGPIPE) and read through another, waiting with poll().
 * The child runs with a mark of its own in its environment, which what it
 * starts inherits: when the bot stops, every process that bears the mark
 * is killed, even one that left the child's process group (setsid). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "core/mem.h"
#include "play/agentmsg.h"
#include "play/exec.h"

extern char **environ;

enum { EXEC_WATCH_MS = 100 };   /* how often a silent child is checked on */
enum { EVENTS_MAX = 100000 };   /* events kept for one message; more are counted */

int exec_parse(const char *spec, exec_bot *b)
{
  *b = (exec_bot){ .timeout_ms = EXEC_TIMEOUT_MS, .to = -1, .from = -1 };
  if (strncmp(spec, "timeout=", 8) == 0) {
    char *end;
    long ms = strtol(spec + 8, &end, 10);
    if (*end != ':' || end == spec + 8 || ms < 1 || ms > EXEC_TIMEOUT_MAX)
      return -1;
    b->timeout_ms = (int)ms;
    spec = end + 1;
  }
  size_t n = strlen(spec);
  if (n == 0 || n >= sizeof b->cmd)
    return -1;
  memcpy(b->cmd, spec, n + 1);
  return 0;
}

/* Runs `sh -c cmd` in a process group of its own (a kill then reaches
 * what sh started) with its stdin and stdout on the descriptors given
 * (dup2 clears their close-on-exec).  posix_spawn, not fork: the parent
 * may be large (a sanitizer's shadow memory), and copying its page tables
 * slowed each start.  0 with *pid set, or an errno value. */
static int spawn(const char *cmd, char *const env[], int in, int out, pid_t *pid)
{
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t at;
  char *argv[] = { "sh", "-c", (char *)cmd, NULL };
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, in, 0);
  posix_spawn_file_actions_adddup2(&fa, out, 1);
  posix_spawnattr_init(&at);
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&at, 0);
  int err = posix_spawn(pid, "/bin/sh", &fa, &at, argv, env);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  return err;
}

/* Our environment with b's mark added (replacing a mark we bear
 * ourselves, as a bot that runs Hoyle would); free it after the spawn. */
static char **marked_environ(exec_bot *b)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  snprintf(b->mark, sizeof b->mark, "HOYLE_AGENT=%ld.%lx.%ld.%ld", (long)getpid(),
           (unsigned long)(uintptr_t)b, (long)ts.tv_sec, ts.tv_nsec);
  size_t n = 0;
  while (environ[n])
    n++;
  char **env = mem_alloc((n + 2) * sizeof *env);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (strncmp(environ[i], "HOYLE_AGENT=", 12) != 0)
      env[k++] = environ[i];
  env[k++] = b->mark;
  env[k] = NULL;
  return env;
}

/* Whether the environment of process `pid` holds b's mark: its entries,
 * each ended by a NUL, read a buffer at a time; an entry cut by the end of
 * the buffer is read again at the start of the next. */
static int bears_mark(const exec_bot *b, const char *pid)
{
  char path[64], buf[4096];
  size_t want = strlen(b->mark) + 1, have = 0;   /* the mark and its NUL */
  snprintf(path, sizeof path, "/proc/%s/environ", pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  int found = 0;
  ssize_t k;
  while (!found && (k = read(fd, buf + have, sizeof buf - have)) > 0) {
    have += (size_t)k;
    char *p = buf, *end = buf + have, *nul;
    while (!found && (nul = memchr(p, '\0', (size_t)(end - p)))) {
      found = (size_t)(nul - p) + 1 == want && memcmp(p, b->mark, want) == 0;
      p = nul + 1;
    }
    have = p == buf ? 0 : (size_t)(end - p);   /* an entry longer than buf is no mark */
    memmove(buf, p == buf ? end : p, have);
  }
  close(fd);
  return found;
}

/* Kills every process that bears b's mark (what the child started, even in
 * a session of its own) until none is left, and reaps those that are ours;
 * a process that cleared its environment is not found (hoyle-agent(5)). */
static void kill_marked(const exec_bot *b)
{
  for (int round = 0, killed = 1; killed && round < 100; round++) {
    DIR *d = opendir("/proc");
    if (!d)
      return;
    killed = 0;
    for (struct dirent *e; (e = readdir(d));) {
      char *end;
      long pid = strtol(e->d_name, &end, 10);
      if (*end || pid <= 1 || pid == (long)getpid() || !bears_mark(b, e->d_name))
        continue;
      kill((pid_t)pid, SIGKILL);
      waitpid((pid_t)pid, NULL, 0);   /* a child of ours: not left a zombie */
      killed = 1;
    }
    closedir(d);
  }
}

/* Kills the child's process group and every process bearing its mark. */
static void kill_all(const exec_bot *b)
{
  kill(-b->pid, SIGKILL);
  kill_marked(b);
}

/* Starts the child; -1 with b->error set if it cannot be.  Our ends are
 * made close-on-exec at once (SOCK_CLOEXEC): a child another thread starts
 * meanwhile must not hold them, or this one would never see its input end. */
static int start(exec_bot *b)
{
  int in[2], out[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) < 0)
    goto fail;
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out) < 0) {
    close(in[0]);
    close(in[1]);
    goto fail;
  }
  pid_t pid;
  char **env = marked_environ(b);
  int err = spawn(b->cmd, env, in[1], out[1], &pid);
  free(env);
  close(in[1]);
  close(out[1]);
  if (err) {
    close(in[0]);
    close(out[0]);
    errno = err;
    goto fail;
  }
  b->pid = (int)pid;
  b->to = in[0];
  b->from = out[0];
  b->len = b->used = 0;
  return 0;
fail:
  snprintf(b->error, sizeof b->error, "could not be started (%s)", strerror(errno));
  return -1;
}

/* Waits up to grace_ms for the child to leave, then kills it; reaps it.
 * What it started and left running in its group is killed either way: a
 * grandchild must not outlive the bot holding its pipes.
 * Its wait status, or -1 if it had to be killed. */
static int reap(exec_bot *b, int grace_ms)
{
  int st = 0;
  for (int t = 0; t <= grace_ms; t += 5) {
    if (waitpid(b->pid, &st, WNOHANG) == b->pid) {
      kill_all(b);
      return st;
    }
    poll(NULL, 0, 5);
  }
  kill(b->pid, SIGKILL);
  while (waitpid(b->pid, &st, 0) < 0 && errno == EINTR)
    ;
  kill_all(b);
  return -1;
}

/* Whether the child has exited (it is then reaped into *st), though its
 * output may still be open: held by a process it started. */
static int exited(exec_bot *b, int *st)
{
  return waitpid(b->pid, st, WNOHANG) == b->pid;
}

/* The child is gone (or belongs to another copy of the session). */
static void forget_child(exec_bot *b)
{
  b->pid = 0;
  b->to = b->from = -1;
}

void exec_forget(exec_bot *b)
{
  forget_child(b);
  b->seen.out = NULL;
  b->events = NULL;
}

void exec_forget_events(exec_bot *b)
{
  if (b->seen.out)
    fclose(b->seen.out);
  free(b->events);
  b->seen.out = NULL;
  b->events = NULL;
  b->seen.lines = 0;
}

void exec_event(void *ctx, const game *g, const vm_event *e)
{
  exec_bot *b = ctx;
  if (!b->seen.out && !(b->seen.out = open_memstream(&b->events, &b->events_len)))
    return;
  b->seen.json = 1;
  b->seen.max_lines = EVENTS_MAX;
  transcript_event(&b->seen, g, e);
}

void exec_stop(exec_bot *b)
{
  exec_forget_events(b);
  if (b->pid <= 0)
    return;
  close(b->to);
  close(b->from);
  reap(b, 1000);
  forget_child(b);
}

/* The child left or stopped listening: says how (st: its wait status if
 * it is reaped already, else -1), stops it. */
static void gone(exec_bot *b, const char *what, int st)
{
  close(b->to);
  close(b->from);
  if (st < 0)
    st = reap(b, 200);
  else
    kill_all(b);
  if (st >= 0 && WIFEXITED(st))
    snprintf(b->error, sizeof b->error, "%s (it exited with status %d)", what, WEXITSTATUS(st));
  else if (st >= 0 && WIFSIGNALED(st))
    snprintf(b->error, sizeof b->error, "%s (it was killed by signal %d)", what, WTERMSIG(st));
  else
    snprintf(b->error, sizeof b->error, "%s", what);
  forget_child(b);
}

static long now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Sends the n bytes of msg; -1 (the child stopped, or has not read its
 * input for the time it has to answer) if they cannot be. */
static int send_all(exec_bot *b, const char *msg, size_t n)
{
  long deadline = now_ms() + b->timeout_ms;
  while (n > 0) {
    ssize_t k = send(b->to, msg, n, MSG_NOSIGNAL | MSG_DONTWAIT);
    long left = deadline - now_ms();
    struct pollfd p = { b->to, POLLOUT, 0 };
    if (k < 0 && (errno == EINTR || ((errno == EAGAIN || errno == EWOULDBLOCK) && left > 0
                                     && poll(&p, 1, (int)left) >= 0)))
      continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      snprintf(b->error, sizeof b->error, "read none of its input for %d ms", b->timeout_ms);
      close(b->to), close(b->from), reap(b, 0), forget_child(b);
      return -1;
    }
    if (k <= 0) {
      gone(b, "stopped reading its input", -1);
      return -1;
    }
    msg += k;
    n -= (size_t)k;
  }
  return 0;
}

/* Reads the next line of reply into b->line (what the child sent after it
 * is kept for the next call); -1 with b->error set if none
 * comes in time, the child leaves (even if what it started holds its
 * output open: it is looked for every EXEC_WATCH_MS), or the line is too
 * long. */
static int read_line(exec_bot *b)
{
  long deadline = now_ms() + b->timeout_ms;
  memmove(b->line, b->line + b->used, (size_t)(b->len - b->used));
  b->len -= b->used;
  b->used = 0;
  for (;;) {
    char *nl = memchr(b->line, '\n', (size_t)b->len);
    if (nl) {
      *nl = '\0';
      b->used = (int)(nl - b->line) + 1;
      return 0;
    }
    if (b->len == (int)sizeof b->line - 1) {
      snprintf(b->error, sizeof b->error, "answered with a line longer than %d bytes",
               b->len);
      exec_stop(b);
      return -1;
    }
    long left = deadline - now_ms();
    struct pollfd p = { b->from, POLLIN, 0 };
    int r = left > 0 ? poll(&p, 1, left < EXEC_WATCH_MS ? (int)left : EXEC_WATCH_MS) : 0;
    if (r < 0 && errno == EINTR)
      continue;
    int st;
    if (r == 0 && left > EXEC_WATCH_MS && exited(b, &st)) {
      gone(b, "exited without answering", st);
      return -1;
    }
    if (r == 0 && left > EXEC_WATCH_MS)
      continue;
    if (r == 0) {
      snprintf(b->error, sizeof b->error, "gave no answer within %d ms", b->timeout_ms);
      close(b->to), close(b->from), reap(b, 0), forget_child(b);
      return -1;
    }
    ssize_t k = read(b->from, b->line + b->len, sizeof b->line - 1 - (size_t)b->len);
    if (k < 0 && errno == EINTR)
      continue;
    if (k <= 0) {
      gone(b, "closed its output without answering", -1);
      return -1;
    }
    b->len += (int)k;
  }
}

/* The option id a reply names: a whole number from 0 to n - 1, spaces
 * around it allowed; -1 if it is not one. */
static int option_id(const char *s, int n)
{
  char *end;
  errno = 0;
  long id = strtol(s, &end, 10);
  while (*end == ' ' || *end == '\t' || *end == '\r')
    end++;
  return end != s && *end == '\0' && errno == 0 && id >= 0 && id < n ? (int)id : -1;
}

/* `"events":[...]`: what the seat saw since its last message, as
 * `--log json --view SEAT` writes it, one object a line; past EVENTS_MAX
 * of them the rest are counted in "events_dropped".  Then forgotten. */
static void put_events(FILE *f, exec_bot *b)
{
  fputs(",\"events\":[", f);
  if (b->seen.out) {
    fflush(b->seen.out);
    for (size_t i = 0; i < b->events_len; i++)   /* a newline in a string is escaped */
      fputc(b->events[i] == '\n' ? (i + 1 < b->events_len ? ',' : ']') : b->events[i], f);
  }
  if (!b->seen.out || !b->events_len)
    fputc(']', f);
  if (b->seen.lines > b->seen.max_lines)
    fprintf(f, ",\"events_dropped\":%ld", b->seen.lines - b->seen.max_lines);
  exec_forget_events(b);
}

/* Writes the message of a decision to f (see hoyle-agent(5)). */
static void put_decision(FILE *f, exec_bot *b, const game *g, const view *v, int race)
{
  fprintf(f, "{\"type\":\"%s\",\"game\":", race ? "race" : "choice");
  transcript_json_string(f, g->mod->path);
  fprintf(f, ",\"seat\":%d,\"players\":%d,\"table\":", v->seat + 1, g->nplayers);
  transcript_json_string(f, v->table);
  fputs(",\"marks\":", f);
  transcript_json_string(f, v->marks);
  fputc(',', f);
  agentmsg_options(f, g, v, race);
  fputc(',', f);
  agentmsg_state(f, g, v->seat);
  put_events(f, b);
  fputs("}\n", f);
}

/* Writes the message at the end of a game (see hoyle-agent(5)). */
static void put_end(FILE *f, exec_bot *b, const game *g, int seat)
{
  const module *m = g->mod;
  int winner = g->status == GS_OVER && !g->capped && g->winner >= 0 ? g->winner + 1 : 0;
  fputs("{\"type\":\"end\",\"game\":", f);
  transcript_json_string(f, m->path);
  fprintf(f, ",\"seat\":%d,\"players\":%d,\"winner\":%d,\"capped\":%s,\"scores\":",
          seat + 1, g->nplayers, winner, g->capped ? "true" : "false");
  for (int p = 0; m->score_rule && p < g->nplayers; p++)
    fprintf(f, "%s%ld", p ? "," : "[", (long)game_score(g, p));
  fputs(m->score_rule ? "]" : "null", f);
  put_events(f, b);
  fputs("}\n", f);
}

/* Sends what put() writes; -1 with b->error set if it cannot. */
static int send_message(exec_bot *b, const game *g, const view *v, int n)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  int r = -1;
  if (!f) {
    snprintf(b->error, sizeof b->error, "could not be sent a message (%s)", strerror(errno));
    return -1;
  }
  if (v)
    put_decision(f, b, g, v, n);
  else
    put_end(f, b, g, n);
  fclose(f);
  r = send_all(b, buf, len);
  free(buf);
  return r;
}

int exec_ask(exec_bot *b, const game *g, const view *v, int race)
{
  b->error[0] = '\0';
  if (b->pid <= 0 && start(b) < 0)
    return -1;
  if (send_message(b, g, v, race) < 0 || read_line(b) < 0)
    return -1;
  if (strlen(b->line) != (size_t)b->used - 1) {   /* "0\0junk": not the 0 it starts with */
    snprintf(b->error, sizeof b->error, "answered a line with a NUL byte in it");
    exec_stop(b);
    return -1;
  }
  int id = option_id(b->line, v->nopts);
  if (id < 0) {
    snprintf(b->error, sizeof b->error, "answered '%.40s', which is not an option id "
             "(0 to %d)", b->line, v->nopts - 1);
    exec_stop(b);
  }
  return id;
}

void exec_tell_end(exec_bot *b, const game *g, int seat)
{
  if (b->pid > 0)
    send_message(b, g, NULL, seat);
  exec_forget_events(b);
}
