// serve.js: the page of `hoyle serve` (serve.html).  In the lobby it lists
// the tables (GET /status) and makes new ones (GET /new); at a table it
// opens a WebSocket to /ws with the page's own t and k and draws each
// state the server sends: the table as this seat sees it (nothing else is
// ever sent to it), its options and the question they answer when it
// must decide, and at the end the final table, the standings, whether
// this seat won and a rematch.  A move is sent as {"move": option, "at":
// moves taken before it}; a dropped connection is opened again after a
// second.  Which option a card's click takes, the question over a choice,
// the bots' names and the end are choices.js, as in the playground.
'use strict';

const $ = id => document.getElementById(id);
const params = new URLSearchParams(location.search);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// Cards of the standard deck drawn as the playground draws them (hoyle-page.js).
const CARD = /\b(10|[2-9AJQK])([SHDC])\b/g;
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const cardHTML = (rank, suit, extra) =>
  `<span class="card ${suit === 'H' || suit === 'D' ? 'red' : 'black'}${extra || ''}" data-card="${rank}${suit}">${rank}${SUITS[suit]}</span>`;
const status = text => { $('status').textContent = text; };

// ---- the lobby ----

async function lobby() {
  $('lobby').hidden = false;
  $('where').textContent = 'lobby';
  const refresh = async () => {
    const st = await (await fetch('/status')).json();
    if (!$('people').options.length)
      for (let n = 0; n <= st.players; n++) $('people').add(new Option(String(n), String(n), n === 1, n === 1));
    $('tables').innerHTML = st.tables.map(t => `<li>table ${t.id}, game ${t.game}: ${t.seats.map(s =>
      s.person ? `P${s.seat} ${s.connected ? 'here' : 'away'}` : `P${s.seat} bot`).join(', ')}; ` +
      `${t.over ? 'over' : t.thinking ? 'the bots are thinking' : `P${t.turn} to play`} ` +
      `<a href="/?t=${t.id}">watch</a></li>`).join('') || '<li>none yet</li>';
    status(st.script);
  };
  $('new').onclick = async () => {
    const r = await (await fetch(`/new?people=${$('people').value}&bots=${$('botkind').value}`)).json();
    $('links').innerHTML = r.error ? esc(r.error) : `<p>Table ${r.id}: give each person their seat's link ` +
      `(it is theirs alone: whoever has it plays that seat).</p><ul>${r.seats.map((l, i) =>
        `<li>P${i + 1}: <a class="seat-link" href="${l}">${esc(location.origin + l)}</a></li>`).join('')}` +
      `<li>onlookers: <a href="${r.onlookers}">${esc(location.origin + r.onlookers)}</a></li></ul>`;
    refresh();
  };
  await refresh();
  setInterval(refresh, 2000);
}

// ---- a table ----

let ws = null, state = null, deckOrder = new Map();

// A line of the seat's own cards sorted as the terminal sorts them (the
// script's order, sent once as the deck) and grouped by suit.
function sortedLine(line) {
  const m = /^(.*\(yours\):)((?: \S+)+)$/.exec(line);
  if (!m || !deckOrder.size) return line;
  const cards = m[2].trim().split(' ');
  if (!cards.every(c => deckOrder.has(c))) return line;
  cards.sort((a, b) => deckOrder.get(a).key - deckOrder.get(b).key);
  const groups = [];
  cards.forEach((c, i) => {
    if (i && deckOrder.get(c).suit !== deckOrder.get(cards[i - 1]).suit) groups.push(' ');
    groups.push(c);
  });
  return `${m[1]} ${groups.join(' ')}`;
}

// The words that are cards: the deck's, once the server has sent it.
const isCard = w => (deckOrder.size ? deckOrder.has(w) : /^(10|[2-9AJQK])[SHDC]$/.test(w));

// One line of the table: cards as cards, the seat's own playable ones
// clickable; hidden ones ("??", "7 cards") as a count, not as backs.
function tableLine(line, playable) {
  return esc(line).replace(/\?\?/g, '<span class="card back">?</span>')
    .replace(CARD, (m, rank, suit) => cardHTML(rank, suit, playable.has(m) ? ' playable' : ''));
}

function send(move) {
  if (ws && ws.readyState === 1) ws.send(JSON.stringify(move));
}

function render(s) {
  state = s;
  const me = s.seat;
  $('where').textContent = `table ${s.table}, game ${s.game}: ${me ? `you are P${me}` : 'watching'}`;
  $('side').innerHTML = '<h3>Seats</h3><ul>' + s.seats.map(x => `<li>P${x.seat}${x.seat === me ? ' (you)' : ''}: ` +
    `${x.person ? (x.connected ? 'here' : 'away') : 'bot'}</li>`).join('') +
    `</ul><p>${s.onlookers} watching</p><h3>Moves</h3><pre id="log">${(s.log || []).map(l => esc(l).replace(CARD,
      (m, r, u) => cardHTML(r, u))).join('\n')}</pre>`;
  $('log').scrollTop = $('log').scrollHeight;
  // The bots move on the server: the sign shows and the table waits.
  $('thinking').hidden = !s.thinking;
  $('table').classList.toggle('waiting', !!s.thinking);
  if (s.thinking) {
    status('the bots are thinking…');
    return;
  }
  const byCard = optionsByCard(s.options, isCard), none = new Set(), mine = new Set(byCard.keys());
  const marks = s.marks || '';
  // Zones the script marks internal are its bookkeeping; an empty zone is
  // folded away unless the script marks it shown.
  // At the end the table is the final one, without its "P1 to play" line.
  const lines = s.view.replace(/\n$/, '').split('\n')
    .filter((l, i) => marks[i] !== 'i' && !(marks[i] === 'z' && /: 0 cards$/.test(l)) && !(s.over && i === 0));
  const bots = botsLine(s.seats.map(x => (x.person ? null : s.bots)), me);
  let html = (bots ? `<div id="bots">${bots}</div>` : '') + (s.over ? '<h3 id="finaltable">the final table</h3>' : '') + lines.map(l => `<div class="row">${tableLine(sortedLine(l), l.includes('(yours)') ? mine : none)}</div>`).join('');
  if (s.options) {
    const q = s.race ? `P${me}, ${s.race.act} within ${s.race.window_ms} ms?` : question(s.question, s.options, byCard);
    html += `${q ? `<p id="question">${esc(q)}</p>` : ''}<div id="options">${s.options.map((o, i) =>
      `<button data-opt="${i}">${esc(o).replace(CARD, (m, r, u) => cardHTML(r, u))}</button>`).join('')}</div>`;
  } else if (!s.over) {
    html += `<p id="waiting">P${s.turn} to play</p>`;
  }
  if (s.over) {   // the end: who won, the standings; a seat may ask for a rematch, the same seats again
    html += `<div id="result">${endHTML(s, me)}${s.error ? `<p>${esc(s.error)}</p>` : ''}` +
      `${me ? '<button id="rematch" title="a new game at this table, the same seats, the next seed">rematch</button>' : ''}</div>`;
  }
  $('table').innerHTML = html;
  $('table').querySelectorAll('.playable').forEach(el => {
    el.onclick = () => send({ move: byCard.get(el.dataset.card), at: s.moves });
  });
  $('table').querySelectorAll('#options button').forEach(b => {
    b.onclick = () => send({ move: +b.dataset.opt, at: s.moves });
  });
  if ($('rematch')) $('rematch').onclick = () => send({ rematch: true });
  status(s.over ? 'game over' : s.options ? 'your move' : `P${s.turn} to play`);
}

function connect() {
  const q = `t=${encodeURIComponent(params.get('t'))}` + (params.has('k') ? `&k=${encodeURIComponent(params.get('k'))}` : '');
  ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws?${q}`);
  ws.onmessage = e => {
    const m = JSON.parse(e.data);
    if (m.type === 'deck') deckOrder = new Map(m.cards.map((c, i) => [c.name, { key: i, suit: c.suit }]));
    else if (m.type === 'state') render(m);
    else if (m.type === 'refused') status(`refused: ${m.why}`);
  };
  ws.onclose = e => {
    status(e.reason ? `closed: ${e.reason}` : 'connection lost: joining again…');
    if (!e.reason) setTimeout(connect, 1000);
  };
}

if (params.has('t')) {
  $('table').hidden = false;
  connect();
} else {
  lobby();
}
