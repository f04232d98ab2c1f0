/* The CHECKLIST's EMA sections (checklist.h). */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "checklist.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TSUMO_CHECKLIST
#define TSUMO_CHECKLIST "../shared/rules/CHECKLIST.md"
#endif

const char *checklist_path(void)
{
    const char *path = getenv("TSUMO_CHECKLIST");
    return path && *path ? path : TSUMO_CHECKLIST;
}

static void add_section(checklist_list *s, const char *text, size_t n)
{
    while (n && (text[n - 1] == '.' || text[n - 1] == ' '))
        n--;
    if (!n || n >= sizeof s->at[0] || s->count == 256)
        return;
    for (int i = 0; i < s->count; i++)
        if (strlen(s->at[i]) == n && strncmp(s->at[i], text, n) == 0)
            return;
    memcpy(s->at[s->count], text, n);
    s->at[s->count++][n] = '\0';
}

bool checklist_has(const checklist_list *s, const char *section)
{
    for (int i = 0; i < s->count; i++)
        if (strcmp(s->at[i], section) == 0)
            return true;
    return false;
}

/* "3.3.10-11": the first end is added by the caller; this adds the last, whole. */
static void add_range_end(checklist_list *s, const char *t, const char *dash)
{
    if (strchr(dash + 1, '.')) { /* "4.1.2-4.1.3" */
        add_section(s, dash + 1, strlen(dash + 1));
        return;
    }
    char end[24];
    const char *dot = strrchr(t, '.');
    if (dot && dot < dash) {
        snprintf(end, sizeof end, "%.*s%s", (int)(dot + 1 - t), t, dash + 1);
        add_section(s, end, strlen(end));
    }
}

void checklist_add_list(checklist_list *s, const char *list, size_t n)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%.*s", (int)n, list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        while (*t == ' ')
            t++;
        if (t[0] == 'E' && isdigit((unsigned char)t[1])) /* "E1, E1.1-1.3" */
            t++;
        char *remark = strchr(t, '('); /* "3.4.12 (unclear)", "3.3.5 (IT detail)" */
        if (remark)
            *remark = '\0';
        char *dash = strchr(t, '-');
        if (dash && isdigit((unsigned char)dash[1])) {
            add_section(s, t, (size_t)(dash - t));
            add_range_end(s, t, dash);
        } else {
            add_section(s, t, strlen(t));
        }
    }
}

/* The sections of one row's source column: "E3.3.12, 3.4.5; J:R1" gives two. */
static void read_row(checklist_list *s, char *row)
{
    char *src = row;
    for (int bar = 0; bar < 2 && src; bar++)
        src = strchr(src + 1, '|');
    char *end = src ? strchr(src + 1, '|') : NULL;
    if (!end)
        return;
    *end = '\0';
    for (char *save = NULL, *part = strtok_r(src + 1, ";", &save); part;
         part = strtok_r(NULL, ";", &save)) {
        while (*part == ' ')
            part++;
        if (part[0] == 'E' && (isdigit((unsigned char)part[1]) || part[1] == ' '))
            checklist_add_list(s, part + 1 + (part[1] == ' '), strlen(part + 1 + (part[1] == ' ')));
    }
}

bool checklist_read(checklist_list *s, const char *rule)
{
    FILE *f = fopen(checklist_path(), "r");
    if (!f)
        return false;
    char row[4096], id[32] = "";
    if (rule)
        snprintf(id, sizeof id, "| %s |", rule);
    int before = s->count;
    while (fgets(row, sizeof row, f))
        if (strncmp(row, "| R-", 4) == 0 && (!rule || strncmp(row, id, strlen(id)) == 0))
            read_row(s, row);
    fclose(f);
    return s->count > before;
}

int checklist_rule_ids(char (*ids)[16], int max)
{
    FILE *f = fopen(checklist_path(), "r");
    if (!f)
        return 0;
    char row[4096];
    int n = 0;
    while (n < max && fgets(row, sizeof row, f)) {
        size_t len = strncmp(row, "| R-", 4) == 0 ? strcspn(row + 2, " |") : 0;
        if (len && len < sizeof ids[0])
            snprintf(ids[n++], sizeof ids[0], "%.*s", (int)len, row + 2);
    }
    fclose(f);
    return n;
}
