/* rng.c: seeding xoshiro128** with splitmix64; the draws are inline in rng.h. */
#include "core/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

void rng_seed(rng *r, uint64_t seed)
{
  uint64_t a = splitmix64(&seed), b = splitmix64(&seed);
  r->s[0] = (uint32_t)a; r->s[1] = (uint32_t)(a >> 32);
  r->s[2] = (uint32_t)b; r->s[3] = (uint32_t)(b >> 32);
  if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
    r->s[0] = 1;                      /* the all-zero state is a fixed point */
}
