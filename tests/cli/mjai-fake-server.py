"""A gimite-style mjai server for one client (tests/cli/mjai.sh): listens on a loopback port
it writes to PORT_FILE (a fifo the test reads), greets the client with hello, reads its join,
then sends each event of EVENTS (one JSON object a line) and reads one answer after each but
end_game, as gimite's server does. Every line the client sent goes to ANSWERS. With a fourth
argument, `silent`: after the join nothing more is sent, the server waits for the client to
leave; `close`: the server closes the connection after the join."""
import socket
import sys

events_path, answers_path, port_path = sys.argv[1:4]
mode = sys.argv[4] if len(sys.argv) > 4 else "play"
srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
srv.bind(("127.0.0.1", 0))
srv.listen(1)
with open(port_path, "w") as f:
    f.write("%d\n" % srv.getsockname()[1])
srv.settimeout(60)
conn, _ = srv.accept()
conn.settimeout(60)
reader = conn.makefile("r", encoding="utf-8", newline="\n")
out = open(answers_path, "w")


def exchange(line, answer=True):
    conn.sendall((line + "\n").encode())
    if answer:
        got = reader.readline()
        if not got:
            sys.exit("the client left before answering: " + line)
        out.write(got)
        out.flush()


exchange('{"type":"hello","protocol":"mjsonp","protocol_version":3}')
if mode == "close":
    conn.close()
    sys.exit(0)
if mode == "silent":
    sys.exit(0 if reader.readline() == "" else "the client wrote unasked")
with open(events_path) as f:
    for line in f:
        line = line.rstrip("\n")
        exchange(line, '"end_game"' not in line)
# the client leaves after end_game: the connection ends without another line
if reader.readline() != "":
    sys.exit("the client wrote after end_game")
