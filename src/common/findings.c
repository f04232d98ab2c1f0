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
                                    const bot_discard_advice *played, const tsumo_action *chosen,
                                    const bot_why *why, const tsumo_view *v, const narrator *n)
{
    char a[NARRATE_TILE], b[NARRATE_TILE], reason[300], said[700];
    findings_advice_reason(reason, sizeof reason, bot_advice_reason(best, played), best, played, n);
    narrate_tile(n, played->tile, b);
    if (chosen && why) {
        findings_decision_text(said, sizeof said, BOT_LEVEL_MAX, chosen, why, v, false, n);
        /* TRANSLATORS: "discarded 9m; level 3 would have discarded 1z here, because <why>
           (compared with 9m: <how the two differ>)" */
        snprintf(buf, size, _("discarded %s; %s (compared with %s: %s)"), b, said, b, reason);
        return buf;
    }
    /* TRANSLATORS: "discarded 9m; level 3 would have discarded 1z here, because <why>" */
    snprintf(buf, size, _("discarded %s; level %d would have discarded %s here, because %s"), b,
             BOT_LEVEL_MAX, narrate_tile(n, best->tile, a), reason);
    return buf;
}

/* ---- a computer player's reasons ---- */

/* "East's riichi", "East's open hand": the threat a defence is about, "" when none. */
static const char *threat_text(char *buf, size_t size, const bot_why *why, const tsumo_view *v)
{
    buf[0] = '\0';
    if (why->threat > 3)
        return buf;
    const char *wind = cli_wind_name(v ? v->seats[why->threat].wind : why->threat);
    if (!v || v->seats[why->threat].riichi)
        /* TRANSLATORS: the seat that threatens, by its wind: "East's riichi" */
        snprintf(buf, size, _("%s's riichi"), wind);
    else
        /* TRANSLATORS: a seat with three open melds, by its wind: "East's open hand" */
        snprintf(buf, size, _("%s's open hand"), wind);
    return buf;
}

/* Whether a reason is about the discard being answered: the engine lists a claim's action
   without its tile (the claim window's is the view's). */
static bool about_claim(const bot_why *why, int type)
{
    return why->code == BOT_WHY_CALL || why->code == BOT_WHY_PASS || type == TSUMO_ACTION_CHI ||
           type == TSUMO_ACTION_PON || type == TSUMO_ACTION_OPEN_KAN || type == TSUMO_ACTION_PASS ||
           type == TSUMO_ACTION_RON;
}

/* The tile a reason names: the claim's for a claim, else its own. */
static const char *why_tile(char buf[NARRATE_TILE], const bot_why *why, int type,
                            const tsumo_view *v, const narrator *n)
{
    tsumo_tile t = why->tile;
    if (about_claim(why, type))
        t = v ? v->claim_tile : TSUMO_NO_TILE;
    if (t >= TSUMO_TILES) {
        snprintf(buf, NARRATE_TILE, "?");
        return buf;
    }
    return narrate_tile(n, t, buf);
}

/* Folding: the tile, the threat, the safe tiles left. */
static void fold_text(char *buf, size_t size, const bot_why *why, const char *tile,
                      const char *threat)
{
    char left[96] = "";
    if (why->count > 0)
        snprintf(left, sizeof left,
                 ngettext("; %d safe tile left", "; %d safe tiles left", (unsigned long)why->count),
                 why->count);
    if (threat[0])
        /* TRANSLATORS: "it folds: 6s is the safest tile against East's riichi; 4 safe tiles
           left" */
        snprintf(buf, size, _("it folds: %s is the safest tile against %s%s"), tile, threat, left);
    else
        snprintf(buf, size, _("it folds: %s is the safest tile%s"), tile, left);
}

/* Pushing: what the hand is worth and how near it is, and the danger taken. */
static void push_text(char *buf, size_t size, const bot_why *why, const char *tile,
                      const char *threat)
{
    char far[48], worth[200] = "", waits[96] = "", risk[200] = "";
    shanten_word(far, sizeof far, why->shanten < 0 ? 0 : why->shanten);
    if (why->value > 0)
        /* TRANSLATORS: "the hand is worth 8000 points at tenpai" */
        snprintf(worth, sizeof worth, _("the hand is worth %d points at %s"), why->value, far);
    else
        snprintf(worth, sizeof worth, _("the hand is %s"), far);
    if (why->count > 0)
        snprintf(
            waits, sizeof waits,
            ngettext(" with %d winning tile", " with %d winning tiles", (unsigned long)why->count),
            why->count);
    if (threat[0])
        /* TRANSLATORS: ", though 8p is not safe against East's riichi" */
        snprintf(risk, sizeof risk, _(", though %s is not safe against %s"), tile, threat);
    /* TRANSLATORS: "it pushes: " the hand's worth, its waits, the danger taken */
    snprintf(buf, size, _("it pushes: %s%s%s"), worth, waits, risk);
}

/* Discards for the hand: nearer to tenpai, more tiles that improve it. */
static void efficiency_text(char *buf, size_t size, const bot_why *why)
{
    char far[48];
    if (why->shanten < 0) {
        snprintf(buf, size, "%s",
                 _("it keeps the hand nearest to tenpai, with the most tiles that improve it"));
        return;
    }
    shanten_word(far, sizeof far, why->shanten);
    if (why->count > 0)
        snprintf(buf, size,
                 ngettext("it leaves the hand %s with %d tile that improves it",
                          "it leaves the hand %s with %d tiles that improve it",
                          (unsigned long)why->count),
                 far, why->count);
    else
        snprintf(buf, size, _("it leaves the hand %s"), far);
}

/* Riichi, deliberately in furiten or not, and the winning tiles not seen. */
static void riichi_text(char *buf, size_t size, const bot_why *why)
{
    bool furiten = why->code == BOT_WHY_RIICHI_FURITEN;
    if (furiten)
        snprintf(buf, size,
                 ngettext("the hand is furiten, so it can win by tsumo only, and riichi is worth "
                          "it: %d winning tile not seen",
                          "the hand is furiten, so it can win by tsumo only, and riichi is worth "
                          "it: %d winning tiles not seen",
                          (unsigned long)why->count),
                 why->count);
    else
        snprintf(buf, size,
                 ngettext("the wait is alive: %d winning tile not seen",
                          "the wait is alive: %d winning tiles not seen",
                          (unsigned long)why->count),
                 why->count);
}

/* The codes said in one short sentence each. */
static void short_text(char *buf, size_t size, const bot_why *why, const char *tile)
{
    char far[48];
    shanten_word(far, sizeof far, why->shanten < 0 ? 0 : why->shanten);
    switch (why->code) {
    case BOT_WHY_WIN:
        if (why->value > 0)
            snprintf(buf, size, ngettext("it wins: %d han", "it wins: %d han", why->value),
                     why->value);
        else
            snprintf(buf, size, "%s", _("it wins"));
        break;
    case BOT_WHY_VALUE:
        snprintf(buf, size, "%s", _("it keeps the hand's value: a dora, a red five or a yakuhai"));
        break;
    case BOT_WHY_DAMA:
        /* TRANSLATORS: dama: staying closed without riichi */
        snprintf(buf, size,
                 ngettext("it stays dama: the hand is worth %d points without riichi, %d tile "
                          "waits",
                          "it stays dama: the hand is worth %d points without riichi, %d tiles "
                          "wait",
                          (unsigned long)why->count),
                 why->value, why->count);
        break;
    case BOT_WHY_PLACEMENT:
        snprintf(buf, size, _("it plays the last hand for place %d"), why->value);
        break;
    case BOT_WHY_CALL:
        if (why->shanten >= 0)
            snprintf(buf, size, _("the call on %s brings the hand to %s and keeps a yaku"), tile,
                     far);
        else
            snprintf(buf, size, _("the call on %s makes the hand faster and keeps a yaku"), tile);
        break;
    case BOT_WHY_PASS:
        snprintf(buf, size, _("no call on %s helps the hand"), tile);
        break;
    case BOT_WHY_KAN:
        snprintf(buf, size, _("the kan of %s costs the hand nothing"), tile);
        break;
    case BOT_WHY_ABORT:
        if (why->shanten >= 0)
            snprintf(buf, size, _("nine terminals, and thirteen orphans is %s: the hand is off"),
                     far);
        else
            snprintf(buf, size, "%s", _("nine terminals: the hand is off"));
        break;
    case BOT_WHY_DRAW:
        snprintf(buf, size, "%s", _("the hand is drawn: it shows what pays"));
        break;
    default:
        snprintf(buf, size, "%s", _("it is the only action"));
        break;
    }
}

const char *findings_why_text(char *buf, size_t size, const bot_why *why, const tsumo_view *v,
                              const narrator *n)
{
    char tile[NARRATE_TILE], threat[96];
    why_tile(tile, why, TSUMO_ACTION_NONE, v, n);
    threat_text(threat, sizeof threat, why, v);
    switch (why->code) {
    case BOT_WHY_FOLD:
        fold_text(buf, size, why, tile, threat);
        break;
    case BOT_WHY_PUSH:
        push_text(buf, size, why, tile, threat);
        break;
    case BOT_WHY_EFFICIENCY:
        efficiency_text(buf, size, why);
        break;
    case BOT_WHY_RIICHI:
    case BOT_WHY_RIICHI_FURITEN:
        riichi_text(buf, size, why);
        break;
    default:
        short_text(buf, size, why, tile);
        break;
    }
    return buf;
}

/* What the level does, "discarded 6s" or, ahead, "discard 6s". */
static const char *action_text(char *buf, size_t size, const tsumo_action *a, const char *tile,
                               bool ahead)
{
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
        snprintf(buf, size, ahead ? _("discard %s") : _("discarded %s"), tile);
        break;
    case TSUMO_ACTION_RIICHI:
        snprintf(buf, size, ahead ? _("declare riichi on %s") : _("declared riichi on %s"), tile);
        break;
    case TSUMO_ACTION_TSUMO:
    case TSUMO_ACTION_RON:
        snprintf(buf, size, "%s", ahead ? _("win the hand") : _("won the hand"));
        break;
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON:
    case TSUMO_ACTION_OPEN_KAN:
        /* TRANSLATORS: "called pon on 5m": chi, pon, kan */
        snprintf(buf, size, ahead ? _("call %s on %s") : _("called %s on %s"), call_name(a->type),
                 tile);
        break;
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        snprintf(buf, size, ahead ? _("declare a kan of %s") : _("declared a kan of %s"), tile);
        break;
    case TSUMO_ACTION_PASS:
        snprintf(buf, size, ahead ? _("pass on %s") : _("passed on %s"), tile);
        break;
    default:
        snprintf(buf, size, "%s", ahead ? _("do the same") : _("done the same"));
        break;
    }
    return buf;
}

const char *findings_decision_text(char *buf, size_t size, int level, const tsumo_action *a,
                                   const bot_why *why, const tsumo_view *v, bool ahead,
                                   const narrator *n)
{
    char tile[NARRATE_TILE], did[160], reason[400];
    bot_why named = *why;
    if (!about_claim(why, a->type))
        named.tile = a->tile; /* the action's tile is the one the sentence is about */
    why_tile(tile, &named, a->type, v, n);
    action_text(did, sizeof did, a, tile, ahead);
    findings_why_text(reason, sizeof reason, &named, v, n);
    if (ahead)
        /* TRANSLATORS: "level 3 would discard 6s here, because <why>" */
        snprintf(buf, size, _("level %d would %s here, because %s"), level, did, reason);
    else
        /* TRANSLATORS: "level 3 would have discarded 6s here, because <why>" */
        snprintf(buf, size, _("level %d would have %s here, because %s"), level, did, reason);
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
