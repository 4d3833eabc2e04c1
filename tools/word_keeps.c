/* The value of every keep of one Word Yahtzee turn, for pricing decisions
 * (tools/word_keeps.py, bench/word_pricing.py).
 *
 * It is the solver's kernel (tools/solve_word.c, included whole, not
 * changed: the solves saved under its key stay valid) with one entry
 * point more. keeps(s, a2, a1) works out state s's turn as turn() does,
 * and hands back the lattice after each averaging pass:
 *   a2[p]  the worth of keeping pattern p before the third roll (the mean
 *          over the rerolled dice of the best play after it); at a full
 *          pattern (nothing rerolled), the best play of that roll;
 *   a1[p]  the worth of keeping p before the second roll (the mean of
 *          the best of the keeps before the third roll, scoring included).
 * Patterns as solve_word.c numbers them: die d's face (0..5) or 6
 * (rerolled) times 7^d. The successors' values must be set (set_values).
 */
#include "solve_word.c"

/* 0, or -1 when a state that can follow s is not solved */
int keeps(int s, double *a2, double *a1)
{
    real *v3 = malloc(sizeof(real) * NOUT);
    if (!v3) return -2;
    int u = s % NU, y = (s / NU) % 3, mask = s / NU / 3;
    if (score(mask, y, u, v3)) { free(v3); return -1; }
    for (int o = 0; o < NOUT; o++) a2[lat[o]] = v3[o];
    free(v3);
    avg_all(a2);                             /* A2: keeps before the third roll */
    memcpy(a1, a2, sizeof(real) * NLAT);
    up_all(a1);                              /* V2 at the full patterns */
    avg_all(a1);                             /* A1: keeps before the second roll */
    return 0;
}
