# Writes a C file holding each of FILES as a string in a table of {name, text, len} rows
# ending with a NULL name, so that an installed program has its shipped data (rulesets,
# demos, drills) whatever the directory. Run with -DFILES=a.ini,b.ini -DOUT=... -DFROM=
# (the data's folder, for the comment) -DHEADER= (declares the row type) -DTYPE= (the row
# type) -DTABLE= (the table's name) -DPREFIX= (the arrays' names). The list of files is on
# the command line so that adding or removing one reruns it.
string(REPLACE "," ";" files "${FILES}")
list(SORT files)
set(body "/* Generated from ${FROM} by cmake/embed.cmake. Do not edit. */\n")
string(APPEND body "#include <stddef.h>\n#include \"${HEADER}\"\n\n")
set(table "")
set(i 0)
foreach(f IN LISTS files)
    get_filename_component(name "${f}" NAME_WE)
    file(READ "${f}" hex HEX)
    string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
    string(APPEND body "static const unsigned char ${PREFIX}_${i}[] = {${hex} 0};\n")
    string(APPEND table "    {\"${name}\", (const char *)${PREFIX}_${i}, sizeof ${PREFIX}_${i} - 1},\n")
    math(EXPR i "${i} + 1")
endforeach()
string(APPEND body "\nconst ${TYPE} ${TABLE}[] = {\n${table}    {NULL, NULL, 0}\n};\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
