// choices.js: what the playground (hoyle-page.js) and the page of `hoyle
// serve` (serve.js) say alike about a decision: which option a click on a
// card takes, the question over a choice that is not of a card, and the
// bots named by seat.  Plain functions of their arguments, no page state.
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

// The question over a choice that is not of a card, from what its options
// name (the API gives options, not a prompt): "P1, choose a suit:"; none
// when every option is taken by clicking its card.
const QUESTIONS = [
  [/^(clubs|diamonds|hearts|spades)$/, 'a suit'],
  [/^P\d+$/, 'a player'],
  [/^-?\d+$/, 'a number'],
  [/^(bid|call) /, 'your bid'],
];
function question(seat, options, byCard) {
  if (options.length && options.every((o, i) => [...byCard.values()].includes(i))) return '';
  const labels = options.filter(o => o !== 'stop');
  const q = QUESTIONS.find(([re]) => labels.length && labels.every(o => re.test(o)));
  return `P${seat}, ${q ? `choose ${q[1]}` : byCard.size ? 'play a card or choose' : 'choose'}:`;
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
