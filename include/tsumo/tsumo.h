/*
 * tsumo: a Riichi Mahjong rules engine. This header includes every public
 * module; each can also be included on its own.
 */
#ifndef TSUMO_TSUMO_H
#define TSUMO_TSUMO_H

#include "tsumo/common.h"
#include "tsumo/tile.h"
#include "tsumo/hand.h"
#include "tsumo/rules.h"
#include "tsumo/score.h"
#include "tsumo/rng.h"
#include "tsumo/game.h"
#include "tsumo/record.h"

#endif
