/* Power Yahtzee's solitaire expectimax, one start-of-turn state at a time.
 *
 * Built and driven by tools/solve_power.py (which says why this is C, and
 * hands over every rule table from yahtzee_core.power: nothing here knows
 * how a roll scores). A state is a config (filled slots: upper-box bits,
 * a count per repeated lower box, the Yahtzee slots' state) and the upper
 * total u (0..300, capped). Its value is the expected points still to come,
 * the final upper bonus included. The upper totals of one config are solved
 * together, LANES at a time: every step of a turn is the same for each u,
 * only the successors' values are read at u + the upper points scored.
 */
#include <stdlib.h>
#include <string.h>

typedef double real;
#ifndef LANES
#define LANES 32
#endif
#define NR 252          /* rolls of five dice */
#define NK 462          /* keeps of 0-5 dice; 210..461 are the rolls */
#define NKS 210
#define NLO 7           /* lower boxes but Yahtzee */
#define NEG (-1e30)
#define DMAX 120        /* most upper points one turn adds (DOUBLE: Choice + a box, x2) */
#define WIN (LANES + DMAX)
#define UCAP 300
#define NCFG (128 * 648 * 7)
#define YSTRIDE 648
#define NQ 8            /* distinct points of an upper box over the rolls */
#define NS 40           /* distinct sums of two upper boxes' points */
#define NPAT 16         /* which lower boxes a roll fits (and whether it is a Yahtzee) */
#define LOOP _Pragma("GCC ivdep") for (int l = 0; l < LANES; l++)
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* ---- rule tables (init) ---- */
static int up_pts[NR][6], ch_pts[NR][6], lo_pts[NR][NLO], y_pts[NR][3];
static int child[NKS][6], parent[NK][5], nparent[NK];
static double prob[NR];
static int lo_slots[NLO], stride[NLO];
static int ny_score[7], ny_x[7], y_first[7], y_open[7];
static int upmax[7];
/* derived */
static int nq[6], qval[6][NQ], qidx[NR][6];
static int pair_i[15], pair_j[15], nsuu[15], suu[15][NS], suu_idx[NR][15];
static int nsuc[6], suc[6][NS], nrc[NR][6], suc_idx[NR][6][6];
static int yahtzee_roll[NR], pat_of[NR], pat_bits[NPAT], npat;
/* states */
static int layer_of[NCFG], umax_of[NCFG];
static long off_of[NCFG];
static real *layers[22];

static int find(int *vals, int *n, int v, int cap)
{
    for (int k = 0; k < *n; k++)
        if (vals[k] == v) return k;
    if (*n >= cap) return -1;
    vals[*n] = v;
    return (*n)++;
}

static int popcount(int x) { int n = 0; while (x) { n += x & 1; x >>= 1; } return n; }

/* Everything from Python's tables; returns 0, or a code naming what failed. */
int init(const int *up, const int *ch, const int *lo, const int *yp, const int *chl,
         const double *pr, const int *slots, const int *ytab, const int *upm, long *layer_sizes)
{
    memcpy(up_pts, up, sizeof up_pts); memcpy(ch_pts, ch, sizeof ch_pts);
    memcpy(lo_pts, lo, sizeof lo_pts); memcpy(y_pts, yp, sizeof y_pts);
    memcpy(child, chl, sizeof child); memcpy(prob, pr, sizeof prob);
    memcpy(lo_slots, slots, sizeof lo_slots); memcpy(upmax, upm, sizeof upmax);
    for (int y = 0; y < 7; y++) {
        ny_score[y] = ytab[y]; ny_x[y] = ytab[7 + y]; y_first[y] = ytab[14 + y]; y_open[y] = ytab[21 + y];
    }
    memset(nparent, 0, sizeof nparent);
    for (int k = 0; k < NKS; k++)
        for (int f = 0; f < 6; f++) {
            int c = child[k][f];
            if (nparent[c] >= 5 || (k >= 84) != (c >= NKS)) return 6;  /* expect() reads rolls from keep 84 */
            parent[c][nparent[c]++] = k;
        }
    int s = 1;
    for (int g = 0; g < NLO; g++) { stride[g] = s; s *= lo_slots[g] + 1; }
    if (s != YSTRIDE) return 1;
    memset(nq, 0, sizeof nq);
    npat = 0;
    for (int r = 0; r < NR; r++) {
        yahtzee_roll[r] = y_pts[r][0] > 0;
        int bits = yahtzee_roll[r] << NLO;
        for (int g = 0; g < NLO; g++) bits |= (lo_pts[r][g] > 0) << g;
        if ((pat_of[r] = find(pat_bits, &npat, bits, NPAT)) < 0) return 7;
        for (int i = 0; i < 6; i++) {
            if (ch_pts[r][i] != up_pts[r][i]) return 2;  /* Choice of i+1 scores as box i */
            if ((qidx[r][i] = find(qval[i], &nq[i], up_pts[r][i], NQ)) < 0) return 3;
        }
    }
    int p = 0;
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++, p++) {
            pair_i[p] = i; pair_j[p] = j; nsuu[p] = 0;
            for (int r = 0; r < NR; r++)
                if ((suu_idx[r][p] = find(suu[p], &nsuu[p], up_pts[r][i] + up_pts[r][j], NS)) < 0) return 4;
        }
    for (int i = 0; i < 6; i++) {
        nsuc[i] = 0;
        for (int r = 0; r < NR; r++) {
            int seen[6], ns = 0;
            for (int n = 0; n < 6; n++) {
                int k = find(suc[i], &nsuc[i], up_pts[r][i] + ch_pts[r][n], NS);
                if (k < 0) return 5;
                find(seen, &ns, k, 6);
            }
            nrc[r][i] = ns;
            memcpy(suc_idx[r][i], seen, sizeof seen);
        }
    }
    /* every config's layer (slots filled), its top upper total, its place */
    memset(layer_sizes, 0, 22 * sizeof(long));
    for (int c = 0; c < NCFG; c++) {
        int U = c & 127, rest = c >> 7, n = popcount(U), um = 0;
        for (int g = 0; g < NLO; g++) n += rest / stride[g] % (lo_slots[g] + 1);
        int y = rest / YSTRIDE;
        n += 3 - y_open[y];
        for (int i = 0; i < 7; i++)
            if (U >> i & 1) um += upmax[i];
        umax_of[c] = um < UCAP ? um : UCAP;
        layer_of[c] = n;
        off_of[c] = layer_sizes[n];
        layer_sizes[n] += umax_of[c] + 1;
    }
    return 0;
}

void set_layer(int n, real *values) { layers[n] = values; }
void config_tables(signed char *layer, long *off, int *umax)
{
    for (int c = 0; c < NCFG; c++) { layer[c] = layer_of[c]; off[c] = off_of[c]; umax[c] = umax_of[c]; }
}

/* ---- one turn, LANES upper totals ---- */
typedef struct {
    real wu[7][WIN];                  /* after an upper box (faces, Choice) */
    real wl[9][LANES];                /* after a lower option: 7 boxes, Yahtzee X, Yahtzee scored */
    real fu[3][6][NQ][LANES];         /* x1..x3: face box or Choice, by the box's points */
    real puu[15][NS][LANES];          /* DOUBLE: two face boxes, by their points */
    real puc[6][NS][LANES];           /* DOUBLE: a face box and Choice */
    real gl[9][6][NQ][LANES];         /* DOUBLE: a lower option and an upper box */
    real ll[45][LANES];               /* DOUBLE: two lower options */
    real xs[NPAT][LANES];             /* by the roll's pattern: the best X of a lower option */
    real gx[NPAT][6][NQ][LANES];      /* ... DOUBLE: an X and an upper box */
    real xx[NPAT][LANES];             /* ... DOUBLE: two X's */
    real fx[NPAT][9][LANES];          /* ... DOUBLE: a fitting lower option and an X */
    real tmp[WIN];
    real S[4][NR][LANES];             /* score now: x1, x2, x3, DOUBLE */
    real w3p[NR][LANES];              /* POWER after the third roll: score x3 or roll a fourth time */
    real w2[6][NR][LANES];            /* after the second roll, by face */
    real K[NK][LANES], R[NK][LANES], B[NK][LANES];
} Work;

static void window(real *buf, int c, int u0, int len)
{
    const real *v = layers[layer_of[c]] + off_of[c];
    int um = umax_of[c];
    for (int j = 0; j < len; j++) buf[j] = v[u0 + j < um ? u0 + j : um];
}

/* K[k] for the keeps of 0-4 dice: the mean over the next die's six faces,
 * the rolls' values read from ``rolls`` (K[210..] when null). */
static void expect(real (*K)[LANES], real (*rolls)[LANES])
{
    real (*top)[LANES] = rolls ? rolls - NKS : K;
    for (int k = NKS - 1; k >= 84; k--) {  /* four dice kept: the children are rolls */
        const int *c = child[k];
        LOOP K[k][l] = (top[c[0]][l] + top[c[1]][l] + top[c[2]][l] + top[c[3]][l] + top[c[4]][l] + top[c[5]][l]) / 6;
    }
    for (int k = 83; k >= 0; k--) {
        const int *c = child[k];
        LOOP K[k][l] = (K[c[0]][l] + K[c[1]][l] + K[c[2]][l] + K[c[3]][l] + K[c[4]][l] + K[c[5]][l]) / 6;
    }
}

/* B[k] (k < 210) holds each keep's worth; afterwards B[k] is the best over
 * the keep's sub-keeps and itself, and B[roll] the best over the roll's
 * proper sub-keeps. Pulled from each keep's parents (one die fewer), so
 * each keep is written once. */
static void push_up(real (*B)[LANES])
{
    for (int k = 1; k < NK; k++) {
        const int *p = parent[k];
        real *b = B[k], m[LANES];
        if (k < NKS) LOOP m[l] = MAX(b[l], B[p[0]][l]);
        else LOOP m[l] = B[p[0]][l];
        switch (nparent[k]) {  /* the parents past the first, with no branch in the lanes */
        case 5: { const real *q = B[p[4]]; LOOP m[l] = MAX(m[l], q[l]); } /* fall through */
        case 4: { const real *q = B[p[3]]; LOOP m[l] = MAX(m[l], q[l]); } /* fall through */
        case 3: { const real *q = B[p[2]]; LOOP m[l] = MAX(m[l], q[l]); } /* fall through */
        case 2: { const real *q = B[p[1]]; LOOP m[l] = MAX(m[l], q[l]); } /* fall through */
        default: break;
        }
        LOOP b[l] = m[l];
    }
}

#include "solve_power_score.c"

/* Detail of one turn for a single upper total (lane 0), for pricing a
 * player's decisions (tools/solve_power.py, Turn). K: keeps with the
 * Power die held (faces 1, 2, 3, DOUBLE, POWER), R: with it rerolled. */
typedef struct {
    real S[4][NR], w3p[NR], K4[NK];
    real K2[5][NK], R2[NK], w2[6][NR];
    real K1[5][NK], R1[NK], w1[6][NR];
    real start;
} Detail;

static void lane0(real *dst, real (*src)[LANES], int n) { for (int k = 0; k < n; k++) dst[k] = src[k][0]; }

/* After a roll with a roll to come: each face's worth (out[f][r], faces 1,
 * 2, 3, DOUBLE, FREEZE, POWER as 0..5) from the next roll's (next; out may
 * be next: a face's next values are read before its out is written). */
static const int HELD[5] = {0, 1, 2, 3, 5};

static void roll_layer(Work *w, real (*next[6])[LANES], real (*out[6])[LANES], real (*dK)[NK], real *dR)
{
    for (int r = 0; r < NR; r++)  /* the Power die rerolled: any face */
        LOOP w->R[NKS + r][l] = (next[0][r][l] + next[1][r][l] + next[2][r][l] + next[3][r][l]
                                 + next[4][r][l] + next[5][r][l]) / 6;
    expect(w->R, NULL);
    if (dR) lane0(dR, w->R, NK);
    real (*now[6])[LANES] = {w->S[0], w->S[1], w->S[2], w->S[3], w->S[0], w->S[2]};
    for (int h = 0; h < 5; h++) {
        int f = HELD[h];
        expect(w->K, next[f]);
        if (dK) { memcpy(w->K[NKS], next[f], sizeof(real) * NR * LANES); lane0(dK[h], w->K, NK); }
        for (int k = 0; k < NKS; k++) LOOP w->B[k][l] = MAX(w->K[k][l], w->R[k][l]);
        push_up(w->B);
        for (int r = 0; r < NR; r++) {
            real *o = out[f][r], *s = now[f][r], *b = w->B[NKS + r], *rr = w->R[NKS + r];
            LOOP { real v = MAX(s[l], b[l]); o[l] = MAX(v, rr[l]); }
        }
    }
    if (out[4] != w->S[0]) memcpy(out[4], w->S[0], sizeof(real) * NR * LANES);
}

static void turn(Work *w, int c, int u0, real *start, Detail *d)
{
    score_layer(w, c, u0);
    /* POWER's fourth roll: the numbered dice only, scored at x3 */
    memcpy(w->B[NKS], w->S[2], sizeof(real) * NR * LANES);
    expect(w->B, NULL);
    if (d) lane0(d->K4, w->B, NK);
    push_up(w->B);
    for (int r = 0; r < NR; r++) LOOP w->w3p[r][l] = MAX(w->S[2][r][l], w->B[NKS + r][l]);
    real (*n3[6])[LANES] = {w->S[0], w->S[1], w->S[2], w->S[3], w->S[0], w->w3p};
    real (*o2[6])[LANES] = {w->w2[0], w->w2[1], w->w2[2], w->w2[3], w->w2[4], w->w2[5]};
    roll_layer(w, n3, o2, d ? d->K2 : NULL, d ? d->R2 : NULL);
    if (d) {
        for (int f = 0; f < 6; f++) lane0(d->w2[f], w->w2[f], NR);
        for (int m = 0; m < 4; m++) lane0(d->S[m], w->S[m], NR);
        lane0(d->w3p, w->w3p, NR);
    }
    roll_layer(w, o2, o2, d ? d->K1 : NULL, d ? d->R1 : NULL);  /* after the first roll */
    if (d) for (int f = 0; f < 6; f++) lane0(d->w1[f], w->w2[f], NR);
    LOOP start[l] = 0;
    for (int r = 0; r < NR; r++) {
        real p = prob[r] / 6;
        LOOP start[l] += p * (w->w2[0][r][l] + w->w2[1][r][l] + w->w2[2][r][l] + w->w2[3][r][l]
                              + w->w2[4][r][l] + w->w2[5][r][l]);
    }
    if (d) d->start = start[0];
}

static Work *new_work(void) { return aligned_alloc(64, (sizeof(Work) + 63) / 64 * 64); }

/* Solve every config of layer n into layers[n] (layers n+1, n+2 set). */
int solve_layer(int n, int threads)
{
    int *cfgs = malloc(sizeof(int) * NCFG), nc = 0;
    long items = 0;
    for (int c = 0; c < NCFG; c++)
        if (layer_of[c] == n) { cfgs[nc++] = c; items += umax_of[c] / LANES + 1; }
    long *item = malloc(sizeof(long) * items), it = 0;
    for (int a = 0; a < nc; a++)
        for (int u0 = 0; u0 <= umax_of[cfgs[a]]; u0 += LANES) item[it++] = (long)cfgs[a] << 9 | u0;
    int bad = 0;
#pragma omp parallel num_threads(threads)
    {
        Work *w = new_work();
        real start[LANES];
        if (!w) bad = 1;
#pragma omp for schedule(dynamic, 8)
        for (long i = 0; i < items; i++) {
            if (!w) continue;
            int c = item[i] >> 9, u0 = item[i] & 511;
            turn(w, c, u0, start, NULL);
            real *v = layers[n] + off_of[c];
            for (int l = 0; l < LANES && u0 + l <= umax_of[c]; l++) v[u0 + l] = start[l];
        }
        free(w);
    }
    free(cfgs);
    free(item);
    return bad;
}

/* One state's turn in detail (Detail laid out as the struct above); not
 * for two threads at once. */
int turn_detail(int c, int u, real *out)
{
    static Work *w;
    real start[LANES];
    if (!w && !(w = new_work())) return 1;
    turn(w, c, u, start, (Detail *)out);
    return 0;
}

int detail_size(void) { return sizeof(Detail) / sizeof(real); }
