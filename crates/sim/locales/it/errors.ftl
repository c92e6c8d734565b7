# sim: why a simulation could not run (it).

sim-unknown-bot = bot sconosciuto { $bot }; bot noti: { $known }
sim-bot-count = { $given } bot indicati per { $players } giocatori: indica un bot per posto, o un solo nome per tutti i posti
sim-game-failed = partita con seed { $seed }: { $message }
sim-cancelled = annullata dopo { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }
sim-export-exists = { $path } esiste già; non è stato sovrascritto nulla
sim-export-cannot-write = impossibile scrivere { $path }: { $error }
