// hoyle-core.js: the WebAssembly build of libhoyle (hoyle.js, made by
// `make web`) wrapped for the page, its worker and the node tests.  Scripts
// live in the module's in-memory file system under /hoyle (games/, stdlib/),
// so imports and error messages read as they do natively from the source
// tree; each call's output is written to a file there and read back.
'use strict';

const OUT = '/tmp/out', ERR = '/tmp/err', LOG = '/tmp/log';
const DIAG = /^(.+?):(\d+):(\d+): (error|warning|run-time error): (.*)$/;

// Settings as the glue takes them: seed, players (0: the script's), agents,
// options ("name=value" lines).
function setupArgs(s) {
  return [s.seed | 0, s.players | 0, s.agents || '', (s.options || []).join('\n')];
}

class Hoyle {
  constructor(M) { this.M = M; }
  read(path) { try { return this.M.FS.readFile(path, { encoding: 'utf8' }); } catch (e) { return ''; } }
  write(path, text) { this.M.FS.writeFile(path, text); }
  call(name, ret, types, args) { return this.M.ccall(name, ret, types, args); }

  // Errors of a script: the text hoyle check prints and each diagnostic.
  check(path) {
    const status = this.call('web_check', 'number', ['string', 'string'], [path, ERR]);
    const errors = this.read(ERR);
    return { status, errors, diags: Hoyle.diagnostics(errors) };
  }
  static diagnostics(text) {
    const out = [];
    for (const line of text.split('\n')) {
      const m = DIAG.exec(line);
      if (m) out.push({ file: m[1], line: +m[2], col: +m[3], kind: m[4], message: m[5] });
    }
    return out;
  }

  // The cards of the script's deck: a Map of each card's name to its suit's
  // name ('none' for none), or null when the script does not load.
  deck(path) {
    if (this.call('web_deck', 'number', ['string', 'string'], [path, OUT]) !== 0) return null;
    const cards = new Map();
    for (const line of this.read(OUT).split('\n')) {
      const [name, suit] = line.split(' ');
      if (name) cards.set(name, suit);
    }
    return cards;
  }

  // hoyle run: {status, transcript, errors}; s.view 0 writes it for all seats.
  run(path, s) {
    const status = this.call('web_run', 'number',
      ['string', 'number', 'number', 'string', 'string', 'number', 'number', 'string', 'string'],
      [path, ...setupArgs(s), s.view | 0, s.json ? 1 : 0, OUT, ERR]);
    return { status, transcript: this.read(OUT), errors: this.read(ERR) };
  }

  // hoyle test on one scenario file: {status, text}.
  test(path) {
    const status = this.call('web_test', 'number', ['string', 'string'], [path, OUT]);
    return { status, text: this.read(OUT) };
  }

  // hoyle sim, onProgress(done, n) between chunks of opt.chunk games (about
  // 50 chunks unless given); {status, text, json, errors}: json is the object
  // hoyle sim --json prints, text what hoyle sim prints without --json.
  sim(path, s, n, onProgress, opt) {
    opt = opt || {};
    const h = this.call('web_sim_new', 'number',
      ['string', 'number', 'number', 'string', 'string', 'number', 'string'], [path, ...setupArgs(s), n, ERR]);
    if (!h) return { status: 65, errors: this.read(ERR) };
    let status = 0, done = 0;
    const chunk = opt.chunk || Math.max(1, Math.min(1000, Math.ceil(n / 50)));
    while (done < n && status === 0) {
      const k = Math.min(chunk, n - done);
      status = this.call('web_sim_more', 'number', ['number', 'number', 'string'], [h, k, ERR]);
      done += k;
      if (onProgress) onProgress(done, n);
    }
    const errors = this.read(ERR);
    this.call('web_sim_report', null, ['number', 'number', 'string'], [h, 1, OUT]);
    const json = this.read(OUT);
    this.call('web_sim_report', null, ['number', 'number', 'string'], [h, 0, OUT]);
    const text = this.read(OUT);
    if (opt.keep) return { status, text, json: JSON.parse(json), jsonText: json, errors, handle: h };
    this.call('web_sim_free', null, ['number'], [h]);
    return { status, text, json: status === 0 ? JSON.parse(json) : null, jsonText: json, errors };
  }

  // hoyle compare --json A B: n games of each on the same seeds (s.seed,
  // s.seed + 1, ...), onProgress(done, 2n) as they go; {status, json,
  // jsonText, errors, a, b}: json the object hoyle compare --json prints
  // (its rows, intervals and headline: the statistics stage's), a and b
  // each side's hoyle sim --json.
  compare(pathA, pathB, s, n, onProgress) {
    const tell = base => (done => onProgress && onProgress(base + done, 2 * n));
    const a = this.sim(pathA, s, n, tell(0), { keep: true });
    const b = a.handle ? this.sim(pathB, s, n, tell(n), { keep: true }) : { status: 0, errors: '' };
    let jsonText = '';
    if (a.handle && b.handle) {
      this.call('web_compare', null, ['number', 'number', 'string'], [a.handle, b.handle, OUT]);
      jsonText = this.read(OUT);
    }
    for (const r of [a, b]) if (r.handle) this.call('web_sim_free', null, ['number'], [r.handle]);
    return { status: a.status || b.status, json: jsonText ? JSON.parse(jsonText) : null, jsonText,
      errors: a.errors + b.errors, a: a.json, b: b.json };
  }

  // A game a decision at a time with a person at seat s.seat.
  game(path, s) {
    const h = this.call('web_game_new', 'number',
      ['string', 'number', 'number', 'string', 'string', 'number', 'string', 'string'],
      [path, ...setupArgs(s), s.seat | 0, LOG, ERR]);
    return h ? new Game(this, h) : { error: this.read(ERR) };
  }
}

// A game with a person in it: run() to their next decision, view(), answer(i).
class Game {
  constructor(hoyle, h) { this.hoyle = hoyle; this.h = h; }
  run() {
    this.status = this.hoyle.call('web_game_run', 'number', ['number', 'string'], [this.h, ERR]);
    this.errors = this.hoyle.read(ERR);
    return this.status;
  }
  log() { return this.hoyle.read(LOG); }
  // The bots by seat as the game was started with: "random,ismcts:iterations=300", the last repeating.
  players() { return this.hoyle.call('web_game_players', 'number', ['number'], [this.h]); }
  agents() { return this.hoyle.call('web_game_agents', 'string', ['number'], [this.h]); }
  view() {
    if (this.hoyle.call('web_game_view', 'number', ['number', 'string'], [this.h, OUT]) !== 0) return null;
    const lines = this.hoyle.read(OUT).trim().split('\n');
    const v = JSON.parse(lines[0]);
    if (lines[1]) v.raceInfo = JSON.parse(lines[1]);
    return v;
  }
  // What the last search bot to move weighed (hoyle_game_explain_json), or
  // null when none has moved yet; canExplain() only says whether one has.
  canExplain() { return this.hoyle.call('web_game_explain', 'number', ['number', 'string'], [this.h, null]) === 0; }
  explain() {
    if (this.hoyle.call('web_game_explain', 'number', ['number', 'string'], [this.h, OUT]) !== 0) return null;
    return JSON.parse(this.hoyle.read(OUT));
  }
  // The decision's question (hoyle_game_question): "P1, play a card".
  question() { return this.hoyle.call('web_game_question', 'string', ['number'], [this.h]); }
  // The end as the person's seat sees it: {table, marks, winner, places, scores, score_rule}.
  end() {
    this.hoyle.call('web_game_end', null, ['number', 'string'], [this.h, OUT]);
    return JSON.parse(this.hoyle.read(OUT));
  }
  answer(i) { return this.hoyle.call('web_game_answer', 'number', ['number', 'number'], [this.h, i]); }
  // A race: the person acted ms after it opened, or -1 (HOYLE_RACE_PASS).
  race(ms) { return this.hoyle.call('web_game_race', 'number', ['number', 'number'], [this.h, ms]); }
  winner() { return this.hoyle.call('web_game_winner', 'number', ['number'], [this.h]); }
  free() { if (this.h) this.hoyle.call('web_game_free', null, ['number'], [this.h]); this.h = 0; }
}

// Starts the module and writes every script of files.json into /hoyle.
// fetchText(name) gives a file of the site as text.
async function hoyleOpen(createHoyle, fetchText) {
  const M = await createHoyle({ print: () => {}, printErr: () => {} });
  const files = JSON.parse(await fetchText('files.json'));
  for (const d of ['/hoyle', '/hoyle/games', '/hoyle/stdlib', '/hoyle/tests', '/hoyle/tests/scenarios'])
    M.FS.mkdir(d);
  for (const f of files) M.FS.writeFile('/hoyle/' + f, await fetchText(f));
  M.FS.chdir('/hoyle');
  const h = new Hoyle(M);
  h.files = files;
  return h;
}

if (typeof module !== 'undefined') module.exports = { hoyleOpen, Hoyle };
