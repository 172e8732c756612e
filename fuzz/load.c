/* fuzz/load.c: libFuzzer target: the input is a script.  It is read,
 * parsed, checked and compiled as `hoyle check` does (script_load), imports
 * found in stdlib/ through HOYLE_PATH; any crash, leak, hang or sanitizer
 * report is a bug.  Built and run by `make fuzz` (fuzz/run.sh). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "fuzz/input.h"
#include "load/script.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char path[64];
  if (fuzz_input_file(data, size, "hoyle", path, sizeof path) < 0)
    return 0;
  FILE *err = fopen("/dev/null", "w");
  script s;
  script_load(&s, path, err);
  script_free(&s);
  fclose(err);
  unlink(path);
  return 0;
}
