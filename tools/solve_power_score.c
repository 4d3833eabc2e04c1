/* Scoring a roll, for tools/solve_power.c (included there): every roll's
 * best score at x1, x2, x3 and with DOUBLE's two slots at x2.
 *
 * A roll scores in an upper slot by its points there (a face box, or Choice
 * naming a number: the same points as that face's box), in a lower box by
 * its points if it fits it, else an X (0). The lower options are the seven
 * boxes 0..6, the Yahtzee slots' X (7) and score (8, on a Yahtzee roll).
 * Which lower boxes a roll fits is its pattern (8 of them over the 252
 * rolls); the options it can only X do not depend on the roll otherwise,
 * so their best is worked out once per pattern, not once per roll. */

typedef struct { int o1, o2; } Pair;

static int is_x(int bits, int o) { return o == 7 || (o < NLO && !(bits >> o & 1)); }
static int fits(int bits, int o) { return (o < NLO && bits >> o & 1) || (o == 8 && bits >> NLO & 1); }

static void score_layer(Work *w, int c, int u0)
{
    int U = c & 127, rest = c >> 7, y = rest / YSTRIDE, nopen = 0;
    int upen[7], lopen[9], lsucc[9];
    for (int i = 0; i < 7; i++) { upen[i] = !(U >> i & 1); nopen += upen[i]; }
    for (int g = 0; g < NLO; g++) {
        lopen[g] = lo_slots[g] - rest / stride[g] % (lo_slots[g] + 1);
        lsucc[g] = c + (stride[g] << 7);
        nopen += lopen[g];
    }
    nopen += y_open[y];
    lopen[7] = lopen[8] = y_open[y];
    lsucc[7] = c + ((ny_x[y] - y) * YSTRIDE << 7);
    lsucc[8] = c + ((ny_score[y] - y) * YSTRIDE << 7);
    int yf = y_first[y], yf2 = y_open[y] >= 2 ? y_first[ny_score[y]] : 0;
    for (int i = 0; i < 7; i++) if (upen[i]) window(w->wu[i], c | 1 << i, u0, LANES + 90);
    for (int o = 0; o < 9; o++) if (lopen[o]) window(w->wl[o], lsucc[o], u0, LANES);
    int uact[6], nua = 0;  /* faces whose points some upper slot can take */
    for (int i = 0; i < 6; i++) if (upen[i] || upen[6]) uact[nua++] = i;
    for (int m = 1; m <= 3; m++)
        for (int a = 0; a < nua; a++) {
            int i = uact[a];
            for (int k = 0; k < nq[i]; k++) {
                int P = m * qval[i][k];
                real *e = w->fu[m - 1][i][k];
                LOOP e[l] = NEG;
                if (upen[i]) LOOP e[l] = MAX(e[l], P + w->wu[i][l + P]);
                if (upen[6]) LOOP e[l] = MAX(e[l], P + w->wu[6][l + P]);
            }
        }
    /* the options of each pattern: X'd (best kept) and fitting (listed) */
    int fo[NPAT][9], nfo[NPAT];
    for (int p = 0; p < npat; p++) {
        nfo[p] = 0;
        LOOP w->xs[p][l] = NEG;
        for (int o = 0; o < 9; o++) {
            if (!lopen[o]) continue;
            if (is_x(pat_bits[p], o)) LOOP w->xs[p][l] = MAX(w->xs[p][l], w->wl[o][l]);
            else if (fits(pat_bits[p], o)) fo[p][nfo[p]++] = o;
        }
    }
    for (int r = 0; r < NR; r++) {
        int p = pat_of[r];
        for (int m = 1; m <= 3; m++) {
            real *s = w->S[m - 1][r];
            LOOP s[l] = w->xs[p][l];
            for (int a = 0; a < nua; a++) {
                real *e = w->fu[m - 1][uact[a]][qidx[r][uact[a]]];
                LOOP s[l] = MAX(s[l], e[l]);
            }
            for (int a = 0; a < nfo[p]; a++) {
                int o = fo[p][a];
                real P = m * (o < NLO ? lo_pts[r][o] : y_pts[r][yf]);
                LOOP s[l] = MAX(s[l], P + w->wl[o][l]);
            }
        }
    }
    if (nopen < 2) { memcpy(w->S[3], w->S[1], sizeof w->S[3]); return; }
    /* DOUBLE: two different open slots at x2. Two upper slots: */
    int pu[15], npu = 0;
    for (int p = 0; p < 15; p++) {
        if (!upen[pair_i[p]] || !upen[pair_j[p]]) continue;
        pu[npu++] = p;
        window(w->tmp, c | 1 << pair_i[p] | 1 << pair_j[p], u0, WIN);
        for (int k = 0; k < nsuu[p]; k++) { int P = 2 * suu[p][k]; LOOP w->puu[p][k][l] = P + w->tmp[l + P]; }
    }
    int fc[6], nfc = 0;
    if (upen[6])
        for (int i = 0; i < 6; i++) {
            if (!upen[i]) continue;
            fc[nfc++] = i;
            window(w->tmp, c | 1 << i | 64, u0, WIN);
            for (int k = 0; k < nsuc[i]; k++) { int P = 2 * suc[i][k]; LOOP w->puc[i][k][l] = P + w->tmp[l + P]; }
        }
    /* a lower option and an upper slot */
    int lact[9], nla = 0;
    for (int o = 0; o < 9; o++) {
        if (!lopen[o]) continue;
        lact[nla++] = o;
        for (int a = 0; a < nua; a++) {
            int i = uact[a];
            for (int k = 0; k < nq[i]; k++) LOOP w->gl[o][i][k][l] = NEG;
            for (int b = 0; b < 2; b++) {
                int box = b ? 6 : i;
                if (!upen[box]) continue;
                window(w->tmp, lsucc[o] | 1 << box, u0, LANES + 60);
                for (int k = 0; k < nq[i]; k++) {
                    int P = 2 * qval[i][k];
                    real *e = w->gl[o][i][k];
                    LOOP e[l] = MAX(e[l], P + w->tmp[l + P]);
                }
            }
        }
    }
    for (int p = 0; p < npat; p++)
        for (int a = 0; a < nua; a++) {
            int i = uact[a];
            for (int k = 0; k < nq[i]; k++) {
                real *e = w->gx[p][i][k];
                LOOP e[l] = NEG;
                for (int b = 0; b < nla; b++)
                    if (is_x(pat_bits[p], lact[b])) LOOP e[l] = MAX(e[l], w->gl[lact[b]][i][k][l]);
            }
        }
    /* two lower options: different boxes, or twice a box with two open slots */
    Pair pl[45];
    int npl = 0;
    for (int a = 0; a < nla; a++)
        for (int b = a; b < nla; b++) {
            int o1 = lact[a], o2 = lact[b], cfg;
            if (o1 < NLO) {
                if (o1 == o2 && lopen[o1] < 2) continue;
                cfg = lsucc[o2] + (stride[o1] << 7);
            } else {  /* both Yahtzee options: X then X, X then score, score then score */
                if (y_open[y] < 2) continue;
                int y1 = o1 == 7 ? ny_x[y] : ny_score[y];
                int y2 = o2 == 7 ? ny_x[y1] : ny_score[y1];
                cfg = c + ((y2 - y) * YSTRIDE << 7);
            }
            window(w->ll[npl], cfg, u0, LANES);
            pl[npl].o1 = o1; pl[npl].o2 = o2;
            npl++;
        }
    int ff[NPAT][45], nff[NPAT];
    for (int p = 0; p < npat; p++) {
        int bits = pat_bits[p];
        nff[p] = 0;
        LOOP w->xx[p][l] = NEG;
        for (int o = 0; o < 9; o++) LOOP w->fx[p][o][l] = NEG;
        for (int a = 0; a < npl; a++) {
            int o1 = pl[a].o1, o2 = pl[a].o2;
            real *v = w->ll[a];
            if (is_x(bits, o1) && is_x(bits, o2)) LOOP w->xx[p][l] = MAX(w->xx[p][l], v[l]);
            else if (fits(bits, o1) && is_x(bits, o2)) LOOP w->fx[p][o1][l] = MAX(w->fx[p][o1][l], v[l]);
            else if (is_x(bits, o1) && fits(bits, o2)) LOOP w->fx[p][o2][l] = MAX(w->fx[p][o2][l], v[l]);
            else if (fits(bits, o1) && fits(bits, o2)) ff[p][nff[p]++] = a;
        }
    }
    for (int r = 0; r < NR; r++) {
        int p = pat_of[r];
        real *d = w->S[3][r];
        LOOP d[l] = w->xx[p][l];
        for (int a = 0; a < npu; a++) { real *e = w->puu[pu[a]][suu_idx[r][pu[a]]]; LOOP d[l] = MAX(d[l], e[l]); }
        for (int a = 0; a < nfc; a++) {
            int i = fc[a];
            for (int k = 0; k < nrc[r][i]; k++) { real *e = w->puc[i][suc_idx[r][i][k]]; LOOP d[l] = MAX(d[l], e[l]); }
        }
        for (int a = 0; a < nua; a++) {
            real *e = w->gx[p][uact[a]][qidx[r][uact[a]]];
            LOOP d[l] = MAX(d[l], e[l]);
        }
        for (int a = 0; a < nfo[p]; a++) {
            int o = fo[p][a];
            real P = 2 * (o < NLO ? lo_pts[r][o] : y_pts[r][yf]);
            real *m = w->tmp;
            LOOP m[l] = w->fx[p][o][l];
            for (int b = 0; b < nua; b++) { real *e = w->gl[o][uact[b]][qidx[r][uact[b]]]; LOOP m[l] = MAX(m[l], e[l]); }
            LOOP d[l] = MAX(d[l], P + m[l]);
        }
        for (int a = 0; a < nff[p]; a++) {
            int q = ff[p][a], o1 = pl[q].o1, o2 = pl[q].o2;
            real P = o1 == 8 ? 2 * (y_pts[r][yf] + y_pts[r][yf2])
                             : 2 * (lo_pts[r][o1] + (o2 < NLO ? lo_pts[r][o2] : y_pts[r][yf]));
            LOOP d[l] = MAX(d[l], P + w->ll[q][l]);
        }
    }
}
