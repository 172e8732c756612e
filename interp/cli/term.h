/* term.h: the terminal the hoyle command plays on: single-key mode and back,
 * and Ctrl-C that leaves with the terminal as it was (see term.c). */
#ifndef HOYLE_TERM_H
#define HOYLE_TERM_H

/* Leaves on Ctrl-C (SIGINT) or SIGTERM: the terminal restored, a newline
 * and "you left the game" written, exit status 130. */
void term_catch_interrupt(void);
/* Switches fd to single keys without echo; -1 when fd is no terminal. */
int term_keys(int fd);
/* Undoes term_keys. */
void term_restore(int fd);
/* Sleeps ms milliseconds (none when ms <= 0). */
void term_pause(int ms);

#endif
