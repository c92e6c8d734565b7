# sim: why a simulation could not run (en).

# $bot: the name given, quoted; $known: the bots known.
sim-unknown-bot = unknown bot { $bot }; known bots: { $known }
sim-bot-count = { $given } bots given for { $players } players: list one bot per seat, or one name for all seats
# $seed: the game's seed; $message: what went wrong (an engine or bot bug).
sim-game-failed = game with seed { $seed }: { $message }
# $given: bots given; $max: the most a tournament plays (16); $pairs: the pairs of that many (120).
sim-tournament-too-many-bots = a tournament plays at most { $max } bots ({ $given } given): every pair of bots plays, and { $max } bots are already { $pairs } pairs; run several tournaments to compare more
sim-tournament-no-games = a tournament needs at least 1 game per seating (--games 0 measures nothing)
sim-tournament-players = a tournament of this game seats { $min } to { $max } bots, one a seat ({ $given } given)
sim-cancelled = cancelled after { $games } games
sim-export-exists = { $path } exists already; nothing was overwritten
sim-export-not-a-folder = cannot write the tables into { $path }: it is not a folder
sim-export-cannot-write = cannot write { $path }: { $error }

## What went wrong in one game (an engine bug or a bot bug), after sim-game-failed's seed

# $message: the panic's own text, as a programmer wrote it (not translated).
sim-game-panicked = the engine or a bot panicked: { $message }
sim-game-unknown-bot = unknown bot { $bot }
# $pending: what the game waits for, in words.
sim-game-no-legal-action = no legal action while waiting for: { $pending }
sim-game-no-seat = player { $player } to move has no seat
# $seat: the seat, counted from 0; $error: the engine's refusal.
sim-game-illegal-action = bot { $bot } in seat { $seat } chose an illegal action: { $error }
# $error: the game's own words.
sim-game-setup = the game could not be set up: { $error }
# $seat: the seat, counted from 0.
sim-game-no-action-for-seat = seat { $seat } decides but has no legal action
# $seat: the seat, counted from 0; $error: the game's refusal.
sim-game-refused = seat { $seat } chose an action the game refused: { $error }
sim-game-too-long = the game did not end within { $decisions } decisions
sim-game-no-result = the game stopped without a result
