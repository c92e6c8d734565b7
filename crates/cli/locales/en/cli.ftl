# cli: cli words (en). Ids are kebab-case, prefixed by their area.
# Names of files, maps, card sets, bots and rule modules go in as they are written (escaped); numbers as counts.

## Every command

# $message: one whole sentence.
cli-error = error: { $message }
cli-plugin-skipped = warning: plugin skipped: { $error }
cli-plugin-refused = error: plugin refused: { $error }
cli-plugins-no-folder = warning: --plugins { $path }: no such folder; no plugin loaded from it
cli-plugins-not-a-folder = warning: --plugins { $path } is not a folder; no plugin loaded from it (load one plugin file with --plugin FILE)
# $error: which plugin's hook did not return in time (escaped)
cli-plugin-timeout = error: { $error }; ending the run
# $error: why the watchdog over plugin hooks could not start
cli-plugin-no-watchdog = warning: plugin hooks are not timed: { $error }
cli-seconds-expected = a number of seconds from 0.1 to 86400
# $filter: the value of METRO_LOG, quoted.
cli-log-filter-bad = warning: METRO_LOG={ $filter } is not a log filter ({ $error }); logging warnings
cli-no-such-file = { $name }: no such file, and no built-in of that name
# $path: a file's path; $error: why it failed.
cli-cannot-write = cannot write { $path }: { $error }
# The heading of a file's problems, each listed under it as `file:line:column: message`.
cli-problems = { $file }: { $count } problem(s)

## metro map check, metro cards check, metro map show

cli-map-valid = { $file }: { $name } — { $lines } lines, { $stops } stops, { $stations } stations, { $columns }×{ $rows } grid
cli-cards-valid = { $file }: { $name } — { $columns } columns of { $per_column }, { $cards } cards
# $leave: yes when the map's Start trains leave the map unowned (TM-9.7), no when every vehicle stays.
cli-show-title = { $name } — { $columns }×{ $rows } spaces, { $lines } lines, { $stations } stations, { $stops } stops{ $leave ->
        [yes] ; Start trains leave unowned (TM-9.7)
       *[other] ; every vehicle stays
    }
cli-show-lines = Lines (revenue-track order):
# $stops: how many stops; $vehicle: the line's vehicle as map files name it (train, tram, bus); $extras: the share extras, as a list of yen.
cli-show-line = { $letter } { $name } ({ $stops } { $vehicle }, { $shares } shares, extras { $extras }, { $slots } slots): { $route }
# A stop of a line that is no station (a small circle, OS-).
cli-show-small-circle = { $stop } (small circle)
cli-show-stations = Stations with more than one stop:

## metro sim, metro tournament

# indicatif's progress bar: $bar, $pos, $len, $per_sec and $eta are its placeholders, keep each once.
cli-progress-sim = { $bar } { $pos }/{ $len } games  { $per_sec }  eta { $eta }
cli-progress-tournament = { $bar } { $pos }/{ $len } games  eta { $eta }
# $key: a rule module's key, quoted.
cli-no-module = no rule module { $key } is registered
cli-no-module-known = no rule module { $key } is registered (known: { $known }); load its plugin with --plugin FILE
cli-cannot-set-up = cannot set up the game: { $error }
cli-tournament-two-bots = a tournament needs at least two bots
# $bot: a bot's name, quoted.
cli-tournament-bot-twice = bot { $bot } is named twice
cli-unknown-bot = unknown bot { $bot }; known bots: { $known }
# $started: threads the system gave; $asked: threads asked for.
cli-sim-threads-refused = warning: only { $started } of { $asked } threads could be started (a process limit?); the games were played on those, with the same results
cli-sim-json-is-a-table = cannot write { $path }: it is one of the tables --csv writes

## metro check

cli-check-valid-files-only = error: metro check runs on valid files only; fix the problems above first
cli-check-save-dir-not-a-folder = cannot write the saves of failing games into { $path }: it is not a folder
# $subject: the map, the card set and the rule modules played.
cli-check-title = metro check: { $subject }
cli-check-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
cli-check-players-range = { $first } to { $last } players
cli-check-no-players = no players
# $players: cli-check-players or cli-check-players-range; $seed: written out.
cli-check-invariants = Invariants: { $cases } random games (proptest cases) for each of { $players }, seed { $seed }
# $who: cli-check-players, padded to a column.
cli-check-passed = { $who } ok: { $games } games ({ $finished } to the end), { $decisions } decisions, { $seconds } s
cli-check-not-playable = { $who } cannot be set up: { $error } (see the design checks)
# $check: the name of the invariant; $rule: its rule ID in brackets with a space before, or nothing.
cli-check-failed = { $who } FAILED after { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $check }{ $rule }: { $message }
# $action: the action that fails, in words.
cli-check-step-offending = with the game after { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $action } (not in the save) fails
cli-check-step-last = the game fails after its { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } (the save's last one)
# $step: cli-check-step-offending or cli-check-step-last.
cli-check-shrunk = shrunk from { $found } decisions to { $used }: game seed { $seed }; { $step }
cli-check-replayable = the engine itself accepts only the first { $count } of those actions
cli-check-save = save: { $path } — `metro replay { $path }` shows it; the app resumes it at the failing step
cli-check-design-no-game = Design checks: static only (no play-test game can be set up)
cli-check-design-playtests = Design checks: static, and { $games } play-test games ({ $decisions } decisions, { $seconds } s), the games of:
cli-check-design-static = Design checks: static only (--playtests 0)
cli-check-playtest-failed = a play-test game failed: { $error }
cli-check-no-finding = no finding
cli-check-balance = Balance, from { $games } games of realistic bots (a matter of judgement: these do not fail the check):
# $failed: yes when an invariant failed.
cli-check-summary = Summary: invariants { $failed ->
        [yes] FAILED
       *[other] hold
    }; { $findings ->
        [one] { $findings } design finding
       *[other] { $findings } design findings
    }.

## metro replay

cli-replay-setup-not-recorded = Setup not verified: this version-1 save records no setup hash (the actions and checkpoints are verified).
cli-replay-setup-verified = Setup verified: the map, card set and options are those the game was saved with.
# $setup: the players, variant and options in words.
cli-replay-title = Replay of { $file }: { $setup }, seed { $seed }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }
cli-replay-map = Map: { $map }; cards: { $cards }.
cli-replay-round = === Round { $round } ===
cli-replay-refresh = --- Refresh phase ---
cli-replay-end = === End of the game: payouts ===
cli-replay-nobody = Nobody
# $player: who decides; $action: what they do, in words.
cli-replay-decision = { $player } { $action }.
cli-replay-final-totals = Final totals:
cli-replay-winner = (winner)
# $phase: the phase's name; $pending: what the game waits for, in words.
cli-replay-ends-waiting = The save ends in round { $round }, { $phase }, waiting for { $player }: { $pending }.
cli-replay-ends = The save ends in round { $round }, { $phase }: { $pending }.
cli-replay-verified = Verified: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } replayed, { $checkpoints ->
        [one] { $checkpoints } checkpoint
       *[other] { $checkpoints } checkpoints
    } matched.
# `metro map check` on a Chicago Express board; `metro map show` on one.
cli-board-valid = { $file }: { $name } — a Chicago Express board, { $hexes } hexes, { $companies } companies
cli-show-not-tokyo = { $file } is a Chicago Express board, which this command does not draw yet (it draws Tokyo Metro maps); check it with `metro map check`
# `metro check --game`: an unknown game; Tokyo Metro without its files; Chicago Express's generic invariants held or failed.
cli-check-unknown-game = unknown game { $game }: the games are tokyo-metro and chicago-express
cli-check-needs-map = Tokyo Metro needs --map and --cards
cli-check-game-held = { $game }, { $players } players: the invariants hold in { $games } random games ({ $decisions } decisions, { $seconds } s)
cli-check-game-failed = { $game }, { $players } players, seed { $seed }: { $error }

# Games other than Tokyo Metro (--game): games.rs, generic.rs. $game: a game's key or its name.
cli-unknown-game = unknown game { $game }: the games are { $games }
cli-tokyo-only = { $option } is an option of Tokyo Metro only, not of { $game }
cli-game-players = { $game } is played by { $min } to { $max } players
cli-not-a-board = { $file } is not a { $game } board (it does not say game = "chicago-express")
# A game's facts, counted over a run: which end conditions were met, and whether Wabash opened.
cli-fact-end-locomotives = the game ended: companies without locomotives on their charter
cli-fact-end-shares = the game ended: companies without shares on their charter
cli-fact-end-houses = the game ended: few houses left in the supply
cli-fact-end-industry = the game ended: Detroit at its highest value
cli-fact-wabash-opened = Wabash opened
# `metro sim --game`: the summary. $per_second, $seconds and $decisions are numbers already written out.
cli-generic-heading = { $game }, { $players } players, seed { $seed }
cli-generic-speed = { $games } games, { $jobs } thread(s): { $seconds } s, { $per_second } games/s, { $decisions } decisions per game
cli-generic-seats-header = seat   win share   mean score
cli-generic-bots-header = bot           seats   win share   (fair share { $fair_share }; a tie among k winners gives each 1/k)
cli-generic-facts = how often, in the games played:
# `metro tournament --game`
cli-tournament-generic-heading = { $game }: { $bots } bots, one a seat, in every seating ({ $seatings } seatings × { $games } games), seed { $seed }
cli-tournament-generic-games = { $games } games in { $seconds } s; win share: a tie among k winners gives each 1/k, Wilson 95% interval
cli-tournament-generic-bot = { $bot }: { $games } games, win share { $share } [{ $low }, { $high }] (fair share { $fair_share }), mean score { $score }
cli-tournament-generic-seat = seat { $seat }: { $share } of { $games }
# `metro replay` of another game's save. $setup: the setup as JSON (never translated).
cli-replay-generic-title = Replay of { $file }: { $game }, { $players } players, seed { $seed }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
cli-replay-generic-setup = Setup: { $setup }
cli-replay-generic-unfinished = The save ends before the end of the game, waiting for { $players }.
# `metro check --game`: playout policies, facts and saves.
cli-check-unknown-policy = unknown playout policy { $policy }: the game's are { $known }, or a bot of the game
cli-check-game-held-policy = { $game }, { $players } players: the invariants hold in { $games } games of the { $policy } policy ({ $decisions } decisions, { $seconds } s)
cli-check-game-policy-failed = { $game }, { $players } players, { $policy } policy, seed { $seed }: { $error }
cli-check-facts = how often, in the { $games } games of the { $policy } policy:
cli-check-saves = Saves: each of the { $games } games saved, loaded and verified to the same position and outcome.
cli-check-save-failed = the game's save does not load: { $error }
cli-check-save-differs = the game's save of { $actions } actions loads to another position or outcome
cli-serve-starting = metro serve: listening on { $address }, tables kept in { $db } (Ctrl-C stops)
cli-loadtest-own-server = metro loadtest: no --server given: a server was started in this process on { $address }, its tables in a temporary file ({ $db }) removed at the end
cli-loadtest-starting = Setting up { $tables } tables of { $game } (4 seats each, every seat its own connection) on { $server }, then { $seconds } s of play…
cli-loadtest-tables = Tables: { $held } held at once with { $connections } connections ({ $created } set up in all, { $finished ->
        [one] one game finished
       *[other] { $finished } games finished
    }); setting up the first took { $setup } s
cli-loadtest-actions = Actions: { $actions } in { $seconds } s, { $rate } a second
cli-loadtest-paced = Paced: { $rate } decisions a second asked of all tables together
cli-loadtest-latency = From a command to its update at every seat of the table: p50 { $p50 } ms, p90 { $p90 } ms, p99 { $p99 } ms, longest { $max } ms
cli-loadtest-no-errors = Errors: none
cli-loadtest-errors = Errors: { $errors } ({ $kinds })
cli-loadtest-memory = Memory of this process: { $start } MiB at the start, { $held } MiB with the tables held
cli-loadtest-bad-server = { $server } is not a server's address: expected ws://127.0.0.1:PORT, ws://[::1]:PORT or ws://localhost:PORT
cli-loadtest-not-loopback = { $server } is not on this machine: a load test talks to 127.0.0.1, ::1 or localhost only
cli-loadtest-open-files = the connections need { $needed } open files and this process may open { $limit }: raise the limit (ulimit -n { $needed }) or play fewer tables
