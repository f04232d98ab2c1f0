/*
 * The narrator (src/common/narrate.c, issue 18): a sentence for each kind of
 * engine event, told from a point of view that hears only what its seat may
 * see (another seat's draw is "Bo draws", never its tile: R-DEAD-02's
 * exposure is never the table's doing), and the rule's section asked of the
 * ruleset, so that EMA 2008 and JPML A cite a rule differently where they
 * differ (R-FURI-04, CFG-TEMPFURI-CALL).
 */
#include "game-support.h"
#include "narrate.h"

#include <string.h>

static tsumo_rules ema;

static int setup(void **state)
{
    (void)state;
    tsumo_rules_default(&ema);
    return 0;
}

/* A narrator for `seat` under `rules`, the seats called Ann, Bo, Cy and Di. */
static void told_by(narrator *n, const tsumo_rules *rules, int seat, bool detail)
{
    narrate_init(n, rules, NULL, seat, detail);
    static const char *const names[] = {"Ann", "Bo", "Cy", "Di"};
    for (int s = 0; s < 4; s++)
        snprintf(n->names[s], sizeof n->names[s], "%s", names[s]);
}

static tsumo_event event(tsumo_event_type type, int seat)
{
    return (tsumo_event){.type = (uint8_t)type,
                         .seat = (uint8_t)seat,
                         .visible = TSUMO_SEATS_ALL,
                         .from = TSUMO_NO_SEAT,
                         .tile = TSUMO_NO_TILE};
}

/* What `n` says of `e`; "" for no sentence. */
static const char *said(narrator *n, tsumo_event e)
{
    static char line[NARRATE_LINE];
    bool any = narrate_event(n, &e, line, sizeof line);
    assert_true(any == (line[0] != '\0'));
    return line;
}

static void test_each_kind(void **state)
{
    (void)state;
    narrator n;
    told_by(&n, &ema, TSUMO_NO_SEAT, false);
    tsumo_event e = event(TSUMO_EVENT_HAND_START, 0);
    e.tiles[0] = 3;
    e.tiles[1] = 4;
    assert_string_equal(said(&n, e), "East 1 begins: Ann deals, dice 3+4");
    e = event(TSUMO_EVENT_DORA, 0);
    e.tile = test_tile("7z");
    assert_string_equal(said(&n, e), "dora indicator: 7z");
    e = event(TSUMO_EVENT_DISCARD, 1);
    e.tile = test_tile("5m");
    assert_string_equal(said(&n, e), "Bo discards 5m");
    e.flags = TSUMO_POND_RIICHI;
    assert_string_equal(said(&n, e), "Bo discards 5m sideways");
    e = event(TSUMO_EVENT_RIICHI, 1);
    assert_string_equal(said(&n, e), "Bo declares riichi");
    e.code = 2;
    assert_string_equal(said(&n, e), "Bo declares double riichi");
    e = event(TSUMO_EVENT_CALL, 2);
    e.code = TSUMO_MELD_PON;
    e.from = 1;
    e.tile = test_tile("5m");
    assert_string_equal(said(&n, e), "Cy calls pon on 5m from Bo");
    e.code = TSUMO_MELD_CHI;
    assert_string_equal(said(&n, e), "Cy calls chi on 5m from Bo");
    e.code = TSUMO_MELD_OPEN_KAN;
    assert_string_equal(said(&n, e), "Cy calls an open kan on 5m from Bo");
    e.code = TSUMO_MELD_ADDED_KAN;
    assert_string_equal(said(&n, e), "Cy adds 5m to his pon: an added kan");
    e.code = TSUMO_MELD_CLOSED_KAN;
    e.from = TSUMO_NO_SEAT;
    e.tile = TSUMO_NO_TILE;
    e.tiles[0] = test_tile("1z");
    assert_string_equal(said(&n, e), "Cy declares a closed kan of 1z");
    e = event(TSUMO_EVENT_WIN, 3);
    e.tile = test_tile("3p");
    assert_string_equal(said(&n, e), "Di wins by tsumo on 3p");
    e.from = 0;
    assert_string_equal(said(&n, e), "Di wins by ron on 3p from Ann");
    e = event(TSUMO_EVENT_TENPAI, 0);
    e.code = TSUMO_ACTION_TENPAI;
    assert_string_equal(said(&n, e), "Ann: tenpai");
    e.code = TSUMO_ACTION_NOTEN;
    assert_string_equal(said(&n, e), "Ann: noten");
    e.code = TSUMO_ACTION_NAGASHI;
    assert_string_equal(said(&n, e), "Ann: nagashi mangan");
    assert_string_equal(said(&n, event(TSUMO_EVENT_EXHAUSTIVE, TSUMO_NO_SEAT)),
                        "the wall is exhausted: a draw");
    e = event(TSUMO_EVENT_ABORT, TSUMO_NO_SEAT);
    e.code = TSUMO_ABORT_FOUR_RIICHI;
    assert_string_equal(said(&n, e), "abortive draw: four players in riichi");
    e = event(TSUMO_EVENT_CHOMBO, 1);
    e.code = TSUMO_REASON_FALSE_WIN;
    assert_string_equal(said(&n, e), "Bo: chombo: a win declared on a hand that is not one");
    e = event(TSUMO_EVENT_DEAD_HAND, 1);
    e.code = TSUMO_REASON_INVALID_CALL;
    e.flags = TSUMO_REASON_CHI_NOT_LEFT; /* what was wrong with the call */
    assert_string_equal(said(&n, e),
                        "Bo's hand is dead: chi only on the discard of the player on your left");
    assert_string_equal(said(&n, event(TSUMO_EVENT_GAME_END, TSUMO_NO_SEAT)), "the game is over");
    /* no sentence: the answer of a claim, a payment, a hand's end */
    assert_string_equal(said(&n, event(TSUMO_EVENT_ANSWER, 1)), "");
    assert_string_equal(said(&n, event(TSUMO_EVENT_PAYMENT, TSUMO_NO_SEAT)), "");
    assert_string_equal(said(&n, event(TSUMO_EVENT_HAND_END, TSUMO_NO_SEAT)), "");
}

/* The viewer's narrator cites sections and says what earlier events make of an event. */
static void test_detail(void **state)
{
    (void)state;
    narrator n;
    told_by(&n, &ema, NARRATE_ALL, true);
    tsumo_event e = event(TSUMO_EVENT_HAND_START, 0);
    e.tiles[0] = e.tiles[1] = 6;
    e.points[2] = 1;
    assert_string_equal(said(&n, e),
                        "East 1 begins: Ann deals, dice 6+6; counters: 1, riichi sticks: 0");
    e = event(TSUMO_EVENT_DORA, 0);
    e.tile = test_tile("7z");
    assert_string_equal(said(&n, e), "dora indicator: 7z — EMA 2.7");
    e = event(TSUMO_EVENT_RIICHI, 1);
    assert_string_equal(said(&n, e), "Bo declares riichi — EMA 3.3.12");
    /* a pon claimed over a chi on Ann's discard */
    e = event(TSUMO_EVENT_DISCARD, 0);
    e.tile = test_tile("5m");
    said(&n, e);
    e = event(TSUMO_EVENT_ANSWER, 1);
    e.code = TSUMO_ACTION_CHI;
    e.visible = 1 << 1;
    said(&n, e);
    e = event(TSUMO_EVENT_CALL, 2);
    e.code = TSUMO_MELD_PON;
    e.from = 0;
    e.tile = test_tile("5m");
    assert_string_equal(said(&n, e),
                        "Cy calls pon on 5m from Ann; the pon beats the chi — EMA 3.3.1");
    /* its kan: the indicator turned at once (R-DORA-04, the closed kan's EMA 3.3.8) */
    e = event(TSUMO_EVENT_CALL, 2);
    e.code = TSUMO_MELD_CLOSED_KAN;
    e.tiles[0] = test_tile("1z");
    said(&n, e);
    e = event(TSUMO_EVENT_DORA, 2);
    e.tile = test_tile("2m");
    assert_string_equal(said(&n, e), "kan dora indicator 2m turned at once — EMA 3.3.8");
    /* Cy passes Ann's 5m, a winning tile: temporary furiten */
    e = event(TSUMO_EVENT_DISCARD, 0);
    e.tile = test_tile("5m");
    said(&n, e);
    e = event(TSUMO_EVENT_FURITEN, 2);
    e.code = TSUMO_FURITEN_TEMPORARY;
    e.visible = 1 << 2;
    assert_string_equal(said(&n, e),
                        "Cy passes 5m: temporary furiten until his next turn or any call — EMA "
                        "3.4.5");
    e = event(TSUMO_EVENT_CHOMBO, 1);
    e.code = TSUMO_REASON_FALSE_WIN;
    assert_string_equal(said(&n, e),
                        "Bo: chombo: a win declared on a hand that is not one — EMA 3.4.6");
}

/*
 * A point of view hears only what its seat may see: the drawer its tile,
 * the others that it drew; a seat's furiten only that seat; the table's log
 * (TSUMO_NO_SEAT) what all see; the viewer (NARRATE_ALL) every hand.
 */
static void test_seat_view(void **state)
{
    (void)state;
    tsumo_event own = event(TSUMO_EVENT_DRAW, 1), others = own;
    own.tile = test_tile("9p");
    own.visible = 1 << 1;
    others.visible = TSUMO_SEATS_ALL & ~(1 << 1);
    narrator n;
    told_by(&n, &ema, 1, false);
    assert_string_equal(said(&n, own), "Bo draws 9p");
    assert_string_equal(said(&n, others), "");
    for (int seat = 0; seat < 4; seat += 2) {
        told_by(&n, &ema, seat, false);
        assert_string_equal(said(&n, own), "");
        assert_string_equal(said(&n, others), "Bo draws");
        assert_null(strstr(said(&n, others), "9p"));
    }
    others.code = own.code = 1; /* a replacement tile */
    told_by(&n, &ema, 3, false);
    assert_string_equal(said(&n, others), "Bo draws from the dead wall");
    told_by(&n, &ema, TSUMO_NO_SEAT, false);
    assert_string_equal(said(&n, own), "");
    assert_string_equal(said(&n, others), "");
    told_by(&n, &ema, NARRATE_ALL, false);
    assert_string_equal(said(&n, own), "Bo draws 9p from the dead wall");
    assert_string_equal(said(&n, others), "");
    /* another seat's furiten is its own business */
    tsumo_event f = event(TSUMO_EVENT_FURITEN, 2);
    f.code = TSUMO_FURITEN_DISCARD;
    f.visible = 1 << 2;
    told_by(&n, &ema, 0, false);
    assert_string_equal(said(&n, f), "");
    told_by(&n, &ema, 2, false);
    assert_string_equal(said(&n, f), "Cy is furiten: a wait is among his own discards");
}

/* The section comes from the ruleset: JPML A's temporary furiten is not EMA's (CFG-TEMPFURI-CALL).
 */
static void test_section_from_ruleset(void **state)
{
    (void)state;
    tsumo_rules jpml;
    assert_int_equal(tsumo_rules_load_builtin(&jpml, "jpml-a", NULL), TSUMO_OK);
    char a[200], b[200];
    narrator n, m;
    told_by(&n, &ema, NARRATE_ALL, true);
    told_by(&m, &jpml, NARRATE_ALL, true);
    assert_string_equal(narrate_rule(&n, "R-FURI-04", a, sizeof a), "EMA 3.4.5");
    assert_string_equal(narrate_rule(&m, "R-FURI-04", b, sizeof b),
                        "ruleset key temp_furiten_ends_on_call, not EMA 3.4.5");
    assert_string_equal(narrate_rule(&n, "R-CALL-11", a, sizeof a), "EMA preface #3");
    assert_string_equal(narrate_rule(&m, "R-CALL-11", b, sizeof b),
                        "ruleset key kuikae, not EMA preface #3");
    /* a rule a refusal names: its section is the engine's */
    assert_string_equal(narrate_rule(&m, "R-FURI-01", b, sizeof b), "EMA 3.4.5");
    assert_string_equal(narrate_rule(&m, "R-NONE-99", b, sizeof b), "");
    /* and the sentence says it */
    tsumo_event d = event(TSUMO_EVENT_DISCARD, 0), f = event(TSUMO_EVENT_FURITEN, 2);
    d.tile = test_tile("1p");
    f.code = TSUMO_FURITEN_TEMPORARY;
    said(&n, d);
    said(&m, d);
    assert_string_equal(said(&n, f),
                        "Cy passes 1p: temporary furiten until his next turn or any call — EMA "
                        "3.4.5");
    assert_string_equal(said(&m, f),
                        "Cy passes 1p: temporary furiten until his next turn; a call does not end "
                        "it — ruleset key temp_furiten_ends_on_call, not EMA 3.4.5");
}

/* A tile named in the caller's style; a claim still open. */
static const char *shouted(char *buf, size_t size, tsumo_tile tile, int red_fives, const void *ctx)
{
    (void)red_fives;
    snprintf(buf, size, "%s%d", (const char *)ctx, tsumo_tile_kind(tile));
    return buf;
}

static void test_namer_and_claims(void **state)
{
    (void)state;
    narrate_namer namer = {.name = shouted, .ctx = "kind "};
    narrator n;
    narrate_init(&n, &ema, &namer, NARRATE_ALL, false);
    snprintf(n.names[1], sizeof n.names[1], "Bo");
    tsumo_event e = event(TSUMO_EVENT_DISCARD, 1);
    e.tile = test_tile("1p");
    assert_string_equal(said(&n, e), "Bo discards kind 9");
    char buf[80];
    assert_string_equal(narrate_claim(&n, 1, TSUMO_ACTION_PON, buf, sizeof buf), "Bo claims a pon");
    assert_string_equal(narrate_claim(&n, 1, TSUMO_ACTION_RON, buf, sizeof buf), "Bo claims ron");
    assert_string_equal(narrate_win(buf, sizeof buf, "Bo", "1p", NULL), "Bo wins by tsumo on 1p");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_kind),        cmocka_unit_test(test_detail),
        cmocka_unit_test(test_seat_view),        cmocka_unit_test(test_section_from_ruleset),
        cmocka_unit_test(test_namer_and_claims),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
