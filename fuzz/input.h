/* fuzz/input.h: the fuzz targets' one shared helper: a fuzz input written
 * to a file of its own, since the loader and the scenario runner read
 * files. */
#ifndef HOYLE_FUZZ_INPUT_H
#define HOYLE_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

/* Writes data to /tmp/hoyle-fuzz-PID.SUFFIX (its name into path); -1 when
 * it cannot. */
int fuzz_input_file(const uint8_t *data, size_t size, const char *suffix, char *path,
                    size_t n);

#endif
