/* rng.c: xoshiro128** with splitmix64 seeding; see rng.h. */
#include "rng.h"

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

static uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

uint32_t rng_next(rng *r)
{
  uint32_t *s = r->s;
  uint32_t result = rotl(s[1] * 5, 7) * 9;
  uint32_t t = s[1] << 9;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

uint32_t rng_below(rng *r, uint32_t n)
{
  uint64_t m = (uint64_t)rng_next(r) * n;
  if ((uint32_t)m < n) {
    uint32_t floor = (uint32_t)-n % n;
    while ((uint32_t)m < floor)
      m = (uint64_t)rng_next(r) * n;
  }
  return (uint32_t)(m >> 32);
}
