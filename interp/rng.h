/* rng.h: the seeded random number generator every game uses.
 *
 * xoshiro128** (Blackman and Vigna), 128 bits of state held inside the game
 * so that copying a game copies its future.  A 64-bit seed fills the state
 * through two rounds of splitmix64.  rng_below draws without modulo bias
 * (Lemire's multiply-and-reject), so results are the same on every machine.
 */
#ifndef HOYLE_RNG_H
#define HOYLE_RNG_H

#include <stdint.h>

typedef struct rng { uint32_t s[4]; } rng;

void rng_seed(rng *r, uint64_t seed);
uint32_t rng_next(rng *r);
uint32_t rng_below(rng *r, uint32_t n);   /* uniform in [0, n); n > 0 */

#endif
