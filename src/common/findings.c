/*
 * The findings of a game, worded and ranked once (findings.h). The engine
 * decides each one (its furiten reasons, its waits, what it offers, the
 * scorer on a hand); this file only says them, with the rule's section asked
 * of the narrator's ruleset.
 */
#include "findings.h"
#include "timeline.h"
#include "yaku-hope.h"

#include <string.h>

/* "1s 4s": the kinds of a set, named as the narrator names tiles. */
static const char *kinds_text(char *buf, size_t size, tsumo_kindset set, const narrator *n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < TSUMO_KINDS && len + 1 < size; k++)
        if (set >> k & 1) {
            char one[NARRATE_TILE];
            /* the last copy of a kind is never a red five */
            tsumo_tile plain = (tsumo_tile)(k * 4 + 3);
            len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "",
                                    narrate_tile(n, plain, one));
        }
    return buf;
}

static tsumo_kindset kindset_of(const timeline_seat *s)
{
    tsumo_kindset set = 0;
    for (int i = 0; i < s->wait_count; i++)
        set |= (tsumo_kindset)1 << s->waits[i];
    return set;
}

void findings_furiten_read(findings_furiten *out, const tsumo_game *game, int seat,
                           tsumo_tile discard)
{
    timeline_seat s;
    timeline_seat_after(game, seat, discard, &s);
    *out = (findings_furiten){.reasons = s.furiten, .waits = kindset_of(&s)};
    out->pond_waits = s.pond_waits;
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    out->riichi = v.seats[seat & 3].riichi != 0;
    if (s.wait_count || !s.furiten || discard < TSUMO_TILES || v.drawn >= TSUMO_TILES)
        return;
    /*
     * A seat made furiten by passing a discard may have drawn by the time it
     * is asked (it sits to the discarder's right): it waits as its hand
     * without the tile drawn, and its pond is as it is.
     */
    timeline_seat_after(game, seat, v.drawn, &s);
    out->waits = kindset_of(&s);
    tsumo_kindset pond = 0;
    const tsumo_view_seat *own = &v.seats[seat & 3];
    for (int i = 0; i < own->discard_count; i++)
        if (own->discards[i].tile < TSUMO_TILES)
            pond |= (tsumo_kindset)1 << tsumo_tile_kind(own->discards[i].tile);
    out->pond_waits = out->waits & pond;
}

findings_furiten_kind findings_furiten_rank(const findings_furiten *f)
{
    if (f->reasons & TSUMO_FURITEN_RIICHI)
        return FINDINGS_FURITEN_RIICHI;
    if (f->reasons & TSUMO_FURITEN_DISCARD)
        return FINDINGS_FURITEN_DISCARD;
    if (f->reasons & TSUMO_FURITEN_TEMPORARY)
        return FINDINGS_FURITEN_TEMPORARY;
    /* a discard not yet made: the engine has not said it, the pond with it does */
    return f->pond_waits ? FINDINGS_FURITEN_DISCARD : FINDINGS_NOT_FURITEN;
}

const char *findings_furiten_text(char *buf, size_t size, const findings_furiten *f,
                                  const narrator *n)
{
    char tiles[128], source[200];
    buf[0] = '\0';
    switch (findings_furiten_rank(f)) {
    case FINDINGS_FURITEN_RIICHI:
        kinds_text(tiles, sizeof tiles, f->waits, n);
        /* TRANSLATORS: %s are the waits ("3p 6p"), then the rule's section. */
        snprintf(buf, size, _("riichi furiten: a wait (%s) passed in riichi (%s)"), tiles,
                 narrate_rule(n, "R-FURI-06", source, sizeof source));
        break;
    case FINDINGS_FURITEN_DISCARD:
        kinds_text(tiles, sizeof tiles, f->pond_waits ? f->pond_waits : f->waits, n);
        /* TRANSLATORS: %s are the waits among the player's discards ("9s"), then the section. */
        /* in riichi the wait is locked, so the furiten is riichi's in furiten (R-RII-05) */
        snprintf(buf, size, _("furiten: %s in own discards (%s)"), tiles,
                 narrate_rule(n, f->riichi ? "R-RII-05" : "R-FURI-01", source, sizeof source));
        break;
    case FINDINGS_FURITEN_TEMPORARY:
        kinds_text(tiles, sizeof tiles, f->waits, n);
        /* TRANSLATORS: %s are the waits ("1p 4p"), then the rule's section. */
        snprintf(buf, size, _("temporary furiten: a wait (%s) passed (%s)"), tiles,
                 narrate_rule(n, "R-FURI-04", source, sizeof source));
        break;
    default:
        break;
    }
    return buf;
}

const char *findings_furiten_line(char *buf, size_t size, const tsumo_game *game, int seat,
                                  tsumo_tile discard, const narrator *n)
{
    findings_furiten f;
    findings_furiten_read(&f, game, seat, discard);
    return findings_furiten_text(buf, size, &f, n);
}

/* ---- wins, calls and riichi ---- */

const char *findings_missed_ron(char *buf, size_t size, tsumo_kind tile, const narrator *n)
{
    char name[NARRATE_TILE] = "?", source[200];
    if (tile < TSUMO_KINDS)
        narrate_tile(n, (tsumo_tile)(tile * 4 + 3), name);
    snprintf(buf, size,
             _("could win by ron on %s and did not; a winning tile passed makes the player "
               "furiten (%s)"),
             name, narrate_rule(n, "R-WIN-04", source, sizeof source));
    return buf;
}

const char *findings_missed_tsumo(char *buf, size_t size, const narrator *n)
{
    char source[200];
    snprintf(buf, size, _("could win by tsumo and did not (%s)"),
             narrate_rule(n, "R-WIN-05", source, sizeof source));
    return buf;
}

const char *findings_calls_passed(char *buf, size_t size, const int passed[3], const narrator *n)
{
    static const char *const names[] = {"chi", "pon", "kan"};
    char list[64], source[200];
    size_t len = 0;
    list[0] = buf[0] = '\0';
    for (int i = 0; i < 3; i++)
        if (passed[i] > 0 && len < sizeof list)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%d %s", len ? ", " : "",
                                    passed[i], names[i]);
    if (list[0])
        /* TRANSLATORS: %s lists the calls, e.g. "3 chi, 1 pon" (chi, pon, kan stay). */
        snprintf(buf, size, _("calls passed in this hand: %s (a call is never compulsory, %s)"),
                 list, narrate_rule(n, "R-CALL-01", source, sizeof source));
    return buf;
}

const char *findings_riichi_furiten(char *buf, size_t size, bool ahead, tsumo_kindset pond_waits,
                                    const narrator *n)
{
    char source[200], tiles[128];
    narrate_rule(n, "R-RII-05", source, sizeof source);
    if (ahead)
        /* TRANSLATORS: %s are the waits among the player's discards, then the section. */
        snprintf(buf, size, _("riichi allowed, but furiten (%s discarded): tsumo only (%s)"),
                 kinds_text(tiles, sizeof tiles, pond_waits, n), source);
    else
        snprintf(buf, size,
                 _("declared riichi while furiten: allowed, but the hand can win only by tsumo "
                   "(%s)"),
                 source);
    return buf;
}

static const char *call_name(int call)
{
    return call == TSUMO_ACTION_CHI ? _("chi") : call == TSUMO_ACTION_PON ? _("pon") : _("kan");
}

const char *findings_yakuless_call(char *buf, size_t size, int call, bool ahead, const narrator *n)
{
    const char *name = call_name(call);
    char source[200], tanyao[240] = "", tanyao_source[200];
    narrate_rule(n, "R-WIN-02", source, sizeof source);
    if (!n->rules->open_tanyao)
        snprintf(tanyao, sizeof tanyao, _("; no open tanyao here (%s)"),
                 narrate_rule(n, "R-YAKU-05", tanyao_source, sizeof tanyao_source));
    if (ahead)
        snprintf(buf, size, _("this %s leaves no yaku (%s)%s"), name, source, tanyao);
    else
        snprintf(buf, size, _("the %s left a hand with no yaku to win with: no wait scores (%s)%s"),
                 name, source, tanyao);
    return buf;
}

/* ---- the ranking ---- */

/* Whether `a` comes before `b`: more points, then the kind's order, then more lost, then the
   order they happened in (their place in the list). */
static bool ranked_before(const finding *a, const finding *b)
{
    if (a->points != b->points)
        return a->points > b->points;
    if (a->kind != b->kind)
        return a->kind < b->kind;
    if (a->weight != b->weight)
        return a->weight > b->weight;
    return a < b;
}

size_t findings_ranked(const finding *items, size_t count, int seat, bool verbose,
                       const finding **out, size_t max)
{
    size_t ranked = 0;
    for (size_t i = 0; i < count && ranked < max; i++) {
        const finding *f = &items[i];
        if ((seat >= 0 && f->seat != seat) || (f->verbose && !verbose))
            continue;
        size_t j = ranked++;
        for (; j > 0 && ranked_before(f, out[j - 1]); j--) /* insertion: stable, and short */
            out[j] = out[j - 1];
        out[j] = f;
    }
    return ranked;
}

const char *findings_points_text(char *buf, size_t size, const finding *f)
{
    buf[0] = '\0';
    if (f->points > 0)
        snprintf(buf, size, ngettext("%d point", "%d points", (unsigned long)f->points), f->points);
    return buf;
}

const char *findings_rating_text(char *buf, size_t size, const finding_rating *r)
{
    if (r->discards <= 0) {
        snprintf(buf, size, "%s", _("no discard to rate"));
        return buf;
    }
    char matched[160], shanten[96], ukeire[96];
    /* TRANSLATORS: "34 of 52 discards as the strongest computer player would make them (65%)" */
    snprintf(matched, sizeof matched,
             ngettext("%d of %d discard as the strongest level would make it (%d%%)",
                      "%d of %d discards as the strongest level would make them (%d%%)",
                      (unsigned long)r->discards),
             r->matched, r->discards, r->matched * 100 / r->discards);
    snprintf(
        shanten, sizeof shanten,
        ngettext("%d step from tenpai", "%d steps from tenpai", (unsigned long)r->shanten_lost),
        r->shanten_lost);
    snprintf(ukeire, sizeof ukeire,
             ngettext("%d tile of ukeire", "%d tiles of ukeire", (unsigned long)r->ukeire_lost),
             r->ukeire_lost);
    /* TRANSLATORS: the share of discards, then "3 steps from tenpai", "24 tiles of ukeire" */
    snprintf(buf, size, _("%s; lost at the others: %s and %s"), matched, shanten, ukeire);
    return buf;
}

/* ---- the strongest level's judgement ---- */

const char *findings_safety_word(bot_safety safety)
{
    switch (safety) {
    case BOT_SAFETY_GENBUTSU:
        /* TRANSLATORS: a tile in the threat's own discards; Japanese term kept by players */
        return _("genbutsu");
    case BOT_SAFETY_SUJI:
        return _("suji");
    case BOT_SAFETY_KABE:
        return _("kabe");
    case BOT_SAFETY_ONE_CHANCE:
        return _("one chance");
    case BOT_SAFETY_HONOUR:
        return _("honour");
    case BOT_SAFETY_DANGEROUS:
        return _("dangerous");
    default:
        return _("no threat");
    }
}

/* "tenpai", "2-shanten": how far a hand is from tenpai. */
static const char *shanten_word(char *buf, size_t size, int shanten)
{
    if (shanten <= 0)
        snprintf(buf, size, "%s", _("tenpai"));
    else
        snprintf(buf, size, _("%d-shanten"), shanten);
    return buf;
}

const char *findings_advice_reason(char *buf, size_t size, bot_reason reason,
                                   const bot_discard_advice *better,
                                   const bot_discard_advice *other, const narrator *n)
{
    char a[NARRATE_TILE], b[NARRATE_TILE], one[48], two[48];
    narrate_tile(n, better->tile, a);
    narrate_tile(n, other->tile, b);
    switch (reason) {
    case BOT_REASON_DEFENCE:
        /* TRANSLATORS: "it is safer against the threat (1z: genbutsu; 5m: dangerous)" */
        snprintf(buf, size, _("it is safer against the threat (%s: %s; %s: %s)"), a,
                 findings_safety_word(better->safety), b, findings_safety_word(other->safety));
        break;
    case BOT_REASON_SHANTEN:
        /* TRANSLATORS: "it leaves the hand 1-shanten, not 2-shanten" */
        snprintf(buf, size, _("it leaves the hand %s, not %s"),
                 shanten_word(one, sizeof one, better->shanten),
                 shanten_word(two, sizeof two, other->shanten));
        break;
    case BOT_REASON_UKEIRE:
        snprintf(buf, size,
                 ngettext("%d tile not seen improves the hand after it, not %d",
                          "%d tiles not seen improve the hand after it, not %d",
                          (unsigned long)better->ukeire),
                 better->ukeire, other->ukeire);
        break;
    case BOT_REASON_VALUE:
        /* TRANSLATORS: %s is the tile the player discarded */
        snprintf(buf, size, _("it keeps the dora, red five or yakuhai pair that %s gives up"), b);
        break;
    case BOT_REASON_SHAPE:
        snprintf(buf, size, "%s",
                 _("it keeps tiles that work together: an isolated tile goes first"));
        break;
    default:
        snprintf(buf, size, "%s", _("nothing tells them apart"));
        break;
    }
    return buf;
}

const char *findings_discard_advice(char *buf, size_t size, const bot_discard_advice *best,
                                    const bot_discard_advice *played, const narrator *n)
{
    char a[NARRATE_TILE], b[NARRATE_TILE], why[300];
    findings_advice_reason(why, sizeof why, bot_advice_reason(best, played), best, played, n);
    /* TRANSLATORS: "discarded 9m; the strongest level would have discarded 1z, because <why>" */
    snprintf(buf, size, _("discarded %s; the strongest level would have discarded %s, because %s"),
             narrate_tile(n, played->tile, b), narrate_tile(n, best->tile, a), why);
    return buf;
}

/* A kind named as the narrator names tiles (the last copy: never a red five). */
static const char *kind_name(const narrator *n, tsumo_kind k, char buf[NARRATE_TILE])
{
    if (k >= TSUMO_KINDS) {
        snprintf(buf, NARRATE_TILE, "?");
        return buf;
    }
    return narrate_tile(n, (tsumo_tile)(k * 4 + 3), buf);
}

const char *findings_deal_in(char *buf, size_t size, const char *winner, tsumo_kind tile,
                             const narrator *n)
{
    char name[NARRATE_TILE];
    /* TRANSLATORS: "dealt in: Bo won by ron on 4s" */
    snprintf(buf, size, _("dealt in: %s won by ron on %s"), winner, kind_name(n, tile, name));
    return buf;
}

const char *findings_win_refused(char *buf, size_t size, tsumo_kind tile, bool furiten, int value,
                                 const narrator *n)
{
    char name[NARRATE_TILE], source[200];
    kind_name(n, tile, name);
    if (!furiten)
        /* TRANSLATORS: "could not ron 4s: the hand has no yaku (EMA 3.2)" */
        snprintf(buf, size, _("could not ron %s: the hand has no yaku (%s)"), name,
                 narrate_rule(n, "R-WIN-02", source, sizeof source));
    else if (value > 0)
        snprintf(buf, size,
                 ngettext("could not ron %s: furiten (%s); the win was worth %d point",
                          "could not ron %s: furiten (%s); the win was worth %d points",
                          (unsigned long)value),
                 name, narrate_rule(n, "R-FURI-01", source, sizeof source), value);
    else
        snprintf(buf, size, _("could not ron %s: furiten (%s)"), name,
                 narrate_rule(n, "R-FURI-01", source, sizeof source));
    return buf;
}

const char *findings_call_would_help(char *buf, size_t size, int call, tsumo_kind tile,
                                     int shanten_before, int shanten_after, bool yakuhai,
                                     const narrator *n)
{
    char name[NARRATE_TILE], before[48], after[48];
    kind_name(n, tile, name);
    shanten_word(before, sizeof before, shanten_before);
    shanten_word(after, sizeof after, shanten_after);
    if (yakuhai)
        /* TRANSLATORS: "passed a pon on 7z: the strongest level would have called it, for a yaku
           (yakuhai) and 1-shanten instead of 2-shanten" */
        snprintf(buf, size,
                 _("passed a %s on %s: the strongest level would have called it, for a yaku "
                   "(yakuhai) and %s instead of %s"),
                 call_name(call), name, after, before);
    else
        snprintf(buf, size,
                 _("passed a %s on %s: the strongest level would have called it, keeping a yaku, "
                   "for %s instead of %s"),
                 call_name(call), name, after, before);
    return buf;
}

/* The situation of a ron on `k` for the seat of `v`, as far as the seat can see it. */
static void ron_situation(tsumo_win *w, const tsumo_view *v, int seat, tsumo_kind k)
{
    const tsumo_view_seat *me = &v->seats[seat];
    *w = (tsumo_win){.tile = k,
                     .seat_wind = me->wind,
                     .round_wind = v->round,
                     .honba = v->honba,
                     .riichi_sticks = v->sticks};
    if (me->riichi)
        w->flags |= TSUMO_WIN_RIICHI | (me->riichi == 2 ? TSUMO_WIN_DOUBLE_RIICHI : 0) |
                    (me->ippatsu ? TSUMO_WIN_IPPATSU : 0) |
                    (me->open_riichi ? TSUMO_WIN_OPEN_RIICHI : 0);
    if (v->phase == TSUMO_PHASE_CHANKAN)
        w->flags |= TSUMO_WIN_CHANKAN;
    else if (v->live_left == 0)
        w->flags |= TSUMO_WIN_HOUTEI;
    for (int i = 0; i < v->indicator_count && i < TSUMO_MAX_INDICATORS; i++)
        w->dora[w->dora_count++] = tsumo_tile_kind(v->indicators[i]);
}

int findings_ron_value(const tsumo_game *game, int seat, tsumo_tile tile)
{
    if (seat < 0 || seat > 3 || tile >= TSUMO_TILES)
        return 0;
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    tsumo_hand h;
    yaku_hope_hand(&h, &v, seat);
    tsumo_kind k = tsumo_tile_kind(tile);
    if (v.hand_count + 3 * h.meld_count != 13 || h.counts[k] >= 4)
        return 0;
    h.counts[k]++;
    tsumo_win w;
    ron_situation(&w, &v, seat, k);
    tsumo_score sc;
    if (tsumo_score_hand(&sc, &h, &w, tsumo_game_rules(game)) != TSUMO_OK || !sc.valid)
        return 0;
    return sc.payments.winner_gain;
}
