/*
 * What one seat of an mjai game knows (docs/mjai.md): the events it was sent,
 * kept as a mirror game in the engine so that its view and its legal actions
 * are the engine's own.
 *
 * The mirror is a tsumo_game dealt from a wall built out of what the events
 * showed: the seat's own deal and draws, every discard, call and indicator,
 * each at the wall position it came from. Another seat's hidden tile takes
 * the face it is first shown with (a discard from the hand, a call); the
 * tiles never shown fill the rest of the wall. The game is kept through the
 * hand and each event applied to it; a face shown after its tile was dealt
 * or drawn is put in place by exchanging two tiles nobody has been shown
 * (tsumo_game_exchange_tiles), and only what that cannot mend deals the hand
 * again and replays its actions. The mirror refuses what the engine
 * refuses, so a stream that cannot happen is caught at its line. Its rules
 * are the caller's in penalize mode: another seat's riichi or kan after
 * riichi is judged on tiles the mirror had to guess, and must not be refused.
 */
#ifndef TSUMO_COMMON_MJAI_SEAT_H
#define TSUMO_COMMON_MJAI_SEAT_H

#include "mjai.h"

typedef struct mjai_seat mjai_seat;

/* NULL when out of memory. */
mjai_seat *mjai_seat_new(const tsumo_rules *rules);
void mjai_seat_free(mjai_seat *seat);

/*
 * Takes in one event. False when it cannot follow the ones before: *why is
 * an English msgid (a field out of order, a tile that is not there, or the
 * engine's reason for refusing what the event says).
 */
bool mjai_seat_feed(mjai_seat *seat, const mjai_event *ev, const char **why);

/* The seat's id from start_game, MJAI_NO_SEAT before. */
int mjai_seat_id(const mjai_seat *seat);

/*
 * Whether the event just fed asks this seat to decide: its draw, its call,
 * another seat's discard or kan while it may answer. The mirror game then
 * gives the view and the legal actions; NULL outside a hand.
 */
bool mjai_seat_asked(const mjai_seat *seat, const mjai_event *ev);
const tsumo_game *mjai_seat_game(const mjai_seat *seat);

/*
 * How many times the mirror was dealt: once at each start_kyoku, and again for each event it
 * could not follow by exchanging tiles (a kan's indicator shown after the game turned it).
 */
int mjai_seat_deals(const mjai_seat *seat);

/* The seat's id from the command line (Mortal's and akochan's hosts); start_game's id replaces it.
 */
void mjai_seat_set_id(mjai_seat *seat, int id);

/*
 * A copy of the mirror game after the own seat's action `a` (a chi or pon it
 * answers), the other seats passing: what the seat would see next, for a
 * host that wants the call's discard with the call (akochan's). The caller
 * frees it (tsumo_game_free); NULL when the game refuses it or out of memory.
 */
tsumo_game *mjai_seat_after(const mjai_seat *seat, const tsumo_action *a);

#endif
