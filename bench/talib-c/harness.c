/*
 * TA-Lib's own C time for the work that bench/indicators.bench.ts compares against.
 * Built by the bench (cc -O2, linked with the static libraries that the `talib` npm package builds from
 * source) into .tmp/; not part of any product build.
 *
 * usage: harness <candles.bin> <runs>
 *   candles.bin: uint32 n (little-endian), then n float64 each of open, high, low, close.
 * Every function runs over all n candles (startIdx 0, endIdx n - 1) into output buffers allocated once
 * (as our "reused output" figure). Prints one JSON line: medians in ms of the indicator set, of the 13
 * pattern functions and of each function.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ta_libc.h"

#define MAX_RUNS 64
#define N_FUNCS 32

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *xs, int n) {
  double s[MAX_RUNS];
  memcpy(s, xs, n * sizeof(double));
  qsort(s, n, sizeof(double), cmp);
  return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

static const char *names[N_FUNCS];
static double times[N_FUNCS][MAX_RUNS];
static int nfuncs;
static int failed;

#define CHECK(rc, name) \
  if ((rc) != TA_SUCCESS) { \
    fprintf(stderr, "%s failed: %d\n", name, (int)(rc)); \
    failed = 1; \
  }

/* times one call and files it under `name` for run r */
#define TIMED(r, name, call) \
  do { \
    const char *fn_ = (name); \
    double t0_ = now_ms(); \
    TA_RetCode rc_ = call; \
    double dt_ = now_ms() - t0_; \
    CHECK(rc_, fn_); \
    int f_ = 0; \
    while (f_ < nfuncs && strcmp(names[f_], fn_) != 0) f_++; \
    if (f_ == nfuncs) names[nfuncs++] = fn_; \
    times[f_][r] = dt_; \
  } while (0)

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s candles.bin runs\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  uint32_t n32;
  if (fread(&n32, 4, 1, f) != 1) return 2;
  int n = (int)n32;
  int runs = atoi(argv[2]);
  if (runs < 1) runs = 1;
  if (runs > MAX_RUNS) runs = MAX_RUNS;
  double *in = malloc(sizeof(double) * 4 * (size_t)n);
  if (fread(in, sizeof(double), 4 * (size_t)n, f) != 4 * (size_t)n) return 2;
  fclose(f);
  const double *o = in, *h = in + n, *l = in + 2 * n, *c = in + 3 * n;

  double *out[24];
  for (int k = 0; k < 24; k++) {
    out[k] = malloc(sizeof(double) * (size_t)n);
    memset(out[k], 0, sizeof(double) * (size_t)n); /* fault the pages in before timing */
  }
  int *pat[13];
  for (int k = 0; k < 13; k++) {
    pat[k] = malloc(sizeof(int) * (size_t)n);
    memset(pat[k], 0, sizeof(int) * (size_t)n);
  }
  if (TA_Initialize() != TA_SUCCESS) return 3;

  static const int emas[7] = {9, 12, 20, 26, 52, 100, 200};
  static const char *ema_names[7] = {"EMA9", "EMA12", "EMA20", "EMA26", "EMA52", "EMA100", "EMA200"};
  double ind[MAX_RUNS], pats[MAX_RUNS];
  int b, m, e = n - 1;
  /* run 0 warms caches and pages and is not counted */
  for (int r = 0; r <= runs; r++) {
    int slot = r == 0 ? 0 : r - 1;
    double t0 = now_ms();
    TIMED(slot, "RSI", TA_RSI(0, e, c, 14, &b, &m, out[0]));
    TIMED(slot, "SMA9", TA_SMA(0, e, c, 9, &b, &m, out[1]));
    TIMED(slot, "SMA20", TA_SMA(0, e, c, 20, &b, &m, out[2]));
    TIMED(slot, "SMA52", TA_SMA(0, e, c, 52, &b, &m, out[3]));
    for (int k = 0; k < 7; k++) TIMED(slot, ema_names[k], TA_EMA(0, e, c, emas[k], &b, &m, out[4 + k]));
    TIMED(slot, "MACD", TA_MACD(0, e, c, 12, 26, 9, &b, &m, out[11], out[12], out[13]));
    TIMED(slot, "BBANDS", TA_BBANDS(0, e, c, 20, 2.0, 2.0, TA_MAType_SMA, &b, &m, out[14], out[15], out[16]));
    TIMED(slot, "PLUS_DI", TA_PLUS_DI(0, e, h, l, c, 14, &b, &m, out[17]));
    TIMED(slot, "MINUS_DI", TA_MINUS_DI(0, e, h, l, c, 14, &b, &m, out[18]));
    TIMED(slot, "ADX", TA_ADX(0, e, h, l, c, 14, &b, &m, out[19]));
    TIMED(slot, "ATR", TA_ATR(0, e, h, l, c, 14, &b, &m, out[20]));
    double t1 = now_ms();
    TIMED(slot, "CDLDOJI", TA_CDLDOJI(0, e, o, h, l, c, &b, &m, pat[0]));
    TIMED(slot, "CDLENGULFING", TA_CDLENGULFING(0, e, o, h, l, c, &b, &m, pat[1]));
    TIMED(slot, "CDLPIERCING", TA_CDLPIERCING(0, e, o, h, l, c, &b, &m, pat[2]));
    TIMED(slot, "CDLHARAMI", TA_CDLHARAMI(0, e, o, h, l, c, &b, &m, pat[3]));
    TIMED(slot, "CDLHAMMER", TA_CDLHAMMER(0, e, o, h, l, c, &b, &m, pat[4]));
    TIMED(slot, "CDLINVERTEDHAMMER", TA_CDLINVERTEDHAMMER(0, e, o, h, l, c, &b, &m, pat[5]));
    TIMED(slot, "CDLMORNINGSTAR", TA_CDLMORNINGSTAR(0, e, o, h, l, c, 0.3, &b, &m, pat[6]));
    TIMED(slot, "CDLEVENINGSTAR", TA_CDLEVENINGSTAR(0, e, o, h, l, c, 0.3, &b, &m, pat[7]));
    TIMED(slot, "CDLABANDONEDBABY", TA_CDLABANDONEDBABY(0, e, o, h, l, c, 0.3, &b, &m, pat[8]));
    TIMED(slot, "CDLSHOOTINGSTAR", TA_CDLSHOOTINGSTAR(0, e, o, h, l, c, &b, &m, pat[9]));
    TIMED(slot, "CDLGRAVESTONEDOJI", TA_CDLGRAVESTONEDOJI(0, e, o, h, l, c, &b, &m, pat[10]));
    TIMED(slot, "CDLDRAGONFLYDOJI", TA_CDLDRAGONFLYDOJI(0, e, o, h, l, c, &b, &m, pat[11]));
    TIMED(slot, "CDLMARUBOZU", TA_CDLMARUBOZU(0, e, o, h, l, c, &b, &m, pat[12]));
    double t2 = now_ms();
    ind[slot] = t1 - t0;
    pats[slot] = t2 - t1;
  }
  /* a checksum of the outputs keeps the calls observable; hits = pattern signals of one run */
  double sum = 0;
  for (int k = 0; k < 21; k++) sum += out[k][n / 2];
  long hits = 0;
  for (int k = 0; k < 13; k++)
    for (int i = 0; i < n; i++) hits += pat[k][i] != 0;

  printf("{\"n\":%d,\"runs\":%d,\"indicatorsMs\":%.3f,\"patternsMs\":%.3f,\"patternHits\":%ld,\"check\":%.6f,\"functions\":{",
         n, runs, median(ind, runs), median(pats, runs), hits, sum);
  for (int k = 0; k < nfuncs; k++) printf("%s\"%s\":%.3f", k ? "," : "", names[k], median(times[k], runs));
  printf("},\"ok\":%s}\n", failed ? "false" : "true");
  TA_Shutdown();
  return failed ? 1 : 0;
}
