/* scenexpect.h: the expect lines of a scenario checked against the game
 * where they stand, and the names its lines give (seats, zones,
 * variables, the labels of a decision's options).  The format is in
 * hoyle(5). */
#ifndef HOYLE_SCENEXPECT_H
#define HOYLE_SCENEXPECT_H

#include <stddef.h>
#include "load/script.h"
#include "play/scenfile.h"
#include "run/game.h"

/* Checks the expectation text (line of the file) against g: 0, or -1
 * with sc->why saying what differed. */
int scenario_expect(scenario *sc, const game *g, char *text, int line);
/* -1 (and why) when g stopped with a run-time error the file does not
 * expect. */
int scenario_unexpected(scenario *sc, script *s, const game *g);
/* The option of g's decision labelled want, or -1. */
int scenario_find_label(const game *g, const char *want);
/* The labels of g's decision's options, quoted and joined by commas. */
void scenario_list_labels(const game *g, char *buf, size_t n);
/* Who is choosing, as a message names them ("player 2", "the players
 * racing"). */
void scenario_chooser(const game *g, char *buf, size_t n);
/* "hand of 2" or "discard": the zone slot, or -1. */
int scenario_zone_arg(const game *g, char *s);
/* "score of 2" or "trump": the variable's slot, or -1. */
int scenario_global_arg(const game *g, char *s);
/* -1, with why saying why `what arg` names nothing: an unknown zone or
 * variable, or a seat missing or out of range. */
int scenario_bad_subject(scenario *sc, const game *g, const char *what, const char *arg,
                         int line);

#endif
