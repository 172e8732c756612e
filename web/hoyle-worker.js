// hoyle-worker.js: Simulate off the page's thread.  Takes {path, text,
// settings, n}, writes the script, plays n games in chunks and posts
// {progress: done} between them, then {result}: hoyle sim's figures, as
// its text and its --json object (Hoyle.sim in hoyle-core.js).
'use strict';
importScripts('hoyle.js', 'hoyle-core.js');

const ready = hoyleOpen(createHoyle, async f => (await fetch(f)).text());

onmessage = async e => {
  const h = await ready;
  const { path, text, settings, n } = e.data;
  h.write(path, text);
  const r = h.sim(path, settings, n, done => postMessage({ progress: done, n }));
  postMessage({ result: r });
};
