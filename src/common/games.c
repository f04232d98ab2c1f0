/* Hands, seats and records as the verbs and the table name and resume them. */
#include "games.h"
#include "lines.h"
#include "walk.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool games_json_int(json_t *x, const char *what, int lo, int hi, int *out, char *why,
                    size_t why_size)
{
    json_int_t v = json_integer_value(x);
    if (json_is_integer(x) && v >= lo && v <= hi) {
        *out = (int)v;
        return true;
    }
    if (json_is_integer(x))
        /* TRANSLATORS: where the number is, the number, then the range it must lie in. */
        snprintf(why, why_size, _("%s: %lld is out of range (%d to %d)"), what, (long long)v, lo,
                 hi);
    else
        snprintf(why, why_size, _("%s: a whole number from %d to %d was expected"), what, lo, hi);
    return false;
}

const char *games_mismatch_text(char *buf, size_t size, const tsumo_replay_report *rep,
                                const char *seat)
{
    tsumo_replay_mismatch m = (tsumo_replay_mismatch)rep->mismatch;
    const char *msgid = tsumo_replay_mismatch_msgid(m, rep->expected != 0);
    char a[48], b[48];
    if (!msgid)
        snprintf(buf, size, "?");
    else if (m == TSUMO_MISMATCH_HAND)
        cli_format_msgid(buf, size, msgid,
                         games_hand_name(a, sizeof a, rep->expected / 4, rep->expected % 4),
                         games_hand_name(b, sizeof b, rep->got / 4, rep->got % 4));
    else if (m == TSUMO_MISMATCH_END)
        cli_format_msgid(buf, size, msgid,
                         cli_hand_end_name(rep->expected / 16, rep->expected % 16),
                         cli_hand_end_name(rep->got / 16, rep->got % 16));
    else if (m == TSUMO_MISMATCH_SCORES || m == TSUMO_MISMATCH_PAYMENT || m == TSUMO_MISMATCH_FINAL)
        cli_format_msgid(buf, size, msgid, seat, (int)rep->expected, (int)rep->got);
    else /* the counts, and the messages without a number, which ignore them */
        cli_format_msgid(buf, size, msgid, (int)rep->expected, (int)rep->got);
    return buf;
}

void games_set_start(tsumo_record *rec)
{
    if (rec->hand_count == 0)
        return;
    const tsumo_record_hand *h = &rec->hands[0];
    bool plain = h->round == 0 && h->hand == 0 && h->honba == 0 && h->sticks == 0;
    for (int s = 0; s < 4; s++)
        plain = plain && h->scores[s] == rec->rules.start_points;
    if (plain)
        return;
    rec->has_start = true;
    rec->start = (tsumo_game_start){.round = h->round,
                                    .hand = h->hand,
                                    .honba = (uint8_t)h->honba,
                                    .sticks = (uint8_t)h->sticks};
    memcpy(rec->start.scores, h->scores, sizeof h->scores);
}

bool games_push_action(tsumo_record *rec, int type, int seat, tsumo_tile tile, tsumo_tile t0,
                       tsumo_tile t1, int flags, int line)
{
    tsumo_action a = {.type = (uint8_t)type,
                      .seat = (uint8_t)seat,
                      .flags = (uint8_t)flags,
                      .tile = tile,
                      .tiles = {t0, t1}};
    return tsumo_record_push_action(rec, &a, line) == TSUMO_OK;
}

bool games_import_log(tenhou_log *out, const char *text, size_t len, const char *path,
                      const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    if (len == 0)
        return true; /* fmemopen takes no empty buffer; an empty log holds no game */
    FILE *in = fmemopen((void *)(uintptr_t)text, len, "rb");
    games_file *f = in ? games_file_from(in, path) : NULL;
    if (!in)
        fprintf(stderr, "%s: %s\n", path, _("out of memory"));
    int got = f ? 1 : -1;
    while (got > 0) {
        tenhou_game g;
        got = games_file_next(f, rules, &g);
        tenhou_game *games = got > 0 ? realloc(out->games, (out->count + 1) * sizeof *games) : NULL;
        if (got > 0 && !games) {
            tsumo_record_free(g.rec);
            fprintf(stderr, "%s: %s\n", path, _("out of memory"));
            got = -1;
        } else if (got > 0) {
            out->games = games;
            out->games[out->count++] = g;
        }
    }
    games_file_close(f);
    if (in)
        fclose(in);
    if (got < 0)
        tenhou_log_free(out);
    return got == 0;
}

bool games_record_texts_why(const tsumo_record *rec, char *why, size_t size)
{
    for (int s = 0; s < 4; s++)
        if (!cli_name_safe(rec->names[s], s, why, size))
            return false;
    return cli_rules_texts_why(&rec->rules, why, size);
}

bool games_record_texts_safe(const tsumo_record *rec, const char *where, const char *text,
                             size_t len)
{
    char why[512];
    int line = 0;
    for (int s = 0; s < 4; s++)
        if (!cli_name_safe(rec->names[s], s, why, sizeof why)) {
            line = text ? lines_find_word(text, len, "player", s) : 0;
            goto refused;
        }
    const char *key = cli_rules_texts_bad(&rec->rules, why, sizeof why);
    if (!key)
        return true;
    line = text ? lines_find_word(text, len, key, 0) : 0;
refused:
    if (line > 0)
        fprintf(stderr, "%s:%d: %s\n", where, line, why);
    else
        fprintf(stderr, "%s: %s\n", where, why);
    return false;
}

int games_file_run(const char *path, const char *shown, const games_readers *r, void *ctx)
{
    games_file *f = games_file_open(path, shown);
    if (!f)
        return CLI_EXIT_USAGE;
    size_t len;
    const char *text = games_file_text(f, &len);
    int st = games_file_is_log(f) ? r->log(ctx, f) : r->record(ctx, text, len);
    games_file_close(f);
    return st;
}

tsumo_record *games_parse_record(const char *text, size_t len, const char *where)
{
    tsumo_record *rec;
    tsumo_diag diag;
    if (tsumo_record_parse(&rec, text, len, &diag) == TSUMO_OK)
        return rec;
    char msg[512];
    cli_diag_text(msg, sizeof msg, &diag);
    if (diag.line > 0)
        fprintf(stderr, "%s:%d:%d: %s\n", where, diag.line, diag.column, msg);
    else /* an empty text: no line to name */
        fprintf(stderr, "%s: %s\n", where, msg);
    return NULL;
}

const char *games_hand_name(char *buf, size_t size, int round, int hand)
{
    /* TRANSLATORS: the round wind and the hand number, "East 1". */
    snprintf(buf, size, _("%s %d"), _(tsumo_wind_msgid(round & 3)), hand + 1);
    return buf;
}

void games_seat_names(const tsumo_game *game, char names[4][TSUMO_NAME_SIZE])
{
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    for (int s = 0; s < 4; s++)
        memcpy(names[s], v.seats[s].name, TSUMO_NAME_SIZE);
}

tsumo_record *games_record_from(const tsumo_record *rec, size_t first)
{
    if (first >= rec->hand_count)
        return NULL;
    const tsumo_record_hand *h0 = &rec->hands[first];
    if (!h0->has_scores || h0->honba < 0 || h0->sticks < 0)
        return NULL;
    tsumo_game_start start = {.round = h0->round,
                              .hand = h0->hand,
                              .honba = (uint8_t)h0->honba,
                              .sticks = (uint8_t)h0->sticks};
    memcpy(start.scores, h0->scores, sizeof start.scores);
    /* The same seed draws the same seats: the lot comes first from it (R-SEAT-02). */
    tsumo_game_setup setup = {.seed = rec->seed, .draw_seats = rec->draw_seats, .start = &start};
    for (int i = 0; i < 4; i++)
        setup.names[i] = rec->names[i];
    tsumo_record *out;
    if (tsumo_record_new(&out, &rec->rules, &setup) != TSUMO_OK)
        return NULL;
    for (size_t k = first; k < rec->hand_count; k++) {
        const tsumo_record_hand *h = &rec->hands[k];
        if (tsumo_record_push_hand(out, h) != TSUMO_OK)
            goto fail;
        for (size_t i = 0; i < h->action_count; i++) {
            size_t a = h->first_action + i;
            if (tsumo_record_push_action(out, &rec->actions[a], rec->action_lines[a]) != TSUMO_OK)
                goto fail;
        }
    }
    out->has_end = rec->has_end;
    out->has_final = rec->has_final;
    memcpy(out->final, rec->final, sizeof out->final);
    return out;
fail:
    tsumo_record_free(out);
    return NULL;
}

enum { AT_DRAW = 1, NOT_AT_DRAW };

/* Walks a record on until its game waits for the declarations of an exhaustive draw. */
static int stop_at_draw(const walk_step *step, void *payload)
{
    (void)payload;
    return tsumo_game_phase(step->replay->game) == TSUMO_PHASE_DRAW ? AT_DRAW : 0;
}

static int stop_short(const walk_step *step, void *payload)
{
    (void)step;
    (void)payload;
    return NOT_AT_DRAW;
}

static bool is_declaration(const tsumo_action *a)
{
    return a->type == TSUMO_ACTION_TENPAI || a->type == TSUMO_ACTION_NOTEN ||
           a->type == TSUMO_ACTION_NAGASHI;
}

bool games_ask_declarations(tsumo_record *rec, bool ask_tenpai)
{
    if (rec->hand_count == 0)
        return false;
    size_t last = rec->hand_count - 1;
    const tsumo_record_hand *h = &rec->hands[last];
    if (h->action_count < 4)
        return false;
    tsumo_action *declared = &rec->actions[h->first_action + h->action_count - 4];
    for (int i = 0; i < 4; i++)
        if (!is_declaration(&declared[i]))
            return false;
    tsumo_record *alone = games_record_from(rec, last);
    static const walk_callbacks to_draw = {.before = stop_at_draw, .mismatch = stop_short};
    tsumo_game *game = NULL;
    bool reached = alone && walk_record(alone, NULL, &to_draw, NULL, &game) == AT_DRAW;
    for (int i = 0; reached && i < 4; i++) {
        int seat = declared[i].seat;
        if (tsumo_game_nagashi_qualifies(game, seat))
            declared[i].type = TSUMO_ACTION_NAGASHI;
        else if (ask_tenpai || declared[i].type == TSUMO_ACTION_NAGASHI)
            declared[i].type =
                tsumo_game_seat_is_tenpai(game, seat) ? TSUMO_ACTION_TENPAI : TSUMO_ACTION_NOTEN;
    }
    tsumo_game_free(game);
    tsumo_record_free(alone);
    return reached;
}
