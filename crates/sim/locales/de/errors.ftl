# sim: why a simulation could not run (de).

sim-unknown-bot = unbekannter Bot { $bot }; bekannte Bots: { $known }
sim-bot-count = { $given } Bots für { $players } Spieler angegeben: nenne einen Bot je Platz oder einen Namen für alle Plätze
sim-game-failed = Spiel mit Seed { $seed }: { $message }
sim-cancelled = abgebrochen nach { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }
sim-export-exists = { $path } gibt es schon; nichts wurde überschrieben
sim-export-cannot-write = { $path } kann nicht geschrieben werden: { $error }
