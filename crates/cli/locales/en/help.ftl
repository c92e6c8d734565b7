# cli: the words of `metro --help` and of clap's usage errors (en). The English texts are the doc comments of the
# arguments in src/ (a test keeps them equal). Ids: help-<command path> for what a command does, help-arg-<command
# path>-<argument> for an argument (help-arg-<argument> for the arguments of every command), help-value-<name> for
# the placeholder of an argument's value, written in capitals as on the command line.

## Commands

help-metro = Tokyo Metro, Osaka Metro and their variants: tools for maps and card sets
help-map = Check or show map files
help-map-check = Validate maps: one summary line per valid map, every problem of an invalid one. With no FILE, checks the built-in maps
help-map-show = Draw a map in the terminal: grid, lines, stops and stations
help-cards = Check action-card-set files
help-cards-check = Validate action-card sets (and the data files of rule modules). With no FILE, checks the built-in sets and the modules' data files
help-sim = Play many games between bots and print statistics (and JSON Lines with --json)
help-replay = Replay a save file as a readable log, verifying every action and checkpoint
help-check = Check the rules on random games of a map and card set (property-based invariants), and the design of both
help-tournament = Play every pair of bots across seats and print win rates with 95% intervals and mean margins
help-serve = Serve tables played across machines: create a table, share its code, play from each machine (until Ctrl-C)
help-loadtest = Load-test a server on this machine: bot clients play many tables at once (4 connections a table) and the decisions a second, their latency to every seat and the errors are printed
help-help = Print this message or the help of the given subcommand(s)

## Arguments of every command

help-arg-plugin = Load a plugin (a rule module built as a shared library, see the README's "Writing a plugin"); may be given more than once. A plugin that cannot be loaded is an error
help-arg-plugins = Load every plugin of a folder (files ending in the platform's library extension); plugins that cannot be loaded, and a folder that is not there, are reported and skipped
help-arg-plugin-timeout = Seconds a plugin's hook may run: one that has not returned by then ends the run with exit code 2, naming the plugin and the hook
help-arg-language = The language of the output: `en`, `de` or `it` (default: the system's, from LC_ALL, LC_MESSAGES, LANGUAGE or LANG; English when none names one of them). Machine-readable output (--json, CSV, saves) is the same in every language
help-arg-help = Print help
help-arg-version = Print version
help-arg-help-subcommand = Print help for the subcommand(s)

## Arguments of one command

help-arg-map-check-files = Map files, or names of built-in maps (`tokyo`, `osaka`)
help-arg-map-show-file = A map file, or the name of a built-in map
help-arg-map-show-color = Colour the lines: auto (when writing to a terminal), always, never
help-arg-cards-check-files = Card-set files, or names of built-in sets (`tokyo`, `osaka`) and of modules' data files
help-arg-sim-map = A map file, or the name of a built-in map (`tokyo`, `osaka`; default `tokyo`); for Chicago Express a board file (default: the built-in board)
help-arg-sim-cards = An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`; default `tokyo`); Tokyo Metro only
help-arg-sim-players = Players: Tokyo Metro 1–5 (1 is the solo game), Chicago Express 2–6
help-arg-sim-bots = Bots, one per seat separated by commas, or one name for every seat (`random`, `heuristic`, `mcts:N` with N playouts a decision, `mcts:1s` / `mcts:500ms` thinking time a decision, `mcts:1s:4` on 4 threads); for Chicago Express `random`, `flat:N` (N playouts an action) and the game's own
help-arg-sim-games = Number of games
help-arg-sim-seed = Base seed: game i (from 0) uses seed + i; its bots are seeded from that
help-arg-sim-jobs = Worker threads (default: the number of cores). Results do not depend on it
help-arg-sim-json = Write one JSON object per game to FILE (JSON Lines, see docs/sim-json.md), a new file: an existing file is never replaced
help-arg-sim-csv = Write the run's tables as CSV files into DIR (created if missing; an existing table file is never replaced)
help-arg-sim-drinks = Play with Metro Drinks (MD-): the Jidohanbaiki column, vending machines and drink payouts
help-arg-sim-drink-owner-paid = Metro Drinks' rule option "drink owner paid" (MD-5.2): drink payouts go to the owner of the drink's colour instead of the station's owner
help-arg-sim-rule = Play a registered rule module (e.g. a plugin's, loaded with --plugin) by its key; may be given more than once
help-arg-sim-game = The game: `tokyo-metro` (the default) or `chicago-express`
help-arg-replay-file = The save file to replay
help-arg-serve-listen = The address to listen on, e.g. `0.0.0.0:7878` for every network interface
help-arg-serve-db = The tables' store: a SQLite file (created if missing; default: metro-server.sqlite3 in the data folder), or a PostgreSQL database `postgres://USER@HOST:PORT/DB` that several server processes may share
help-arg-serve-behind-proxy = Behind a reverse proxy on this machine: the limits per address count the address the proxy puts last in X-Forwarded-For (never believed otherwise)
help-arg-serve-no-limits = No limits per connection and per address (messages a second, connections, tables a minute), and idle tables never expire: for `metro loadtest --server` on this machine, whose connections all come from one address
help-arg-loadtest-server = The server, on this machine: `ws://127.0.0.1:PORT`, `ws://[::1]:PORT` or `ws://localhost:PORT` (default: a server started in this process on a free port, with a temporary store). Given more than once, the processes of one server sharing a PostgreSQL database: tables are created on the first, a table's seats spread over all
help-arg-serve-seat-grace = How long a person seat may have no connection before the table's bot plays it, in seconds (until its person connects again; tables with a turn clock wait for their deadlines instead)
help-arg-serve-allow-private-webhooks = Let seats register webhooks on this machine or its private network (refused by default: a webhook must not point the server at its own network)
help-arg-loadtest-tables = Tables played at once, 4 seats each, every seat its own connection (1–5000)
help-arg-loadtest-seconds = Seconds of play (0–600; 0 sets the tables up, connects every seat and stops)
help-arg-loadtest-game = The game, with 4 players
help-arg-loadtest-seed = Each seat chooses a random offer, from this seed (default: always the first offer)
help-arg-loadtest-rate = Decisions a second of all tables together, each table deciding at even intervals, as people do (default: every table as fast as it can, which measures the most the server takes)
help-arg-loadtest-json = Print the figures as one JSON object
help-arg-check-game = The game: `tokyo-metro` (the default, with --map and --cards) or `chicago-express` (its generic invariants over random games, 2–6 players)
help-arg-check-map = A map file, or the name of a built-in map (`tokyo`, `osaka`); with `--game chicago-express`, a board file of that game (its built-in board by default)
help-arg-check-cards = An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`)
help-arg-check-drinks = Play with Metro Drinks (MD-)
help-arg-check-drink-owner-paid = Metro Drinks' rule option "drink owner paid" (MD-5.2)
help-arg-check-players = Check this number of players only (Tokyo Metro 1–5, Chicago Express 2–6; default: each)
help-arg-check-cases = Random games (proptest cases) per number of players for the invariants
help-arg-check-seed = The seed of the run: the same seed and arguments check the same games
help-arg-check-playtests = Play-test games of the random bot per number of players for the design checks (the heuristic bot plays a tenth as many, at least 1); 0: static design checks only
help-arg-check-jobs = Worker threads (default: the number of cores). Results do not depend on it
help-arg-check-save-dir = Where to write the save files of failing games (never over a file there: a taken name gets a number)
help-arg-check-rule = Switch on a registered rule module (e.g. a plugin's, loaded with --plugin) by its key; may be given more than once
help-arg-check-policy = With --game: the playout policies, separated by commas: `random` (uniformly random, the invariants' own) or a bot of the game (Chicago Express: `westward`, building toward Chicago); default: the game's (`random,westward`)
help-arg-tournament-bots = The bots, separated by commas (at least two and at most 16, each once): `random`, `heuristic`, `mcts:N` (N playouts a decision), `mcts:1s` / `mcts:500ms` (time a decision), `mcts:1s:4` (on 4 threads); for Chicago Express 2–6 of `random`, `flat:N` and the game's own, a name more than once for copies of it (`heuristic,random,random`)
help-arg-tournament-games = Games per seating, at least 1 (each pair plays 2 seatings with 2 players, 2 × P seatings with P players)
help-arg-tournament-map = A map file, or the name of a built-in map (`tokyo`, `osaka`; default `tokyo`); for Chicago Express a board file (default: the built-in board)
help-arg-tournament-cards = An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`; default `tokyo`); Tokyo Metro only
help-arg-tournament-players = Players, 2–5 (default 2): with more than 2, one bot plays against copies of the other, in every seat; Tokyo Metro only
help-arg-tournament-seed = Base seed: game i (from 0) of every seating uses seed + i
help-arg-tournament-jobs = Worker threads (default: the number of cores). Results do not depend on it
help-arg-tournament-drinks = Play with Metro Drinks (MD-)
help-arg-tournament-drink-owner-paid = Metro Drinks' rule option "drink owner paid" (MD-5.2)
help-arg-tournament-game = The game: `tokyo-metro` (the default) or `chicago-express` (the bots play one a seat, in every seating)

## Placeholders of values

help-value-file = FILE
help-value-files = FILES
help-value-dir = DIR
help-value-seconds = SECONDS
help-value-language = LANGUAGE
help-value-key = KEY
help-value-game = GAME
help-value-policy = POLICY
help-value-map = MAP
help-value-cards = CARDS
help-value-players = PLAYERS
help-value-bots = BOTS
help-value-games = GAMES
help-value-seed = SEED
help-value-jobs = JOBS
help-value-cases = CASES
help-value-playtests = PLAYTESTS
help-value-color = COLOR
help-value-command = COMMAND
help-value-addr = ADDR
help-value-path = PATH
help-value-store = STORE
help-value-tables = TABLES
help-value-rate = RATE

## The frame of every help text

help-usage = Usage:
help-options = Options
help-arguments = Arguments
help-commands = Commands
# In a usage line: where options go.
help-options-tag = [OPTIONS]
# After an argument's help: its default value, as typed on the command line.
help-default = [default: { $value }]
# After an argument's help: the values it takes, separated by commas.
help-possible-values = [possible values: { $values }]

## Values that do not parse

cli-language-expected = expected en, de or it
cli-number-expected = expected a whole number
cli-number-range = expected a whole number from { $min } to { $max }

## clap's usage errors (each shown after `error: `; $arg is an option with its placeholder, e.g. '--map <MAP>')

clap-argument-repeated = the argument '{ $arg }' cannot be used multiple times
clap-argument-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-argument-conflict-list = the argument '{ $arg }' cannot be used with:
clap-argument-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
clap-value-missing = a value is required for '{ $arg }' but none was supplied
clap-value-invalid = invalid value '{ $value }' for '{ $arg }'
# $reason: why the value is refused, one of the cli-…-expected messages.
clap-value-refused = invalid value '{ $value }' for '{ $arg }': { $reason }
clap-value-unexpected = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-possible-values = [possible values: { $values }]
clap-subcommand-unknown = unrecognized subcommand '{ $command }'
clap-subcommand-missing = '{ $command }' requires a subcommand but one was not provided
clap-subcommands = [subcommands: { $values }]
clap-arguments-missing = the following required arguments were not provided:
clap-argument-unknown = unexpected argument '{ $arg }' found
clap-values-count = the number of values of '{ $arg }' is wrong
clap-not-utf8 = invalid UTF-8 was detected in one or more arguments
clap-invalid = the command line is not valid
clap-similar-subcommand = tip: a similar subcommand exists: '{ $name }'
clap-similar-argument = tip: a similar argument exists: '{ $name }'
clap-similar-value = tip: a similar value exists: '{ $name }'
clap-similar-subcommands = tip: some similar subcommands exist: { $names }
clap-similar-arguments = tip: some similar arguments exist: { $names }
clap-similar-values = tip: some similar values exist: { $names }
clap-tip = tip: { $tip }
clap-tip-escape = to pass '{ $arg }' as a value, use '-- { $arg }'
clap-more-information = For more information, try '{ $help }'.
