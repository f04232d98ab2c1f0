/*
 * What a seat may see of the game, and the names of actions, events and
 * reasons. A view is built from scratch from the state, copying a hidden
 * field only for its owner: a table that renders views cannot leak a tile.
 * An open riichi hand (R-RII-13) is no longer hidden: every seat sees it,
 * all but the tile just drawn, which stays its owner's until it is played.
 */
#include "game-state.h"

static void sort_tiles(tsumo_tile *t, int n)
{
    for (int i = 1; i < n; i++) {
        tsumo_tile x = t[i];
        int j = i;
        for (; j > 0 && t[j - 1] > x; j--)
            t[j] = t[j - 1];
        t[j] = x;
    }
}

static void view_seat(const tsumo_game *g, int seat, tsumo_view_seat *v)
{
    const g_seat *s = &g->seats[seat];
    memcpy(v->name, s->name, sizeof v->name);
    v->player = s->player;
    v->wind = (uint8_t)((seat - g->dealer) & 3);
    v->score = s->score;
    v->riichi = s->riichi;
    v->ippatsu = s->ippatsu;
    v->dead = s->dead;
    v->answered = (g->phase == TSUMO_PHASE_CLAIM || g->phase == TSUMO_PHASE_CHANKAN) &&
                  s->answered && seat != g->claim_from;
    v->tile_count = s->tile_count;
    v->meld_count = s->hand.meld_count;
    memcpy(v->melds, s->melds, sizeof v->melds);
    v->discard_count = s->discard_count;
    memcpy(v->discards, s->discards, sizeof v->discards);
    v->shown_count = s->shown_count;
    memcpy(v->shown, s->shown, s->shown_count);
    v->open_riichi = s->open_riichi;
    if (s->open_riichi && s->shown_count == 0) /* R-RII-13: all but a tile just drawn */
        for (int i = 0; i < s->tile_count; i++)
            if (s->tiles[i] != s->drawn)
                v->shown[v->shown_count++] = s->tiles[i];
    sort_tiles(v->shown, v->shown_count);
}

void tsumo_game_view(const tsumo_game *g, int seat, tsumo_view *v)
{
    memset(v, 0, sizeof *v);
    v->seat = (uint8_t)(seat >= 0 && seat < 4 ? seat : TSUMO_NO_SEAT);
    v->phase = g->phase;
    v->turn = g->phase == TSUMO_PHASE_DRAW ? g->declarer : g->turn;
    v->round = g->round;
    v->hand = g->hand_number;
    v->dealer = g->dealer;
    v->honba = g->honba;
    v->sticks = g->sticks;
    v->claim_tile = TSUMO_NO_TILE;
    v->claim_from = TSUMO_NO_SEAT;
    v->drawn = TSUMO_NO_TILE;
    for (int s = 0; s < 4; s++)
        view_seat(g, s, &v->seats[s]);
    if (g->phase == TSUMO_PHASE_START)
        return;
    memcpy(v->dice, g->wall.dice, sizeof v->dice);
    v->break_seat = g->break_seat;
    v->break_stack = g->break_stack;
    v->live_left = (uint8_t)g_live_left(g);
    v->kan_count = g->kans;
    v->indicator_count = g->indicators;
    for (int i = 0; i < g->indicators; i++)
        v->indicators[i] = g->wall.tiles[tsumo_wall_indicator_position(i)];
    if (g->phase == TSUMO_PHASE_CLAIM || g->phase == TSUMO_PHASE_CHANKAN) {
        v->claim_tile = g->claim_tile;
        v->claim_from = g->claim_from;
    }
    if (v->seat == TSUMO_NO_SEAT)
        return;
    const g_seat *own = &g->seats[seat];
    v->hand_count = own->tile_count;
    memcpy(v->hand_tiles, own->tiles, own->tile_count);
    sort_tiles(v->hand_tiles, v->hand_count);
    v->drawn = own->drawn;
    if ((own->tile_count + 3 * own->hand.meld_count) % 3 == 1)
        v->waits = own->waits;
    v->furiten = (uint8_t)tsumo__game_furiten(g, seat);
    if (v->seats[seat].answered)
        v->answer = own->answer.type;
}

/* ---- names ---- */

static const char *const action_ids[TSUMO_ACTION_TYPE_COUNT] = {
    "none", "discard", "riichi", "tsumo",    "closed_kan", "added_kan", "kyuushu", "pass",
    "ron",  "chi",     "pon",    "open_kan", "tenpai",     "noten",     "nagashi", "next_hand"};

const char *tsumo_action_type_id(tsumo_action_type type)
{
    return (unsigned)type < TSUMO_ACTION_TYPE_COUNT ? action_ids[type] : "?";
}

tsumo_action_type tsumo_action_type_from_id(const char *id)
{
    for (int i = 1; i < TSUMO_ACTION_TYPE_COUNT; i++)
        if (strcmp(action_ids[i], id) == 0)
            return (tsumo_action_type)i;
    return TSUMO_ACTION_NONE;
}

static const char *const event_ids[TSUMO_EVENT_TYPE_COUNT] = {
    "hand_start",   "seating",    "deal",   "dora",      "draw",    "discard",  "riichi",
    "riichi_stick", "answer",     "call",   "furiten",   "reveal",  "tenpai",   "win",
    "abort",        "exhaustive", "chombo", "dead_hand", "payment", "hand_end", "game_end"};

const char *tsumo_event_type_id(tsumo_event_type type)
{
    return (unsigned)type < TSUMO_EVENT_TYPE_COUNT ? event_ids[type] : "?";
}

static const struct {
    const char *id, *msgid;
} hand_ends[TSUMO_END_COUNT] = {
    [TSUMO_END_NONE] = {"none", N_("no end")},
    [TSUMO_END_WIN] = {"win", N_("a win")},
    [TSUMO_END_EXHAUSTIVE] = {"exhaustive", N_("an exhaustive draw")},
    [TSUMO_END_ABORT] = {"abort", N_("an abortive draw")},
    [TSUMO_END_CHOMBO] = {"chombo", N_("a chombo")},
};

const char *tsumo_hand_end_id(tsumo_hand_end end)
{
    return (unsigned)end < TSUMO_END_COUNT ? hand_ends[end].id : "?";
}

tsumo_hand_end tsumo_hand_end_from_id(const char *id)
{
    for (int i = 1; i < TSUMO_END_COUNT; i++)
        if (strcmp(hand_ends[i].id, id) == 0)
            return (tsumo_hand_end)i;
    return TSUMO_END_NONE;
}

const char *tsumo_hand_end_msgid(tsumo_hand_end end)
{
    return (unsigned)end < TSUMO_END_COUNT ? hand_ends[end].msgid : "?";
}

/* Each abortive draw: its id in records, its rule, where the texts say it, and what it is. */
static const struct {
    const char *id, *rule, *source, *msgid;
} aborts[TSUMO_ABORT_COUNT] = {
    [TSUMO_ABORT_NONE] = {"none", "R-ABRT-01", "", N_("abortive draw")},
    [TSUMO_ABORT_KYUUSHU] = {"kyuushu", "R-ABRT-02", "EMA 3.4.3",
                             N_("nine different terminals and honours")},
    [TSUMO_ABORT_FOUR_WINDS] = {"four_winds", "R-ABRT-03", "EMA 3.4.3",
                                N_("four of the same wind discarded")},
    [TSUMO_ABORT_FOUR_KANS] = {"four_kans", "R-KAN-09", "EMA 3.3.9", /* R-ABRT-04 points there */
                               N_("four kans by more than one player")},
    [TSUMO_ABORT_FOUR_RIICHI] = {"four_riichi", "R-ABRT-05", "EMA 3.4.3",
                                 N_("four players in riichi")},
    [TSUMO_ABORT_TRIPLE_RON] = {"triple_ron", "R-ABRT-06", "", N_("three players claimed ron")},
};

const char *tsumo_abort_id(tsumo_abort abort)
{
    return (unsigned)abort < TSUMO_ABORT_COUNT ? aborts[abort].id : "?";
}

tsumo_abort tsumo_abort_from_id(const char *id)
{
    for (int i = 1; i < TSUMO_ABORT_COUNT; i++)
        if (strcmp(aborts[i].id, id) == 0)
            return (tsumo_abort)i;
    return TSUMO_ABORT_NONE;
}

const char *tsumo_abort_rule(tsumo_abort abort)
{
    return (unsigned)abort < TSUMO_ABORT_COUNT ? aborts[abort].rule : "";
}

const char *tsumo_abort_source(tsumo_abort abort)
{
    return (unsigned)abort < TSUMO_ABORT_COUNT ? aborts[abort].source : "";
}

const char *tsumo_abort_msgid(tsumo_abort abort)
{
    return aborts[(unsigned)abort < TSUMO_ABORT_COUNT ? abort : TSUMO_ABORT_NONE].msgid;
}

typedef struct reason_info {
    const char *id;
    const char *rule;
    const char *source;
    const char *msgid;
} reason_info;

static const reason_info reasons[TSUMO_REASON_COUNT] = {
    [TSUMO_REASON_NONE] = {"none", "", "", N_("allowed")},
    [TSUMO_REASON_BAD_ACTION] = {"bad_action", "", "", N_("not a valid action")},
    [TSUMO_REASON_NOT_NOW] = {"not_now", "R-TURN-01", "EMA 3.3", N_("that is not possible now")},
    [TSUMO_REASON_NOT_YOUR_TURN] = {"not_your_turn", "R-TURN-01", "EMA 3.3",
                                    N_("it is another player's turn")},
    [TSUMO_REASON_ALREADY_ANSWERED] = {"already_answered", "R-CALL-06", "EMA 3.3.1",
                                       N_("a claim cannot be changed")},
    [TSUMO_REASON_TILE_NOT_HELD] = {"tile_not_held", "R-TURN-01", "EMA 3.3",
                                    N_("that tile is not in the hand")},
    [TSUMO_REASON_NOT_COMPLETE] = {"not_complete", "R-WIN-01", "EMA 3.2",
                                   N_("the hand is not complete with that tile")},
    [TSUMO_REASON_NO_YAKU] = {"no_yaku", "R-WIN-02", "EMA 3.2", N_("the hand has no yaku")},
    [TSUMO_REASON_FIVE_COUNTERS] = {"five_counters", "R-WIN-03", "EMA 3.4.11",
                                    N_("with five counters a win needs two han from yaku")},
    [TSUMO_REASON_FURITEN] = {"furiten", "R-FURI-01", "EMA 3.4.5",
                              N_("furiten: a winning tile is in your discards")},
    [TSUMO_REASON_TEMP_FURITEN] = {"temp_furiten", "R-FURI-04", "EMA 3.4.5",
                                   N_("furiten: you passed a winning tile this go-around")},
    [TSUMO_REASON_RIICHI_FURITEN] = {"riichi_furiten", "R-FURI-06", "EMA 3.3.12",
                                     N_("furiten: you passed a winning tile after riichi")},
    [TSUMO_REASON_NO_DRAW] = {"no_draw", "R-CALL-10", "EMA 3.3.7",
                              N_("after a call comes a discard: tsumo and kan only after a draw")},
    [TSUMO_REASON_RIICHI_LOCKED] = {"riichi_locked", "R-RII-06", "EMA 3.3.12",
                                    N_("after riichi the drawn tile is discarded")},
    [TSUMO_REASON_RIICHI_OPEN] = {"riichi_open", "R-RII-01", "EMA 3.3.12",
                                  N_("riichi needs a closed hand")},
    [TSUMO_REASON_RIICHI_NOT_TENPAI] = {"riichi_not_tenpai", "R-RII-01", "EMA 3.3.12",
                                        N_("riichi needs a hand that waits after the discard")},
    [TSUMO_REASON_RIICHI_WALL] = {"riichi_wall", "R-RII-02", "EMA 3.3.12",
                                  N_("too few tiles are left in the wall for riichi")},
    [TSUMO_REASON_RIICHI_POINTS] = {"riichi_points", "R-RII-03", "AMB-11",
                                    N_("too few points for riichi")},
    [TSUMO_REASON_ALREADY_RIICHI] = {"already_riichi", "R-RII-06", "EMA 3.3.12",
                                     N_("riichi is already declared")},
    [TSUMO_REASON_CHI_NOT_LEFT] = {"chi_not_left", "R-CALL-02", "EMA 3.3.4",
                                   N_("chi only on the discard of the player on your left")},
    [TSUMO_REASON_BAD_MELD] = {"bad_meld", "R-CALL-01", "EMA 3.3.1",
                               N_("those tiles make no set with the discard")},
    [TSUMO_REASON_LAST_TILE] = {"last_tile", "R-CALL-12", "EMA 3.4.1",
                                N_("the last discard can only be claimed to win")},
    [TSUMO_REASON_KUIKAE] = {"kuikae", "R-CALL-11", "CFG-KUIKAE",
                             N_("this ruleset forbids discarding that tile after the call")},
    [TSUMO_REASON_KUIKAE_NO_DISCARD] = {"kuikae_no_discard", "R-CALL-11", "CFG-KUIKAE",
                                        N_("after that call no tile could be discarded")},
    [TSUMO_REASON_CALL_IN_RIICHI] = {"call_in_riichi", "R-CALL-15", "EMA 3.3.12",
                                     N_("after riichi only ron or a closed kan")},
    [TSUMO_REASON_DEAD_HAND] = {"dead_hand", "R-DEAD-01", "EMA 3.4.7",
                                N_("a dead hand cannot call or win")},
    [TSUMO_REASON_KAN_LAST_TILE] = {"kan_last_tile", "R-KAN-07", "EMA 3.4.1",
                                    N_("no kan on the last tile")},
    [TSUMO_REASON_KAN_LIMIT] = {"kan_limit", "R-KAN-10", "EMA 3.3.9",
                                N_("no more than four kans in a hand")},
    [TSUMO_REASON_RIICHI_KAN] = {"riichi_kan", "R-RII-07", "EMA 3.3.12",
                                 N_("this kan would change the riichi hand")},
    [TSUMO_REASON_NO_PON] = {"no_pon", "R-KAN-04", "EMA 3.3.7",
                             N_("an added kan needs an own pon of that tile")},
    [TSUMO_REASON_NOT_FIRST_TURN] = {"not_first_turn", "R-ABRT-02", "EMA 3.4.3",
                                     N_("nine terminals only on the first turn, before any call")},
    [TSUMO_REASON_KYUUSHU_FEW] = {"kyuushu_few", "R-ABRT-02", "EMA 3.4.3",
                                  N_("fewer than nine different terminals and honours")},
    [TSUMO_REASON_NOT_TENPAI] = {"not_tenpai", "R-DRAW-03", "EMA 3.4.2",
                                 N_("the hand is not tenpai")},
    [TSUMO_REASON_MUST_SHOW] = {"must_show", "R-DRAW-05", "EMA 3.4.2",
                                N_("a riichi hand must be shown")},
    [TSUMO_REASON_NOT_NAGASHI] = {"not_nagashi", "R-NAGA-01", "EMA 4.2.4",
                                  N_("the discards do not qualify for nagashi mangan")},
    [TSUMO_REASON_OFF_IN_RULES] = {"off_in_rules", "", "", N_("this ruleset does not have it")},
    [TSUMO_REASON_FALSE_WIN] = {"false_win", "R-CHMB-04", "EMA 3.4.6",
                                N_("chombo: a win declared on a hand that is not one")},
    [TSUMO_REASON_NOTEN_RIICHI] = {"noten_riichi", "R-RII-11", "EMA 3.4.6",
                                   N_("chombo: riichi on a hand that is not tenpai")},
    [TSUMO_REASON_BAD_RIICHI_KAN] = {"bad_riichi_kan", "R-RII-07", "EMA 3.4.6",
                                     N_("chombo: an illegal closed kan after riichi")},
    [TSUMO_REASON_DEAD_CALL] = {"dead_call", "R-CALL-13", "EMA 3.4.6",
                                N_("chombo: a claim from a dead hand")},
    [TSUMO_REASON_INVALID_CALL] = {"invalid_call", "R-DEAD-02", "EMA 3.4.7",
                                   N_("dead hand: an invalid chi, pon or kan")},
    [TSUMO_REASON_OPEN_RIICHI_NOT_FIRST] = {"open_riichi_not_first", "R-RII-13", "RU:D6",
                                            N_("open riichi only for the first riichi of the "
                                               "hand")},
    [TSUMO_REASON_OPEN_RIICHI_FURITEN] = {"open_riichi_furiten", "R-RII-13", "RU:D6",
                                          N_("no open riichi in furiten")},
    [TSUMO_REASON_MISTAKEN_CALL] = {"mistaken_call", "R-CHMB-05", "J:P1",
                                    N_("chombo: a mistaken chi, pon or kan")},
    [TSUMO_REASON_DEAD_KAN] = {"dead_kan", "R-DEAD-01", "EMA 3.4.7",
                               N_("a dead hand cannot declare a kan")},
    [TSUMO_REASON_DEAD_RIICHI] = {"dead_riichi", "R-DEAD-01", "EMA 3.4.7",
                                  N_("a dead hand is never tenpai, so it cannot declare riichi")},
    [TSUMO_REASON_NOT_DRAWN] = {"not_drawn", "R-TURN-01", "EMA 3.3",
                                N_("that tile is in the hand but was not the tile drawn")},
};

static const reason_info *reason(tsumo_reason r)
{
    return &reasons[(unsigned)r < TSUMO_REASON_COUNT ? r : TSUMO_REASON_BAD_ACTION];
}

const char *tsumo_reason_id(tsumo_reason r)
{
    return reason(r)->id;
}

const char *tsumo_reason_rule(tsumo_reason r)
{
    return reason(r)->rule;
}

const char *tsumo_reason_source(tsumo_reason r)
{
    return reason(r)->source;
}

const char *tsumo_reason_msgid(tsumo_reason r)
{
    return reason(r)->msgid;
}

/* The key of the setting that makes a reason a rule at all: the texts have none for it. */
static const char *setting_key(tsumo_reason r)
{
    switch (r) {
    case TSUMO_REASON_KUIKAE:
    case TSUMO_REASON_KUIKAE_NO_DISCARD:
        return "kuikae";
    case TSUMO_REASON_RIICHI_POINTS:
        return "riichi_min_points";
    case TSUMO_REASON_OPEN_RIICHI_NOT_FIRST:
    case TSUMO_REASON_OPEN_RIICHI_FURITEN:
        return "open_riichi";
    case TSUMO_REASON_MISTAKEN_CALL:
        return "invalid_call";
    default:
        return "";
    }
}

const char *tsumo_reason_rules_key(tsumo_reason r, const tsumo_action *a)
{
    if (r != TSUMO_REASON_OFF_IN_RULES || !a)
        return setting_key(r);
    switch (a->type) {
    case TSUMO_ACTION_RIICHI:
        return a->flags & TSUMO_ACTION_OPEN ? "open_riichi" : "";
    case TSUMO_ACTION_KYUUSHU:
        return "kyuushu_kyuuhai";
    case TSUMO_ACTION_NAGASHI:
        return "nagashi_mangan";
    default:
        return "";
    }
}
