# Writes a C file holding every data/demos/*.demo as a string (demo_builtins in
# src/common/demo.h), so that an installed tsumo has its demos. Run with
# -DFILES=a.demo,b.demo -DOUT=...; the list is on the command line so that adding or
# removing a file reruns it.
string(REPLACE "," ";" files "${FILES}")
list(SORT files)
set(body "/* Generated from data/demos by cmake/embed-demos.cmake. Do not edit. */\n")
string(APPEND body "#include \"demo.h\"\n\n")
set(table "")
set(i 0)
foreach(f IN LISTS files)
    get_filename_component(name "${f}" NAME_WE)
    file(READ "${f}" hex HEX)
    string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
    string(APPEND body "static const unsigned char demo_${i}[] = {${hex} 0};\n")
    string(APPEND table "    {\"${name}\", (const char *)demo_${i}, sizeof demo_${i} - 1},\n")
    math(EXPR i "${i} + 1")
endforeach()
string(APPEND body "\nconst demo_builtin demo_builtins[] = {\n${table}    {NULL, NULL, 0}\n};\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
