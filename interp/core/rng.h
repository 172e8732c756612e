/* rng.h: the seeded random number generator every game uses.
 *
 * xoshiro128** (Blackman and Vigna), 128 bits of state held inside the game
 * so that copying a game copies its future.  A 64-bit seed fills the state
 * through two rounds of splitmix64.  rng_below draws without modulo bias
 * (Lemire's multiply-and-reject), so results are the same on every machine.
 * The two draws are inline: a shuffle and every bot decision call them.
 */
#ifndef HOYLE_RNG_H
#define HOYLE_RNG_H

#include <stdint.h>

typedef struct rng { uint32_t s[4]; } rng;

void rng_seed(rng *r, uint64_t seed);

static inline uint32_t rng_rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static inline uint32_t rng_next(rng *r)
{
  uint32_t *s = r->s;
  uint32_t result = rng_rotl(s[1] * 5, 7) * 9;
  uint32_t t = s[1] << 9;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rng_rotl(s[3], 11);
  return result;
}

/* Uniform in [0, n); n > 0. */
static inline uint32_t rng_below(rng *r, uint32_t n)
{
  uint64_t m = (uint64_t)rng_next(r) * n;
  if ((uint32_t)m < n) {
    uint32_t floor = (uint32_t)-n % n;
    while ((uint32_t)m < floor)
      m = (uint64_t)rng_next(r) * n;
  }
  return (uint32_t)(m >> 32);
}

#endif
