// choices.js: what the playground (hoyle-page.js) and the page of `hoyle
// serve` (serve.js) say alike about a decision: which option a click on a
// card takes, the question over a choice that is not of a card, the
// bots named by seat, and the end of a game.  Plain functions of their arguments, no page state.
'use strict';

// The options that name one card by that card ("play 8H", "pass 2C to P2"),
// for the cards only one option names: a click on such a card takes its
// option.  isCard(word) says which words are cards of the game's deck.
function optionsByCard(options, isCard) {
  const byCard = new Map(), twice = new Set();
  (options || []).forEach((o, i) => {
    const cards = o.split(' ').filter(isCard);
    if (cards.length !== 1) return;
    if (byCard.has(cards[0])) twice.add(cards[0]);
    else byCard.set(cards[0], i);
  });
  twice.forEach(c => byCard.delete(c));
  return byCard;
}

// The question over a choice, as the stepping API asks it
// (hoyle_game_question: "P1, play a card", "P1, name a suit");
// none when every option is taken by clicking its card.
function question(asked, options, byCard) {
  if (options.length && options.every((o, i) => [...byCard.values()].includes(i))) return '';
  return asked || '';
}

// The bots by seat, named with what each is: "P2: ismcts (the search)".
// specs[p - 1] is seat p's agent, null for a person; the seat's own left out.
const AGENT_KINDS = { random: 'plays at random', first: 'takes the first option', greedy: 'looks a move ahead',
  ismcts: 'the search', exec: 'a program' };
function botsLine(specs, seat) {
  const quote = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const names = [];
  specs.forEach((spec, i) => {
    if (i + 1 === seat || !spec || spec === 'human') return;
    const kind = spec.split(':')[0];
    names.push(`<span title="${quote(spec)}">P${i + 1}: ${quote(kind)}${AGENT_KINDS[kind] ? ` (${AGENT_KINDS[kind]})` : ''}</span>`);
  });
  return names.join(' · ');
}

// The end of a game, as hoyle play tells it: who won, "you won" or "you
// lost" for the seat the person holds (nothing of the kind for onlookers,
// seat 0), the place they finished in, and the standings: each seat's
// place and score, best first.  end: {winner, places, scores, score_rule}
// (places[p - 1]: seat p's place, from 1; none when the turn cap stopped
// the game), as hoyle_game_places and hoyle_game_scores give them.
function endHTML(end, seat) {
  const places = end.places || [], scores = end.scores || [], n = places.length;
  const firsts = places.map((pl, i) => (pl === 1 ? i + 1 : 0)).filter(Boolean);
  let head, outcome = '';
  if (!n) head = 'game over: no winner (the turn cap stopped the game)';
  else if (firsts.length === n) head = 'game over: no winner (the game is drawn)';
  else {
    const names = firsts.map(p => `P${p}`);
    head = `game over: ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)} win` : `${names[0]} wins`}`;
    if (seat) {
      const last = Math.max(...places);
      outcome = (places[seat - 1] === 1 ? 'you won' : 'you lost') +
        (last > 2 ? ` (you finished in place ${places[seat - 1]} of ${n})` : '');
    }
  }
  const order = [...Array(Math.max(n, scores.length)).keys()].map(i => i + 1);
  order.sort((a, b) => (places[a - 1] || 0) - (places[b - 1] || 0) ||
    (scores.length ? (scores[b - 1] - scores[a - 1]) * (end.score_rule || 1) : 0));
  const rows = order.map(p => `<tr${p === seat ? ' class="you"' : ''}><td>${n ? places[p - 1] : '–'}</td>` +
    `<td>P${p}${p === seat ? ' (you)' : ''}</td>${scores.length ? `<td>${scores[p - 1]}</td>` : ''}</tr>`).join('');
  const rule = scores.length ? `<caption>the ${end.score_rule < 0 ? 'lowest' : 'highest'} score wins</caption>` : '';
  return `<p id="gameover">${head}</p>${outcome ? `<p id="outcome">${outcome}</p>` : ''}` +
    `<table id="standings">${rule}<tr><th>place</th><th>seat</th>${scores.length ? '<th>score</th>' : ''}</tr>${rows}</table>`;
}
