/* race.h: the session's answer to a race decision (see race.c). */
#ifndef HOYLE_RACE_H
#define HOYLE_RACE_H

#include "play/session.h"

/* The option the race decision of g takes, or -1 when a person quits. */
int race_answer(session *ss, game *g);

#endif
