# sim: why a simulation could not run (de).

sim-unknown-bot = unbekannter Bot { $bot }; bekannte Bots: { $known }
sim-bot-count = { $given } Bots für { $players } Spieler angegeben: nenne einen Bot je Platz oder einen Namen für alle Plätze
sim-game-failed = Spiel mit Seed { $seed }: { $message }
# $given: bots given; $max: the most a tournament plays (16); $pairs: the pairs of that many (120).
sim-tournament-too-many-bots = ein Turnier spielt höchstens { $max } Bots ({ $given } angegeben): jedes Paar von Bots spielt, { $max } Bots sind also schon { $pairs } Paare; vergleiche mehr in mehreren Turnieren
sim-tournament-no-games = ein Turnier braucht mindestens 1 Partie je Sitzordnung (--games 0 misst nichts)
sim-tournament-players = ein Turnier dieses Spiels setzt { $min } bis { $max } Bots, einen je Platz ({ $given } angegeben)
sim-cancelled = abgebrochen nach { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }
sim-export-exists = { $path } gibt es schon; nichts wurde überschrieben
sim-export-not-a-folder = die Tabellen können nicht in { $path } geschrieben werden: es ist kein Ordner
sim-export-cannot-write = { $path } kann nicht geschrieben werden: { $error }

## What went wrong in one game (an engine bug or a bot bug), after sim-game-failed's seed

sim-game-panicked = die Engine oder ein Bot ist abgestürzt (panic): { $message }
sim-game-unknown-bot = unbekannter Bot { $bot }
sim-game-no-legal-action = keine erlaubte Aktion, während das Spiel wartet auf: { $pending }
sim-game-no-seat = Spieler { $player } ist am Zug, hat aber keinen Platz
sim-game-illegal-action = Bot { $bot } auf Platz { $seat } hat eine unerlaubte Aktion gewählt: { $error }
sim-game-setup = das Spiel konnte nicht aufgebaut werden: { $error }
sim-game-no-action-for-seat = Platz { $seat } ist am Zug, hat aber keine erlaubte Aktion
sim-game-refused = Platz { $seat } hat eine Aktion gewählt, die das Spiel ablehnt: { $error }
sim-game-too-long = das Spiel endete nicht innerhalb von { $decisions } Entscheidungen
sim-game-no-result = das Spiel hielt ohne Ergebnis an
