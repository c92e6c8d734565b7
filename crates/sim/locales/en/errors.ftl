# sim: why a simulation could not run (en).

# $bot: the name given, quoted; $known: the bots known.
sim-unknown-bot = unknown bot { $bot }; known bots: { $known }
sim-bot-count = { $given } bots given for { $players } players: list one bot per seat, or one name for all seats
# $seed: the game's seed; $message: what went wrong (an engine or bot bug).
sim-game-failed = game with seed { $seed }: { $message }
sim-cancelled = cancelled after { $games } games
sim-export-exists = { $path } exists already; nothing was overwritten
sim-export-cannot-write = cannot write { $path }: { $error }
