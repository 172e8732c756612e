// serve.js: the browser test of `hoyle serve`, in real headless Chromium
// (puppeteer-core): the lobby makes a Crazy Eights table of four people;
// four browser contexts open its seat links and play the whole game by
// clicking (a card when one is playable, else the first button); one seat
// reloads mid-game and carries on; an onlooker watches.  Every WebSocket
// frame each page receives and the onlooker's DOM after every move are
// checked against the server's full transcript: no page is ever sent
// another seat's hidden card.  Prints "ok NAME" or "FAIL NAME: why" and
// saves screenshots in OUTDIR.  Whenever a seat must choose other than by
// a card, the page asks a question over the choice.  At the end every seat
// sees the final table, the standings and whether it won, and a rematch
// starts the next game at the same seats.  Then a Hearts table of
// one person against the search: the bots named, the three pass cards taken
// by clicking them, the thinking sign while the bots move.
//   usage: node serve.js HOYLE SRCDIR OUTDIR
'use strict';
const fs = require('fs'), os = require('os'), path = require('path');
const { spawn } = require('child_process');
const puppeteer = require('puppeteer-core');

const [hoyle, srcdir, outdir] = process.argv.slice(2, 5).map(p => path.resolve(p));
const CARD = /\b(?:10|[2-9AJQK])[SHDC]\b/g;
let failed = 0;

function startServer(records, game, agents) {
  const server = spawn(hoyle, ['serve', path.join(srcdir, `games/${game}.hoyle`), '-s', '7', ...agents,
    '--port', '0', '--records', records],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, HOYLE_SERVE_DIR: path.join(srcdir, 'web') } });
  return new Promise((ok, no) => {
    let out = '';
    server.stdout.on('data', d => {
      out += d;
      const m = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) ok({ server, url: `http://127.0.0.1:${m[1]}` });
    });
    server.on('exit', code => no(new Error(`hoyle serve exited with ${code}`)));
  });
}

// A page in a context of its own, its WebSocket frames kept in page.frames.
async function open(browser, url) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  page.frames_ = [];
  // The thinking sign may show for a moment only: the page notes each time.
  await page.evaluateOnNewDocument(() => {
    window.sawThinking = 0;
    setInterval(() => { const el = document.getElementById('thinking'); if (el && !el.hidden) window.sawThinking++; }, 5);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', e => page.frames_.push(e.response.payloadData));
  await page.goto(url);
  return page;
}

const tableText = page => page.$eval('#table', el => el.innerText);

async function play(browser, url, records) {
  const lobby = await open(browser, url + '/');
  await lobby.waitForSelector('#people option[value="4"]');
  await lobby.select('#people', '4');
  await lobby.click('#new');
  await lobby.waitForSelector('.seat-link');
  const links = await lobby.$$eval('.seat-link', as => as.map(a => a.href));
  if (links.length !== 4) throw new Error(`the lobby made ${links.length} seat links`);
  const seats = [];
  for (const l of links) seats.push(await open(browser, l));
  const onlooker = await open(browser, `${url}/?t=1`);
  const watched = [];
  let taken = 0, reloaded = false, asked = 0;
  const deadline = Date.now() + 150000;
  while (Date.now() < deadline) {
    const over = await Promise.all(seats.map(p => p.$('#result')));
    if (over.every(Boolean)) break;
    let mover = -1;
    for (let i = 0; i < 4 && mover < 0; i++)
      if (await seats[i].$('#options button')) mover = i;
    if (mover < 0) { await new Promise(r => setTimeout(r, 50)); continue; }
    if (taken === 8 && !reloaded) {   // P2 reloads: its link again, the table as it is
      reloaded = true;
      await seats[1].reload();
      await seats[1].waitForFunction(() => document.querySelector('#table .row'));
      if (!(await tableText(seats[1])).includes('(yours)')) throw new Error('after the reload P2 sees no hand');
      continue;
    }
    const page = seats[mover];
    const before = await tableText(page);
    const why = await askedRight(page, mover + 1);
    if (why) throw new Error(why);
    asked += await page.$('#question') ? 1 : 0;
    const card = await page.$('#table .playable');
    await (card || await page.$('#options button')).click();
    await page.waitForFunction(b => document.querySelector('#table').innerText !== b, { timeout: 10000 }, before);
    taken++;
    await new Promise(r => setTimeout(r, 30));
    watched.push(await onlooker.$eval('main', el => el.innerText));
  }
  const results = await Promise.all(seats.map(p => p.$eval('#result', el => el.innerText).catch(() => '')));
  if (!results.every(r => /game over: P\d wins/.test(r))) throw new Error(`not every seat saw the end: ${results}`);
  if (results.filter(r => r.includes('you won')).length !== 1) throw new Error(`not one winner: ${results}`);
  if (taken < 10) throw new Error(`a whole game in ${taken} clicks?`);
  const why = await theEnd(seats, onlooker);
  if (why) throw new Error(why);
  if (!asked) throw new Error('no choice other than a card came up: the question went untested');
  fs.mkdirSync(outdir, { recursive: true });
  for (let i = 0; i < 4; i++) await seats[i].screenshot({ path: path.join(outdir, `serve-seat${i + 1}.png`) });
  await onlooker.screenshot({ path: path.join(outdir, 'serve-onlooker.png') });
  console.log(`ok serve: four browsers played a table to its end in ${taken} clicks, one reloaded`);
  return { seats, onlooker, watched };
}

// The end at every seat: the final table, the standings of the four seats
// (the winner first), "you won" at the winner's seat alone, "you lost" at
// the others'; the onlooker sees who won, no outcome and no rematch.  Then
// one seat's rematch starts game 2 at every seat, the same seats again.
async function theEnd(seats, onlooker) {
  await onlooker.waitForSelector('#result #gameover');
  const ends = await Promise.all([...seats, onlooker].map(p => p.evaluate(() => ({
    head: document.querySelector('#gameover')?.innerText || '',
    outcome: document.querySelector('#outcome')?.innerText || '',
    rows: [...document.querySelectorAll('#standings tr')].slice(1).map(r => r.innerText),
    final: !!document.querySelector('#finaltable') && document.querySelectorAll('#table .row').length > 2,
    rematch: !!document.querySelector('#rematch'),
  }))));
  const winner = +(/^game over: P(\d) wins$/.exec(ends[0].head) || [])[1];
  if (!winner) return `the end says "${ends[0].head}"`;
  for (let i = 0; i < 5; i++) {
    const e = ends[i], who = i < 4 ? `P${i + 1}` : 'the onlooker';
    if (e.head !== ends[0].head) return `${who} was told "${e.head}", P1 "${ends[0].head}"`;
    const want = i === 4 ? '' : i + 1 === winner ? /^you won/ : /^you lost/;
    if (i === 4 ? e.outcome !== '' : !want.test(e.outcome)) return `${who} was told "${e.outcome}" (P${winner} won)`;
    if (e.rows.length !== 4 || !e.rows[0].startsWith(`1\tP${winner}`)) return `${who}'s standings: ${e.rows.join(' | ')}`;
    if (!e.final) return `${who} sees no final table`;
    if (e.rematch !== (i < 4)) return `${who} ${e.rematch ? 'is' : 'is not'} offered a rematch`;
  }
  fs.mkdirSync(outdir, { recursive: true });
  await seats[winner - 1].screenshot({ path: path.join(outdir, 'serve-end-winner.png') });
  await onlooker.screenshot({ path: path.join(outdir, 'serve-end-onlooker.png') });
  await seats[2].click('#rematch');
  for (const p of [...seats, onlooker]) {
    await p.waitForFunction(() => /game 2/.test(document.getElementById('where').innerText) &&
      !document.querySelector('#result') && document.querySelector('#table .row'), { timeout: 20000 });
  }
  const seatsNow = await seats[0].$eval('#side', el => el.innerText);
  if ((seatsNow.match(/here/g) || []).length !== 4) return `after the rematch the seats read: ${seatsNow}`;
  return null;
}

// The question over a seat's choice: none when a click on a card takes each
// option; else "PN, ..." (hoyle_game_question), "name a suit" over the suits.
async function askedRight(page, seat) {
  const labels = await page.$$eval('#options button', bs => bs.map(b => b.innerText));
  const q = await page.$eval('#question', el => el.innerText).catch(() => null);
  const byCard = labels.every(l => /^play (?:10|[2-9AJQK])[♠♥♦♣]$/.test(l));
  if (byCard) return q === null ? null : `P${seat} was asked "${q}" over cards alone`;
  if (q === null || !q.startsWith(`P${seat}, `)) return `P${seat} had no question over ${labels.join(' | ')}`;
  if (labels.every(l => /^(clubs|diamonds|hearts|spades)$/.test(l)) && q !== `P${seat}, name a suit`)
    return `P${seat} was asked "${q}" over the suits`;
  return null;
}

// Hearts, one person (P1) against the search: the page names the bots, the
// pass cards are taken by clicking them, and the sign shows while bots move.
async function hearts(browser, url) {
  const lobby = await open(browser, url + '/');
  await lobby.waitForSelector('#people option[value="1"]');
  await lobby.select('#people', '1');
  await lobby.select('#botkind', 'search');
  await lobby.click('#new');
  await lobby.waitForSelector('.seat-link');
  const page = await open(browser, await lobby.$eval('.seat-link', a => a.href));
  await page.waitForSelector('#options button');
  const bots = await page.$eval('#bots', el => el.innerText);
  if (!/^P2: ismcts \(the search\) · P3: ismcts \(the search\) · P4: ismcts \(the search\)$/.test(bots))
    throw new Error(`the bots are named "${bots}"`);
  for (let n = 0; n < 3; n++) {
    const labels = await page.$$eval('#options button', bs => bs.map(b => b.innerText));
    if (!labels.every(l => /^pass \S+ to P\d$/.test(l))) throw new Error(`P1's options: ${labels.join(' | ')}`);
    const cards = await page.$$('#table .playable');
    if (cards.length !== labels.length) throw new Error(`${cards.length} clickable cards for ${labels.length} passes`);
    if (await page.$('#question')) throw new Error('a question over the pass, which is of cards');
    const before = await tableText(page);
    await cards[0].click();
    await page.waitForFunction(b => document.querySelector('#table').innerText !== b, { timeout: 10000 }, before);
  }
  // After the pass the bots lead and follow, with the search: P1 waits.
  await page.waitForFunction(() => /^play /.test(document.querySelector('#options button')?.innerText || '') &&
    document.getElementById('thinking').hidden, { timeout: 60000 });
  const thought = page.frames_.map(f => JSON.parse(f)).some(f => f.type === 'state' && f.thinking);
  const saw = await page.evaluate(() => window.sawThinking);
  if (!thought || !saw) throw new Error(`the bots moved, yet the server said thinking ${thought}, the page showed it ${saw} times`);
  await page.screenshot({ path: path.join(outdir, 'serve-hearts.png') });
  console.log(`ok serve hearts: the bots named, P1's three pass cards clicked, the thinking sign shown`);
}

// The cards each seat held and never played, from the full transcript.
function hiddenCards(records) {
  const log = fs.readFileSync(path.join(records, 'table-1-game-1.log'), 'utf8');
  const played = new Set([...log.matchAll(/plays (\S+)/g), ...log.matchAll(/^(\S+) goes from stock to discard/gm)].map(m => m[1]));
  const hidden = [null, new Set(), new Set(), new Set(), new Set()];
  for (const m of log.matchAll(/^P(\d) (?:is dealt|draws) (.*)$/gm))
    for (const c of m[2].split(' ')) if (!played.has(c)) hidden[+m[1]].add(c);
  return hidden;
}

function leaks(texts, seat, hidden) {
  for (const t of texts)
    for (const c of t.match(CARD) || [])
      for (let s = 1; s <= 4; s++)
        if (s !== seat && hidden[s].has(c)) return `P${s}'s hidden ${c} reached ${seat ? `P${seat}` : 'the onlooker'}`;
  return null;
}

async function main() {
  const records = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyle-serve-'));
  const { server, url } = await startServer(records, 'crazy-eights', ['-a', 'random']);
  const heartsRecords = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyle-serve-'));
  const { server: heartsServer, url: heartsUrl } = await startServer(heartsRecords, 'hearts', []);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { seats, onlooker, watched } = await play(browser, url, records);
    const hidden = hiddenCards(records);
    // Frames of game 1 sent before its end (the final table shows every hand left).
    const framesOf = p => p.frames_.map(f => JSON.parse(f)).filter(f => f.type === 'state' && f.game === 1 && !f.over && !f.thinking)
      .map(f => f.view + (f.options || []).join(' ') + f.log.join('\n'));
    let why = null;
    for (let i = 0; i < 4 && !why; i++) why = leaks(framesOf(seats[i]), i + 1, hidden);
    why = why || leaks(framesOf(onlooker), 0, hidden) || leaks(watched.slice(0, -1), 0, hidden);
    if ([1, 2, 3, 4].reduce((n, s) => n + hidden[s].size, 0) < 3) why = 'too few hidden cards to test';
    if (framesOf(onlooker).length < 10) why = `the onlooker was sent ${framesOf(onlooker).length} states`;
    if (why) { failed++; console.log(`FAIL serve privacy: ${why}`); } else console.log('ok serve privacy: no page was sent another seat\'s hidden card');
  } catch (e) {
    failed++;
    console.log(`FAIL serve: ${String(e.message || e).split('\n').slice(0, 6).join('\n  ')}`);
  }
  try {
    await hearts(browser, heartsUrl);
  } catch (e) {
    failed++;
    console.log(`FAIL serve hearts: ${String(e.message || e).split('\n').slice(0, 6).join('\n  ')}`);
  } finally {
    await browser.close();
    // Each server writes its tables' records as it stops: wait for that.
    await Promise.all([server, heartsServer].map(sv => new Promise(ok => { sv.removeAllListeners('exit'); sv.on('exit', ok); sv.kill('SIGTERM'); })));
    fs.rmSync(records, { recursive: true, force: true });
    fs.rmSync(heartsRecords, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}
main();
