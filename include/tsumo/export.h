/*
 * tsumo: which declarations the shared library exports.
 *
 * The library is compiled with -fvisibility=hidden, so only what carries
 * TSUMO_API is part of libtsumo.so's interface: the public functions of these
 * headers. The engine's internal tsumo__ functions stay inside the library.
 * TSUMO_BUILDING is defined only while the library itself is compiled.
 */
#ifndef TSUMO_EXPORT_H
#define TSUMO_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define TSUMO_API __attribute__((visibility("default")))
#else
#define TSUMO_API
#endif

#endif
