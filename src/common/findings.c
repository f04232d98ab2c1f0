/*
 * The findings of a game, worded and ranked once (findings.h). The engine
 * decides each one (its furiten reasons, its waits, what it offers, the
 * scorer on a hand); this file only says them, with the rule's section asked
 * of the narrator's ruleset.
 */
#include "findings.h"
#include "timeline.h"

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

const char *findings_yakuless_call(char *buf, size_t size, int call, bool ahead, const narrator *n)
{
    const char *name = call == TSUMO_ACTION_CHI   ? _("chi")
                       : call == TSUMO_ACTION_PON ? _("pon")
                                                  : _("kan");
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
