/* Export of our game records as tenhou.net/6 JSON logs (tenhou.h gives the format). */
#include "games.h"
#include "tenhou.h"
#include "walk.h"

#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

/* Tenhou's names of the yaku (the Japanese terms players use). */
static const char *const yaku_jp[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = "門前清自摸和",
    [TSUMO_YAKU_RIICHI] = "立直",
    [TSUMO_YAKU_DOUBLE_RIICHI] = "両立直",
    [TSUMO_YAKU_IPPATSU] = "一発",
    [TSUMO_YAKU_CHANKAN] = "槍槓",
    [TSUMO_YAKU_RINSHAN] = "嶺上開花",
    [TSUMO_YAKU_HAITEI] = "海底摸月",
    [TSUMO_YAKU_HOUTEI] = "河底撈魚",
    [TSUMO_YAKU_PINFU] = "平和",
    [TSUMO_YAKU_TANYAO] = "断幺九",
    [TSUMO_YAKU_IIPEIKOU] = "一盃口",
    [TSUMO_YAKU_YAKUHAI_HAKU] = "役牌 白",
    [TSUMO_YAKU_YAKUHAI_HATSU] = "役牌 發",
    [TSUMO_YAKU_YAKUHAI_CHUN] = "役牌 中",
    [TSUMO_YAKU_CHIITOITSU] = "七対子",
    [TSUMO_YAKU_CHANTA] = "混全帯幺九",
    [TSUMO_YAKU_ITTSU] = "一気通貫",
    [TSUMO_YAKU_SANSHOKU] = "三色同順",
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = "三色同刻",
    [TSUMO_YAKU_SANKANTSU] = "三槓子",
    [TSUMO_YAKU_TOITOI] = "対々和",
    [TSUMO_YAKU_SANANKOU] = "三暗刻",
    [TSUMO_YAKU_SHOUSANGEN] = "小三元",
    [TSUMO_YAKU_HONROUTOU] = "混老頭",
    [TSUMO_YAKU_RYANPEIKOU] = "二盃口",
    [TSUMO_YAKU_JUNCHAN] = "純全帯幺九",
    [TSUMO_YAKU_HONITSU] = "混一色",
    [TSUMO_YAKU_CHINITSU] = "清一色",
    [TSUMO_YAKU_NAGASHI_MANGAN] = "流し満貫",
    [TSUMO_YAKU_RENHOU] = "人和",
    [TSUMO_YAKU_KOKUSHI] = "国士無双",
    [TSUMO_YAKU_KOKUSHI_13] = "国士無双１３面",
    [TSUMO_YAKU_SUUANKOU] = "四暗刻",
    [TSUMO_YAKU_SUUANKOU_TANKI] = "四暗刻単騎",
    [TSUMO_YAKU_DAISANGEN] = "大三元",
    [TSUMO_YAKU_SHOUSUUSHII] = "小四喜",
    [TSUMO_YAKU_DAISUUSHII] = "大四喜",
    [TSUMO_YAKU_TSUUIISOU] = "字一色",
    [TSUMO_YAKU_RYUUIISOU] = "緑一色",
    [TSUMO_YAKU_CHINROUTOU] = "清老頭",
    [TSUMO_YAKU_CHUUREN] = "九蓮宝燈",
    [TSUMO_YAKU_CHUUREN_9] = "純正九蓮宝燈",
    [TSUMO_YAKU_SUUKANTSU] = "四槓子",
    [TSUMO_YAKU_TENHOU] = "天和",
    [TSUMO_YAKU_CHIIHOU] = "地和",
    [TSUMO_YAKU_RENHOU_YAKUMAN] = "人和",
    [TSUMO_YAKU_KAZOE_YAKUMAN] = "数え役満",
    [TSUMO_YAKU_DORA] = "ドラ",
    [TSUMO_YAKU_URA_DORA] = "裏ドラ",
    [TSUMO_YAKU_AKA_DORA] = "赤ドラ",
};

static const char *const winds_jp[4] = {"東", "南", "西", "北"};

typedef struct pon_note {
    int at;       /* the claimed tile's index in tiles[], the letter before it */
    int tiles[3]; /* as the pon's string lists them */
} pon_note;

/* The round being written. */
typedef struct exporter {
    const tsumo_rules *rules;
    json_t *log;
    json_t *round, *dora, *hands[4], *takes[4], *discards[4];
    int dealer;
    bool riichi[4]; /* declared: the seat's next discard is its riichi tile */
    pon_note pons[4][TSUMO_KINDS];
    size_t open_riichi_hand; /* 1 + the first hand with an open riichi, which Tenhou lacks */
    char *why;               /* why the record cannot be exported */
    size_t why_size;
} exporter;

/* Tenhou's order: by suit and number, a red five right after the plain ones. */
static int sort_key(int code)
{
    return code > 50 ? ((code - 50) * 10 + 5) * 2 + 1 : code * 2;
}

static int by_code(const void *a, const void *b)
{
    return sort_key(*(const int *)a) - sort_key(*(const int *)b);
}

/* Two-digit codes, in order, with the letter before tile `at`. */
static json_t *meld_string(char letter, const int *codes, int n, int at)
{
    char buf[24];
    int len = 0;
    for (int i = 0; i <= n; i++) {
        if (i == at)
            buf[len++] = letter;
        if (i < n)
            len += snprintf(buf + len, sizeof buf - (size_t)len, "%02d", codes[i]);
    }
    buf[len] = '\0';
    return json_string(buf);
}

/* Where a called tile's letter stands: the tile came from the left, across or the right. */
static int letter_pos(int caller, int from, int own)
{
    int rel = (from - caller) & 3; /* 3 left, 2 across, 1 right */
    return rel == 3 ? 0 : rel == 2 ? 1 : own;
}

static void own_codes(exporter *x, const tsumo_event *e, int *own, int *n)
{
    bool skipped = false;
    *n = 0;
    for (int i = 0; i < e->tile_count; i++) {
        if (!skipped && e->tiles[i] == e->tile) {
            skipped = true;
            continue;
        }
        own[(*n)++] = tenhou_tile_code(e->tiles[i], x->rules);
    }
    /* cppcheck-suppress uninitvar ; qsort reads only the *n codes the loop set */
    qsort(own, (size_t)*n, sizeof *own, by_code);
}

static void export_call(exporter *x, const tsumo_event *e)
{
    int seat = e->seat, codes[4], own[4], n;
    own_codes(x, e, own, &n);
    int called = e->tile < TSUMO_TILES ? tenhou_tile_code(e->tile, x->rules) : 0;
    switch (e->code) {
    case TSUMO_MELD_CHI:
        codes[0] = called;
        memcpy(codes + 1, own, 2 * sizeof *own);
        json_array_append_new(x->takes[seat], meld_string('c', codes, 3, 0));
        break;
    case TSUMO_MELD_PON:
    case TSUMO_MELD_OPEN_KAN: {
        int at = letter_pos(seat, e->from, n);
        for (int i = 0, k = 0; i < n + 1; i++)
            codes[i] = i == at ? called : own[k++];
        bool pon = e->code == TSUMO_MELD_PON;
        json_array_append_new(x->takes[seat], meld_string(pon ? 'p' : 'm', codes, n + 1, at));
        if (pon) {
            pon_note *p = &x->pons[seat][tsumo_tile_kind(e->tile)];
            p->at = at;
            memcpy(p->tiles, codes, sizeof p->tiles);
        } else {
            json_array_append_new(x->discards[seat], json_integer(0));
        }
        break;
    }
    case TSUMO_MELD_ADDED_KAN: {
        /* the pon's string with 'k' and the added tile where its 'p' stood */
        const pon_note *p = &x->pons[seat][tsumo_tile_kind(e->tile)];
        int out[4], m = 0;
        for (int i = 0; i < 3; i++) {
            if (i == p->at)
                out[m++] = called;
            out[m++] = p->tiles[i];
        }
        json_array_append_new(x->discards[seat], meld_string('k', out, 4, p->at));
        break;
    }
    case TSUMO_MELD_CLOSED_KAN:
        for (int i = 0; i < e->tile_count; i++)
            codes[i] = tenhou_tile_code(e->tiles[i], x->rules);
        qsort(codes, 4, sizeof *codes, by_code);
        json_array_append_new(x->discards[seat], meld_string('a', codes, 4, 3));
        break;
    default:
        break;
    }
}

static void begin_round(exporter *x, const tsumo_event *e, const tsumo_game *game)
{
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    x->round = json_array();
    x->dealer = e->seat;
    json_array_append_new(
        x->round, json_pack("[iii]", e->points[0] * 4 + e->points[1], e->points[2], e->points[3]));
    json_array_append_new(x->round, json_pack("[iiii]", v.seats[0].score, v.seats[1].score,
                                              v.seats[2].score, v.seats[3].score));
    x->dora = json_array();
    for (int s = 0; s < 4; s++) {
        x->hands[s] = json_array();
        x->takes[s] = json_array();
        x->discards[s] = json_array();
    }
    memset(x->pons, 0, sizeof x->pons);
    memset(x->riichi, 0, sizeof x->riichi);
}

static void export_deal(exporter *x, const tsumo_event *e)
{
    int codes[14];
    for (int i = 0; i < e->tile_count && i < 14; i++)
        codes[i] = tenhou_tile_code(e->tiles[i], x->rules);
    /* cppcheck-suppress uninitvar ; a deal event carries a seat's 13 tiles, 14 for the dealer
       (game.c deals them all before its events) */
    qsort(codes, 13, sizeof *codes, by_code);
    for (int i = 0; i < 13; i++)
        json_array_append_new(x->hands[e->seat], json_integer(codes[i]));
    if (e->tile_count == 14) /* the dealer's 14th tile is his first take */
        json_array_append_new(x->takes[e->seat], json_integer(codes[13]));
}

static void export_discard(exporter *x, const tsumo_event *e)
{
    int code = e->flags & TSUMO_POND_TSUMOGIRI ? TSUMOGIRI : tenhou_tile_code(e->tile, x->rules);
    if (x->riichi[e->seat]) {
        x->riichi[e->seat] = false;
        char buf[8];
        snprintf(buf, sizeof buf, "r%02d", code);
        json_array_append_new(x->discards[e->seat], json_string(buf));
    } else {
        json_array_append_new(x->discards[e->seat], json_integer(code));
    }
}

/* "30符4飜11600点", "満貫2000-4000点", "40符3飜1300点∀" (the dealer's tsumo: each pays). */
static json_t *score_text(const tsumo_hand_win *w, bool dealer)
{
    static const char *const limits[] = {"", "満貫", "跳満", "倍満", "三倍満", "役満"};
    const tsumo_score *sc = &w->score;
    char buf[64];
    int n = sc->limit > 0 && sc->limit < 6 ? snprintf(buf, sizeof buf, "%s", limits[sc->limit])
                                           : snprintf(buf, sizeof buf, "%d符%d飜", sc->fu, sc->han);
    const tsumo_payments *p = &sc->payments;
    if (w->from != TSUMO_NO_SEAT)
        snprintf(buf + n, sizeof buf - (size_t)n, "%d点", (int)p->ron);
    else if (dealer)
        snprintf(buf + n, sizeof buf - (size_t)n, "%d点∀", (int)p->tsumo_each);
    else
        snprintf(buf + n, sizeof buf - (size_t)n, "%d-%d点", (int)p->tsumo_nondealer,
                 (int)p->tsumo_dealer);
    return json_string(buf);
}

static json_t *win_info(const tsumo_hand_win *w, int dealer)
{
    const tsumo_score *sc = &w->score;
    int from = w->from == TSUMO_NO_SEAT ? w->winner : w->from;
    int liable = w->liable == TSUMO_NO_SEAT ? w->winner : w->liable;
    json_t *info = json_pack("[iii]", w->winner, from, liable);
    json_array_append_new(info, score_text(w, w->winner == dealer));
    for (int i = 0; i < sc->yaku_count; i++) {
        int y = sc->yaku[i].yaku;
        char name[64];
        if (y == TSUMO_YAKU_YAKUHAI_SEAT_WIND)
            snprintf(name, sizeof name, "自風 %s", winds_jp[w->win.seat_wind & 3]);
        else if (y == TSUMO_YAKU_YAKUHAI_ROUND_WIND)
            snprintf(name, sizeof name, "場風 %s", winds_jp[w->win.round_wind & 3]);
        else
            snprintf(name, sizeof name, "%s",
                     y < TSUMO_YAKU_COUNT && yaku_jp[y] ? yaku_jp[y] : "?");
        char item[96];
        if (y >= TSUMO_YAKU_FIRST_YAKUMAN && y < TSUMO_YAKU_DORA)
            snprintf(item, sizeof item, "%s(役満)", name);
        else
            snprintf(item, sizeof item, "%s(%d飜)", name, sc->yaku[i].han);
        json_array_append_new(info, json_string(item));
    }
    return info;
}

/* Each winner's own payments: the total split by winner, counters and sticks to the first. */
static void win_deltas(const tsumo_hand_result *r, const tsumo_rules *rules, int32_t out[3][4])
{
    int32_t rest[4];
    memcpy(rest, r->delta, sizeof rest);
    for (int i = 0; i + 1 < r->win_count; i++) {
        tsumo_settle_win one = {
            .winner = r->wins[i].winner, .liable = r->wins[i].liable, .score = &r->wins[i].score};
        tsumo_settlement st;
        int honba = i == 0 ? r->honba : 0;
        tsumo_settle_wins(&st, &one, 1, r->dealer, r->wins[i].from, honba, 0, rules);
        for (int s = 0; s < 4; s++) {
            out[i][s] = st.delta[s] + (i == 0 ? r->sticks_to[s] : 0);
            rest[s] -= out[i][s];
        }
    }
    memcpy(out[r->win_count - 1], rest, sizeof rest);
}

static json_t *deltas(const int32_t d[4])
{
    return json_pack("[iiii]", d[0], d[1], d[2], d[3]);
}

static json_t *export_result(const exporter *x, const tsumo_hand_result *r)
{
    static const char *const aborts[] = {"",         "九種九牌", "四風連打",
                                         "四槓散了", "四家立直", "三家和了"};
    if (r->end == TSUMO_END_WIN) {
        json_t *res = json_pack("[s]", "和了");
        int32_t d[3][4];
        win_deltas(r, x->rules, d);
        for (int i = 0; i < r->win_count; i++) {
            json_array_append_new(res, deltas(d[i]));
            json_array_append_new(res, win_info(&r->wins[i], r->dealer));
        }
        return res;
    }
    if (r->end == TSUMO_END_ABORT && r->abort > 0 && r->abort < 6)
        return json_pack("[s]", aborts[r->abort]);
    bool nagashi = false, all = true, none = true;
    for (int s = 0; s < 4; s++) {
        nagashi |= r->nagashi[s];
        all &= r->tenpai[s];
        none &= !r->tenpai[s];
    }
    if (nagashi)
        return json_pack("[so]", "流し満貫", deltas(r->delta));
    if (r->end == TSUMO_END_EXHAUSTIVE && (all || none))
        return json_pack("[s]", all ? "全員聴牌" : "全員不聴");
    /* an exhaustive draw, or a chombo, which Tenhou does not have: its payments */
    return json_pack("[so]", "流局", deltas(r->delta));
}

static void end_round(exporter *x, const tsumo_hand_result *r)
{
    json_t *ura = json_array();
    for (int i = 0; i < r->win_count; i++) {
        const tsumo_win *w = &r->wins[i].win;
        if (!(w->flags & (TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI)) || json_array_size(ura))
            continue;
        for (int k = 0; k < w->ura_count; k++)
            json_array_append_new(ura, json_integer(tenhou_face_code(w->ura[k], false)));
    }
    json_array_append_new(x->round, x->dora);
    json_array_append_new(x->round, ura);
    for (int s = 0; s < 4; s++) {
        json_array_append_new(x->round, x->hands[s]);
        json_array_append_new(x->round, x->takes[s]);
        json_array_append_new(x->round, x->discards[s]);
    }
    json_array_append_new(x->round, export_result(x, r));
    json_array_append_new(x->log, x->round);
    x->round = NULL;
}

static void export_events(exporter *x, const tsumo_replay_report *rep, const tsumo_game *game)
{
    for (int i = 0; i < rep->event_count; i++) {
        const tsumo_event *e = &rep->events[i];
        if (e->type != TSUMO_EVENT_HAND_START && !x->round)
            continue;
        switch (e->type) {
        case TSUMO_EVENT_HAND_START:
            begin_round(x, e, game);
            break;
        case TSUMO_EVENT_DEAL:
            export_deal(x, e);
            break;
        case TSUMO_EVENT_DORA:
            json_array_append_new(x->dora, json_integer(tenhou_tile_code(e->tile, x->rules)));
            break;
        case TSUMO_EVENT_DRAW:
            if (e->tile < TSUMO_TILES)
                json_array_append_new(x->takes[e->seat],
                                      json_integer(tenhou_tile_code(e->tile, x->rules)));
            break;
        case TSUMO_EVENT_RIICHI:
            x->riichi[e->seat] = true;
            if ((e->flags & TSUMO_ACTION_OPEN) && !x->open_riichi_hand)
                x->open_riichi_hand = rep->hand + 1;
            break;
        case TSUMO_EVENT_DISCARD:
            export_discard(x, e);
            break;
        case TSUMO_EVENT_CALL:
            export_call(x, e);
            break;
        case TSUMO_EVENT_HAND_END:
            end_round(x, tsumo_game_result(game));
            break;
        default:
            break;
        }
    }
}

static void drop_round(exporter *x)
{
    if (!x->round)
        return;
    json_decref(x->round);
    json_decref(x->dora);
    for (int s = 0; s < 4; s++) {
        json_decref(x->hands[s]);
        json_decref(x->takes[s]);
        json_decref(x->discards[s]);
    }
    x->round = NULL;
}

enum { EXPORT_REFUSED = 1, EXPORT_OPEN_RIICHI };

/* Each step of the walk (walk.h): its events into the log. */
static int export_step(const walk_step *step, void *payload)
{
    exporter *x = payload;
    const tsumo_replay_report *rep = step->report;
    if (rep->kind == TSUMO_REPLAY_REFUSED) {
        snprintf(x->why, x->why_size, _("the record does not replay: hand %zu, line %d: %s"),
                 rep->hand + 1, rep->line, _(tsumo_reason_msgid((tsumo_reason)rep->reason)));
        return EXPORT_REFUSED;
    }
    export_events(x, rep, step->replay->game);
    if (x->open_riichi_hand) {
        /* R-RII-13: a plain riichi in the log would not add up to the points paid */
        snprintf(x->why, x->why_size,
                 _("hand %zu has an open riichi, which Tenhou logs cannot show: not "
                   "exported"),
                 x->open_riichi_hand);
        return EXPORT_OPEN_RIICHI;
    }
    return 0;
}

bool tenhou_export_why(FILE *to, const tsumo_record *rec, const tsumo_rules *rules, char *why,
                       size_t why_size)
{
    static const walk_callbacks exporting = {
        .deal = export_step, .action = export_step, .mismatch = export_step, .stop = export_step};
    exporter x = {.rules = rules ? rules : &rec->rules,
                  .log = json_array(),
                  .why = why,
                  .why_size = why_size};
    if (why_size)
        why[0] = '\0';
    tsumo_game *game;
    int rc = walk_record(rec, x.rules, &exporting, &x, &game);
    if (!game) {
        snprintf(why, why_size, "%s",
                 rc == WALK_ESTART ? _("the record's setup is not a valid game")
                                   : _("out of memory"));
        drop_round(&x);
        json_decref(x.log);
        return false;
    }
    bool ok = rc == 0;
    drop_round(&x); /* an unfinished hand has no result to write */
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    json_t *names =
        json_pack("[ssss]", v.seats[0].name, v.seats[1].name, v.seats[2].name, v.seats[3].name);
    json_t *doc =
        json_pack("{s[ss]s:os{s:s,s:i}s:o}", "title", "tsumo", x.rules->name, "name", names, "rule",
                  "disp", x.rules->name, "aka", x.rules->red_fives > 0, "log", x.log);
    const tsumo_game_final *f = tsumo_game_final_result(game);
    if (f) {
        json_t *sc = json_array();
        for (int s = 0; s < 4; s++) {
            json_array_append_new(sc, json_integer(f->points[s]));
            json_array_append_new(sc, json_real(f->total[s] / 1000.0));
        }
        json_object_set_new(doc, "sc", sc);
    }
    if (ok) {
        char *text = json_dumps(doc, JSON_COMPACT);
        ok = text && fprintf(to, "%s\n", text) >= 0;
        if (!ok)
            snprintf(why, why_size, "%s", text ? strerror(errno) : _("out of memory"));
        free(text);
    }
    json_decref(doc);
    tsumo_game_free(game);
    return ok;
}

bool tenhou_export(FILE *to, const tsumo_record *rec, const tsumo_rules *rules)
{
    char why[512];
    bool ok = tenhou_export_why(to, rec, rules, why, sizeof why);
    if (!ok)
        fprintf(stderr, "tsumo: %s\n", why);
    return ok;
}
