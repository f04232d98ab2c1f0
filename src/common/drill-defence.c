/*
 * The defence drill (issue 22): another seat is in riichi; which tile of the
 * hand is the safest to discard? Each kind the seat may discard is worded as
 * the computer players word it against the riichi (bot_safety_of: genbutsu,
 * suji, kabe, one chance, honour, dangerous), and graded against the riichi
 * hand's real waits, which the drill knows: the engine is asked on a copy of
 * the game whether a seat in riichi may ron the discard. The right answers are
 * the tiles that do not deal in, of the safest wording among those: genbutsu
 * where the hand holds one (it can never deal in: R-FURI-01), else suji, and
 * so on. A right answer never deals in.
 */
#include "drill-turn.h"

#include <string.h>

/* Whether a seat in riichi may ron when `seat` discards `tile`: asked of the engine on a copy. */
static bool deals_in(const tsumo_game *g, int seat, tsumo_tile tile, unsigned riichi)
{
    tsumo_game *copy = NULL;
    if (tsumo_game_clone(&copy, g) != TSUMO_OK)
        return false;
    tsumo_action a = {.type = TSUMO_ACTION_DISCARD, .seat = (uint8_t)seat, .tile = tile};
    bool ron = false;
    if (tsumo_game_apply(copy, &a, NULL, 0, NULL, NULL) == TSUMO_OK)
        for (int s = 0; s < 4; s++)
            ron |= (riichi >> s & 1) && drill_may(copy, s, TSUMO_ACTION_RON);
    tsumo_game_free(copy);
    return ron;
}

/* The waits of the seats in riichi, and which of them are furiten. */
static void read_riichi(drill_turn *t, const tsumo_game *g)
{
    for (int s = 0; s < 4; s++) {
        if (!(t->riichi >> s & 1))
            continue;
        tsumo_view other;
        tsumo_game_view(g, s, &other);
        t->waits[s] = other.waits;
        t->furiten |= other.furiten ? 1u << s : 0;
    }
}

/* The safest wording of a discard that does not deal in; the right answers are those. */
static void mark_right(drill_turn *t)
{
    int best = BOT_SAFETY_COUNT;
    for (int i = 0; i < t->count; i++)
        if (!t->discards[i].deals_in && (int)t->discards[i].safety < best)
            best = (int)t->discards[i].safety;
    t->best = best;
    for (int i = 0; i < t->count; i++) {
        drill_discard *x = &t->discards[i];
        x->right = !x->deals_in && (int)x->safety == best;
        if (x->right)
            t->right |= (tsumo_kindset)1 << x->kind;
    }
}

void drill_defence_read(drill_turn *t, const tsumo_game *g, const tsumo_view *v,
                        const tsumo_rules *rules)
{
    read_riichi(t, g);
    if (!t->riichi)
        return;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, t->seat, legal, TSUMO_GAME_MAX_LEGAL);
    for (int k = 0; k < TSUMO_KINDS; k++) {
        tsumo_tile tile = TSUMO_NO_TILE;
        for (int i = 0; i < n && tile == TSUMO_NO_TILE; i++)
            if (legal[i].type == TSUMO_ACTION_DISCARD && tsumo_tile_kind(legal[i].tile) == k)
                tile = legal[i].tile;
        if (tile == TSUMO_NO_TILE)
            continue;
        drill_discard *x = &t->discards[t->count++];
        x->kind = (tsumo_kind)k;
        x->safety = BOT_SAFETY_NO_THREAT;
        for (int s = 0; s < 4; s++)
            if (t->riichi >> s & 1) {
                bot_safety safety = bot_safety_of(v, rules, s, (tsumo_kind)k);
                x->safety = safety > x->safety ? safety : x->safety;
            }
        x->deals_in = deals_in(g, t->seat, tile, t->riichi);
    }
    mark_right(t);
}

/*
 * A good question: one seat in riichi, not furiten (so that dealing in is its
 * waits, no more, no less), the seat asked not in riichi, a hand of several
 * kinds of which few are right, and a reading that holds: the safest wording
 * in the hand is one that does not deal in, and it is not "dangerous".
 */
bool drill_defence_good(const drill_turn *t)
{
    if (__builtin_popcount(t->riichi) != 1 || t->furiten || t->count < 6 ||
        t->best >= BOT_SAFETY_DANGEROUS)
        return false;
    int right = 0;
    for (int i = 0; i < t->count; i++) {
        right += t->discards[i].right;
        if ((int)t->discards[i].safety < t->best) /* a safer-looking tile that deals in */
            return false;
    }
    return right * 3 <= t->count;
}

/* What makes a wording safe or not; genbutsu cites the furiten rule under the ruleset. */
static const char *safety_text(char *buf, size_t size, bot_safety s, const tsumo_rules *rules)
{
    char c[96];
    switch (s) {
    case BOT_SAFETY_GENBUTSU:
        snprintf(buf, size,
                 _("genbutsu: in the riichi player's own discards, or discarded by anyone since "
                   "its riichi, so that player cannot ron on it (furiten, %s)"),
                 cli_rule_source(c, sizeof c, "R-FURI-01", rules));
        return buf;
    case BOT_SAFETY_SUJI:
        return _("suji: each two-sided wait on it is closed by a tile the riichi player "
                 "discarded; a closed, edge, pair or single wait may still be on it");
    case BOT_SAFETY_KABE:
        return _("kabe: all four of a tile that a two-sided wait on it needs are in sight");
    case BOT_SAFETY_ONE_CHANCE:
        return _("one chance: three of a tile that a two-sided wait on it needs are in sight");
    case BOT_SAFETY_HONOUR:
        return _("an honour: only a pair or a single wait can be on it");
    default:
        return _("dangerous: open to a two-sided wait");
    }
}

/* "West is in riichi and waits on 3p 6p." for each seat in riichi. */
static void waits_lines(char *buf, size_t size, const drill_turn *t, const tsumo_rules *rules)
{
    char name[NARRATE_TILE], c[96];
    for (int s = 0; s < 4; s++) {
        if (!(t->riichi >> s & 1))
            continue;
        char waits[256] = "";
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (t->waits[s] >> k & 1)
                drill_turn_add(waits, sizeof waits, "%s%s", waits[0] ? " " : "",
                               drill_turn_kind_name(name, sizeof name, (tsumo_kind)k));
        drill_turn_add(buf, size, _("%s is in riichi and waits on %s.\n"), cli_wind_name(s),
                       waits[0] ? waits : "-");
        if (t->furiten >> s & 1)
            drill_turn_add(buf, size, _("%s is furiten and may not ron on any tile (%s).\n"),
                           cli_wind_name(s), cli_rule_source(c, sizeof c, "R-FURI-01", rules));
    }
}

/* The hand's tiles of one wording, what makes them safe or not, and which of them deal in. */
static void wording_lines(char *buf, size_t size, const drill_turn *t, bot_safety w,
                          const tsumo_rules *rules)
{
    char name[NARRATE_TILE], words[256], tiles[256] = "", in[256] = "";
    for (int i = 0; i < t->count; i++) {
        const drill_discard *x = &t->discards[i];
        if (x->safety != w)
            continue;
        drill_turn_kind_name(name, sizeof name, x->kind);
        drill_turn_add(tiles, sizeof tiles, "%s%s", tiles[0] ? " " : "", name);
        if (x->deals_in)
            drill_turn_add(in, sizeof in, "%s%s", in[0] ? " " : "", name);
    }
    if (!tiles[0])
        return;
    /* TRANSLATORS: tiles, then what makes them safe or not ("genbutsu: ..."). */
    drill_turn_add(buf, size, _("%s — %s.\n"), tiles, safety_text(words, sizeof words, w, rules));
    if (in[0])
        drill_turn_add(buf, size, _("  Deals in, as the riichi hand wins on it: %s.\n"), in);
}

void drill_defence_why(char *buf, size_t size, const drill_turn *t, const tsumo_game *g,
                       const tsumo_rules *rules)
{
    (void)g;
    char name[NARRATE_TILE];
    waits_lines(buf, size, t, rules);
    for (int w = BOT_SAFETY_GENBUTSU; w < BOT_SAFETY_COUNT; w++)
        wording_lines(buf, size, t, (bot_safety)w, rules);
    char right[256] = "";
    for (int i = 0; i < t->count; i++)
        if (t->discards[i].right)
            drill_turn_add(right, sizeof right, "%s%s", right[0] ? " " : "",
                           drill_turn_kind_name(name, sizeof name, t->discards[i].kind));
    drill_turn_add(buf, size, _("The safest tiles that do not deal in: %s.\n"), right);
}
