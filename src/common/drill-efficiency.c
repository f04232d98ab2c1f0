/*
 * The efficiency drill (issue 22): which tile to discard. Every discard the
 * seat may make is judged by the shanten it leaves and the tiles it accepts
 * (ukeire: the tiles the seat does not see that lower that shanten), as the
 * strongest computer player counts them (bot_advise_discards at
 * BOT_LEVEL_MAX); the right answers are the discards that leave the best
 * shanten with the most tiles accepted. The level's own choice is shown
 * beside them, with its reason where it picks another tile (value, defence,
 * shape). The forms counted are the ones every ruleset scores: four sets and a
 * pair, seven pairs, thirteen orphans; a closed hand always has riichi for its
 * yaku, which is why simulated drills ask about closed hands only.
 */
#include "drill-turn.h"

#include <string.h>

/* The right answers: the best shanten, and of those discards the most tiles accepted. */
static void mark_right(drill_turn *t)
{
    int best = 99, most = -1;
    for (int i = 0; i < t->count; i++)
        best = t->discards[i].shanten < best ? t->discards[i].shanten : best;
    for (int i = 0; i < t->count; i++)
        if (t->discards[i].shanten == best && t->discards[i].ukeire > most)
            most = t->discards[i].ukeire;
    t->best = best;
    for (int i = 0; i < t->count; i++) {
        drill_discard *x = &t->discards[i];
        x->right = x->shanten == best && x->ukeire == most;
        if (x->right)
            t->right |= (tsumo_kindset)1 << x->kind;
    }
}

void drill_efficiency_read(drill_turn *t, const tsumo_view *v, const tsumo_action *legal, int n,
                           const tsumo_rules *rules)
{
    bot_discard_advice advice[TSUMO_KINDS];
    int count = bot_advise_discards(v, legal, n, BOT_LEVEL_MAX, rules, advice, TSUMO_KINDS);
    if (count <= 0)
        return;
    /* in kind order, as the hand is shown */
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int i = 0; i < count; i++)
            if (tsumo_tile_kind(advice[i].tile) == k) {
                drill_discard *x = &t->discards[t->count++];
                x->kind = (tsumo_kind)k;
                x->shanten = advice[i].shanten;
                x->ukeire = advice[i].ukeire;
                memcpy(x->accepts, advice[i].accepts, sizeof x->accepts);
            }
    mark_right(t);
    t->level_choice = tsumo_tile_kind(advice[0].tile);
    t->level_reason = BOT_REASON_SAME;
    for (int i = 1; i < count && !(t->right >> t->level_choice & 1); i++)
        if (t->right >> tsumo_tile_kind(advice[i].tile) & 1) {
            t->level_reason = bot_advice_reason(&advice[0], &advice[i]);
            break;
        }
}

/*
 * A good question: a closed hand, nobody in riichi (so that the strongest level
 * plays for its hand), not yet tenpai or choosing its wait, and a choice that
 * matters: several discards keep the best shanten, and one or two of them
 * accept the most tiles.
 */
bool drill_efficiency_good(const drill_turn *t)
{
    if (!t->closed || t->riichi || t->best > 2 || t->level_reason == BOT_REASON_DEFENCE)
        return false;
    int keep = 0, right = 0;
    for (int i = 0; i < t->count; i++) {
        keep += t->discards[i].shanten == t->best;
        right += t->discards[i].right;
    }
    return keep >= 3 && right <= 2 && right < keep;
}

/* "2-shanten", "tenpai". */
static const char *shanten_text(char *buf, size_t size, int shanten)
{
    if (shanten <= 0)
        snprintf(buf, size, "%s", shanten < 0 ? _("complete") : _("tenpai"));
    else
        /* TRANSLATORS: how far a hand is from tenpai: "2-shanten". */
        snprintf(buf, size, _("%d-shanten"), shanten);
    return buf;
}

/* "1m(3) 4m(4)": the tiles a discard accepts, and how many of each the seat does not see. */
static void accepted(char *buf, size_t size, const drill_discard *x)
{
    buf[0] = '\0';
    char name[NARRATE_TILE];
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (x->accepts[k])
            drill_turn_add(buf, size, "%s%s(%d)", buf[0] ? " " : "",
                           drill_turn_kind_name(name, sizeof name, (tsumo_kind)k), x->accepts[k]);
}

static const char *reason_text(bot_reason r)
{
    switch (r) {
    case BOT_REASON_DEFENCE:
        return _("it is safer against a threat");
    case BOT_REASON_VALUE:
        return _("it keeps a dora, a red five or a pair of honours that scores");
    case BOT_REASON_SHAPE:
        return _("it keeps tiles that work together and gives up a loose one");
    default:
        return _("it weighs more than the count of tiles");
    }
}

void drill_efficiency_why(char *buf, size_t size, const drill_turn *t)
{
    char name[NARRATE_TILE], sh[32], tiles[320];
    const char *seat = cli_wind_name(t->seat);
    /* TRANSLATORS: a seat, then how far its hand is after its best discard ("1-shanten"). */
    drill_turn_add(buf, size,
                   _("After its best discards %s's hand is %s. Each discard that keeps it so, "
                     "with the tiles it accepts (how many %s does not see):\n"),
                   seat, shanten_text(sh, sizeof sh, t->best), seat);
    for (int i = 0; i < t->count; i++) {
        const drill_discard *x = &t->discards[i];
        if (x->shanten != t->best)
            continue;
        accepted(tiles, sizeof tiles, x);
        char count[64];
        snprintf(count, sizeof count, ngettext("%d tile", "%d tiles", (unsigned long)x->ukeire),
                 x->ukeire);
        /* TRANSLATORS: a discard, how many tiles it accepts, which; then maybe "the most". */
        drill_turn_add(buf, size, _("  %s: %s: %s"),
                       drill_turn_kind_name(name, sizeof name, x->kind), count,
                       tiles[0] ? tiles : "-");
        drill_turn_add(buf, size, "%s\n", x->right ? _(" (the most)") : "");
    }
    char worse[256] = "";
    for (int i = 0; i < t->count; i++)
        if (t->discards[i].shanten != t->best)
            drill_turn_add(worse, sizeof worse, "%s%s", worse[0] ? " " : "",
                           drill_turn_kind_name(name, sizeof name, t->discards[i].kind));
    if (worse[0])
        drill_turn_add(buf, size,
                       _("Any other discard (%s) leaves the hand further from tenpai.\n"), worse);
    const char *level = drill_turn_kind_name(name, sizeof name, t->level_choice);
    if (t->right >> t->level_choice & 1)
        drill_turn_add(buf, size, _("The strongest computer player discards %s too.\n"), level);
    else
        /* TRANSLATORS: a tile, then why the computer prefers it ("it keeps a dora..."). */
        drill_turn_add(buf, size,
                       _("The strongest computer player would discard %s instead: %s.\n"), level,
                       reason_text(t->level_reason));
}
