/* An LD_PRELOAD shim for scripts/gen/explain_grades.sh: counts how many times
 * a program clears COUNT_MEMSET_SIZE bytes and prints the count to standard
 * error when it exits. Tatham's Unequal generator clears a flag grid of
 * 4 * order^2 bytes a fixed number of times per attempt, so the count tells
 * how many attempts it made; after 50 it gives up on the difficulty asked for
 * and silently returns an easier puzzle ("fell back"). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static size_t want;
static long hits;
static void* (*real)(void*, int, size_t);
__attribute__((constructor)) static void init(void) {
  const char* w = getenv("COUNT_MEMSET_SIZE");
  want = w ? strtoul(w, 0, 10) : 0;
}
__attribute__((destructor)) static void done(void) { fprintf(stderr, "memset-hits %ld\n", hits); }
void* memset(void* s, int c, size_t n) {
  if (c == 0 && n == want) ++hits;
  unsigned char* p = s;
  for (size_t i = 0; i < n; ++i) p[i] = (unsigned char)c;
  return s;
}
