/*
 * Drills asked on a seat's turn (drill-turn.h): what efficiency and defence
 * share: reading the turn, naming tiles as the table names them, the
 * situation, the question and the answer, a tile of the hand.
 */
#include "drill-turn.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool drill_on_turn(int kind)
{
    return kind == DRILL_EFFICIENCY || kind == DRILL_DEFENCE;
}

/* ---- naming tiles ---- */

static const narrate_namer *tile_namer; /* the table's while its drills are on screen */

void drill_name_tiles(const narrate_namer *namer)
{
    tile_namer = namer;
}

/* A tile as the table names it, or its ASCII face with '*' for a red five. */
static const char *tile_name(char *buf, size_t size, tsumo_tile tile, const tsumo_rules *rules)
{
    if (tile_namer && tile_namer->name)
        return tile_namer->name(buf, size, tile, rules->red_fives, tile_namer->ctx);
    bool red = tsumo_tile_is_red(tile, rules->red_fives);
    snprintf(buf, size, "%s%s", cli_kind_name(tsumo_tile_kind(tile)), red ? "*" : "");
    return buf;
}

const char *drill_turn_kind_name(char *buf, size_t size, tsumo_kind k)
{
    static const tsumo_rules plain = {0}; /* no red fives: a kind is named plainly */
    return tile_name(buf, size, (tsumo_tile)(k * 4 + 3), &plain);
}

void drill_turn_add(char *buf, size_t size, const char *fmt, ...)
{
    size_t used = strnlen(buf, size);
    if (used + 1 < size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf + used, size - used, fmt, ap);
        va_end(ap);
    }
}

/* ---- reading the turn ---- */

static bool closed_hand(const tsumo_view_seat *s)
{
    for (int m = 0; m < s->meld_count; m++)
        if (s->melds[m].type != TSUMO_MELD_CLOSED_KAN)
            return false;
    return true;
}

bool drill_turn_read(drill_turn *out, int kind, const tsumo_game *g, const tsumo_rules *rules,
                     int seat)
{
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->seat = seat;
    if (!g || seat < 0 || seat > 3 || tsumo_game_phase(g) != TSUMO_PHASE_TURN ||
        !(tsumo_game_to_act(g) >> seat & 1))
        return false;
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    if (v.hand_count % 3 != 2)
        return false;
    out->closed = closed_hand(&v.seats[seat]);
    for (int s = 0; s < 4; s++)
        out->riichi |= s != seat && v.seats[s].riichi ? 1u << s : 0;
    if (kind == DRILL_DEFENCE) {
        drill_defence_read(out, g, &v, rules);
        return out->riichi != 0 && out->count > 0;
    }
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    drill_efficiency_read(out, &v, legal, n, rules);
    return out->count > 0;
}

/* A number from a seed and a place in the hand, to take some good moments and not others. */
static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

int drill_turn_moment(int kind, const tsumo_game *g, const tsumo_rules *rules, uint64_t salt)
{
    unsigned m = tsumo_game_to_act(g);
    if (tsumo_game_phase(g) != TSUMO_PHASE_TURN || !m)
        return -1;
    int seat = __builtin_ctz(m);
    if (drill_may(g, seat, TSUMO_ACTION_TSUMO)) /* a win to take is no question of discards */
        return -1;
    drill_turn t;
    if (!drill_turn_read(&t, kind, g, rules, seat))
        return -1;
    bool good = kind == DRILL_DEFENCE ? drill_defence_good(&t) : drill_efficiency_good(&t);
    /* not always the first good moment: the asked seat and the stage of the hand vary */
    return good && mix(salt) % 3 == 0 ? seat : -1;
}

/* ---- the verdict ---- */

void drill_turn_judge(drill_verdict *out, const drill *d, const drill_state *st)
{
    memset(out, 0, sizeof *out);
    drill_turn t;
    if (!drill_turn_read(&t, d->kind, st->game, &st->rules, d->seat) || !t.right) {
        snprintf(out->answer, sizeof out->answer, "none");
        drill_turn_add(out->why, sizeof out->why, "%s\n",
                       d->kind == DRILL_DEFENCE
                           ? _("This is no turn of the asked seat with another seat in riichi.")
                           : _("This is no turn of the asked seat."));
        return;
    }
    char name[NARRATE_TILE];
    for (int i = 0; i < t.count; i++) /* named as the table names tiles: the answer is shown */
        if (t.discards[i].right)
            drill_turn_add(out->answer, sizeof out->answer, "%s%s", out->answer[0] ? ", " : "",
                           drill_turn_kind_name(name, sizeof name, t.discards[i].kind));
    if (d->kind == DRILL_DEFENCE)
        drill_defence_why(out->why, sizeof out->why, &t, st->game, &st->rules);
    else
        drill_efficiency_why(out->why, sizeof out->why, &t);
}

/* ---- answers: one tile ---- */

/* "3p", "0p" (a red five), "1z", or a face of the ASCII style ("E", "Wh"); any case. */
static bool read_kind(const char *s, tsumo_kind *out)
{
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (strcasecmp(s, cli_kind_name((tsumo_kind)k)) == 0) {
            *out = (tsumo_kind)k;
            return true;
        }
    if (strlen(s) != 2 || s[0] < '0' || s[0] > '9')
        return false;
    static const char suits[] = "mpsz";
    const char *suit = strchr(suits, s[1] | 0x20);
    int number = s[0] == '0' ? 5 : s[0] - '0';
    if (!suit || (suit[0] == 'z' && (s[0] < '1' || s[0] > '7')))
        return false;
    *out = tsumo_kind_make((int)(suit - suits), number);
    return true;
}

/* A tile of the judge's answer, named as the drills name tiles or in its ASCII face. */
static bool read_named(const char *s, tsumo_kind *out)
{
    char name[NARRATE_TILE];
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (strcmp(s, drill_turn_kind_name(name, sizeof name, (tsumo_kind)k)) == 0) {
            *out = (tsumo_kind)k;
            return true;
        }
    return read_kind(s, out);
}

/* The kinds of an answer as the judge writes it: "3p, E". */
static tsumo_kindset right_kinds(const drill_verdict *v)
{
    char buf[sizeof v->answer];
    snprintf(buf, sizeof buf, "%s", v->answer);
    tsumo_kindset set = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
        tsumo_kind k;
        if (read_named(tok, &k))
            set |= (tsumo_kindset)1 << k;
    }
    return set;
}

bool drill_turn_check(const drill_verdict *v, const char *answer, char *why, size_t size)
{
    char a[32];
    size_t n = strlen(answer);
    while (n && (answer[n - 1] == ' ' || answer[n - 1] == '*')) /* "5p*", as a red five shows */
        n--;
    snprintf(a, sizeof a, "%.*s", (int)(n < sizeof a ? n : sizeof a - 1), answer);
    tsumo_kind k;
    if (!read_kind(a, &k)) {
        snprintf(why, size, "%s", _("expected one tile, such as 3p or E"));
        return false;
    }
    return right_kinds(v) >> k & 1;
}

/* ---- the situation ---- */

static void show_pond(FILE *to, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    const tsumo_view_seat *s = &v->seats[seat];
    char name[NARRATE_TILE];
    fputs("  ", to);
    cli_put_padded(to, cli_wind_name(seat), 6); /* by columns: "Восток" is 12 bytes */
    fprintf(to, " %6d", (int)s->score);
    if (s->riichi)
        fprintf(to, " %s", _("riichi"));
    fputc(':', to);
    for (int i = 0; i < s->discard_count; i++) {
        const tsumo_pond_tile *p = &s->discards[i];
        bool called = p->flags & TSUMO_POND_CALLED, riichi = p->flags & TSUMO_POND_RIICHI;
        fprintf(to, " %s%s%s",
                called   ? "("
                : riichi ? "<"
                         : "",
                tile_name(name, sizeof name, p->tile, rules),
                called   ? ")"
                : riichi ? ">"
                         : "");
    }
    for (int m = 0; m < s->meld_count; m++) {
        fputs(m ? " " : "  | ", to);
        for (int i = 0; i < s->melds[m].count; i++)
            fprintf(to, "%s%s", i ? " " : "[",
                    tile_name(name, sizeof name, s->melds[m].tiles[i], rules));
        fputc(']', to);
    }
    fputc('\n', to);
}

void drill_turn_show(FILE *to, const drill *d, const drill_state *st)
{
    tsumo_view pub, v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &pub);
    int seat = d->seat < 4 ? d->seat : 0;
    tsumo_game_view(st->game, seat, &v);
    char name[NARRATE_TILE];
    fprintf(to, _("%s %d, dealer %s; %d tiles left in the wall; dora indicator %s.\n"),
            cli_wind_name(pub.round), pub.hand + 1, cli_wind_name(pub.dealer), pub.live_left,
            pub.indicator_count ? tile_name(name, sizeof name, pub.indicators[0], &st->rules)
                                : "-");
    for (int s = 0; s < 4; s++)
        show_pond(to, &pub, s, &st->rules);
    fputs(_("  Ponds: (x) a discard called away, <x> the riichi discard; | then the melds.\n"), to);
    fprintf(to, _("  %s's hand:"), cli_wind_name(seat));
    for (int i = 0; i < v.hand_count; i++)
        if (v.hand_tiles[i] != v.drawn)
            fprintf(to, " %s", tile_name(name, sizeof name, v.hand_tiles[i], &st->rules));
    if (v.drawn != TSUMO_NO_TILE)
        fprintf(to, _(", drew %s"), tile_name(name, sizeof name, v.drawn, &st->rules));
    fputc('\n', to);
}

const char *drill_turn_question(char *buf, size_t size, const drill *d, const drill_state *st)
{
    (void)st;
    const char *seat = cli_wind_name(d->seat < 4 ? d->seat : 0);
    if (d->kind == DRILL_DEFENCE)
        snprintf(buf, size,
                 _("Which tile of %s's hand is the safest to discard against the riichi? (one "
                   "tile, such as 3p or E)"),
                 seat);
    else
        snprintf(buf, size,
                 _("Which tile should %s discard so that the hand accepts the most tiles? (one "
                   "tile, such as 3p or E)"),
                 seat);
    return buf;
}
