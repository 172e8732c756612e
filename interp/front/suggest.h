/* suggest.h: "did you mean ...?": of the names a misspelt word could have
 * meant, the nearest one within a small edit distance.
 */
#ifndef HOYLE_SUGGEST_H
#define HOYLE_SUGGEST_H

typedef struct suggest {
  const char *word;          /* the word not known */
  const char *best;          /* the nearest name so far, or NULL */
  int dist;                  /* its distance */
} suggest;

/* Starts looking for a name near `word`. */
void suggest_start(suggest *s, const char *word);
/* Considers one known name; the first of equally near names is kept. */
void suggest_consider(suggest *s, const char *name);
/* The nearest name near enough to be a slip of the keyboard (one edit in
 * a short word, two in a word of six letters or more; a swap of two
 * neighbouring letters is one edit), or NULL. */
const char *suggest_best(const suggest *s);

#endif
