/*
 * Where a rule comes from (tsumo_rule_source, game.h): the rules of
 * ../shared/rules/CHECKLIST.md that the program's sentences cite, each with
 * its section of EMA 2008 and the ruleset key that shapes it. The sections
 * are those of the CHECKLIST's source column (a test reads it, TSUMO_CHECKLIST);
 * the keys are the ruleset file's (rules.c), which tsumo_rules_key_departs()
 * compares with EMA 2008. The rules a refusal names have their section with
 * their reason (game-view.c) and are not repeated here.
 */
#include "engine.h"

#include <string.h>

typedef struct rule_row {
    const char *rule;
    const char *section; /* EMA 2008's, NULL when EMA has none */
    const char *key;     /* the ruleset key that shapes it, NULL when none does */
    uint8_t basis;       /* tsumo_rule_basis */
} rule_row;

#define EMA(rule, section, key)                                                                    \
    {                                                                                              \
        rule, section, key, TSUMO_RULE_EMA                                                         \
    }
/* EMA leaves it open or unclear (an AMB entry of the CHECKLIST): the ruleset decides. */
#define RULESET(rule, section, key)                                                                \
    {                                                                                              \
        rule, section, key, TSUMO_RULE_RULESET                                                     \
    }

static const rule_row rows[] = {
    EMA("R-TILE-01", "1.1", NULL), /* four of each tile */
    EMA("R-SEAT-02", "2.3", NULL), /* seats by lot */
    EMA("R-DORA-01", "2.7", NULL),
    EMA("R-KAN-01", "3.3.8", NULL), /* a closed kan turns its indicator at once under every
                                       timing */
    EMA("R-KAN-03", "3.3.2", "kan_dora_timing"),
    EMA("R-KAN-04", "3.3.7", "kan_dora_timing"),
    EMA("R-RII-04", "3.3.12", NULL),
    EMA("R-RII-05", "3.3.12", NULL),
    EMA("R-CALL-01", "3.3.1", NULL),
    EMA("R-CALL-04", "3.3.1", "head_bump"),       /* ron, then pon or kan, then chi */
    EMA("R-CALL-05", "3.3.1", "claim_window_ms"), /* every player has the time to claim */
    EMA("R-CALL-11", "preface #3", "kuikae"),
    EMA("R-FURI-04", "3.4.5", "temp_furiten_ends_on_call"),
    EMA("R-WIN-04", "3.3.10", NULL),
    EMA("R-WIN-05", "3.3.11", NULL),
    EMA("R-WIN-06", "3.3.1", "head_bump"), /* several rons: all win, or one */
    EMA("R-FU-01", "4.1.1", NULL),         /* the fu, line by line */
    EMA("R-PAY-02", "4.1.3", NULL),        /* the scoring table looked up */
    EMA("R-YAKU-05", "4.2.1", "open_tanyao"),
    EMA("R-PAO-01", "3.3.6", NULL),
    EMA("R-DRAW-01", "3.4.2", NULL),
    EMA("R-DRAW-02", "3.4.2", "noten_total"),
    EMA("R-DRAW-05", "3.4.2", "tenpai_must_show"),
    EMA("R-DRAW-07", "3.4.2, 3.4.12", NULL), /* the dealer keeps the deal if tenpai */
    EMA("R-ABRT-03", "3.4.3", "four_winds_abort"),
    EMA("R-ABRT-05", "3.4.3", "four_riichi_abort"),
    EMA("R-ABRT-06", "3.3.1", "triple_ron_abort"),
    RULESET("R-ABRT-07", "3.4.12", "abort_dealer_repeats"), /* AMB-19 */
    EMA("R-KAN-09", "3.3.9", "four_kan_abort"),
    EMA("R-NAGA-01", "4.2.4", "nagashi_mangan"),
    RULESET("R-HONB-06", "4.2.4", "nagashi_settlement"), /* AMB-21: as a win, or a draw */
    EMA("R-HONB-01", "3.4.10", NULL),
    EMA("R-HONB-02", "3.4.10", NULL),
    EMA("R-GAME-01", "3.4.12", NULL),
    EMA("R-GAME-06", "3.6.1", "ties"),
    EMA("R-STCK-04", "3.6", "end_sticks"),
    EMA("R-CHMB-02", "3.4.6", NULL),
    /* the rules reference's (src/common/reference.c) */
    EMA("R-HAN-03", "4.2", NULL),            /* regular yaku add up */
    EMA("R-YKM-02", "4.2.5", NULL),          /* chuuren: a yakuman of 4.2.5, as R-YKM-03..12 */
    EMA("R-DORA-03", "4.1", NULL),           /* each dora is a han, never a yaku */
    EMA("R-FU-04", "4.1.1", NULL),           /* a pung completed by ron is open */
    EMA("R-FU-06", "4.1.1", NULL),           /* the wait's fu */
    EMA("R-FU-08", "4.1, 4.1.2", NULL),      /* rounded up to 10; none from 5 han */
    EMA("R-HAN-04", "4.1.2", NULL),          /* the limits */
    EMA("R-PAY-01", "4.1.2", NULL),          /* the base points */
    EMA("R-FURI-02", "3.3.11, 3.4.5", NULL), /* furiten never stops a tsumo */
    EMA("R-CALL-03", "3.3.2", NULL),         /* open kan */
    EMA("R-ABRT-01", "3.4.3", NULL),         /* abortive draws */
    /* what no EMA text says: the ruleset alone */
    RULESET("R-RII-03", NULL, "riichi_min_points"),
    RULESET("R-RII-13", NULL, "open_riichi"),
    RULESET("R-CHMB-05", NULL, "invalid_call"),
};

static const rule_row *row_of(const char *rule)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (strcmp(rows[i].rule, rule) == 0)
            return &rows[i];
    return NULL;
}

/* The section a refusal's reason gives its rule: "3.4.5" of "EMA 3.4.5"; NULL when none. */
static const char *reason_section(const char *rule)
{
    for (int r = 1; r < TSUMO_REASON_COUNT; r++) {
        const char *source = tsumo_reason_source((tsumo_reason)r);
        if (strcmp(tsumo_reason_rule((tsumo_reason)r), rule) == 0 &&
            strncmp(source, "EMA ", 4) == 0)
            return source + 4;
    }
    return NULL;
}

tsumo_rule_basis tsumo_rule_source(const char *rule, const char **section, const char **key)
{
    const rule_row *row = rule ? row_of(rule) : NULL;
    const char *s = row ? row->section : rule ? reason_section(rule) : NULL;
    tsumo_rule_basis basis = row ? (tsumo_rule_basis)row->basis
                             : s ? TSUMO_RULE_EMA
                                 : TSUMO_RULE_UNKNOWN;
    if (section)
        *section = s;
    if (key)
        *key = row ? row->key : NULL;
    return basis;
}
