/*
 * Drills asked on a seat's turn (issue 22): which tile to discard so that the
 * hand accepts the most tiles (efficiency, drill-efficiency.c), and which tile
 * is safest against a riichi (defence, drill-defence.c). The seat asked holds
 * 14 tiles after its draw. Each verdict is read off the game as it stands:
 * shanten and the tiles each discard accepts, by the bot's advice at its
 * strongest level (src/bot/bot.h), and the riichi hand's real waits and
 * whether its ron would be allowed, asked of the engine. drill.c hands these
 * kinds here; drill-sim.c asks drill_turn_moment where to stop a simulated hand.
 */
#ifndef TSUMO_COMMON_DRILL_TURN_H
#define TSUMO_COMMON_DRILL_TURN_H

#include "bot.h"
#include "drill.h"
#include "narrate.h"

/* Whether a kind of drill is asked on a seat's turn (efficiency, defence). */
bool drill_on_turn(int kind);

/* One kind the seat may discard, as the verdict judges it. */
typedef struct drill_discard {
    tsumo_kind kind;
    int shanten;                  /* of the hand after it; 0 tenpai */
    int ukeire;                   /* tiles the seat does not see that lower that shanten */
    uint8_t accepts[TSUMO_KINDS]; /* of them, how many of each kind */
    bot_safety safety;            /* defence: against the riichi (the worst of several) */
    bool deals_in;                /* defence: a seat in riichi may ron it */
    bool right;
} drill_discard;

/* The seat's turn as a drill of `kind` reads it. */
typedef struct drill_turn {
    int kind; /* DRILL_EFFICIENCY or DRILL_DEFENCE */
    int seat;
    bool closed; /* the seat has no chi, pon or open kan */
    int count;   /* the kinds it may discard, in kind order */
    drill_discard discards[TSUMO_KINDS];
    tsumo_kindset right; /* the right answers */
    int best;            /* efficiency: the best shanten; defence: the best bot_safety */
    /* efficiency: the strongest level's choice and why it prefers it to a right one */
    tsumo_kind level_choice;
    bot_reason level_reason;
    unsigned riichi; /* the other seats in riichi */
    /* defence: their real waits, and which of them are furiten */
    tsumo_kindset waits[4];
    unsigned furiten;
} drill_turn;

/*
 * Reads `seat`'s turn in `g` for a drill of `kind`. False when it is not that
 * seat's turn with 14 tiles, or (defence) nobody else is in riichi.
 */
bool drill_turn_read(drill_turn *out, int kind, const tsumo_game *g, const tsumo_rules *rules,
                     int seat);

/*
 * Whether the seat to act in `g` (at its turn, before it decides) makes a good
 * question of `kind`: -1 when not, else the seat. `salt` varies which of the
 * good moments of a hand are taken.
 */
int drill_turn_moment(int kind, const tsumo_game *g, const tsumo_rules *rules, uint64_t salt);

/* The verdict, the answer's check, the situation and the question (drill.h's, for these kinds). */
void drill_turn_judge(drill_verdict *out, const drill *d, const drill_state *st);
bool drill_turn_check(const drill_verdict *v, const char *answer, char *why, size_t size);
void drill_turn_show(FILE *to, const drill *d, const drill_state *st);
const char *drill_turn_question(char *buf, size_t size, const drill *d, const drill_state *st);

/* Appends to buf (bounded) as snprintf writes. */
void drill_turn_add(char *buf, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A kind named as the drills name tiles (drill_name_tiles), into buf. */
const char *drill_turn_kind_name(char *buf, size_t size, tsumo_kind k);

/* ---- each kind's own words (drill-efficiency.c, drill-defence.c) ---- */

void drill_efficiency_read(drill_turn *t, const tsumo_view *v, const tsumo_action *legal, int n,
                           const tsumo_rules *rules);
void drill_efficiency_why(char *buf, size_t size, const drill_turn *t);
bool drill_efficiency_good(const drill_turn *t);

void drill_defence_read(drill_turn *t, const tsumo_game *g, const tsumo_view *v,
                        const tsumo_rules *rules);
void drill_defence_why(char *buf, size_t size, const drill_turn *t, const tsumo_game *g,
                       const tsumo_rules *rules);
bool drill_defence_good(const drill_turn *t);

#endif
