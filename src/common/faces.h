/*
 * The faces of big tiles (docs/tui.md, "Big tiles"): a small text file,
 * data/faces/big.faces, shipped inside the program and installed with the
 * data, that gives each tile kind (and a tile face down) as a few rows of
 * text. Two sets: "blocks" (half blocks, for a UTF-8 terminal) and "ascii"
 * (anywhere else). The reader refuses a bad file naming its line.
 *
 *   set blocks 4 3        a set: its name, then columns (3-8) and rows (3) of every face
 *   face 5m               a kind as docs/notation.md writes it (1z-7z), or back
 *   |█▀▀ |                a face row between two '|', exactly that many columns
 *
 * '#' opens a comment line; blank lines are skipped. Every character of a
 * face takes one column (libunistring's width); none acts on the terminal.
 */
#ifndef TSUMO_COMMON_FACES_H
#define TSUMO_COMMON_FACES_H

#include "shared.h"

#define FACES_MIN_COLS 3
#define FACES_MAX_COLS 8
/* Rows of every face: the big table is laid out for three (docs/tui.md, "Big tiles"). */
#define FACES_ROWS     3
#define FACES_MAX_ROWS FACES_ROWS
/* A face row's bytes: at most four a column (UTF-8) and the NUL. */
#define FACES_ROW_BYTES (FACES_MAX_COLS * 4 + 1)
/* The face of a tile face down, after the 34 kinds. */
#define FACES_BACK  TSUMO_KINDS
#define FACES_COUNT (TSUMO_KINDS + 1)
/* The most bytes a faces file may hold. */
#define FACES_FILE_MAX (64 * 1024)

typedef enum faces_set_id { FACES_BLOCKS = 0, FACES_ASCII, FACES_SETS } faces_set_id;

typedef struct faces_set {
    int cols, rows;
    char face[FACES_COUNT][FACES_MAX_ROWS][FACES_ROW_BYTES];
} faces_set;

typedef struct faces {
    faces_set sets[FACES_SETS];
} faces_table;

typedef struct faces_error {
    int line;      /* from 1; the line after the last for what is missing at the end */
    char why[160]; /* translated */
} faces_error;

/* Reads a faces file's text; false with `err` set when anything is wrong or missing. */
bool faces_parse(faces_table *out, const char *text, size_t len, faces_error *err);

/* The shipped faces (data/faces/big.faces, embedded at build time): their text. */
typedef struct faces_builtin {
    const char *name;
    const char *text;
    size_t len;
} faces_builtin;
extern const faces_builtin faces_builtins[]; /* ends with a NULL name */
const char *faces_builtin_text(size_t *len);

#endif
