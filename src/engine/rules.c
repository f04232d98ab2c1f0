/* Rulesets: the EMA 2008 defaults and the shipped files. */
#include "engine.h"

void tsumo_rules_default(tsumo_rules *out)
{
    memset(out, 0, sizeof *out);
    tsumo__strlcpy(out->name, "EMA 2008", sizeof out->name);
    tsumo__strlcpy(out->description, "European Mahjong Association Riichi rules, 2008",
                   sizeof out->description);
    out->red_fives = 3;   /* EMA 1.1 */
    out->kan_dora = true; /* EMA 3.3.2 */
    out->kan_dora_timing = TSUMO_KANDORA_AT_ONCE;
    out->ura_dora = true; /* EMA 3.3.12 */
    out->kan_ura_dora = true;
    out->min_han = 1;                     /* EMA 3.2 */
    out->two_han_at_five_counters = true; /* EMA 3.4.11 */
    out->open_tanyao = false;             /* EMA preface #1 */
    out->ippatsu = true;
    out->double_yakuman = true;
    out->yakuman_stacking = false;
    out->kazoe = TSUMO_KAZOE_YAKUMAN;
    out->renhou = TSUMO_RENHOU_YAKUMAN;
    out->ryuuiisou_needs_hatsu = false;
    out->nagashi = TSUMO_NAGASHI_CLOSED; /* EMA 4.2.4 */
    out->haitei_with_rinshan = true;     /* EMA 3.4.1, AMB-07 */
    out->kiriage = false;
    out->rinshan_tsumo_fu = true; /* AMB-34 */
    out->open_pinfu_fu = true;    /* AMB-36 */
    out->double_wind_pair_fu = 4; /* AMB-35 */
    out->honba_value = 300;
    out->riichi_deposit = 1000;
    out->noten_total = 3000;
    out->kuikae = TSUMO_KUIKAE_ALLOW;
    out->head_bump = false;
    out->triple_ron_abort = false;
    out->claim_window_ms = 3000;
    out->riichi_kan = TSUMO_RIICHI_KAN_EMA;
    out->riichi_min_wall = 4;
    out->riichi_min_points = 0;
    out->open_riichi = false;
    out->temp_furiten_ends_on_call = true;
    out->kyuushu = true;
    out->four_winds_abort = true;
    out->four_riichi_abort = true;
    out->four_kan_abort = TSUMO_FOURKAN_AFTER_DISCARD;
    out->abort_dealer_repeats = true;
    out->tenpai_must_show = false;
    out->pao_daisangen = true;
    out->pao_daisuushii = true;
    out->pao_suukantsu = false;
    out->rinshan_liability = false;
    out->penalties = TSUMO_PENALTIES_REFUSE;
    out->chombo_mangan = true;
    out->chombo_rating = 0;
    out->rounds = 2;
    out->start_points = 30000;
    out->uma_kind = TSUMO_UMA_FIXED;
    out->uma[0] = 9000;
    out->uma[1] = 3000;
    out->uma[2] = -3000;
    out->uma[3] = -9000;
    out->oka = 0;
    out->end_sticks = TSUMO_ENDSTICKS_FIRST;
    out->bust = false;
    out->agariyame = false;
    out->extension_target = 0;
}

const char *tsumo_rules_builtin_name(int index)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (i == index)
            return tsumo__builtin_rulesets[i].name;
    return NULL;
}

const char *tsumo_rules_builtin_text(const char *name)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (strcmp(tsumo__builtin_rulesets[i].name, name) == 0)
            return tsumo__builtin_rulesets[i].text;
    return NULL;
}
