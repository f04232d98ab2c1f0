/*
 * What a computer player reads off its view before it decides, shared by the
 * files of src/bot: its own tiles by kind, every tile it can see, the dora,
 * and who threatens it.
 */
#ifndef TSUMO_BOT_INTERNAL_H
#define TSUMO_BOT_INTERNAL_H

#include "bot.h"

typedef struct bot_sight {
    const tsumo_view *view;
    const tsumo_rules *rules;
    int level;
    int seat;
    uint8_t counts[TSUMO_KINDS]; /* own concealed tiles */
    int melds;                   /* own melds, closed kans included */
    bool open;                   /* own hand has a chi, pon or open/added kan */
    uint8_t seen[TSUMO_KINDS];   /* copies the seat can see anywhere, its own included */
    uint8_t dora[TSUMO_KINDS];   /* how many dora each kind is worth */
    uint8_t threat[4];           /* 0 none, 1 three open melds, 2 riichi */
    bool threatened;             /* some other seat is a threat */
    bool riichi_threat;          /* some other seat is in riichi */
    /* Kinds seat t cannot ron now (bot__read_safe): read when some seat threatens. */
    bool safe[4][TSUMO_KINDS];
} bot_sight;

/*
 * The kinds each seat cannot ron now: its own discards (R-FURI-01), and every
 * tile discarded since its riichi (R-FURI-06) or since its last discard
 * (R-FURI-04). Level 3's danger and the words of bot_safety_of both read it.
 */
void bot__read_safe(bool safe[4][TSUMO_KINDS], const tsumo_view *v);

/* Reads the view into *s. */
void bot__read(bot_sight *s, const tsumo_view *view, const tsumo_rules *rules, int level);

/*
 * The concealed tiles left after chi or pon `a` takes its two own tiles, into after[]; false
 * when those tiles are not held or the claimed tile is unknown (the call is then not weighed).
 */
bool bot__after_call(const bot_sight *s, const tsumo_action *a, uint8_t after[TSUMO_KINDS]);

/* Whether kind k is a yakuhai for the seat: a dragon, the round wind or its own wind. */
bool bot__is_yakuhai(const bot_sight *s, tsumo_kind k, int seat);

/*
 * Tiles not seen that lower the shanten of a 3n+1 hand of `shanten`: its
 * ukeire, counted from what the seat can see.
 */
int bot__ukeire(const bot_sight *s, const uint8_t counts[TSUMO_KINDS], int melds, int shanten);

/* The same, and how many of each kind into accepts[] (may be NULL). */
int bot__accepts(const bot_sight *s, const uint8_t counts[TSUMO_KINDS], int melds, int shanten,
                 uint8_t accepts[TSUMO_KINDS]);

/* How safe kind k is against seat `threat` (bot.h's bot_safety). */
bot_safety bot__safety(const bot_sight *s, int threat, tsumo_kind k);

/* How much a held kind does for the hand's shape (lower: discard it first). */
int bot__shape(const uint8_t counts[TSUMO_KINDS], tsumo_kind k);

/* How dangerous discarding kind k is against the threats (0 safe, higher worse). */
int bot__danger(const bot_sight *s, tsumo_kind k);

/* A key of the counts c for the players' memories of hands: three bits a kind; key[1]'s top
   bit is set, so that no key is all zero. */
void bot__hand_key(const uint8_t c[TSUMO_KINDS], uint64_t key[2]);

/* 1-4: the seat's place by the scores now (a tie goes to the earlier seat). */
int bot__place(const bot_sight *s);

/* Hands still to be played after this one, dealer repeats and extension hands not counted. */
int bot__hands_after(const bot_sight *s);

/* The last hand of the game (the last round's fourth hand, or any extension hand). */
bool bot__all_last(const bot_sight *s);

/* The actions a decision chooses from. */
typedef struct listed {
    const tsumo_action *legal;
    int n;
} listed;

/* ---- level 3 (bot-strong.c, bot-value.c, bot-safety.c) ---------------------- */

/*
 * What points are worth at this table: the seat's points and the uma and oka
 * it can expect, in points of an even table as far from the end (bot-place.c).
 */
#define BOT_PLACE_KNOWN 24
typedef struct bot_place {
    const tsumo_rules *rules;
    int seat;
    double score[4]; /* by seat, now */
    double spread;   /* how far the hands left can move a gap between two seats */
    double now;      /* the worth of the scores as they are */
    double unit;     /* the worth of a point won at an even table */
    int known;       /* wins already worked out this decision: their points and worth */
    int32_t key[BOT_PLACE_KNOWN];
    double value[BOT_PLACE_KNOWN];
} bot_place;

/* Whether level 3 weighs points by place now: in the game's last hands. */
bool bot__place_counts(const bot_sight *s);

void bot__place_read(bot_place *pl, const bot_sight *s);

/* What winning `points` (sticks and counters included) is worth to the seat. */
double bot__place_win(bot_place *pl, double points);

/* What dealing in `points` to seat `to` costs the seat. */
double bot__place_loss(const bot_place *pl, int to, double points);

/* What level 3 knows of the table beyond the sight: danger, time, value. */
typedef struct bot_table {
    const bot_sight *s;
    int turns;                   /* own draws left, about: the live wall over four */
    int unseen;                  /* tiles the seat cannot see (other hands and the walls) */
    double hazard;               /* chance a turn ends the hand by another seat's win */
    uint8_t pond[TSUMO_KINDS];   /* own discards by kind (furiten, R-FURI-01) */
    uint8_t red[3];              /* red fives among the concealed tiles, by suit */
    tsumo_hand melds;            /* own melds, for scoring (counts unused) */
    double deal_in[TSUMO_KINDS]; /* chance discarding kind k deals in, all threats */
    double loss[TSUMO_KINDS];    /* what that deal-in costs, in points */
    double threat_loss;          /* the threats' expected hands, added up */
    int main_threat;             /* the threat that costs most, TSUMO_NO_SEAT when none */
    bool placed;                 /* points weighed by the place they buy (bot_place) */
    bot_place place;
} bot_table;

/* What a win of `points` is worth to the seat: the points, or their worth in place. */
double bot__win_worth(bot_table *t, double points);

/* Reads what level 3 needs beyond the sight; the danger only when there is a threat. */
void bot__table_read(bot_table *t, const bot_sight *s);

/* The danger of each kind against seat `threat` (a chance 0-1), into t->deal_in terms. */
double bot__deal_in(const bot_table *t, int threat, tsumo_kind k);

/* A threat's expected hand in points, from what it shows. */
double bot__threat_value(const bot_table *t, int threat);

/* Points of a hand worth `han` (30 fu, limits above), for a dealer or not. */
int bot__points(int han, bool dealer);

/*
 * The chance a hand that waits on `live` tiles not seen wins in `turns` own
 * turns, `ron` when it may win on others' discards too.
 */
double bot__win_chance(const bot_table *t, double live, int turns, bool ron);

/*
 * The points of hand *h (its 14 tiles by kind, melds and red fives set) won on kind w by the
 * seat, with its winds and the dora shown; 0 when it has no yaku (R-WIN-02).
 */
int bot__score_win(const bot_sight *s, const tsumo_hand *h, tsumo_kind w, bool riichi, bool tsumo,
                   int honba);

/* Exact points of 13 concealed tiles `c` winning on kind w (0 when no yaku, R-WIN-02). */
int bot__exact_points(const bot_table *t, const uint8_t c[TSUMO_KINDS], tsumo_kind w, bool riichi,
                      bool tsumo);

/* A quick estimate of the han of the complete 14 tiles `c` with the seat's melds (0: no yaku). */
int bot__quick_han(const bot_table *t, const uint8_t c[TSUMO_KINDS], bool riichi);

/* Whether discarding kind k would give seat `vs` its third dragon or fourth wind (R-PAO-01). */
bool bot__feeds_liability(const bot_sight *s, const tsumo_view_seat *vs, tsumo_kind k);

/* Level 3's turn and claim decisions; *why (never NULL) says why. */
int bot__strong_turn(const bot_sight *s, const listed *l, bot_why *why);
int bot__strong_claim(const bot_sight *s, const listed *l, bot_why *why);

/* Level 3's order of the listed discards (lower first) and each kind's danger, per mille. */
void bot__strong_order(const bot_sight *s, const listed *l, int order[TSUMO_KINDS],
                       int danger[TSUMO_KINDS]);

#endif
