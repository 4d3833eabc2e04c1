/* Word Yahtzee's solitaire expectimax, one start-of-turn state at a time.
 *
 * Built and driven by tools/solve_word.py (which says why this is C and
 * what rules it assumes). Nothing here knows a word: the outcome table
 * (tools/word_outcomes.py) gives each roll's points per box, and the rule
 * of the bonus word is word_outcomes.options(), written again below.
 *
 * A state is (mask, y, u): mask the 11 boxes other than the Yahtzee Word
 * box filled (bits 0-4 the upper boxes, 5-9 One Word .. All Vowels, 10
 * Chance), y the Yahtzee box (0 open, 1 holding 50, 2 holding 0), u the
 * upper total capped at 46 (0 when no upper box or all five are filled:
 * the bonus is paid on the turn that fills the fifth). V[(mask*3+y)*47+u]
 * is the expected points still to come.
 *
 * One turn, by the 7^7 pattern lattice: a pattern gives each die a face
 * (0..5) or "rerolled" (6), index sum q_d 7^d. Full patterns are the
 * 6^7 outcomes. After the last roll V3(o) = the best play. A keep is a
 * pattern below o (each die its face or 6), so
 *   A(p) = the mean over the rerolled dice   (avg: 7 passes, one a die)
 *   V(o) = max over the patterns below o     (up: 7 passes, one a die)
 * cost some 3.3 million steps each, not 6^7 x 128 lookups. Both passes
 * work in place on one buffer: up leaves V at the full patterns, which is
 * all the next avg reads. The die passes of the four lowest dice run
 * within blocks of 7^4 patterns (19 KB) while they are in cache.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef double real;
#define ND 7
#define NOUT 279936      /* 6^7 */
#define NLAT 823543      /* 7^7 */
#define NBOX 12
#define NMASK 2048
#define NU 47
#define UCAP 46
#define UPPER_BONUS 35
#define BONUS 100
#define NP 64            /* points of one box: below 64 (the table is checked) */
#define ONE 5
#define CONS 8
#define VOW 9
#define YAHTZEE 10
#define CHANCE 11
#define NSTATE (NMASK * 3 * NU)
#ifndef LOW
#define LOW 6            /* dice whose passes run block by block (7^6 patterns: L2) */
#endif
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static uint8_t pts[NBOX][NOUT];          /* the table, one box's column at a time */
static uint8_t occurs[NBOX][NP];         /* points some outcome scores in the box (0 always) */
static int lat[NOUT];                    /* outcome -> its full pattern */
static int *sevens, nsevens;             /* outcomes spelling a seven-letter word */
static real w[ND][6];                    /* chance of each face (1/6, or 1 for a die fixed in tests) */
static int *bases[ND], nbases[ND];       /* patterns with dice > d at faces and dice <= d at 0 */
static int p7[ND + 1];
static real *V;                          /* every state's value */

static int box_bit(int b) { return b == CHANCE ? 10 : b; }
static int sidx(int mask, int y, int u) { return (mask * 3 + y) * NU + u; }

int init(const uint8_t *table, const double *weights)
{
    p7[0] = 1;
    for (int d = 1; d <= ND; d++) p7[d] = p7[d - 1] * 7;
    for (int o = 0; o < NOUT; o++) {
        int x = o, q = 0;
        for (int d = 0; d < ND; d++) { q += (x % 6) * p7[d]; x /= 6; }
        lat[o] = q;
        for (int b = 0; b < NBOX; b++) {
            pts[b][o] = table[o * NBOX + b];
            if (pts[b][o] >= NP) return 1;
        }
    }
    memset(occurs, 0, sizeof occurs);
    for (int b = 0; b < NBOX; b++) {
        occurs[b][0] = 1;
        for (int o = 0; o < NOUT; o++) occurs[b][pts[b][o]] = 1;
    }
    free(sevens);
    nsevens = 0;
    for (int o = 0; o < NOUT; o++) nsevens += pts[YAHTZEE][o] == 50;
    sevens = malloc(sizeof(int) * (nsevens + 1));
    if (!sevens) return 2;
    nsevens = 0;
    for (int o = 0; o < NOUT; o++)
        if (pts[YAHTZEE][o] == 50) sevens[nsevens++] = o;
    for (int d = 0; d < ND; d++) {
        for (int f = 0; f < 6; f++) w[d][f] = weights[d * 6 + f];
        int n = 1;
        for (int e = d + 1; e < ND; e++) n *= 6;
        free(bases[d]);
        bases[d] = malloc(sizeof(int) * n);
        if (!bases[d]) return 2;
        nbases[d] = n;
        for (int h = 0; h < n; h++) {  /* digits d+1.. of h in base 6, lowest first */
            int x = h, q = 0;
            for (int e = d + 1; e < ND; e++) { q += (x % 6) * p7[e]; x /= 6; }
            bases[d][h] = q;
        }
    }
    return 0;
}

void set_values(double *values) { V = values; }

/* ---- the lattice passes ---- */
static void avg_pass(real *buf, int d, int base)
{
    const int S = p7[d];
    real *s = buf + base + 6 * S;
    const real *x = buf + base;
    const real w0 = w[d][0], w1 = w[d][1], w2 = w[d][2], w3 = w[d][3], w4 = w[d][4], w5 = w[d][5];
#pragma GCC ivdep
    for (int l = 0; l < S; l++)
        s[l] = w0 * x[l] + w1 * x[S + l] + w2 * x[2 * S + l] + w3 * x[3 * S + l]
             + w4 * x[4 * S + l] + w5 * x[5 * S + l];
}

static void up_pass(real *buf, int d, int base)
{
    const int S = p7[d];
    const real *s = buf + base + 6 * S;
    for (int f = 0; f < 6; f++) {
        real *x = buf + base + f * S;
#pragma GCC ivdep
        for (int l = 0; l < S; l++) x[l] = MAX(x[l], s[l]);
    }
}

/* die 0's passes over the six groups of 7 at base (die 1 at a face): the
 * generic loop, one group of 1 at a time, took half of all the passes */
static void avg_pass0(real *buf, int base)
{
    const real w0 = w[0][0], w1 = w[0][1], w2 = w[0][2], w3 = w[0][3], w4 = w[0][4], w5 = w[0][5];
    for (int r = 0; r < 6; r++) {
        real *x = buf + base + 7 * r;
        x[6] = w0 * x[0] + w1 * x[1] + w2 * x[2] + w3 * x[3] + w4 * x[4] + w5 * x[5];
    }
}

static void up_pass0(real *buf, int base)
{
    for (int r = 0; r < 6; r++) {
        real *x = buf + base + 7 * r;
        const real s = x[6];
        for (int f = 0; f < 6; f++) x[f] = MAX(x[f], s);
    }
}

/* mean over the rerolled dice of every pattern, from the full ones */
static void avg_all(real *buf)
{
    const int nb = nbases[LOW - 1];        /* blocks: dice LOW.. at faces */
    for (int t = 0; t < nb; t++) {
        int B = bases[LOW - 1][t];
        for (int h = 0; h < nbases[1] / nb; h++) avg_pass0(buf, B + bases[1][h]);
        for (int d = 1; d < LOW; d++)
            for (int h = 0; h < nbases[d] / nb; h++) avg_pass(buf, d, B + bases[d][h]);
    }
    for (int d = LOW; d < ND; d++)
        for (int h = 0; h < nbases[d]; h++) avg_pass(buf, d, bases[d][h]);
}

/* at every full pattern, the max over the patterns below it */
static void up_all(real *buf)
{
    for (int d = ND - 1; d >= LOW; d--)
        for (int h = 0; h < nbases[d]; h++) up_pass(buf, d, bases[d][h]);
    const int nb = nbases[LOW - 1];
    for (int t = 0; t < nb; t++) {
        int B = bases[LOW - 1][t];
        for (int d = LOW - 1; d >= 1; d--)
            for (int h = 0; h < nbases[d] / nb; h++) up_pass(buf, d, B + bases[d][h]);
        for (int h = 0; h < nbases[1] / nb; h++) up_pass0(buf, B + bases[1][h]);
    }
}

/* ---- one turn ---- */
/* T[b][p]: points p in box b and the value of the state that follows.
 * Returns the number of open boxes (their numbers in open), or -1 if a
 * state that can follow was not solved (NaN): the sweep's order is wrong. */
static int successors(int mask, int y, int u, real T[NBOX][NP], int *open)
{
    int n = 0, bad = 0;
    for (int b = 0; b < NBOX; b++) {
        if (b == YAHTZEE) {
            if (y) continue;
            for (int p = 0; p < NP; p++) T[b][p] = p + V[sidx(mask, p == 50 ? 1 : 2, u)];
        } else {
            int bit = 1 << box_bit(b);
            if (mask & bit) continue;
            int m2 = mask | bit;
            for (int p = 0; p < NP; p++) {
                if (b >= 5) { T[b][p] = p + V[sidx(m2, y, u)]; continue; }
                int u2 = u + p;
                if ((m2 & 31) == 31) T[b][p] = p + (u2 >= 46 ? UPPER_BONUS : 0) + V[sidx(m2, y, 0)];
                else T[b][p] = p + V[sidx(m2, y, u2 > UCAP ? UCAP : u2)];
            }
        }
        for (int p = 0; p < NP; p++) bad |= occurs[b][p] && isnan(T[b][p]);
        open[n++] = b;
    }
    return bad ? -1 : n;
}

/* v3[o]: the best play of outcome o after the last roll; -1 as successors */
static int score(int mask, int y, int u, real *v3)
{
    real T[NBOX][NP];
    int open[NBOX];
    int n = successors(mask, y, u, T, open);
    if (n < 0) return -1;
    for (int o = 0; o < NOUT; o++) v3[o] = -1e300;
    for (int k = 0; k < n; k++) {
        const real *t = T[open[k]];
        const uint8_t *c = pts[open[k]];
#pragma GCC ivdep
        for (int o = 0; o < NOUT; o++) v3[o] = MAX(v3[o], t[c[o]]);
    }
    if (y != 1) return 0;
    /* a bonus word: +100, in One Word / Chance at its value, 25 in the dice
     * boxes, or with none of those four open a 0 in any open box */
    int any = 0;
    for (int k = 0; k < n; k++) {
        int b = open[k];
        any |= b == ONE || b == CHANCE || b == CONS || b == VOW;
    }
    for (int i = 0; i < nsevens; i++) {
        int o = sevens[i];
        real best = v3[o];
        for (int k = 0; k < n; k++) {
            int b = open[k];
            real v;
            if (!any) v = T[b][0] + BONUS;
            else if (b == CONS || b == VOW) v = T[b][25] + BONUS;
            else if (b == ONE || b == CHANCE) v = T[b][pts[b][o]] + BONUS;
            else continue;
            best = MAX(best, v);
        }
        v3[o] = best;
    }
    return 0;
}

/* the value of one state; v3 (NOUT) and buf (NLAT) are work arrays. With
 * keep != 0 also v2 and v1 at each outcome (tests). */
static real turn(int s, real *v3, real *buf, real *v2, real *v1)
{
    int u = s % NU, y = (s / NU) % 3, mask = s / NU / 3;
    if (score(mask, y, u, v3)) return NAN;
    for (int o = 0; o < NOUT; o++) buf[lat[o]] = v3[o];
    avg_all(buf);
    up_all(buf);                            /* V2 at the outcomes */
    if (v2) for (int o = 0; o < NOUT; o++) v2[o] = buf[lat[o]];
    avg_all(buf);
    up_all(buf);                            /* V1 */
    for (int o = 0; o < NOUT; o++) v3[o] = buf[lat[o]];
    if (v1) memcpy(v1, v3, sizeof(real) * NOUT);
    /* the first roll: the mean over all seven dice, die 0 first */
    int n = NOUT;
    for (int d = 0; d < ND; d++) {
        n /= 6;
        for (int i = 0; i < n; i++) {
            const real *x = v3 + 6 * i;
            v3[i] = w[d][0] * x[0] + w[d][1] * x[1] + w[d][2] * x[2] + w[d][3] * x[3]
                  + w[d][4] * x[4] + w[d][5] * x[5];
        }
    }
    return v3[0];
}

/* V at each of the n states (indices as sidx); 0, 2 if out of memory, 3 if
 * a state that can follow one of them was not solved */
int solve_states(const int *states, int n, int threads)
{
    int err = 0;
#pragma omp parallel num_threads(threads)
    {
        real *v3 = malloc(sizeof(real) * NOUT), *buf = malloc(sizeof(real) * NLAT);
        if (!v3 || !buf) {
#pragma omp atomic write
            err = 2;
        } else {
#pragma omp for schedule(dynamic, 1)
            for (int i = 0; i < n; i++) {
                V[states[i]] = turn(states[i], v3, buf, 0, 0);
                if (isnan(V[states[i]])) {
#pragma omp atomic write
                    err = 3;
                }
            }
        }
        free(v3);
        free(buf);
    }
    return err;
}

/* one state's turn in detail: v3, v2, v1 at every outcome (NOUT each);
 * returns the state's value (not stored) */
double turn_detail(int s, double *v3, double *v2, double *v1)
{
    real *buf = malloc(sizeof(real) * NLAT);
    if (!buf) return NAN;
    real *tmp = malloc(sizeof(real) * NOUT);
    if (!tmp || score(s / NU / 3, (s / NU) % 3, s % NU, v3)) { free(buf); free(tmp); return NAN; }
    real v = turn(s, tmp, buf, v2, v1);
    free(tmp);
    free(buf);
    return v;
}
