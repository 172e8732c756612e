// hoyle-page.js: the playground page: the editor with highlighting and the
// checker's diagnostics, and Run, Simulate (on a Web Worker), Play, Test
// and Share.  Everything runs on libhoyle compiled to WebAssembly
// (hoyle-core.js); nothing is sent anywhere.  What it says about a decision
// (clickable cards, the question, the bots) is choices.js, shared with serve.js.
'use strict';

const $ = id => document.getElementById(id);
const STANDARD_CARD = /\b(10|[2-9AJQK])([SHDC])\b/g;
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const STANDARD_SUITS = new Set(['clubs', 'diamonds', 'hearts', 'spades', 'none']);
const COLOURS = new Set(['red', 'green', 'yellow', 'blue', 'black']);
// The cards of the script's deck: the standard deck's by their pattern; a
// deck of the script's own (deck suits ...) by its names, each drawn in its
// suit's colour when the suit is named after one (customSuits: name to suit).
let CARD = STANDARD_CARD, customSuits = null, deckOrder = new Map();
const DEFAULT_SCENARIO = `# A scenario: the deck stacked, moves made, the state checked (hoyle(1), test).
game ../../games/crazy-eights.hoyle
players 4
seed 1
stack 5H 5C QC 10D 8S 7H QD 10S KC KD QS 9C 2D 2S JC 6S 4S 4C JD 4D 6C 6D JS 2C 9D 9S 10C KS 3H
choose "play 8S"
choose "diamonds"
expect top discard = 8S
expect current = 2
`;

let hoyle, keywords = new Set(), diags = [], worker = null, playing = null, playingLog = '';

const esc = s => s.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const path = () => $('game').value;
const status = text => { $('status').textContent = text; };

function cardHTML(name, extra) {
  if (customSuits) {
    const suit = customSuits.get(name);
    return `<span class="card ${COLOURS.has(suit) ? suit : 'plain'}${extra || ''}" data-card="${name}">${name}</span>`;
  }
  const [, rank, suit] = /^(10|[2-9AJQK])([SHDC])$/.exec(name);
  const colour = suit === 'H' || suit === 'D' ? 'red' : 'black';
  return `<span class="card ${colour}${extra || ''}" data-card="${rank}${suit}">${rank}${SUITS[suit]}</span>`;
}
// Text with every card (8H, 10S; 5R, W in a deck of the script's own) drawn as a card.
const withCards = text => esc(text).replace(CARD, m => cardHTML(m));
const isCard = word => new RegExp(`^(?:${CARD.source})$`).test(word);

// Takes the deck of the script at path (hoyle-core.js, deck) for drawing cards.
function useDeck(cards) {
  const custom = cards && [...cards.values()].some(suit => !STANDARD_SUITS.has(suit));
  customSuits = custom ? cards : null;
  deckOrder = new Map([...(cards || new Map())].map(([name, suit], i) => [name, { key: i, suit }]));
  const names = custom ? [...cards.keys()].sort((a, b) => b.length - a.length) : [];
  CARD = custom ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'g') : STANDARD_CARD;
}

function settings() {
  return {
    seed: +$('seed').value, players: +$('players').value, seat: +$('seat').value,
    agents: $('agents').value.trim(),
    options: $('options').value.split(',').map(s => s.trim()).filter(Boolean),
  };
}

// ---- the editor ----

function highlightLine(line, lineDiags) {
  const toks = line.match(/#.*|"(?:[^"\\]|\\.)*"?|[A-Za-z_][A-Za-z_0-9]*|\d+|\s+|./g) || [];
  let col = 1, html = '';
  for (const t of toks) {
    let cls = t[0] === '#' ? 'com' : t[0] === '"' ? 'str' : /^\d/.test(t) ? 'num' : keywords.has(t) ? 'kw' : '';
    const d = lineDiags.find(d => d.col >= col && d.col < col + t.length);
    if (d) cls += ' err';
    html += cls ? `<span class="${cls.trim()}"${d ? ` title="${esc(d.message)}"` : ''}>${esc(t)}</span>` : esc(t);
    col += t.length;
  }
  // A diagnostic past the end of the line is shown as an underlined space.
  if (lineDiags.some(d => d.col >= col)) html += '<span class="err"> </span>';
  return html;
}

function renderEditor() {
  const mine = diags.filter(d => d.file === path());
  const lines = $('source').value.split('\n');
  $('highlight').innerHTML = lines.map((l, i) => highlightLine(l, mine.filter(d => d.line === i + 1))).join('\n') + '\n';
  // Line numbers; a line with an error (a run-time one too) is marked.
  $('gutter').innerHTML = lines.map((l, i) =>
    mine.some(d => d.line === i + 1) ? `<span class="errline">${i + 1}</span>` : `${i + 1}`).join('\n') + '\n';
  $('diags').innerHTML = diags.map((d, i) =>
    `<li data-i="${i}">${esc(d.file)}:${d.line}:${d.col}: ${d.kind}: ${esc(d.message)}</li>`).join('');
}

// Writes the editor's script where its imports resolve, and checks it.
function save() {
  hoyle.write(path(), $('source').value);
  const r = hoyle.check(path());
  useDeck(r.status === 0 ? hoyle.deck(path()) : null);
  diags = r.diags;
  renderEditor();
  status(r.status ? `${diags.length} error${diags.length === 1 ? '' : 's'}` : 'no errors');
  return r.status === 0;
}

let checkTimer = 0;
function onEdit() {
  renderEditor();
  markModified();
  clearTimeout(checkTimer);
  checkTimer = setTimeout(save, 250);
}

// Tab indents by two spaces, as the scripts of games/ do, instead of
// leaving the editor.
function onKey(e) {
  if (e.key !== 'Tab' || e.shiftKey) return;
  e.preventDefault();
  const ta = $('source'), at = ta.selectionStart;
  ta.setRangeText('  ', at, ta.selectionEnd, 'end');
  onEdit();
}

// The diagnostic under the mouse, as the editor's tooltip.
function onHover(e) {
  const ta = $('source'), style = getComputedStyle(ta);
  const lineH = parseFloat(style.lineHeight), pad = parseFloat(style.paddingTop);
  const line = Math.floor((e.offsetY + ta.scrollTop - pad) / lineH) + 1;
  const d = diags.find(d => d.file === path() && d.line === line);
  ta.title = d ? `${d.line}:${d.col}: ${d.message}` : '';
}

function jumpTo(d) {
  const ta = $('source'), lines = ta.value.split('\n');
  let at = 0;
  for (let i = 0; i < d.line - 1 && i < lines.length; i++) at += lines[i].length + 1;
  ta.focus();
  ta.setSelectionRange(at + d.col - 1, at + d.col - 1);
}

function openGame(p, text) {
  $('game').value = p;
  $('source').value = text !== undefined ? text : hoyle.read(p);
  save();
  markModified();
}

// ---- Run ----

function run() {
  if (!save()) return;
  const s = settings();
  const r = hoyle.run(path(), { ...s, view: s.seat });
  $('table').innerHTML = '';
  $('output').innerHTML = `<pre id="transcript">${withCards(r.transcript)}</pre>` +
    (r.errors ? `<pre class="errors">${esc(r.errors)}</pre>` : '');
  diags = Hoyle.diagnostics(r.errors || '');   // a run-time error, marked at its line
  renderEditor();
  status(r.status ? `run: exit status ${r.status}` : 'run: done');
}

// ---- Simulate ----

// Each seat's share of the games won, a bar, and its 95% interval, a line
// (the Wilson score interval hoyle sim computes: hoyle(1), STATISTICS).
function winChart(j) {
  const w = 360, barH = 22, h = barH * j.players + 20, x = v => 40 + v * (w - 60);
  let svg = `<svg id="winchart" width="${w}" height="${h}" role="img" aria-label="win shares with 95% intervals">`;
  j.win_share.forEach((s, p) => {
    const y = 4 + p * barH;
    svg += `<text x="0" y="${y + 14}">P${p + 1}</text><rect class="bar" x="${x(0)}" y="${y}" width="${x(s.share) - x(0)}" height="${barH - 6}"/>` +
      `<line class="ci" x1="${x(s.low)}" x2="${x(s.high)}" y1="${y + 8}" y2="${y + 8}"/>`;
  });
  return svg + `<text x="${x(0)}" y="${h - 2}">0</text><text x="${x(1) - 20}" y="${h - 2}">100%</text></svg>`;
}

// How long the games were, from hoyle sim's exact histogram of lengths
// ([turns, games] pairs): games per bin, in up to 24 bins of equal whole
// widths from the shortest game to the longest.
function lengthChart(t) {
  if (!t.histogram.length) return '';
  const lo = t.min, hi = t.max, width = Math.ceil((hi - lo + 1) / 24);
  const nb = Math.ceil((hi - lo + 1) / width), bins = new Array(nb).fill(0);
  for (const [v, k] of t.histogram) bins[Math.min(nb - 1, Math.floor((v - lo) / width))] += k;
  const top = Math.max(...bins), w = 360, h = 120, bw = (w - 40) / nb;
  let svg = `<svg id="lengthchart" width="${w}" height="${h + 30}" role="img" aria-label="game lengths">`;
  bins.forEach((k, i) => {
    const bh = (h - 10) * k / top, from = lo + i * width, to = Math.min(hi, from + width - 1);
    svg += `<rect class="bar" x="${40 + i * bw}" y="${h - bh}" width="${bw - 1}" height="${bh}">` +
      `<title>${from === to ? from : `${from}–${to}`} turns: ${k} games</title></rect>`;
  });
  return svg + `<text x="0" y="12">${top}</text><text x="40" y="${h + 14}">${lo}</text>` +
    `<text x="${w - 40}" y="${h + 14}">${hi}</text><text x="120" y="${h + 28}">turns per game</text></svg>`;
}

const pct = v => (100 * v).toFixed(1);

function simReport(r) {
  if (!r.json) return `<pre class="errors">${esc(r.errors)}</pre>`;
  const j = r.json, t = j.turns, f = j.first_player;
  const rows = j.wins.map((k, p) => {
    const s = j.win_share[p];
    return `<tr><td>P${p + 1}</td><td>${k}</td><td>${pct(s.share)}%</td><td>${pct(s.low)}–${pct(s.high)}%</td></tr>`;
  }).join('');
  return `<table id="simtable"><tr><th>seat</th><th>wins</th><th>share</th><th>95% interval</th></tr>${rows}</table>` +
    winChart(j) + lengthChart(t) +
    `<p>${j.played} games: draws ${j.draws}, stopped by the turn cap ${j.capped}, failed ${j.failed}. ` +
    `Turns a game: mean ${t.mean.toFixed(1)} (95% interval ${t.mean_low.toFixed(1)}–${t.mean_high.toFixed(1)}), ` +
    `median ${t.median}, 5–95% ${t.p5}–${t.p95}, ${t.min}–${t.max}. ` +
    `The first to play won ${f.won} of ${f.of} won games (${pct(f.share)}%, 95% interval ${pct(f.low)}–${pct(f.high)}%; ` +
    `fair ${pct(f.fair)}%, p = ${f.p_value.toPrecision(3)}). ` +
    `${j.seconds} s, ${j.games_per_second} games/s on one thread.</p>` +
    `<p>Intervals: 95% Wilson score intervals of shares, normal intervals of means (<code>man hoyle</code>, STATISTICS). ` +
    `As <code>hoyle sim</code> prints it:</p><pre id="simtext">${esc(r.text)}</pre>` +
    `<details id="simraw"><summary>and with <code>--json</code></summary><pre id="simjson">${esc(r.jsonText)}</pre></details>` +
    (r.errors ? `<pre class="errors">${esc(r.errors)}</pre>` : '');
}

// A simulation or comparison still running when Simulate or Compare is
// pressed is stopped (its worker ended) and the new one starts afresh.
let simRunning = false;

function startWorker(onResult) {
  if (simRunning) {
    worker.terminate();
    worker = null;
  }
  if (!worker) worker = new Worker('hoyle-worker.js');
  simRunning = true;
  $('simbar').hidden = false;
  $('progress').value = 0;
  $('table').innerHTML = '';
  $('output').innerHTML = '';
  worker.onmessage = e => {
    if (e.data.progress !== undefined) {
      $('progress').value = e.data.progress / e.data.n;
      $('progresstext').textContent = `${e.data.progress} / ${e.data.n} games`;
      return;
    }
    simRunning = false;
    onResult(e.data);
  };
}

// "done", or what went wrong: an exit status, games that failed.
function simStatus(what, status, json) {
  const failed = json ? json.failed : 0;
  if (failed) return `${what}: ${failed} of ${json.played} games failed with a run-time error`;
  return status ? `${what}: exit status ${status}` : `${what}: done`;
}

function simulate() {
  if (!save()) return;
  startWorker(d => {
    const r = d.result;
    $('output').innerHTML = simReport(r);
    status(simStatus('simulate', r.status, r.json));
  });
  status('simulating…');
  worker.postMessage({ sim: { path: path(), text: $('source').value, settings: settings(), n: +$('games').value } });
}

// ---- Compare: the edited script (B) against the original or a kept edit (A) ----

// The original of each game of games/, as the site gave it; an edit kept
// as A ("keep as A"), by game, until dropped or the page is left.
let originals = new Map(), kept = new Map();
const original = () => originals.get(path());
const baseline = () => (kept.has(path()) ? kept.get(path()) : original());

// The "modified" mark and "reset to the original", when the editor's text
// is not the original's; "keep as A" when it is not A's; which A is.
function markModified() {
  const changed = original() !== undefined && $('source').value !== original();
  $('modified').hidden = $('reset').hidden = !changed;
  $('keep').hidden = baseline() === undefined || $('source').value === baseline();
  $('kept').hidden = !kept.has(path());
}

// This edit becomes A: Compare then sets the edits made after it (B) against it.
function keepEdit() {
  kept.set(path(), $('source').value);
  markModified();
  status('compare: this edit is A now; edit on, and Compare sets B against it');
}

function dropKept() {
  kept.delete(path());
  markModified();
  status('compare: A is the original again');
}

function resetScript() {
  openGame(path(), original());
}

// A's path beside the script's, so that its imports resolve alike.
const originalPath = p => p.replace(/\.hoyle$/, kept.has(p) ? '.a.hoyle' : '.original.hoyle');

const num = v => (v === null ? '–' : Math.abs(v) >= 100 ? v.toFixed(1) : v.toFixed(3));
const signed = v => (v === null ? '–' : (v >= 0 ? '+' : '') + num(v));

// hoyle compare's rows as a table: A, B, B - A, its 95% interval and
// Holm's p, with the command's marks (* significant, ! few events).
function compareReport(c) {
  if (!c.json) return `<pre class="errors">${esc(c.errors)}</pre>`;
  const j = c.json;
  let section = '';
  const rows = j.rows.map(r => {
    let head = '';
    if (r.section !== section) {
      section = r.section;
      head = `<tr class="section"><th colspan="6">${esc(section)}</th></tr>`;
    }
    const where = r.counter && r.counter.text ? ` <small>${esc(r.counter.kind)} ${esc(r.counter.text)} (${esc(r.counter.where)})</small>` : '';
    const ci = r.interval ? `[${signed(r.low)}, ${signed(r.high)}]` : '';
    const p = r.interval ? `${r.p_holm === null ? '–' : r.p_holm < 1e-16 ? '<1e-16' : r.p_holm.toPrecision(3)}${r.significant ? ' *' : ''}${r.few_events ? ' !' : ''}` : '';
    return `${head}<tr${r.significant ? ' class="significant"' : ''}><td>${esc(r.figure)}${where}</td><td>${num(r.a)}</td><td>${num(r.b)}</td>` +
      `<td>${signed(r.diff)}</td><td class="ci">${ci}</td><td>${p}</td></tr>`;
  }).join('');
  const failed = [c.a, c.b].map((s, i) => s && s.failed ? `${'AB'[i]}: ${s.failed} of ${s.played} games failed with a run-time error. ` : '').join('');
  return `<p id="cmphead"><b>${esc(j.headline)}</b></p>` +
    `<p>A: ${kept.has(path()) ? 'the edit kept as A' : 'the original'}, B: the script as edited; ${j.a.games} games each on the same seeds from ${j.a.seed}, agents ${esc(j.a.agents)}.</p>` +
    j.warnings.map(w => `<p class="warning">${esc(w)}</p>`).join('') +
    (failed ? `<p class="warning">${esc(failed)}</p>` : '') +
    `<table id="cmptable"><tr><th>figure</th><th>A</th><th>B</th><th>B − A</th><th>95% interval</th><th>p (Holm)</th></tr>${rows}</table>` +
    `<p>Intervals: Newcombe's hybrid score for shares, Welch's for means, the delta method's for other ratios; ` +
    `* significant at the 5% level after Holm's correction for the ${j.tested} figures tested (p is Holm's); ` +
    `! rests on fewer than 30 events: its interval is rough (<code>man hoyle</code>, compare).</p>` +
    `<details id="cmpraw"><summary>hoyle compare --json</summary><pre id="cmpjson">${esc(c.jsonText)}</pre></details>` +
    (c.errors ? `<pre class="errors">${esc(c.errors)}</pre>` : '');
}

function compare() {
  if (!save()) return;
  if (baseline() === undefined) {
    status('compare: this script has no original to compare with');
    return;
  }
  startWorker(d => {
    const c = d.compared;
    $('output').innerHTML = compareReport(c);
    const failed = [c.a, c.b].some(s => s && s.failed);
    status(failed ? 'compare: some games failed with a run-time error' : c.status ? `compare: exit status ${c.status}` :
      $('source').value === baseline() ? `compare: done (the script is as ${kept.has(path()) ? 'A' : 'the original'})` : 'compare: done');
  });
  status('comparing…');
  worker.postMessage({ compare: { pathA: originalPath(path()), textA: baseline(), pathB: path(),
    textB: $('source').value, settings: settings(), n: +$('games').value } });
}

// ---- Play ----

// One line of the table as the seat sees it: cards as cards, a hidden card
// ("??") as a back, a pile of hidden ones as its count; the person's cards
// they may play, clickable.
function tableLine(line, playable) {
  const html = esc(line).replace(/\?\?/g, '<span class="card back">?</span>');
  return html.replace(CARD, m => cardHTML(m, playable.has(m) ? ' playable' : ''));
}

// A line of the person's own cards sorted in the deck's order (suit by
// suit, as hoyle_deck_cards lists them) and grouped by suit.
function sortedLine(line) {
  const m = /^(.*\(yours\):)((?: \S+)+)$/.exec(line);
  if (!m) return line;
  const cards = m[2].trim().split(' ');
  if (!cards.every(c => deckOrder.has(c))) return line;
  cards.sort((a, b) => deckOrder.get(a).key - deckOrder.get(b).key);
  const words = [];
  cards.forEach((c, i) => {
    if (i && deckOrder.get(c).suit !== deckOrder.get(cards[i - 1]).suit) words.push(' ');
    words.push(c);
  });
  return `${m[1]} ${words.join(' ')}`;
}

// The lines of a view's table to show: not those of zones the script marks
// internal (its bookkeeping; hoyle(3), marks), nor empty zones unless the
// script marks them shown; the person's own cards sorted.
function shownLines(v) {
  const marks = v.marks || '';
  return v.table.replace(/\n$/, '').split('\n')
    .filter((l, i) => marks[i] !== 'i' && !(marks[i] === 'z' && /: 0 cards$/.test(l))).map(sortedLine);
}

// "why?": what the last search bot to move weighed (hoyle_game_explain),
// asked of the worker when the button is pressed: a row per option, its
// visits and mean result with its 95% interval, the option taken marked;
// counts only, a card the person does not know "??".
function renderWhy(e) {
  if (!e) return;
  const f = x => x.toFixed(2);
  const rows = e.options.map((o, i) => `<tr${i === e.taken ? ' class="taken"' : ''}><td>${withCards(o.label)}${i === e.taken ? ' *' : ''}</td>` +
    `<td>${o.visits}</td><td>${o.value === null ? '–' : `${f(o.value)} [${f(o.lo)}, ${f(o.hi)}]`}</td></tr>`).join('');
  $('why').innerHTML = `<p>Why P${e.seat} chose as it did (turn ${e.turn}): ${e.iterations} iterations, each a world ` +
    `with the ${e.unknown} cards P${e.seat} did not know dealt at random${e.weighed ? ` (drawn from ${e.weighed} worlds weighed by the others' choices)` : ''}, played out.</p>` +
    `<table><tr><th>option (* taken)</th><th>visits</th><th>value [95% interval]</th></tr>${rows}</table>` +
    `<p>value: P${e.seat}'s mean result in the iterations that began with the option, 0 lost to 1 won; interval: Wilson's score interval over the visits.</p>`;
}

// The bots think in the worker: the sign shows and the options wait.
function thinking(on) {
  $('thinking').hidden = !on;
  $('table').classList.toggle('waiting', on);
}

function renderPlay(v) {
  const cardOpt = optionsByCard(v.options, isCard), none = new Set(), mine = new Set(cardOpt.keys());
  const lines = shownLines(v), q = question(v.question, v.options, cardOpt);
  const why = playing.canExplain ? ' <button id="whybutton" title="what the last search bot to move weighed (w)">why?</button>' : '';
  $('table').innerHTML = playing.botsHTML + lines.map(l => `<div class="row">${tableLine(l, l.includes('(yours)') ? mine : none)}</div>`).join('') +
    (q ? `<p id="question">${esc(q)}</p>` : '') +
    `<div id="options">${v.options.map((o, i) => `<button data-opt="${i}">${withCards(o)}</button>`).join('')}${why}</div><div id="why"></div>`;
  $('table').querySelectorAll('.playable').forEach(el => {
    el.onclick = () => answer(cardOpt.get(el.dataset.card));
  });
  $('table').querySelectorAll('#options button[data-opt]').forEach(b => { b.onclick = () => answer(+b.dataset.opt); });
  if (why) $('whybutton').onclick = () => playWorker.postMessage({ explain: true });
}

// A race: act (click or space) within the window, at the time the person
// really took (after the fastest bot is acting too, but later), or the race
// passes the person by.
function renderRace(v) {
  const info = v.raceInfo || { window_ms: 1500, bots: [] };
  const t0 = performance.now();
  let done = false;
  const g = playing;
  const finish = acted => {
    if (done || playing !== g) return;
    done = true;
    document.removeEventListener('keydown', onKey);
    send({ race: acted ? Math.round(performance.now() - t0) : -1 });
  };
  const onKey = e => { if (e.key === ' ') { e.preventDefault(); finish(true); } };
  $('table').innerHTML = playing.botsHTML + shownLines(v).map(l => `<div class="row">${tableLine(l, new Set())}</div>`).join('') +
    `<div id="options"><button id="race" data-opt="0">${esc(v.options[0])} (space)</button> ` +
    `within ${info.window_ms} ms</div>`;
  $('race').onclick = () => finish(true);
  document.addEventListener('keydown', onKey);
  setTimeout(() => finish(false), info.window_ms);
}

// The game lives in its own worker (playWorker), which makes the bots'
// moves: a message to it, the thinking sign until it answers.
let playWorker = null, gamesStarted = 0;

function send(msg) {
  thinking(true);
  playWorker.postMessage(msg);
}

function answer(i) {
  if (!playing || playing.waiting) return;
  playing.waiting = true;
  send({ answer: i });
}

// The worker's answer: the person's next decision, or the end.
function onState(st) {
  if (!playing || st.id !== playing.id) return;   // a game since replaced
  thinking(false);
  if (st.error) {
    $('output').innerHTML = `<pre class="errors">${esc(st.error)}</pre>`;
    status('play: the game does not start');
    playing = null;
    return;
  }
  const seat = playing.seat;
  if (!playing.botsHTML) {
    const list = st.agents.split(','), specs = [];
    for (let p = 1; p <= st.players; p++) specs.push(list[Math.min(p, list.length) - 1]);
    playing.botsHTML = `<div id="bots">${botsLine(specs, seat)}</div>`;
  }
  playingLog = st.log;
  $('output').innerHTML = `<pre id="transcript">${withCards(playingLog)}</pre>`;
  $('output').scrollTop = $('output').scrollHeight;
  playing.waiting = false;
  if (st.status === 2) {
    playing.last = st.view;
    playing.canExplain = st.canExplain;
    return st.view.race ? renderRace(st.view) : renderPlay(st.view);
  }
  // The end: the final table as the person's seat sees it (without its
  // "P1 to play" line), who won, the standings, and a rematch.
  const end = st.end, again = playing.again;
  $('table').innerHTML = playing.botsHTML + (end ? '<h3 id="finaltable">the final table</h3>' +
    shownLines(end).slice(1).map(l => `<div class="row">${tableLine(l, new Set())}</div>`).join('') +
    endHTML(end, seat) : `<p id="gameover">${esc(st.errors)}</p>`) +
    '<p><button id="rematch" title="a new game: the same script and settings, the next seed">rematch</button></p>';
  $('rematch').onclick = () => startGame({ ...again, settings: { ...again.settings, seed: again.settings.seed + 1 } });
  status('play: game over');
  playing = null;
}

function play() {
  if (!save()) return;
  const s = settings();
  startGame({ path: path(), text: $('source').value, settings: { ...s, seat: s.seat || 1 } });
}

// A game of the script (path, text) with settings; a rematch starts the
// next seed's the same way, and the seed field follows.
function startGame(again) {
  const seat = again.settings.seat;
  $('seed').value = again.settings.seed;
  if (!playWorker) {
    playWorker = new Worker('hoyle-worker.js');
    playWorker.onmessage = e => (e.data.explain !== undefined ? renderWhy(e.data.explain) : onState(e.data.state));
  }
  playing = { id: ++gamesStarted, seat, again, botsHTML: '', last: null, canExplain: false, waiting: true, view: () => playing.last };
  $('table').innerHTML = '';
  status(`play: you are P${seat}, seed ${again.settings.seed}`);
  send({ play: { id: playing.id, ...again } });
}

// ---- Test ----

function test() {
  if (!save()) return;
  $('scenario-box').open = true;
  hoyle.write('tests/scenarios/page.scn', $('scenario').value);
  const r = hoyle.test('tests/scenarios/page.scn');
  $('table').innerHTML = '';
  $('output').innerHTML = `<pre id="testresult">${esc(r.text)}</pre>`;
  status(r.status === 0 ? 'test: passed' : 'test: failed');
}

// ---- Share: the script and settings in the URL's fragment ----

const FIELDS = ['seed', 'players', 'seat', 'agents', 'games', 'options'];
const toB64 = s => btoa(String.fromCharCode(...new TextEncoder().encode(s))).replace(/\+/g, '-').replace(/\//g, '_');
const fromB64 = s => new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), c => c.charCodeAt(0)));

function share() {
  const state = { game: path(), text: $('source').value, scenario: $('scenario').value };
  for (const f of FIELDS) state[f] = $(f).value;
  history.replaceState(null, '', '#' + toB64(JSON.stringify(state)));
  navigator.clipboard?.writeText(location.href).catch(() => {});
  status('share: the link is in the address bar');
}

function restore() {
  if (location.hash.length < 2) return false;
  try {
    const state = JSON.parse(fromB64(location.hash.slice(1)));
    for (const f of FIELDS) if (state[f] !== undefined) $(f).value = state[f];
    if (state.scenario) $('scenario').value = state.scenario;
    openGame(state.game, state.text);
    return true;
  } catch (e) {
    status('share: the link is damaged; opened the first game');
    return false;
  }
}

async function main() {
  const text = async f => (await fetch(f)).text();
  hoyle = await hoyleOpen(createHoyle, text);
  keywords = new Set(JSON.parse(await text('keywords.json')));
  $('game').innerHTML = hoyle.files.filter(f => /^games\/.*\.hoyle$/.test(f))
    .map(f => `<option value="${f}">${f.slice(6, -6)}</option>`).join('');
  originals = new Map(hoyle.files.filter(f => f.startsWith('games/')).map(f => [f, hoyle.read(f)]));
  $('scenario').value = DEFAULT_SCENARIO;
  if (!restore()) openGame('games/crazy-eights.hoyle');
  $('game').onchange = () => openGame(path());
  $('source').oninput = onEdit;
  $('source').onscroll = () => {
    $('highlight').scrollTop = $('gutter').scrollTop = $('source').scrollTop;
    $('highlight').scrollLeft = $('source').scrollLeft;
  };
  $('source').onmousemove = onHover;
  $('source').onkeydown = onKey;
  $('diags').onclick = e => { const li = e.target.closest('li'); if (li) jumpTo(diags[+li.dataset.i]); };
  $('run').onclick = run;
  $('simulate').onclick = simulate;
  $('play').onclick = play;
  $('compare').onclick = compare;
  $('reset').onclick = resetScript;
  $('keep').onclick = keepEdit;
  $('dropkept').onclick = dropKept;
  $('test').onclick = test;
  $('share').onclick = share;
  document.body.dataset.ready = '1';
}

main().catch(e => status('failed to start: ' + e));
