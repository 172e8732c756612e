// browser.js: the web page's tests, in real headless Chromium (Debian's
// /usr/bin/chromium, driven by puppeteer-core): the page built by make web
// is served from a local port, used as a person would (typing, clicking)
// and its answers compared with the native hoyle command's.  Prints "ok
// NAME" or "FAIL NAME: why" per check and saves screenshots in OUTDIR.
//   usage: node --no-experimental-fetch browser.js DIST HOYLE SRCDIR OUTDIR
//          ... --bench N   games/s of Crazy Eights (10N games) and Hearts (N), page against native
'use strict';
const fs = require('fs'), http = require('http'), os = require('os'), path = require('path');
const { spawnSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const [dist, hoyle, srcdir, outdir] = process.argv.slice(2, 6).map(p => path.resolve(p));
const benchAt = process.argv.indexOf('--bench');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.css': 'text/css' };
let failed = 0;

function serve() {
  const server = http.createServer((req, res) => {
    const file = path.join(dist, decodeURIComponent(req.url.split(/[?#]/)[0]).replace(/^\/$/, '/index.html'));
    if (!file.startsWith(dist) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'text/plain; charset=utf-8' });
    res.end(fs.readFileSync(file));
  });
  return new Promise(ok => server.listen(0, '127.0.0.1', () => ok(server)));
}

// The native command run in dir (the source tree unless given): its
// standard output, standard error and status.
function native(args, dir) {
  const r = spawnSync(hoyle, args, { cwd: dir || srcdir, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { out: r.stdout, err: r.stderr, status: r.status };
}

// A scratch copy of the tree's games/ and stdlib/ where a script can be
// changed and checked natively under the same relative name as in the page.
function scratch(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyle-web-'));
  for (const d of ['games', 'stdlib']) fs.cpSync(path.join(srcdir, d), path.join(dir, d), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function check(name, fn) {
  try {
    await fn();
    console.log(`ok ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${String(e.message || e).split('\n').slice(0, 6).join('\n  ')}`);
  }
}

function same(got, want, what) {
  if (got === want) return;
  const a = got.split('\n'), b = want.split('\n');
  const i = a.findIndex((l, k) => l !== b[k]);
  throw new Error(`${what} differs at line ${i + 1}: page "${a[i]}", native "${b[i]}"`);
}

async function open(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  page.errors = [];
  page.on('pageerror', e => page.errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') page.errors.push(m.text()); });
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 60000 });
  return page;
}

// Sets the editor's text as typing would.
async function typeScript(page, text) {
  await page.$eval('#source', (ta, t) => { ta.value = t; ta.dispatchEvent(new Event('input')); }, text);
  await page.waitForFunction(() => !document.getElementById('status').textContent.includes('loading'));
  await new Promise(r => setTimeout(r, 400));
}

async function setField(page, id, value) {
  await page.$eval('#' + id, (el, v) => { el.value = v; }, String(value));
}

// Waits until the bots (in the page's worker) have moved and the page asks
// the person again or shows the end.
const settled = page => page.waitForFunction(() => document.getElementById('thinking').hidden &&
  !!document.querySelector('#options, #gameover'), { timeout: 120000 });

// hoyle sim's figures but for the timing, which differ from run to run:
// the JSON's members seconds and games_per_second, the text's "played in" line.
const simFigures = j => JSON.stringify({ ...j, seconds: 0, games_per_second: 0 });
const untimed = text => text.replace(/^  played in .*\n/m, '');

async function tests(browser, url) {
  const page = await open(browser, url);
  const games = await page.$$eval('#game option', os => os.map(o => o.value));

  await check('every game of games/ opens with no errors', async () => {
    const want = fs.readdirSync(path.join(srcdir, 'games')).filter(f => f.endsWith('.hoyle')).map(f => 'games/' + f);
    if (games.sort().join() !== want.sort().join()) throw new Error(`games ${games} not ${want}`);
    for (const g of games) {
      await page.select('#game', g);
      const st = await page.$eval('#status', e => e.textContent);
      const nd = await page.$$eval('#diags li', l => l.length);
      if (st !== 'no errors' || nd) throw new Error(`${g}: status "${st}", ${nd} diagnostics`);
    }
    if (page.errors.length) throw new Error(page.errors.join('; '));
  });

  await check('a typo is diagnosed at its line and column, as hoyle check does', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    const text = fs.readFileSync(path.join(srcdir, 'games/crazy-eights.hoyle'), 'utf8');
    const typo = text.replace('players 2..7 default 4', 'players 2..7 defualt 4');
    await typeScript(page, typo);
    const got = await page.$$eval('#diags li', l => l.map(e => e.textContent));
    const dir = scratch({ 'games/crazy-eights.hoyle': typo });
    const want = native(['check', 'games/crazy-eights.hoyle'], dir).err.split('\n').filter(l => /^\S+:\d+:\d+: /.test(l));
    fs.rmSync(dir, { recursive: true });
    if (!want.length || got.join('\n') !== want.join('\n')) throw new Error(`page [${got}] native [${want}]`);
    const line = typo.split('\n').findIndex(l => l.includes('defualt')) + 1;
    const under = await page.$eval('#highlight .err', e => {
      const before = document.createRange();
      before.setStart(document.getElementById('highlight'), 0);
      before.setEndBefore(e);
      return { line: before.toString().split('\n').length, text: e.textContent, title: e.title };
    });
    if (under.line !== line || !got[0].startsWith(`games/crazy-eights.hoyle:${line}:`) || !under.title)
      throw new Error(`underlined "${under.text}" at line ${under.line}, want ${line}`);
    await page.screenshot({ path: path.join(outdir, 'diagnostic.png') });
  });

  await check('the editor numbers its lines, and Run marks a run-time error at its line', async () => {
    const text = fs.readFileSync(path.join(srcdir, 'games/crazy-eights.hoyle'), 'utf8');
    const bad = text.replace('\n  choose {\n',
      '\n  say "{7 / (count(hand of current) - count(hand of current))}"\n  choose {\n');
    await typeScript(page, bad);
    const numbers = await page.$eval('#gutter', e => e.textContent.split('\n').filter(Boolean));
    if (numbers.length !== bad.split('\n').length || numbers[9] !== '10')
      throw new Error(`${numbers.length} line numbers for ${bad.split('\n').length} lines`);
    if (await page.$('#gutter .errline')) throw new Error('a line is marked before the run');
    await page.click('#run');
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('run: exit'));
    const line = bad.split('\n').findIndex(l => l.includes('7 / (')) + 1;
    const marked = await page.$$eval('#gutter .errline', l => l.map(e => +e.textContent));
    const listed = await page.$$eval('#diags li', l => l.map(e => e.textContent));
    const dir = scratch({ 'games/crazy-eights.hoyle': bad });
    const want = native(['run', 'games/crazy-eights.hoyle'], dir).err.split('\n').filter(l => / run-time error: /.test(l));
    fs.rmSync(dir, { recursive: true });
    if (marked.join() !== String(line) || listed.join('\n') !== want.join('\n') || !want.length)
      throw new Error(`marked lines [${marked}], want ${line}; listed [${listed}], native [${want}]`);
    const under = await page.$eval('#highlight .err', e => e.textContent);
    if (!under.includes('7 / (')) throw new Error(`underlined "${under}", want the division`);
    await page.screenshot({ path: path.join(outdir, 'run-time-error.png') });
  });

  await check('Run: the same transcript as hoyle run, byte for byte, for every game', async () => {
    await page.reload();
    await page.waitForSelector('body[data-ready]');
    await setField(page, 'seed', 7);
    await setField(page, 'seat', 2);
    await page.click('#run');
    const ui = await page.$eval('#transcript', e => e.textContent);
    const c8 = native(['run', '-s', '7', '--view', '2', 'games/crazy-eights.hoyle']).out;
    const symbols = { S: '♠', H: '♥', D: '♦', C: '♣' };
    same(ui, c8.replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (_, r, s) => r + symbols[s]), 'crazy-eights on the page');
    const reds = await page.$$eval('#transcript .card.red', l => l.length);
    if (!reds) throw new Error('no red cards drawn');
    await page.screenshot({ path: path.join(outdir, 'run.png') });
    for (const g of games)
      for (const [seed, view] of [[1, 0], [7, 2]]) {
        const got = await page.evaluate((p, s, v) => hoyle.run(p, { seed: s, view: v }), g, seed, view);
        const want = native(['run', '-s', String(seed), ...(view ? ['--view', String(view)] : []), g]);
        same(got.transcript + got.errors, want.out + want.err, `${g} seed ${seed} view ${view}`);
        if (got.status !== want.status) throw new Error(`${g}: status ${got.status}, native ${want.status}`);
      }
  });

  await check('the Lua sandbox holds its bounds in the page as natively', async () => {
    const hooks = {
      loop: 'function try() while true do end end',
      huge: 'function try() local s = string.rep("0123456789", 5000000) end',
      io: 'function try() local f = io.open("/etc/passwd") end',
    };
    for (const [name, lua] of Object.entries(hooks)) {
      const script = `game "Sandbox" { players 2..2 deck standard }\nzone stock : pile\n` +
        `zone hand : each player, private\nsetup { shuffle stock }\nturn {\n  lua.try()\n  win current\n}\nlua [[\n${lua}\n]]\n`;
      const file = `games/sandbox-${name}.hoyle`;
      const got = await page.evaluate((f, t) => { hoyle.write(f, t); return hoyle.run(f, { seed: 1 }); }, file, script);
      const dir = scratch({ [file]: script });
      const want = native(['run', file], dir);
      fs.rmSync(dir, { recursive: true });
      same(got.transcript + got.errors, want.out + want.err, `hook ${name}`);
      if (got.status !== 70 || want.status !== 70) throw new Error(`${name}: status ${got.status}, native ${want.status}`);
    }
  });

  await check('Simulate: 1,000 games on a worker give the figures of hoyle sim --json', async () => {
    for (const g of ['games/crazy-eights.hoyle', 'games/hearts.hoyle']) {
      await page.select('#game', g);
      await setField(page, 'seed', 1);
      await setField(page, 'players', 0);
      await page.$eval('#output', e => { e.innerHTML = ''; });
      // A long simulation stopped by pressing Simulate again.
      await setField(page, 'games', 10000000);
      await page.click('#simulate');
      await page.waitForFunction(() => document.getElementById('progress').value > 0, { timeout: 60000 });
      await setField(page, 'games', 1000);
      await page.click('#simulate');
      await page.waitForSelector('#simjson', { timeout: 300000 });
      const got = JSON.parse(await page.$eval('#simjson', e => e.textContent));
      const want = JSON.parse(native(['sim', '-n', '1000', '-s', '1', '--json', g]).out);
      if (simFigures(got) !== simFigures(want)) throw new Error(`${g}: page ${simFigures(got)} native ${simFigures(want)}`);
      const text = await page.$eval('#simtext', e => e.textContent);
      same(untimed(text), untimed(native(['sim', '-n', '1000', '-s', '1', g]).out), `${g}: hoyle sim's text`);
      const bars = await page.$$eval('#lengthchart rect title', ts => ts.map(t => +/: (\d+) games/.exec(t.textContent)[1]));
      const shown = bars.reduce((a, b) => a + b, 0);
      if (shown !== got.played) throw new Error(`${g}: the length chart shows ${shown} games of ${got.played}`);
      const progress = await page.$eval('#progress', e => e.value);
      if (progress !== 1) throw new Error(`progress ends at ${progress}`);
    }
    await page.screenshot({ path: path.join(outdir, 'simulate.png') });
  });

  await check('Test: a scenario written in the page passes, and a wrong one fails', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await page.click('#test');
    const ok = await page.$eval('#testresult', e => e.textContent);
    if (!ok.startsWith('ok ')) throw new Error(ok);
    await page.$eval('#scenario', e => { e.value = e.value.replace('expect current = 2', 'expect current = 3'); });
    await page.click('#test');
    const bad = await page.$eval('#testresult', e => e.textContent);
    if (!bad.startsWith('FAIL ')) throw new Error(bad);
  });

  await check('Run: a deck of its own drawn by its names, in its suits\' colours', async () => {
    await page.goto(url);
    await page.waitForSelector('body[data-ready]');
    await page.select('#game', 'games/crazy-eights.hoyle');
    const text = fs.readFileSync(path.join(srcdir, 'tests/scenarios/deck/deck-custom-play.hoyle'), 'utf8');
    await typeScript(page, text);
    await setField(page, 'seed', 3);
    await setField(page, 'seat', 0);
    await page.click('#run');
    const ui = await page.$eval('#transcript', e => e.textContent);
    const want = native(['run', '-s', '3', 'tests/scenarios/deck/deck-custom-play.hoyle']).out;
    same(ui, want, 'the custom deck on the page');
    const green = await page.$$eval('#transcript .card.green', l => l.map(e => e.textContent));
    const wild = await page.$$eval('#transcript .card.plain', l => l.map(e => e.textContent));
    if (!green.includes('1G') || !wild.includes('W')) throw new Error(`green [${green}], plain [${wild}]`);
  });

  await check('Share: a link opens the same script and settings', async () => {
    await page.select('#game', 'games/golf.hoyle');
    const text = (await page.$eval('#source', e => e.value)) + '\n# shared ♣ from the page\n';
    await typeScript(page, text);
    await setField(page, 'seed', 42);
    await page.click('#share');
    const link = page.url();
    const other = await open(browser, link);
    const got = await other.evaluate(() => [document.getElementById('game').value,
      document.getElementById('source').value, document.getElementById('seed').value]);
    await other.close();
    if (got[0] !== 'games/golf.hoyle' || got[1] !== text || got[2] !== '42') throw new Error(`opened ${got[0]}, seed ${got[2]}`);
  });

  await check('Play: a game of Crazy Eights played to its end by clicking cards', async () => {
    await page.goto(url);
    await page.waitForSelector('body[data-ready]');
    await setField(page, 'seed', 3);
    await setField(page, 'seat', 1);
    await setField(page, 'agents', 'random');
    await page.click('#play');
    let clicks = 0, cards = 0, shot = false;
    while (await settled(page), !(await page.$('#gameover')) && clicks < 1000) {
      const counted = await page.$$eval('#table .row', l => l.filter(r => /: \d+ cards?$/.test(r.textContent)).length);
      const backs = await page.$$eval('#table .card.back', l => l.length);
      if (backs) throw new Error('a pile of hidden cards drawn as card backs, not counted');
      if (!shot && counted) {
        await page.screenshot({ path: path.join(outdir, 'play.png') });
        shot = true;
      }
      const card = await page.$('#table .card.playable');
      await (card || await page.$('#options button')).click();
      clicks++;
      cards += !!card;
    }
    const end = await page.$eval('#gameover', e => e.textContent);
    if (!/^game over: P\d wins$/.test(end) || !shot || !cards)
      throw new Error(`${end} after ${clicks} clicks, ${cards} on cards`);
  });

  await check('Play: the end shows the final table, the standings and "you won" or "you lost"; rematch plays the next seed', async () => {
    const e = await page.evaluate(() => ({
      head: document.getElementById('gameover').textContent,
      outcome: document.getElementById('outcome')?.textContent || '',
      rows: [...document.querySelectorAll('#standings tr')].slice(1).map(r => [...r.cells].map(c => c.textContent)),
      final: !!document.getElementById('finaltable'), hands: document.querySelectorAll('#table .row').length,
    }));
    const winner = +/P(\d) wins$/.exec(e.head)[1];
    const places = e.rows.map(r => r[0] + ' ' + r[1]);
    if (!e.final || e.hands < 4 || e.rows.length !== 4 || places[0] !== `1 P${winner}${winner === 1 ? ' (you)' : ''}` ||
        !places.some(p => / P1 \(you\)$/.test(p)) || !(winner === 1 ? /^you won/ : /^you lost/).test(e.outcome))
      throw new Error(`${e.head}: "${e.outcome}", standings ${places.join(' | ')}, final table ${e.final} (${e.hands} rows)`);
    await page.screenshot({ path: path.join(outdir, 'play-end.png') });
    // The rematch: the same settings, the next seed (4), played taking the
    // first option each time as hoyle run -a first,random --view 1 -s 4.
    await page.click('#rematch');
    await settled(page);
    const seed = await page.$eval('#seed', el => el.value);
    for (let i = 0; i < 1000 && (await settled(page), !(await page.$('#gameover'))); i++) await page.click('#options button');
    const got = await page.evaluate(() => playingLog);
    const want = native(['run', '-s', '4', '-a', 'first,random', '--view', '1', 'games/crazy-eights.hoyle']).out;
    if (seed !== '4') throw new Error(`the rematch's seed is ${seed}`);
    same(got, want, 'the rematch');
  });

  await check('Play: taking the first option each time plays as hoyle run -a first', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await setField(page, 'seed', 5);
    await setField(page, 'seat', 2);
    await page.click('#play');
    for (let i = 0; i < 1000 && (await settled(page), !(await page.$('#gameover'))); i++) await page.click('#options button');
    const got = await page.evaluate(() => playingLog);
    const want = native(['run', '-s', '5', '-a', 'random,first,random', '--view', '2', 'games/crazy-eights.hoyle']).out;
    same(got, want, 'the game played');
  });

  await check('Play: why? shows what the last search bot weighed, a row per option', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await setField(page, 'seed', 4);
    await setField(page, 'seat', 1);
    await setField(page, 'agents', 'ismcts:iterations=60:infer=0:horizon=0');
    await page.click('#play');
    await page.waitForSelector('#options button');
    if (await page.$('#whybutton')) throw new Error('why? is offered before any bot has moved');
    // P1 plays 10C, P2 to P4 answer, P4 plays an eight and names a suit: the
    // explanation is checked for its rows and sums, not against hoyle play's.
    const i = await page.evaluate(() => playing.view().options.indexOf('play 10C'));
    await page.click(`#options button[data-opt="${i}"]`);
    await page.waitForSelector('#whybutton');
    await page.click('#whybutton');
    await page.waitForSelector('#why tr');
    const rows = await page.$$eval('#why tr', trs => trs.slice(1).map(tr => [...tr.cells].map(c => c.textContent)));
    const head = await page.$eval('#why p', p => p.textContent);
    await setField(page, 'agents', '');
    const labels = rows.map(r => r[0].replace(/ \*$/, '')).join(' ');
    const visits = rows.reduce((n, r) => n + +r[1], 0), taken = rows.filter(r => / \*$/.test(r[0])).length;
    const ok = rows.every(r => /^(\d\.\d\d) \[(\d\.\d\d), (\d\.\d\d)\]$/.test(r[2]));
    if (labels !== 'clubs diamonds hearts spades' || visits !== 60 || taken !== 1 || !ok ||
        !/^Why P4 chose as it did \(turn 4\): 60 iterations, each a world with the 41 cards/.test(head))
      throw new Error(`${head} ${JSON.stringify(rows)}`);
  });

  await check('Play: Slapjack races answered with the space bar', async () => {
    await page.select('#game', 'games/slapjack.hoyle');
    await setField(page, 'seed', 3);
    await setField(page, 'agents', 'random');
    await page.click('#play');
    for (let i = 0; i < 30 && (await settled(page), !(await page.$('#gameover'))); i++) {
      if (await page.$('#race')) await page.keyboard.press(' ');
      else await page.click('#options button');
    }
    const log = await page.$eval('#transcript', e => e.textContent);
    if (!/P1 is (first|next) to slap/.test(log)) throw new Error('P1 never slapped');
  });
  await check('Play: the bots are named, the search by default, as in hoyle play', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await setField(page, 'seed', 4);
    await setField(page, 'seat', 2);
    await setField(page, 'agents', '');
    await page.click('#play');
    await settled(page);
    const bots = await page.$eval('#bots', e => e.textContent);
    const title = await page.$eval('#bots span', e => e.title);
    if (bots !== 'P1: ismcts (the search) · P3: ismcts (the search) · P4: ismcts (the search)' ||
        !/^ismcts:iterations=\d+$/.test(title))
      throw new Error(`bots "${bots}", the first "${title}"`);
  });

  await check('Play: the search thinks off the page\'s thread, with a sign, and the page answers meanwhile', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await setField(page, 'seed', 4);
    await setField(page, 'seat', 1);
    await setField(page, 'agents', 'ismcts:iterations=5000');
    await page.click('#play');
    await settled(page);
    await page.click('#options button');
    // While the three bots search, the sign shows and a timer of the page's
    // thread fires at once (on the page's thread the search would hold it).
    const during = await page.evaluate(() => new Promise(ok => {
      const sign = !document.getElementById('thinking').hidden, t0 = performance.now();
      setTimeout(() => ok({ sign, late: performance.now() - t0, still: !document.getElementById('thinking').hidden }), 0);
    }));
    await page.screenshot({ path: path.join(outdir, 'thinking.png') });
    await settled(page);
    await setField(page, 'agents', '');
    if (!during.sign || !during.still || during.late > 250)
      throw new Error(`sign ${during.sign}, still ${during.still}, a timer ${during.late.toFixed(0)} ms late`);
  });

  await check('Play: a question over a choice that is not of a card', async () => {
    await page.select('#game', 'games/crazy-eights.hoyle');
    await setField(page, 'seat', 1);
    await setField(page, 'agents', 'random');
    let asked = null;
    for (let seed = 1; seed < 40 && !asked; seed++) {
      await setField(page, 'seed', seed);
      await page.click('#play');
      for (let i = 0; i < 200 && !asked && (await settled(page), !(await page.$('#gameover'))); i++) {
        const opts = await page.$$eval('#options button[data-opt]', l => l.map(b => b.textContent));
        if (opts.join() === 'clubs,diamonds,hearts,spades') asked = await page.$eval('#question', e => e.textContent);
        // P1 plays an eight when it can, else the first option.
        else await (await page.$('#table .card.playable[data-card^="8"]') || await page.$('#options button')).click();
      }
    }
    if (asked !== 'P1, name a suit') throw new Error(`asked "${asked}"`);
    await page.screenshot({ path: path.join(outdir, 'question.png') });
  });

  await check('Play: Hearts\' pass cards ("pass 2C to P2") are taken by clicking them', async () => {
    await page.select('#game', 'games/hearts.hoyle');
    await setField(page, 'seed', 3);
    await setField(page, 'seat', 1);
    await setField(page, 'agents', 'random');
    await page.click('#play');
    for (let n = 0; n < 3; n++) {
      await settled(page);
      const opts = await page.$$eval('#options button[data-opt]', l => l.map(b => b.textContent));
      const cards = await page.$$('#table .card.playable');
      if (!opts.every(o => /^pass \S+ to P\d$/.test(o)) || cards.length !== opts.length || await page.$('#question'))
        throw new Error(`pass ${n + 1}: ${cards.length} clickable cards for ${opts.join(' | ')}`);
      await cards[0].click();
    }
    await settled(page);
    const log = await page.$eval('#transcript', e => e.textContent);
    if (!/go from passing of P1 to hand of P2/.test(log)) throw new Error(`P1's pass never went: ${log.slice(-300)}`);
  });

  await check('Compare: the edit against the original on common seeds, hoyle compare\'s figures and headline; reset', async () => {
    await page.goto(url);
    await page.waitForSelector('body[data-ready]');
    const file = 'games/crazy-eights.hoyle', text = fs.readFileSync(path.join(srcdir, file), 'utf8');
    if (!(await page.$eval('#modified', e => e.hidden))) throw new Error('"modified" before an edit');
    const sevens = text.replace('c.rank == 8 or matches', 'c.rank == 8 or c.rank == 7 or matches');
    await typeScript(page, sevens);
    if (await page.$eval('#modified', e => e.hidden) || await page.$eval('#reset', e => e.hidden))
      throw new Error('no "modified" mark or reset button after an edit');
    await setField(page, 'seed', 1);
    await setField(page, 'games', 200);
    await page.click('#compare');
    await page.waitForSelector('#cmphead', { timeout: 300000 });
    const head = await page.$eval('#cmphead', e => e.textContent);
    const got = JSON.parse(await page.$eval('#cmpjson', e => e.textContent));
    const folded = await page.$eval('#cmpraw', e => !e.open);
    const dir = scratch({ 'games/crazy-eights.original.hoyle': text, [file]: sevens });
    const want = JSON.parse(native(['compare', '-n', '200', '-s', '1', '--json', 'games/crazy-eights.original.hoyle', file], dir).out);
    fs.rmSync(dir, { recursive: true });
    if (head !== want.headline || JSON.stringify(got.rows) !== JSON.stringify(want.rows) || !folded)
      throw new Error(`headline "${head}", native "${want.headline}"; rows the same: ${JSON.stringify(got.rows) === JSON.stringify(want.rows)}; JSON folded ${folded}`);
    const wins = await page.$$eval('#cmptable tr', trs => trs.filter(tr => /^P1 wins/.test(tr.cells[0].textContent)).map(tr => tr.cells[4].textContent));
    const r = want.rows[0], f = v => (v >= 0 ? '+' : '') + v.toFixed(3);
    if (wins.join() !== `[${f(r.low)}, ${f(r.high)}]`) throw new Error(`P1's interval "${wins}", native [${r.low}, ${r.high}]`);
    const st = await page.$eval('#status', e => e.textContent);
    if (st !== 'compare: done') throw new Error(`status "${st}"`);
    await page.screenshot({ path: path.join(outdir, 'compare.png') });
    await page.click('#reset');
    const back = await page.$eval('#source', e => e.value);
    if (back !== text || !(await page.$eval('#modified', e => e.hidden))) throw new Error('reset did not restore the original');
  });

  await check('Compare: two edits, B against an edit kept as A, on common seeds, as hoyle compare A B', async () => {
    const file = 'games/crazy-eights.hoyle', text = fs.readFileSync(path.join(srcdir, file), 'utf8');
    const a = text.replace('c.rank == 8 or matches', 'c.rank == 8 or c.rank == 7 or matches');
    const b = a.replace('c.rank == 7 or', 'c.rank == 7 or c.rank == 6 or');
    if (b === a) throw new Error('the second edit changed nothing');
    await typeScript(page, a);
    await page.click('#keep');
    if (await page.$eval('#kept', e => e.hidden) || !(await page.$eval('#keep', e => e.hidden)))
      throw new Error('no mark that an edit is kept as A');
    await typeScript(page, b);
    if (await page.$eval('#keep', e => e.hidden) || await page.$eval('#modified', e => e.hidden))
      throw new Error('"keep as A" or "modified" not offered after the second edit');
    await page.click('#compare');
    await page.waitForSelector('#cmphead', { timeout: 300000 });
    const head = await page.$eval('#cmphead', e => e.textContent);
    const said = await page.$eval('#output p:nth-of-type(2)', e => e.textContent);
    const got = JSON.parse(await page.$eval('#cmpjson', e => e.textContent));
    const dir = scratch({ 'games/crazy-eights.a.hoyle': a, [file]: b });
    const want = JSON.parse(native(['compare', '-n', '200', '-s', '1', '--json', 'games/crazy-eights.a.hoyle', file], dir).out);
    fs.rmSync(dir, { recursive: true });
    if (head !== want.headline || JSON.stringify(got.rows) !== JSON.stringify(want.rows) || !/^A: the edit kept as A, B: /.test(said))
      throw new Error(`headline "${head}", native "${want.headline}"; rows the same: ${JSON.stringify(got.rows) === JSON.stringify(want.rows)}; "${said}"`);
    await page.screenshot({ path: path.join(outdir, 'compare-edits.png') });
    await page.click('#dropkept');
    if (!(await page.$eval('#kept', e => e.hidden))) throw new Error('A is still the kept edit');
    await page.click('#reset');
    if (await page.$eval('#source', e => e.value) !== text) throw new Error('reset did not restore the original');
  });

  await check('Simulate: games that fail are said to, not "done"', async () => {
    const text = fs.readFileSync(path.join(srcdir, 'games/crazy-eights.hoyle'), 'utf8');
    const bad = text.replace('\n  choose {\n', '\n  say "{7 / (count(hand of current) - count(hand of current))}"\n  choose {\n');
    await typeScript(page, bad);
    await setField(page, 'games', 20);
    await page.click('#simulate');
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('simulate:'), { timeout: 60000 });
    const st = await page.$eval('#status', e => e.textContent);
    await page.click('#reset');
    if (st !== 'simulate: 20 of 20 games failed with a run-time error') throw new Error(`status "${st}"`);
  });
  if (page.errors.length) { failed++; console.log(`FAIL the page logged errors: ${page.errors.join('; ')}`); }
}

// games/s of the page's sim (on its own thread, after one warm-up run)
// against the native command's (hoyle sim -j 1: one thread, as the page),
// for the same seeds: the best of five runs each, page and native in turn,
// as the machine may be busy.  The page plays them in one hoyle_sim_each
// call, and in Simulate's chunks (about 50, for its progress bar).
async function bench(browser, url, n) {
  const page = await open(browser, url);
  for (const [g, k] of [['games/crazy-eights.hoyle', 10 * n], ['games/hearts.hoyle', n]]) {
    await page.evaluate((p, k) => hoyle.sim(p, { seed: 1 }, Math.ceil(k / 10)), g, k);
    const modes = { 'one call': { chunk: k }, 'in chunks': {} };
    const best = {}, fig = {};
    let bestNative = 0;
    for (let round = 0; round < 5; round++) {
      for (const [mode, opt] of Object.entries(modes)) {
        const got = await page.evaluate((p, k, o) => {
          const t0 = performance.now(), r = hoyle.sim(p, { seed: 1 }, k, null, o);
          return { json: r.json, wall: (performance.now() - t0) / 1000 };
        }, g, k, opt);
        best[mode] = Math.max(best[mode] || 0, k / got.wall);
        fig[mode] = simFigures(got.json);
      }
      const want = JSON.parse(native(['sim', '-n', String(k), '-s', '1', '-j', '1', '--json', g]).out);
      bestNative = Math.max(bestNative, want.games_per_second);
      fig.native = simFigures(want);
    }
    const same = Object.values(fig).every(f => f === fig.native);
    console.log(`${g}: ${k} games, best of 5: native ${bestNative.toFixed(0)} games/s; page ` +
      Object.entries(best).map(([m, r]) => `${r.toFixed(0)} games/s (${m}, native/page ${(bestNative / r).toFixed(2)})`).join(', ') +
      `; figures ${same ? 'identical' : 'DIFFER'}`);
  }
}

(async () => {
  fs.mkdirSync(outdir, { recursive: true });
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (benchAt > 0) await bench(browser, url, +process.argv[benchAt + 1] || 2000);
    else await tests(browser, url);
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
})().catch(e => { console.log(`FAIL the browser tests could not run: ${e.message}`); process.exit(1); });
