/* fuzz/input.c: a fuzz input written to a file (see input.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>
#include "fuzz/input.h"

int fuzz_input_file(const uint8_t *data, size_t size, const char *suffix, char *path,
                    size_t n)
{
  snprintf(path, n, "/tmp/hoyle-fuzz-%ld.%s", (long)getpid(), suffix);
  FILE *f = fopen(path, "wb");
  if (!f)
    return -1;
  size_t wrote = fwrite(data, 1, size, f);
  return fclose(f) == 0 && wrote == size ? 0 : -1;
}
