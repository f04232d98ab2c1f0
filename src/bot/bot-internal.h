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
} bot_sight;

/* Reads the view into *s. */
void bot__read(bot_sight *s, const tsumo_view *view, const tsumo_rules *rules, int level);

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

/* Whether the seat should give up its hand and discard safely. */
bool bot__should_fold(const bot_sight *s, int shanten);

/* 1-4: the seat's place by the scores now (a tie goes to the earlier seat). */
int bot__place(const bot_sight *s);

/* The last hand of the game (the last round's fourth hand, or any extension hand). */
bool bot__all_last(const bot_sight *s);

#endif
