// hoyle-worker.js: the page's long work off its thread, so that it never
// freezes.  Messages:
//   {sim: {path, text, settings, n}}: writes the script, plays n games in
//     chunks, posts {progress: done, n} between them, then {result}: hoyle
//     sim's figures, as its text and its --json object (Hoyle.sim).
//   {compare: {pathA, textA, pathB, textB, settings, n}}: both scripts on
//     the same seeds, {progress} as they go, then {compared}: hoyle compare
//     --json's object (Hoyle.compare).
//   {play: {id, path, text, settings}}, {answer: i}, {race: ms}: a game
//     with a person in it; the bots' moves (the search's too) are made here,
//     and each message is answered with {state}: the game's id, the
//     person's next decision and its question, or the end (the final
//     table, the places and scores).  {explain: true} is answered with {explain}: what the last
//     search bot weighed, or null.
'use strict';
importScripts('hoyle.js', 'hoyle-core.js');

const ready = hoyleOpen(createHoyle, async f => (await fetch(f)).text());
let game = null, gameId = 0;

// Runs the game to the person's next decision or its end.
function state() {
  const r = game.run();
  const st = { id: gameId, status: r, log: game.log(), agents: game.agents(), players: game.players() };
  if (r === 2) {
    st.view = game.view();
    st.view.question = game.question();
    st.canExplain = game.canExplain();
  } else {
    st.winner = r === 0 ? game.winner() : 0;
    if (r === 0) st.end = game.end();
    st.errors = game.errors;
    game.free();
    game = null;
  }
  return st;
}

onmessage = async e => {
  const h = await ready, m = e.data;
  if (m.sim) {
    const { path, text, settings, n } = m.sim;
    h.write(path, text);
    const r = h.sim(path, settings, n, done => postMessage({ progress: done, n }));
    postMessage({ result: r });
  } else if (m.compare) {
    const c = m.compare;
    h.write(c.pathA, c.textA);
    h.write(c.pathB, c.textB);
    postMessage({ compared: h.compare(c.pathA, c.pathB, c.settings, c.n, (done, n) => postMessage({ progress: done, n })) });
  } else if (m.play) {
    if (game) game.free();
    game = null;
    gameId = m.play.id;
    h.write(m.play.path, m.play.text);
    const g = h.game(m.play.path, m.play.settings);
    if (g.error) return postMessage({ state: { id: gameId, error: g.error } });
    game = g;
    postMessage({ state: state() });
  } else if (m.answer !== undefined && game) {
    game.answer(m.answer);
    postMessage({ state: state() });
  } else if (m.race !== undefined && game) {
    game.race(m.race);
    postMessage({ state: state() });
  } else if (m.explain) {
    postMessage({ explain: game ? game.explain() : null });
  }
};
