/*
 * The autosave: every game is saved after every action, so that a closed
 * terminal, Ctrl-C, a kill or a power cut loses at most the action in
 * progress.
 *
 * Where: $XDG_STATE_HOME/tsumo/ (~/.local/state/tsumo/ without it), two files:
 *   autosave.tsumo   the game's record (tsumo/record.h, docs/record-format.md):
 *                    the ruleset, the seed, the names and every action;
 *   autosave.table   the table's own options (tile style, claim window,
 *                    casual, the computer players, big tiles, open
 *                    hands) and where the last claim window closed.
 * Resuming replays the record through the engine, which gives the same state
 * bit for bit, and the replay's last public events fill the log in the
 * table's centre again; a record that ends in a claim window nobody closed
 * stops there, so that the window opens again (a record keeps no passes). A
 * finished game's record is kept as last-game.tsumo; exports go to games/.
 *
 * How: each file is written whole to a temporary file in the same directory,
 * flushed to the disk (fsync), renamed over the old one (atomic on POSIX),
 * and the directory is synced so that the rename itself survives a power
 * cut. A reader sees the old file or the new one, never half of one.
 *
 * A save killed before its rename leaves its temporary file behind
 * ("autosave.tsumo.Ab3dE9"). Its writer holds a lock on it (flock) from just
 * after making it until the rename, which the kernel lets go when the
 * process dies; so when the table starts, and after each save, such a file
 * that nobody holds and that is older than a minute is removed. Another tsumo
 * saving into the same folder holds its own file: it is never removed under
 * it (the minute covers the instant between making the file and locking it).
 */
#include "bot.h"
#include "tui.h"
#include "ui.h"

#include "games.h"
#include "walk.h"
#include "tsumo/record.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define AUTOSAVE      "autosave.tsumo"
#define AUTOSAVE_OPTS "autosave.table"
#define LAST_GAME     "last-game.tsumo"
#define SETTINGS      "settings"

static bool make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        int r = mkdir(path, 0700);
        *p = '/';
        if (r != 0 && errno != EEXIST)
            return false;
    }
    return mkdir(path, 0700) == 0 || errno == EEXIST;
}

bool save_dir(char *buf, size_t size)
{
    const char *state = ui_env_text(UI_ENV_STATE_HOME);
    const char *home = ui_env_text(UI_ENV_HOME);
    int n;
    /* The XDG spec: a relative XDG_STATE_HOME is invalid and ignored. */
    if (state && state[0] == '/')
        n = snprintf(buf, size, "%s/tsumo", state);
    else if (home && *home)
        n = snprintf(buf, size, "%s/.local/state/tsumo", home);
    else
        return false;
    if (n < 0 || (size_t)n >= size)
        return false;
    return make_dirs(buf);
}

bool save_path(char *buf, size_t size, const char *name)
{
    char dir[4096];
    if (!save_dir(dir, sizeof dir))
        return false;
    int n = snprintf(buf, size, "%s/%s", dir, name);
    return n > 0 && (size_t)n < size;
}

static bool sync_dir_of(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash)
        return false;
    *slash = '\0';
    int fd = open(*dir ? dir : "/", O_RDONLY);
    if (fd < 0)
        return false;
    bool ok = fsync(fd) == 0 || errno == EINVAL; /* some file systems cannot sync a dir */
    close(fd);
    return ok;
}

/* ---- temporary files ---- */

/* A temporary file nobody holds is a dead save's once it is this old (seconds). */
#define STALE_TEMP_AGE 60

/*
 * Whether `name` is a temporary file of a file the table writes: the name of
 * a record, a table file or a log ("autosave.tsumo", "tsumo-...json"), a
 * dot, and mkstemp's six letters or digits.
 */
static bool is_temp_name(const char *name)
{
    static const char *const kinds[] = {".tsumo.", ".table.", ".json."};
    size_t n = strlen(name);
    if (n < 7 || n > 255 || name[n - 7] != '.')
        return false;
    for (size_t i = n - 6; i < n; i++)
        if (!isalnum((unsigned char)name[i]))
            return false;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t w = strlen(kinds[k]);
        if (n - 6 > w && strncmp(name + n - 6 - w, kinds[k], w) == 0)
            return true;
    }
    return false;
}

/*
 * Removes `name` in `dir` when it is a dead save's: no process holds its lock
 * and it is older than STALE_TEMP_AGE; and still the file it was when looked
 * at. The lock is kept until it is gone, so no writer can take it meanwhile.
 */
static bool remove_if_stale(int dir, const char *name, time_t now)
{
    int fd = openat(dir, name, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat held, named;
    bool stale = flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &held) == 0 &&
                 S_ISREG(held.st_mode) && now - held.st_mtime >= STALE_TEMP_AGE &&
                 fstatat(dir, name, &named, AT_SYMLINK_NOFOLLOW) == 0 &&
                 named.st_dev == held.st_dev && named.st_ino == held.st_ino;
    stale = stale && unlinkat(dir, name, 0) == 0;
    close(fd);
    return stale;
}

/* The dead saves' temporary files in `path` (a folder) removed; how many. */
static int sweep_dir(const char *path)
{
    DIR *d = opendir(path);
    if (!d)
        return 0;
    int removed = 0;
    time_t now = time(NULL);
    for (struct dirent *e; (e = readdir(d));)
        if (is_temp_name(e->d_name))
            removed += remove_if_stale(dirfd(d), e->d_name, now);
    closedir(d);
    return removed;
}

/* The folder of `file`, into `dir`. */
static bool folder_of(char *dir, size_t size, const char *file)
{
    int n = snprintf(dir, size, "%s", file);
    char *slash = n > 0 && (size_t)n < size ? strrchr(dir, '/') : NULL;
    if (!slash)
        return false;
    slash[slash == dir] = '\0';
    return true;
}

int save_sweep(void)
{
    char dir[4096], games[4200];
    if (!save_dir(dir, sizeof dir))
        return 0;
    snprintf(games, sizeof games, "%s/games", dir);
    return sweep_dir(dir) + sweep_dir(games);
}

/* Writes all of `data` to `fd`. */
static bool write_all(int fd, const char *data, size_t len)
{
    for (size_t done = 0; done < len;) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        done += (size_t)w;
    }
    return true;
}

bool save_write_atomic(const char *path, const char *data, size_t len)
{
    char tmp[4200];
    int n = snprintf(tmp, sizeof tmp, "%s.XXXXXX", path);
    if (n < 0 || (size_t)n >= sizeof tmp)
        return false;
    int fd = mkstemp(tmp);
    if (fd < 0)
        return false;
    /* Held until the rename, so that no other tsumo's sweep takes the file for a dead save's;
       a file system without locks still saves (its sweep finds no file to remove). */
    while (flock(fd, LOCK_EX) != 0 && errno == EINTR)
        continue;
    bool ok = write_all(fd, data, len) && fsync(fd) == 0;
    ok = ok && rename(tmp, path) == 0;
    if (!ok)
        unlink(tmp);
    ok = close(fd) == 0 && ok;
    if (!ok)
        return false;
    char dir[4200];
    if (folder_of(dir, sizeof dir, path))
        sweep_dir(dir);
    return sync_dir_of(path);
}

/* ---- the record as text ---- */

typedef struct text_buf {
    char *data;
    size_t len, cap;
    bool failed;
} text_buf;

static bool text_append(void *ctx, const char *data, size_t len)
{
    text_buf *t = ctx;
    if (t->len + len + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1 << 14;
        while (t->len + len + 1 > cap)
            cap *= 2;
        char *d = realloc(t->data, cap);
        if (!d) {
            t->failed = true;
            return false;
        }
        t->data = d;
        t->cap = cap;
    }
    memcpy(t->data + t->len, data, len);
    t->len += len;
    t->data[t->len] = '\0';
    return true;
}

static bool write_record(const tsumo_record *rec, const char *name)
{
    char path[4200];
    if (!rec || !save_path(path, sizeof path, name))
        return false;
    text_buf t = {0};
    bool ok = tsumo_record_write(rec, text_append, &t) == TSUMO_OK && !t.failed;
    ok = ok && save_write_atomic(path, t.data ? t.data : "", t.len);
    free(t.data);
    return ok;
}

/*
 * The table's file: its options, and where the last claim window closed (the
 * record's action count then; a record keeps no passes, so only this tells
 * a window everyone passed from one still open).
 */
static bool write_table(const ui *u)
{
    const ui_options *opt = &u->opt;
    char path[4200], text[256];
    if (!save_path(path, sizeof path, AUTOSAVE_OPTS))
        return false;
    int n = snprintf(
        text, sizeof text,
        "tsumo-table 1\nstyle %s\nclaim-ms %d\ncasual %d\nwindow-closed %ld\ncpu %u\ncpu-level "
        "%d\ncpu-pause %d\nbig %s\nopen-hands %d\ncoach %u\nseat %d\n",
        ui_style_id(opt->style), opt->claim_ms, opt->casual ? 1 : 0, u->claim.closed_at,
        opt->cpu_players & 15u, opt->cpu_level, opt->cpu_pause_ms, ui_big_id(opt->big),
        opt->open_hands ? 1 : 0, opt->coach & 15u, opt->seat & 3);
    return save_write_atomic(path, text, (size_t)n);
}

/* A line of the computer players' settings; a number out of range is left as it was. */
static void read_cpu(ui_options *opt, const char *line)
{
    int value;
    if (sscanf(line, "cpu-level %d", &value) == 1) {
        if (value >= BOT_LEVEL_MIN && value <= BOT_LEVEL_MAX)
            opt->cpu_level = value;
    } else if (sscanf(line, "cpu-pause %d", &value) == 1) {
        if (value >= 0 && value <= UI_CPU_PAUSE_MAX_MS)
            opt->cpu_pause_ms = value;
    } else if (sscanf(line, "cpu %d", &value) == 1 && value >= 0 && value <= 15) {
        opt->cpu_players = (unsigned)value;
    }
}

static void read_table(ui *u)
{
    ui_options *opt = &u->opt;
    u->claim.closed_at = -1;
    char path[4200];
    size_t len;
    if (!save_path(path, sizeof path, AUTOSAVE_OPTS))
        return;
    char why[256];
    char *text = cli_read_file(path, CLI_MAX_TABLE, &len, why, sizeof why);
    if (!text)
        return; /* the table's settings as they are: nothing to tell */
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char word[32];
        int value;
        long closed;
        if (sscanf(line, "style %31s", word) == 1)
            ui_style_parse(&opt->style, word);
        else if (sscanf(line, "big %31s", word) == 1)
            ui_big_parse(&opt->big, word); /* an unknown word leaves it as it was */
        else if (sscanf(line, "claim-ms %d", &value) == 1 && value >= 0 &&
                 value <= TSUMO_CLAIM_WINDOW_MAX_MS)
            opt->claim_ms = value;
        else if (sscanf(line, "casual %d", &value) == 1)
            opt->casual = value != 0;
        else if (sscanf(line, "open-hands %d", &value) == 1)
            opt->open_hands = value != 0;
        else if (sscanf(line, "coach %d", &value) == 1 && value >= 0 && value <= 15)
            opt->coach = (unsigned)value;
        else if (sscanf(line, "seat %d", &value) == 1 && value >= 0 && value <= 3)
            opt->seat = value; /* --seat: a still table's bottom seat */
        else if (sscanf(line, "window-closed %ld", &closed) == 1 && closed >= 0)
            u->claim.closed_at = closed;
        else
            read_cpu(opt, line);
    }
    free(text);
}

void save_settings_read(void)
{
    char path[4200], why[256];
    size_t len;
    if (!save_path(path, sizeof path, SETTINGS))
        return;
    char *text = cli_read_file(path, CLI_MAX_TABLE, &len, why, sizeof why);
    if (!text)
        return; /* none yet: the locale's language, the default names */
    bool lang_given = cli_language_chosen()[0] != '\0';
    bool names_given = cli_names_get() != CLI_NAMES_CATALOGUE;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char word[32];
        if (sscanf(line, "lang %31s", word) == 1 && !lang_given)
            cli_language_set(word); /* a language no longer offered is left */
        else if (sscanf(line, "names %31s", word) == 1 && !names_given)
            for (int m = CLI_NAMES_TRANSLATED; m <= CLI_NAMES_CATALOGUE; m++)
                if (strcmp(word, cli_names_id((cli_names_mode)m)) == 0)
                    cli_names_set((cli_names_mode)m);
    }
    free(text);
}

void tui_settings_apply(void)
{
    save_settings_read();
}

bool save_settings_write(void)
{
    char path[4200], text[128];
    if (!save_path(path, sizeof path, SETTINGS))
        return false;
    int n = snprintf(text, sizeof text, "tsumo-settings 1\n");
    if (cli_language_chosen()[0])
        n += snprintf(text + n, sizeof text - (size_t)n, "lang %s\n", cli_language_chosen());
    if (cli_names_get() != CLI_NAMES_CATALOGUE)
        n += snprintf(text + n, sizeof text - (size_t)n, "names %s\n",
                      cli_names_id(cli_names_get()));
    return save_write_atomic(path, text, (size_t)n);
}

bool save_begin(ui *u, const tsumo_game_setup *setup)
{
    save_end(u);
    tsumo_record *rec = NULL;
    if (tsumo_record_new(&rec, tsumo_game_rules(u->game), setup) != TSUMO_OK)
        return false;
    u->record = rec;
    u->claim.closed_at = -1;
    u->game_saved = write_table(u) && write_record(rec, AUTOSAVE);
    return u->game_saved;
}

bool save_note(ui *u, const tsumo_action *action)
{
    if (!u->record)
        return false;
    if (tsumo_record_add(u->record, u->game, action) != TSUMO_OK)
        return false;
    /* A pass is not kept in the record; the last one of a window says that it closed. */
    if (action->type == TSUMO_ACTION_PASS) {
        int phase = tsumo_game_phase(u->game);
        if (phase == TSUMO_PHASE_CLAIM || phase == TSUMO_PHASE_CHANKAN)
            return true;
        u->claim.closed_at = (long)u->record->action_count;
        u->game_saved = write_table(u);
        /* A window whose passes end the hand (after a ron): the record now holds its result. */
        if (phase == TSUMO_PHASE_HAND_OVER || phase == TSUMO_PHASE_GAME_OVER)
            u->game_saved = write_record(u->record, AUTOSAVE) && u->game_saved;
        return u->game_saved;
    }
    u->game_saved = write_record(u->record, AUTOSAVE);
    return u->game_saved;
}

static tsumo_record *parse_record(const char *path, char *why, size_t why_size)
{
    size_t len = 0;
    char reason[256];
    char *text = cli_read_file(path, CLI_MAX_RECORD, &len, reason, sizeof reason);
    if (!text) {
        char shown[4096];
        snprintf(why, why_size, "%s: %s", cli_shown(shown, sizeof shown, path), reason);
        return NULL;
    }
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    memset(&diag, 0, sizeof diag);
    tsumo_status st = tsumo_record_parse(&rec, text, len, &diag);
    free(text);
    char shown[4096];
    if (st != TSUMO_OK) {
        snprintf(why, why_size, _("%s, line %d: %s"), cli_shown(shown, sizeof shown, path),
                 diag.line, _(tsumo_diag_msgid(diag.code)));
        return NULL;
    }
    const char *ruleset = rec->rules.name;
    for (int s = 0; s < 5; s++) { /* the four names, then the ruleset's */
        if (s < 4 ? !cli_name_safe(rec->names[s], s, reason, sizeof reason)
                  : ruleset[0] && !cli_text_safe(ruleset, reason, sizeof reason)) {
            snprintf(why, why_size, "%s: %s", cli_shown(shown, sizeof shown, path), reason);
            tsumo_record_free(rec);
            return NULL;
        }
    }
    return rec;
}

static tsumo_record *load_record(const char *name, char *why, size_t why_size)
{
    char path[4200];
    if (!save_path(path, sizeof path, name)) {
        snprintf(why, why_size, "%s",
                 _("no place to keep saved games (set HOME or XDG_STATE_HOME)"));
        return NULL;
    }
    if (access(path, F_OK) != 0) {
        snprintf(why, why_size, _("there is no saved game (%s)"), path);
        return NULL;
    }
    return parse_record(path, why, why_size);
}

/*
 * The last public events of a replay, oldest first: what the log in the
 * table's centre showed before the game was closed. More are kept than the
 * log has lines, as not every event makes a line.
 */
#define REPLAY_LOG 32

typedef struct replay_log {
    tsumo_event events[REPLAY_LOG];
    int count, next;
} replay_log;

static void replay_log_note(replay_log *l, const tsumo_event *events, int n)
{
    for (int i = 0; i < n; i++) {
        if ((events[i].visible & TSUMO_SEATS_ALL) != TSUMO_SEATS_ALL)
            continue;
        l->events[l->next] = events[i];
        l->next = (l->next + 1) % REPLAY_LOG;
        l->count += l->count < REPLAY_LOG;
    }
}

/* Gives the table's log the replay's last public events, as if it had seen them played. */
static void replay_log_give(ui *u, const replay_log *l)
{
    int first = (l->next - l->count + REPLAY_LOG) % REPLAY_LOG;
    for (int i = 0; i < l->count; i++)
        play_log_event(u, &l->events[(first + i) % REPLAY_LOG]);
}

/* What resuming keeps while it walks the record. */
typedef struct resume {
    const ui *u;
    replay_log *log;
    char *why;
    size_t why_size;
} resume;

enum { RESUME_IN_WINDOW = 1, RESUME_MISMATCH };

static int resume_before(const walk_step *step, void *payload)
{
    const resume *res = payload;
    const tsumo_replay *r = step->replay;
    const tsumo_record *rec = r->rec;
    /*
     * The record ends inside a claim window: stop there, the window open.
     * A record keeps no passes, and the replay would pass for every seat
     * that has not answered; the players answer again instead (a claim
     * already made is in the record and stays).
     */
    int phase = tsumo_game_phase(r->game);
    bool in_window = phase == TSUMO_PHASE_CLAIM || phase == TSUMO_PHASE_CHANKAN;
    bool said_over =
        r->hand < rec->hand_count && (rec->hands[r->hand].result.end != TSUMO_END_NONE ||
                                      r->hand + 1 < rec->hand_count || rec->has_end);
    if (in_window && r->dealt && r->next >= rec->action_count && !said_over &&
        (long)rec->action_count != res->u->claim.closed_at)
        return RESUME_IN_WINDOW;
    return 0;
}

static int resume_note(const walk_step *step, void *payload)
{
    resume *res = payload;
    replay_log_note(res->log, step->report->events, step->report->event_count);
    return 0;
}

static int resume_mismatch(const walk_step *step, void *payload)
{
    resume *res = payload;
    resume_note(step, payload);
    snprintf(res->why, res->why_size, _("the record does not replay: line %d: the %s differs"),
             step->report->line,
             tsumo_replay_mismatch_id((tsumo_replay_mismatch)step->report->mismatch));
    return RESUME_MISMATCH;
}

static int resume_stop(const walk_step *step, void *payload)
{
    resume *res = payload;
    resume_note(step, payload);
    if (step->report->kind == TSUMO_REPLAY_REFUSED)
        snprintf(res->why, res->why_size, _("the record does not replay: line %d: %s"),
                 step->report->line, _(tsumo_reason_msgid((tsumo_reason)step->report->reason)));
    return 0;
}

/* Plays the record again up to its last action; the game is the table's. */
static bool replay_all(ui *u, const tsumo_record *rec, char *why, size_t why_size)
{
    static const walk_callbacks resuming = {.before = resume_before,
                                            .deal = resume_note,
                                            .action = resume_note,
                                            .mismatch = resume_mismatch,
                                            .stop = resume_stop};
    resume res = {u, calloc(1, sizeof *res.log), why, why_size};
    if (!res.log) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return false;
    }
    tsumo_game *game;
    int rc = walk_record(rec, NULL, &resuming, &res, &game);
    if (rc == WALK_ESTART)
        snprintf(why, why_size, "%s", _("the record's setup is not a valid game"));
    else if (rc == WALK_ENOMEM)
        snprintf(why, why_size, "%s", _("out of memory"));
    bool ok = rc == 0 || rc == RESUME_IN_WINDOW;
    if (ok) {
        u->game = game;
        replay_log_give(u, res.log); /* the centre's log, as it was (the game names the seats) */
    } else {
        tsumo_game_free(game);
        u->game = NULL;
    }
    free(res.log);
    return ok;
}

/* The table takes over a record that replays: the game, the options it gives. */
static bool adopt(ui *u, tsumo_record *rec, char *why, size_t why_size)
{
    if (!replay_all(u, rec, why, why_size)) {
        tsumo_record_free(rec);
        return false;
    }
    u->record = rec;
    u->game_saved = true;
    ui_options *opt = &u->opt;
    opt->rules = rec->rules;
    opt->rules_loaded = true;
    snprintf(opt->rules_name, sizeof opt->rules_name, "%s", rec->rules.name);
    opt->penalties = rec->rules.penalties;
    opt->seed = rec->seed;
    opt->seed_given = true;
    opt->draw_seats = rec->draw_seats;
    for (int i = 0; i < 4; i++)
        memcpy(opt->names[i], rec->names[i], TSUMO_NAME_SIZE);
    return true;
}

bool save_load(ui *u, char *why, size_t why_size)
{
    save_end(u);
    tsumo_record *rec = load_record(AUTOSAVE, why, why_size);
    if (!rec)
        return false;
    read_table(u); /* first: it says whether the record ends in an open window */
    if (!adopt(u, rec, why, why_size))
        return false;
    u->bottom = u->opt.seat & 3; /* the seat chosen for a still table, as play_new_game */
    ui_claim_ms_from_env(&u->opt.claim_ms); /* over any option, as for a new game */
    return true;
}

bool save_load_file(ui *u, const char *path, char *why, size_t why_size)
{
    save_end(u);
    tsumo_record *rec = parse_record(path, why, why_size);
    if (!rec)
        return false;
    u->claim.closed_at = -1; /* a record that ends on a discard: its window is open */
    return adopt(u, rec, why, why_size);
}

bool save_take_over(ui *u)
{
    u->game_saved = u->record && write_table(u) && write_record(u->record, AUTOSAVE);
    return u->game_saved;
}

/* "East 2 — Ann, Bo, Cy, Di": where a record stopped and who plays, the names made safe. */
static void record_summary(const tsumo_record *rec, char *buf, size_t size)
{
    char round[64] = "";
    if (rec->hand_count > 0) {
        const tsumo_record_hand *h = &rec->hands[rec->hand_count - 1];
        board_round_name(round, sizeof round, h->round, h->hand);
    } else if (rec->has_start) {
        char start[48];
        board_round_name(start, sizeof start, rec->start.round, rec->start.hand);
        snprintf(round, sizeof round, _("%s, before the deal"), start);
    } else {
        snprintf(round, sizeof round, "%s", _("before the first deal"));
    }
    char names[4][4 * TSUMO_NAME_SIZE];
    for (int i = 0; i < 4; i++)
        ui_escape(names[i], sizeof names[i], rec->names[i]);
    snprintf(buf, size, "%s — %s, %s, %s, %s", round, names[0], names[1], names[2], names[3]);
}

int save_status(char *buf, size_t size)
{
    char path[4200], why[4600];
    if (!save_path(path, sizeof path, AUTOSAVE) || access(path, F_OK) != 0)
        return 0;
    tsumo_record *rec = parse_record(path, why, sizeof why);
    if (!rec) {
        ui_escape(buf, size, why); /* the path and the reason, as read */
        return -1;
    }
    record_summary(rec, buf, size);
    tsumo_record_free(rec);
    return 1;
}

bool save_summary(char *buf, size_t size)
{
    return save_status(buf, size) > 0;
}

static void remove_file(const char *name)
{
    char path[4200];
    if (save_path(path, sizeof path, name))
        unlink(path);
}

/* A path for the screen: the home directory as "~", so that it fits a line more often. */
static const char *home_short(const char *path)
{
    static char buf[4300];
    const char *home = ui_env_text(UI_ENV_HOME);
    size_t n = home ? strlen(home) : 0;
    if (n > 1 && strncmp(path, home, n) == 0 && path[n] == '/')
        snprintf(buf, sizeof buf, "~%s", path + n);
    else
        snprintf(buf, sizeof buf, "%s", path);
    return buf;
}

/* The folder of kept and exported games, made if missing; errno says why it could not be. */
static bool games_dir(char *buf, size_t size, const char *dir)
{
    int n = snprintf(buf, size, "%s/games", dir);
    return n > 0 && (size_t)n < size && make_dirs(buf);
}

/* The local time, for the names of kept and exported games. */
static void file_stamp(char stamp[32])
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, 32, "%Y%m%d-%H%M%S", &tm);
}

/*
 * A rehearsal's save: a game that reads and holds no action yet (dealt or
 * not), which its seed and options give again. One that does not read is
 * not this: it is kept, so that nothing unread is lost.
 */
static bool nothing_played(const char *path)
{
    char why[4600];
    tsumo_record *rec = parse_record(path, why, sizeof why);
    bool none = rec && rec->action_count == 0;
    tsumo_record_free(rec);
    return none;
}

/*
 * One slot holds the game in progress, and a new game takes it. An
 * unfinished game found there is never overwritten: it is moved into games/
 * as unfinished-<time>.tsumo, a record `tsumo play --from` takes up again.
 * Its table file goes (a new game writes its own). A game in which nothing
 * was played yet is not kept: each rehearsal of `tsumo play` would add one.
 */
bool save_keep_unfinished(char *note, size_t size)
{
    note[0] = '\0';
    char from[4200], dir[4096], to[4300], summary[160];
    if (!save_path(from, sizeof from, AUTOSAVE) || access(from, F_OK) != 0)
        return true; /* nothing saved, or no place to save anything */
    if (nothing_played(from)) {
        remove_file(AUTOSAVE);
        remove_file(AUTOSAVE_OPTS);
        sync_dir_of(from);
        return true;
    }
    bool known = save_summary(summary, sizeof summary);
    if (!save_dir(dir, sizeof dir)) {
        snprintf(note, size, "%s", _("no place to keep saved games (set HOME or XDG_STATE_HOME)"));
        return false;
    }
    char games[4200], stamp[32];
    file_stamp(stamp);
    bool moved = false;
    if (games_dir(games, sizeof games, dir)) {
        errno = EEXIST;
        for (int n = 1; !moved && n < 100; n++) {
            char suffix[8] = "";
            if (n > 1)
                snprintf(suffix, sizeof suffix, "-%d", n);
            snprintf(to, sizeof to, "%s/unfinished-%s%s.tsumo", games, stamp, suffix);
            if (access(to, F_OK) == 0)
                continue; /* never over another kept game */
            if (rename(from, to) != 0)
                break;
            moved = true;
        }
    }
    if (!moved) {
        /* TRANSLATORS: %s is the reason, as strerror() gives it. */
        snprintf(note, size, _("the saved game could not be kept in the games folder: %s"),
                 strerror(errno));
        return false;
    }
    /* Both directories' entries on the disk, as for every save. */
    sync_dir_of(to);
    sync_dir_of(from);
    remove_file(AUTOSAVE_OPTS);
    if (known)
        /* TRANSLATORS: the saved game ("East 1 — Ann, Bo, Cy, Di"), then a file. */
        snprintf(note, size, _("The saved game (%s) is kept: tsumo play --from %s"), summary,
                 home_short(to));
    else
        snprintf(note, size, _("The saved game is kept: tsumo play --from %s"), home_short(to));
    return true;
}

/* ---- the kept games: games/unfinished-*.tsumo, for the menu ---- */

#define KEPT_PREFIX "unfinished-"
#define KEPT_SUFFIX ".tsumo"

/* Whether a name in the games folder is a kept game's (and names nothing elsewhere). */
static bool is_kept_name(const char *file)
{
    size_t n = strlen(file), p = strlen(KEPT_PREFIX), x = strlen(KEPT_SUFFIX);
    return n > p + x && n < 256 && strncmp(file, KEPT_PREFIX, p) == 0 &&
           strcmp(file + n - x, KEPT_SUFFIX) == 0 && !strchr(file, '/');
}

bool save_kept_path(char *buf, size_t size, const char *file)
{
    char dir[4096];
    if (!is_kept_name(file) || !save_dir(dir, sizeof dir))
        return false;
    int n = snprintf(buf, size, "%s/games/%s", dir, file);
    return n > 0 && (size_t)n < size;
}

/* One kept game: its date on the disk, and where it stopped or why it cannot be read. */
static void kept_read(ui_kept *k, const char *path)
{
    struct stat st;
    struct tm tm;
    k->date[0] = '\0';
    k->when = 0;
    if (stat(path, &st) == 0 && localtime_r(&st.st_mtime, &tm)) {
        strftime(k->date, sizeof k->date, "%Y-%m-%d %H:%M", &tm);
        k->when = (int64_t)st.st_mtime;
    }
    ui_escape(k->shown, sizeof k->shown, k->file);
    char why[4600];
    tsumo_record *rec = parse_record(path, why, sizeof why);
    k->readable = rec != NULL;
    /* The why without the path: the file is named on the row above, its folder at the top. */
    const char *reason = why;
    size_t n = strlen(path);
    if (strncmp(why, path, n) == 0)
        reason = why + n + strspn(why + n, ",: ");
    k->hands = rec ? rec->hand_count : 0;
    if (rec)
        record_summary(rec, k->line, sizeof k->line);
    else
        ui_escape(k->line, sizeof k->line, reason);
    tsumo_record_free(rec);
}

static int kept_newest_first(const void *a, const void *b)
{
    return strcmp(((const ui_kept *)b)->file, ((const ui_kept *)a)->file);
}

int save_kept_list(ui_kept *out, int max)
{
    char dir[4096], games[4200], path[4600];
    if (!save_dir(dir, sizeof dir) || snprintf(games, sizeof games, "%s/games", dir) < 0)
        return 0;
    DIR *d = opendir(games);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (!is_kept_name(e->d_name))
            continue;
        if (n == max) { /* more than the list holds: the newest are kept */
            qsort(out, (size_t)n, sizeof *out, kept_newest_first);
            if (strcmp(e->d_name, out[n - 1].file) < 0)
                continue;
            n--;
        }
        snprintf(out[n++].file, sizeof out->file, "%s", e->d_name);
    }
    closedir(d);
    qsort(out, (size_t)n, sizeof *out, kept_newest_first);
    for (int i = 0; i < n; i++)
        if (snprintf(path, sizeof path, "%s/%s", games, out[i].file) > 0)
            kept_read(&out[i], path);
    return n;
}

/* ---- the games to review: the last game, the kept ones and the exports ---- */

#define EXPORT_PREFIX "tsumo-"

static bool is_export_name(const char *file)
{
    size_t n = strlen(file), p = strlen(EXPORT_PREFIX), x = strlen(KEPT_SUFFIX);
    return n > p + x && n < 256 && strncmp(file, EXPORT_PREFIX, p) == 0 &&
           strcmp(file + n - x, KEPT_SUFFIX) == 0 && !strchr(file, '/');
}

/* "last-game.tsumo" or "games/NAME" of a kept or exported game: nothing else of the folder. */
bool save_review_path(char *buf, size_t size, const char *file)
{
    char dir[4096];
    const char *name = strncmp(file, "games/", 6) == 0 ? file + 6 : NULL;
    bool known =
        strcmp(file, LAST_GAME) == 0 || (name && (is_kept_name(name) || is_export_name(name)));
    if (!known || !save_dir(dir, sizeof dir))
        return false;
    int n = snprintf(buf, size, "%s/%s", dir, file);
    return n > 0 && (size_t)n < size;
}

static void review_add(ui_kept *out, int *n, int max, const char *file, const char *shown)
{
    char path[4600];
    if (*n == max || !save_review_path(path, sizeof path, file) || access(path, F_OK) != 0)
        return;
    ui_kept *k = &out[(*n)++];
    snprintf(k->file, sizeof k->file, "%s", file);
    kept_read(k, path);
    const char *base = strrchr(file, '/');
    if (shown)
        snprintf(k->shown, sizeof k->shown, "%s", shown);
    else
        ui_escape(k->shown, sizeof k->shown, base ? base + 1 : file);
}

static int newest_first(const void *a, const void *b)
{
    const ui_kept *x = a, *y = b;
    if (x->when != y->when)
        return x->when < y->when ? 1 : -1;
    return strcmp(y->file, x->file);
}

int save_review_list(ui_kept *out, int max)
{
    int n = 0;
    review_add(out, &n, max, LAST_GAME, _("The last game"));
    char dir[4096], games[4200];
    DIR *d = NULL;
    if (save_dir(dir, sizeof dir) && snprintf(games, sizeof games, "%s/games", dir) > 0)
        d = opendir(games);
    for (struct dirent *e = d ? readdir(d) : NULL; e && n < max; e = readdir(d)) {
        char file[300];
        if ((is_kept_name(e->d_name) || is_export_name(e->d_name)) &&
            snprintf(file, sizeof file, "games/%s", e->d_name) < (int)sizeof file)
            review_add(out, &n, max, file, NULL);
    }
    if (d)
        closedir(d);
    qsort(out, (size_t)n, sizeof *out, newest_first);
    return n;
}

bool save_kept_delete(const char *file, char *why, size_t why_size)
{
    char path[4600];
    if (!save_kept_path(path, sizeof path, file)) {
        snprintf(why, why_size, "%s", _("not a kept game"));
        return false;
    }
    if (unlink(path) != 0) {
        snprintf(why, why_size, "%s", strerror(errno));
        return false;
    }
    sync_dir_of(path);
    return true;
}

void save_finish(ui *u)
{
    if (u->record && write_record(u->record, LAST_GAME)) {
        remove_file(AUTOSAVE);
        remove_file(AUTOSAVE_OPTS);
    }
}

bool save_places(char *last_game, size_t last_size, char *games, size_t games_size)
{
    char dir[4096];
    if (!save_dir(dir, sizeof dir))
        return false;
    int a = snprintf(last_game, last_size, "%s/%s", dir, LAST_GAME);
    int b = snprintf(games, games_size, "%s/games/", dir);
    return a > 0 && (size_t)a < last_size && b > 0 && (size_t)b < games_size;
}

bool save_export(const ui *u, char *note, size_t note_size)
{
    char dir[4096], path[4300];
    if (!u->record || !save_dir(dir, sizeof dir)) {
        snprintf(note, note_size, "%s", _("No place to export to (set HOME or XDG_STATE_HOME)"));
        return false;
    }
    char games[4200], stamp[32];
    if (!games_dir(games, sizeof games, dir)) {
        snprintf(note, note_size, _("Cannot create %s: %s"), games, strerror(errno));
        return false;
    }
    file_stamp(stamp);
    snprintf(path, sizeof path, "%s/tsumo-%s.tsumo", games, stamp);
    text_buf t = {0};
    errno = 0;
    bool ok = tsumo_record_write(u->record, text_append, &t) == TSUMO_OK && !t.failed &&
              save_write_atomic(path, t.data ? t.data : "", t.len);
    int err = errno;
    free(t.data);
    if (!ok) {
        snprintf(note, note_size, _("Cannot write %s: %s"), path,
                 err ? strerror(err) : _("out of memory"));
        return false;
    }
    /* The same game as a tenhou.net/6 log, written in memory and then atomically. */
    char json_path[4300];
    snprintf(json_path, sizeof json_path, "%s/tsumo-%s.json", games, stamp);
    char *json = NULL, why[512] = "";
    size_t json_len = 0;
    /* The reason of a failure comes back here: stderr would garble the screen. */
    FILE *mem = open_memstream(&json, &json_len);
    bool json_ok = mem && tenhou_export_why(mem, u->record, NULL, why, sizeof why);
    if (mem)
        json_ok = fclose(mem) == 0 && json_ok;
    json_ok = json_ok && save_write_atomic(json_path, json, json_len);
    free(json);
    if (json_ok)
        snprintf(note, note_size, _("Exported:\n%s\n%s"), path, json_path);
    else
        snprintf(note, note_size, _("Exported:\n%s\nno tenhou.net/6 log: %s"), path,
                 *why ? why : strerror(errno));
    return true;
}

void save_end(ui *u)
{
    tsumo_record_free(u->record);
    u->record = NULL;
    u->game_saved = false;
}
